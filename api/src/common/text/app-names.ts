// The apps a scammer names to move the talk elsewhere or to get into the reader's computer, in one
// place: the checks look them up, and the signal reading joins them when they are written apart
// ('Whats-App', 'Any Desk', 'T e a m Viewer': tenth hostile pass #2).

import { MESSENGERS } from '@ageless/contracts';
import { wordList } from './word-lists.js';

// The messengers live in the contracts, so a first name (person-name.ts) is checked against the
// same list as a message; they are re-exported here for the API's checks.
export { MESSENGERS };

// Programs that let someone else work a computer or phone.
export const REMOTE_TOOLS = wordList(`
  anydesk teamviewer quicksupport rustdesk ultraviewer supremo logmein splashtop screenconnect
  remotepc hoptodesk aeroadmin ammyy airdroid quickassist gotoassist tightvnc realvnc ultravnc vnc
  remotehilfe
`);

/**
 * Short names people give messengers ('tg: hans1951', "I'm on WA, same name"; twelfth hostile pass
 * #3), and one the contracts' list does not hold ('vk'). Too short to read alone ('wa'): the checks
 * read them next to a handle, a colon or a "same name", never as a name in a sentence. 'Line' is an
 * ordinary word, read only as 'Line ID' (message-text.ts).
 */
export const MESSENGER_ALIASES: readonly string[] = wordList('tg wa ig whats messenger vk');

/** Names the signal reading joins when written in pieces: the apps above and the QR code ('Q R'). */
export const JOINED_NAMES: ReadonlySet<string> = new Set([...MESSENGERS, ...REMOTE_TOOLS, 'qr']);

/**
 * Ordinary English and German words that names above are made of ('any desk', 'we chat', 'log me
 * in', 'face time'): a name split only into such words by single spaces is joined only when written
 * like a name ('Any Desk'), so "any desk will do" and "we chat on Sundays" stay what they say.
 */
export const ORDINARY_PIECES: ReadonlySet<string> = new Set(
  wordList(`
    any desk team viewer rust we chat face book snap log me in quick support screen connect remote
    pc splash top ultra time sign go to assist air tight real hop hang outs
  `),
);
