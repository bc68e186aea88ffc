import { domainErrorOf } from '../common/errors/domain-error.js';

/** What a session id must be (the DTO's rule says it too; the DTO imports it from here). */
export const SESSION_ID_RULE =
  "sessionId must be 8 to 128 characters: letters, digits, '-', '_', '.' or ':'";

/** Why the chat module refuses a request: stable codes the front ends may test. */
export enum ChatErrorCode {
  /** No such session, or another browser's (answered alike: its existence is not revealed). */
  SessionNotFound = 'chat_session_not_found',
  /** A session id in the path that no client makes. */
  SessionIdInvalid = 'chat_session_id_invalid',
  /** A starter asked for with a tag id no tag has the form of. */
  TagIdInvalid = 'chat_tag_id_invalid',
  /** A payload with fields of both widgets (the floating one's count, the landing one's history). */
  CallersMixed = 'chat_callers_mixed',
  /** Every turn this process answers at once is taken; nothing was stored or counted. */
  Busy = 'chat_busy',
}

// The English texts are the ones the API always sent (tests and the widget's mocks quote them).
export const ChatError = domainErrorOf<ChatErrorCode>({
  [ChatErrorCode.SessionNotFound]: {
    status: 404,
    texts: () => ({ en: 'Chat session not found', de: 'Chat-Unterhaltung nicht gefunden' }),
  },
  [ChatErrorCode.SessionIdInvalid]: {
    status: 400,
    texts: () => ({
      en: SESSION_ID_RULE,
      de: "sessionId muss 8 bis 128 Zeichen lang sein: Buchstaben, Ziffern, '-', '_', '.' oder ':'",
    }),
  },
  [ChatErrorCode.TagIdInvalid]: {
    status: 400,
    texts: () => ({
      en: 'tagId must be 1 to 64 lower-case letters, digits or dashes',
      de: 'tagId muss aus 1 bis 64 Kleinbuchstaben, Ziffern oder Bindestrichen bestehen',
    }),
  },
  [ChatErrorCode.CallersMixed]: {
    status: 400,
    texts: () => ({
      en: 'conversationCount (floating widget) cannot be sent together with conversationHistory or language (landing widget)',
      de: 'conversationCount (schwebendes Widget) kann nicht zusammen mit conversationHistory oder language (Widget der Startseite) gesendet werden',
    }),
  },
  [ChatErrorCode.Busy]: {
    status: 503,
    texts: () => ({
      en: 'The guide is answering many people right now. Please try again in a few seconds.',
      de: 'Der Ratgeber beantwortet gerade viele Fragen. Bitte versuchen Sie es in ein paar Sekunden noch einmal.',
    }),
  },
});
