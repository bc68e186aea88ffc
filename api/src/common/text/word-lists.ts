// Word lists written as one text, so the tables of the message readers read as prose: the words of
// a text, as a list or as a set, and whether a message's words hold any of a set.

/** The words of `text`, split at white space. */
export const wordList = (text: string): string[] => text.split(/\s+/u).filter(Boolean);

/** The words of `text` as a set. */
export const wordSet = (text: string): ReadonlySet<string> => new Set(wordList(text));

/** Whether any of `words` is in `set`. */
export const hasAnyOf = (words: readonly string[], set: ReadonlySet<string>): boolean =>
  words.some((word) => set.has(word));
