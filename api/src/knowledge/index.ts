// The knowledge module's public face: what other modules and the app may use (eslint.config.mjs).
export {
  KnowledgeSearchService,
  missingWeight,
  type Passage,
  weighTerms,
} from './knowledge-search.service.js';
export { type CardVocabulary, tsqueryLiteral } from './knowledge-search.repository.js';
export { KnowledgeModule } from './knowledge.module.js';
export { detectLanguage, SEARCH_CONFIGURATIONS } from './language-detection.js';
export type { AnalysedQuery } from './query-analysis.js';
export { contentWords, SEARCH_RULES, type SearchRules, searchText } from './search-text.js';
export { markdownAsText } from './upload-text.js';
