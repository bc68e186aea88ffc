import { cleanMessage, scamWarnings } from '../../src/common/text/message-text.js';

// How an English reader's thread shows a message, and the scam signs under it: the two readings
// the message-text specs check most.
export const cleaned = (text: string): string => cleanMessage(text, 'en');
export const signsOf = (text: string) => scamWarnings(cleaned(text));
