import type { AppConfig } from '../config/app-config.js';
import type { GuideRequest } from './guide/guide.js';
import { MAX_ANSWER_TOKENS, MAX_TOOL_ROUNDS } from './guide/openai-guide.js';
import { estimateTokens, PROMPT_BUDGET, promptMessages } from './guide/prompt.js';

// What the guide adds to a prompt beyond the conversation, known only once it has planned: a
// curated card, the knowledge passages with their titles and links, and after each tool call the
// calculator's result. Generous on purpose: a hold larger than the use only delays other answers.
const CARD_TOKENS = 1000;
const PASSAGE_LABEL_CHARS = 300;
const TOOL_RESULT_TOKENS = 1000;
// Each message's framing in the chat format.
const MESSAGE_TOKENS = 4;
// The SDK waits between tries, honouring a server's Retry-After up to a minute.
const BACKOFF_MS = 60_000;
const CALLS = MAX_TOOL_ROUNDS + 1;

/** With an OpenAI key or base URL a language model writes the answers; otherwise the offline guide. */
export function languageModelConfigured(openai: AppConfig['openai']): boolean {
  return Boolean(openai.apiKey || openai.baseUrl);
}

/**
 * The most model tokens one answer can use, reserved before the model is asked: every call sends
 * the whole prompt again (the conversation as the guide sends it, the largest card and passages),
 * each tool round adds the model's call and the calculator's result, and each call may write up to
 * MAX_ANSWER_TOKENS. Estimated at four characters a token, like the guide's own budget.
 */
export function answerTokenCeiling(
  request: Pick<GuideRequest, 'message' | 'language' | 'history'>,
): number {
  const conversation = promptMessages(request).reduce(
    (sum, message) => sum + estimateTokens(message.content) + MESSAGE_TOKENS,
    0,
  );
  const knowledge =
    CARD_TOKENS +
    PROMPT_BUDGET.passages *
      estimateTokens(' '.repeat(PROMPT_BUDGET.passageChars + PASSAGE_LABEL_CHARS));
  let tokens = 0;
  for (let call = 0; call < CALLS; call += 1)
    tokens +=
      conversation +
      knowledge +
      call * (MAX_ANSWER_TOKENS + TOOL_RESULT_TOKENS) +
      MAX_ANSWER_TOKENS;
  return tokens;
}

/**
 * The longest one answer can take (every call's tries at their time limit, with the waits between
 * them): a reservation older than this belongs to a process that died, and counts no more. A stream
 * that keeps trickling past it loses its hold early but is still charged in full when stored.
 */
export function answerTimeCeilingMs(openai: AppConfig['openai']): number {
  return CALLS * (openai.maxRetries + 1) * (openai.timeoutMs + BACKOFF_MS);
}
