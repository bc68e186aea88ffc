import type { HistoryEntry, Language } from '@ageless/contracts';
import type { GuideRequest, Passage } from './guide.js';
import type { GuidePlan } from './planner.js';

export const PROMPT_BUDGET = {
  /** Tokens of earlier conversation sent along; the oldest messages are dropped first. */
  historyTokens: 1500,
  /** Characters of each knowledge passage. */
  passageChars: 1200,
  passages: 4,
} as const;

// About four characters per token for English and German prose: close enough for a budget, and it
// keeps the API free of a tokenizer dependency.
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

/** The most recent messages that fit the budget, oldest first. */
export function recentHistory(
  history: HistoryEntry[],
  budget: number = PROMPT_BUDGET.historyTokens,
): HistoryEntry[] {
  const kept: HistoryEntry[] = [];
  let used = 0;
  for (let i = history.length - 1; i >= 0; i -= 1) {
    const entry = history[i]!;
    const cost = estimateTokens(entry.content) + 4;
    if (used + cost > budget) break;
    kept.unshift(entry);
    used += cost;
  }
  return kept;
}

const LANGUAGE_NAME: Record<Language, string> = { en: 'English', de: 'German (Deutsch)' };

function passageBlock(passages: Passage[]): string {
  if (passages.length === 0)
    return 'No passages were found in the knowledge base for this question.';
  return passages
    .slice(0, PROMPT_BUDGET.passages)
    .map((passage, i) => {
      const text =
        passage.text.length > PROMPT_BUDGET.passageChars
          ? `${passage.text.slice(0, PROMPT_BUDGET.passageChars)}…`
          : passage.text;
      const label = passage.uploaded
        ? `${passage.title} (uploaded document, not an official source)`
        : `${passage.title}${passage.sourceUrl ? ` (${passage.sourceUrl})` : ''}`;
      return `[${i + 1}] ${label}\n${text}`;
    })
    .join('\n\n');
}

function cardBlock(plan: Pick<GuidePlan, 'card' | 'text' | 'sources'>): string | null {
  if (!plan.card || !plan.text) return null;
  return `[card] ${plan.sources.map((source) => source.title).join('; ')}\n${plan.text}`;
}

export function systemPrompt(
  language: Language,
  passages: Passage[],
  plan?: Pick<GuidePlan, 'card' | 'text' | 'sources' | 'system'>,
): string {
  const card = plan ? cardBlock(plan) : null;
  return [
    'You are the Ageless Connect guide for active older adults and people planning later life: pensions and retirement',
    'planning (US and Germany), Medicare and health costs, long-term care, medical tourism, longevity and health, retiring',
    'abroad, relocation, budgeting, purpose and co-living.',
    `Always answer in ${LANGUAGE_NAME[language]}, in plain words, in at most about 200 words.`,
    'Your content is educational only: never recommend specific financial products, investments, insurers, clinics or',
    'treatments, and suggest consulting licensed professionals for decisions.',
    'Base figures and facts on the knowledge passages below and name the passage titles you used. Never invent a number',
    'that the passages do not give. If the passages do not cover the question, say plainly that you do not have',
    'information on it instead of guessing.',
    plan?.system
      ? `This question is about the ${plan.system === 'US' ? 'US system (Social Security, Medicare, IRS)' : 'German system (gesetzliche Rente, Kranken- und Pflegeversicherung)'}: never mix in figures or rules of the other country.`
      : 'Never mix the US and the German system in one answer.',
    'Answer first, in whole sentences; then at most a few supporting sentences. Passages from uploaded documents are not official sources: say so when you use one.',
    'When the person gives the numbers for a pension estimate (a US Social Security PIA with a birth year or date, or German',
    'Entgeltpunkte with a birth year), call the matching calculator tool and answer with its figures and sources; never do',
    'that arithmetic yourself.',
    '',
    ...(card
      ? [
          'Curated answer card (checked facts with dated figures; prefer it over the passages):',
          card,
          '',
        ]
      : []),
    'Knowledge passages:',
    passageBlock(passages),
  ].join('\n');
}

export type PromptMessage = { role: 'system' | 'user' | 'assistant'; content: string };

export function promptMessages(
  request: Pick<GuideRequest, 'message' | 'language' | 'history'>,
  plan?: Pick<GuidePlan, 'card' | 'text' | 'sources' | 'system' | 'passages'>,
): PromptMessage[] {
  return [
    { role: 'system', content: systemPrompt(request.language, plan?.passages ?? [], plan) },
    ...recentHistory(request.history.map(({ role, content }) => ({ role, content }))).map(
      (entry) => ({
        role: entry.role,
        content: entry.content,
      }),
    ),
    { role: 'user', content: request.message },
  ];
}
