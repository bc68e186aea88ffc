// The texts the product itself sends to the guide (spec §2): the hero's 10 service buttons and the
// landing's 5 "Access Service" prompts, in English and German. One copy, so the front ends send
// exactly what the API's entry-point test asks (topic tags and starters live in starters.ts and
// tag-catalog.ts).
import type { Language } from './chat.js';

export const HERO_SERVICE_IDS = [
  'pensionPlanner',
  'medicalTourism',
  'longevityOptimizer',
  'agelessConnect',
  'purposeMentor',
  'biomarkerInterpreter',
  'colivingMatcher',
  'budgetOptimizer',
  'overseasRetirement',
  'relocationGuide',
] as const;
export type HeroServiceId = (typeof HERO_SERVICE_IDS)[number];

/** The button labels (spec §2 names the English ones). */
export const HERO_SERVICE_LABELS: Record<HeroServiceId, Record<Language, string>> = {
  pensionPlanner: { en: 'Pension Planner', de: 'Rentenplaner' },
  medicalTourism: { en: 'Medical Tourism', de: 'Medizintourismus' },
  longevityOptimizer: { en: 'Longevity Optimizer', de: 'Langlebigkeits-Optimierer' },
  agelessConnect: { en: 'Ageless Connect', de: 'Ageless Connect' },
  purposeMentor: { en: 'Purpose Mentor', de: 'Sinn-Mentor' },
  biomarkerInterpreter: { en: 'Biomarker Interpreter', de: 'Biomarker-Deuter' },
  colivingMatcher: { en: 'Co-living Matcher', de: 'Wohngemeinschafts-Vermittler' },
  budgetOptimizer: { en: 'Budget Optimizer', de: 'Budget-Optimierer' },
  overseasRetirement: { en: 'Overseas Retirement Guide', de: 'Ruhestand im Ausland' },
  relocationGuide: { en: 'Relocation Guide', de: 'Umzugsberater' },
};

const HERO_SERVICE_MESSAGE: Record<Language, (service: string) => string> = {
  // The service's name in quotes, as in German: "the Ageless Connect" read as a mistake.
  en: (service) => `I would like to use the “${service}” service. How can you help me?`,
  de: (service) => `Ich möchte den Dienst „${service}“ nutzen. Wie können Sie mir helfen?`,
};

/** What a hero service button sends to the guide. */
export function heroServiceMessage(id: HeroServiceId, language: Language): string {
  return HERO_SERVICE_MESSAGE[language](HERO_SERVICE_LABELS[id][language]);
}

export const ACCESS_SERVICE_IDS = [
  'pension',
  'medicalTourism',
  'longevity',
  'overseas',
  'knowledge',
] as const;
export type AccessServiceId = (typeof ACCESS_SERVICE_IDS)[number];

/** The prompt each landing service card's "Access Service" puts into /chat?prompt=. */
export const ACCESS_SERVICE_PROMPTS: Record<AccessServiceId, Record<Language, string>> = {
  pension: {
    en: 'Help me understand my pension options and how to close a pension gap.',
    de: 'Hilf mir, meine Rentenoptionen zu verstehen und eine Rentenlücke zu schließen.',
  },
  medicalTourism: {
    en: 'What should I know before considering medical treatment abroad?',
    de: 'Was sollte ich wissen, bevor ich eine Behandlung im Ausland in Betracht ziehe?',
  },
  longevity: {
    en: 'Which everyday habits help me stay healthy and active for longer?',
    de: 'Welche Alltagsgewohnheiten helfen mir, länger gesund und aktiv zu bleiben?',
  },
  overseas: {
    en: 'Help me compare countries where I could retire abroad.',
    de: 'Hilf mir, Länder zu vergleichen, in denen ich meinen Ruhestand verbringen könnte.',
  },
  knowledge: {
    en: 'Explain how the retirement system works and what I should plan for.',
    de: 'Erkläre mir, wie das Rentensystem funktioniert und was ich planen sollte.',
  },
};
