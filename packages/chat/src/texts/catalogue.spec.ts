import { expectSameKeys } from '@ageless/i18n';
import { conversationDe } from './conversation-de.js';
import { CONVERSATION_TEXTS } from './conversation-texts.js';
import { de } from './de.js';
import { en } from './en.js';

describe('chat catalogue', () => {
  it('has the same keys in English and German, none empty', () => {
    expect(() => expectSameKeys(en, de)).not.toThrow();
  });

  it('keeps the spec’s exact English labels', () => {
    expect(en.title).toBe('Ageless Synergy Guide');
    expect(en.failure).toBe('I apologize, but I encountered an error. Please try again.');
    expect(en.tags.popular).toBe('Popular This Week');
    expect(en.tags.error).toBe('Unable to load dynamic content. Please refresh to try again.');
    expect(en.upload.ready).toBe('Ready for pension analysis');
    expect(en.upload.another).toBe('Upload Another Document');
    expect(en.hero.start).toBe('Start the conversation');
    expect(de.hero.start).toBe('Gespräch beginnen');
    expect(de.hero.typing).toBe('KI tippt...');
    expect(en.widget.upgradeText).toBe(
      "You've used your free conversations. Upgrade to continue your active aging journey.",
    );
  });

  it("gives the widget the conversation's texts without the staff upload page's", () => {
    expect(() => expectSameKeys(CONVERSATION_TEXTS.en, conversationDe)).not.toThrow();
    expect(CONVERSATION_TEXTS.de.memory.forget).toBe('Dieses Gespräch vergessen');
    expect('upload' in CONVERSATION_TEXTS.en).toBe(false);
    expect(de.upload.title).toBeTruthy();
  });
});
