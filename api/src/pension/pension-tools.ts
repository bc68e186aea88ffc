import { DE_LIMITS, type KnowledgeTopic, US_CLAIM_AGE, US_LIMITS } from '@ageless/contracts';
import type { ChatCompletionFunctionTool } from 'openai/resources/chat/completions';
import type { PensionAnswer } from './pension-question.js';

// OpenAI-compatible tool (function) definitions for the two pension calculators, so a language model
// does the talking and the calculator the arithmetic. Run a call with PensionService.runTool; the
// argument rules are the endpoints' own (same DTOs), these schemas only guide the model.

export const PENSION_TOOL_NAMES = {
  us: 'analyze_us_social_security',
  de: 'analyze_german_pension',
} as const;
export type PensionToolName = (typeof PENSION_TOOL_NAMES)[keyof typeof PENSION_TOOL_NAMES];

export const PENSION_TOOLS: ChatCompletionFunctionTool[] = [
  {
    type: 'function',
    function: {
      name: PENSION_TOOL_NAMES.us,
      description:
        'US Social Security: monthly benefit for claiming ages 62 to 70 and break-even ages, from the primary insurance amount (PIA) and birth date or year, by SSA rules. Call it whenever the person gives a PIA and a birth year; use its figures and sources in the answer.',
      parameters: {
        type: 'object',
        properties: {
          pia: {
            type: 'number',
            description: 'Primary insurance amount in dollars',
            exclusiveMinimum: 0,
            maximum: US_LIMITS.maxPiaDollars,
          },
          birthDate: {
            type: 'string',
            description: 'YYYY-MM-DD, if known (give this or birthYear)',
          },
          birthYear: { type: 'integer', description: 'Birth year, if the date is not known' },
          claimAge: {
            type: 'integer',
            minimum: US_CLAIM_AGE.min,
            maximum: US_CLAIM_AGE.max,
            description: 'Claiming age the person asks about',
          },
          spouse: {
            type: 'object',
            properties: {
              birthYear: { type: 'integer' },
              birthDate: { type: 'string' },
              pia: {
                type: 'number',
                minimum: 0,
                description: "Spouse's own PIA in dollars (0 if none)",
              },
            },
            additionalProperties: false,
          },
        },
        required: ['pia'],
        additionalProperties: false,
      },
    },
  },
  {
    type: 'function',
    function: {
      name: PENSION_TOOL_NAMES.de,
      description:
        'German statutory pension (gesetzliche Rente): monthly gross pension = Entgeltpunkte × Zugangsfaktor × Rentenartfaktor × aktueller Rentenwert, with the Regelaltersgrenze, Abschlag/Zuschlag and the Rentenlücke against a target. Call it whenever the person gives Entgeltpunkte and a birth year; use its figures and sources in the answer.',
      parameters: {
        type: 'object',
        properties: {
          entgeltpunkte: {
            type: 'number',
            exclusiveMinimum: 0,
            maximum: DE_LIMITS.maxEntgeltpunkte,
          },
          birthYear: { type: 'integer' },
          birthDate: {
            type: 'string',
            description: 'YYYY-MM-DD, if known (give this or birthYear)',
          },
          startAge: {
            type: 'integer',
            minimum: DE_LIMITS.earliestStartAge,
            maximum: DE_LIMITS.latestStartAge,
            description: 'Planned start age',
          },
          targetMonthlyIncome: {
            type: 'number',
            minimum: 0,
            description: 'Desired monthly income in euros',
          },
        },
        required: ['entgeltpunkte'],
        additionalProperties: false,
      },
    },
  },
];

/** The knowledge topic a calculator's answer belongs to (it picks the regional disclaimer). */
export const PENSION_TOPIC = {
  us: 'social-security',
  de: 'gesetzliche-rente',
} as const satisfies Record<PensionAnswer['kind'], KnowledgeTopic>;

/** What to send back as the tool message: `content` is a JSON string either way. */
export interface PensionToolResult {
  ok: boolean;
  content: string;
  /** The calculator's answer when it ran, so the reply can cite its sources. */
  answer?: PensionAnswer;
}
