import type { MessageWarnings } from '../common/text/message-text.js';

/**
 * Which filter made a cached reading. The cache lives in one process, and a new filter only ever
 * arrives with a new process, so this changes nothing today; it is in every key so that a cache shared
 * between processes (or kept across a restart) could never serve a reading an older filter made.
 */
export const READING_VERSION = 1;

/** Characters of cleaned text kept at most (UTF-16: about twice as many bytes). */
export const KEPT_TEXT_CHARACTERS = 4_000_000;
/** Warnings kept at most (a few small arrays each). */
export const KEPT_WARNINGS = 20_000;

/**
 * What thread messages read as, once: a message, and the ones before it its warnings are read with,
 * never change, and an open thread is read again every 15 s. So its cleaned text (per language) and
 * its warnings (per language and side: a sent message is read alone, a received one with its sender's
 * earlier ones) are worked out on the first read and looked up after that; a read of a thread seen
 * before does no text work at all (twelfth hostile pass #1: each read cleaned and read every message
 * again, 28 ms for 50 messages of 2,000 characters). Bounded by size, oldest dropped first.
 */
export class MessageReadings {
  private readonly texts = new Map<string, string>();
  private textCharacters = 0;
  private readonly warnings = new Map<string, MessageWarnings>();

  constructor(
    private readonly maxTextCharacters = KEPT_TEXT_CHARACTERS,
    private readonly maxWarnings = KEPT_WARNINGS,
  ) {}

  /** The cleaned text of message (or introduction) `id` in `lang`, cleaning it with `clean` once. */
  text(id: string, lang: string, clean: () => string): string {
    const key = `${READING_VERSION}:${id}:${lang}`;
    const known = this.texts.get(key);
    if (known !== undefined) return known;
    const text = clean();
    if (text.length > this.maxTextCharacters) return text;
    while (this.textCharacters + text.length > this.maxTextCharacters) {
      const [oldest, dropped] = this.texts.entries().next().value!;
      this.texts.delete(oldest);
      this.textCharacters -= dropped.length;
    }
    this.texts.set(key, text);
    this.textCharacters += text.length;
    return text;
  }

  /** The warnings of message `id` as its `sent` or received side reads it in `lang`, read once. */
  warningsOf(
    id: string,
    lang: string,
    sent: boolean,
    read: () => MessageWarnings,
  ): MessageWarnings {
    const key = `${READING_VERSION}:${id}:${lang}:${sent ? 's' : 'r'}`;
    const known = this.warnings.get(key);
    if (known) return known;
    const found = read();
    if (this.warnings.size >= this.maxWarnings)
      this.warnings.delete(this.warnings.keys().next().value!);
    this.warnings.set(key, found);
    return found;
  }

  /** Characters of text held now (for tests). */
  get characters(): number {
    return this.textCharacters;
  }
}
