import { systemClock } from '../../common/time/clock.js';
import { PensionService } from '../../pension/pension.service.js';
import { OfflineGuide } from './offline-guide.js';
import type { Passage } from './guide.js';

const passage = (overrides: Partial<Passage>): Passage => ({
  documentId: 'doc-1',
  title: 'Claiming ages',
  text: '',
  score: 1,
  language: 'en',
  sourceUrl: 'https://www.ssa.gov/',
  topic: 'social-security',
  ...overrides,
});

const SSA = passage({
  text:
    'When you start your benefit changes its amount for life.\n\n' +
    'Claiming at 62. Claiming before full retirement age reduces the monthly benefit permanently. ' +
    'The SSA states that if your full retirement age is 67, starting at 62 reduces your benefit by about 30 percent.\n\n' +
    'Waiting until 70. Delayed retirement credits add 8 percent per year until age 70.',
});

describe('OfflineGuide', () => {
  const guide = new OfflineGuide(new PensionService(systemClock));

  it('answers the part of the passage the question asks about', () => {
    const text = guide.compose({
      message: 'How much is the reduction if I claim at 62?',
      language: 'en',
      passages: [SSA],
    });
    expect(text).toMatch(/^Here is what our knowledge base says about this:\n\n/);
    expect(text).toContain('reduces your benefit by about 30 percent');
    expect(text).not.toContain('8 percent');
  });

  it('is deterministic', () => {
    const request = {
      message: 'What about waiting until 70?',
      language: 'en' as const,
      history: [],
      passages: [SSA],
      llmTokensLeft: 0,
    };
    expect(guide.compose(request)).toBe(guide.compose(request));
    expect(guide.compose(request)).toContain('8 percent per year');
  });

  it('says plainly that it has nothing, in the person’s language', () => {
    expect(guide.compose({ message: 'Wetter in Paris?', language: 'de', passages: [] })).toMatch(
      /^Dazu habe ich keine Informationen/,
    );
    expect(guide.compose({ message: 'Weather in Paris?', language: 'en', passages: [] })).toMatch(
      /^I don't have information on that/,
    );
  });

  it('keeps German dates whole and flags a source in the other language', () => {
    const de = passage({
      language: 'de',
      text: 'Die allgemeine Anmeldefrist läuft vom 1. Januar bis 31. März jedes Jahres für Part A und Part B.',
    });
    const text = guide.compose({
      message: 'When is the general enrollment period for Part B?',
      language: 'en',
      passages: [de],
    });
    expect(text).toContain('(This source is in German.)');
    expect(text).toContain('vom 1. Januar bis 31. März jedes Jahres');
  });

  it('streams exactly the text it composes', async () => {
    const request = {
      message: 'claim at 62',
      language: 'en' as const,
      history: [],
      passages: [SSA],
      llmTokensLeft: 0,
    };
    const stream = guide.stream(request);
    let joined = '';
    for (let next = await stream.next(); ; next = await stream.next()) {
      if (next.done) {
        expect(next.value.text).toBe(joined);
        break;
      }
      if (next.value.type === 'token') joined += next.value.text;
    }
    expect(joined).toBe(guide.compose(request));
  });

  it('answers a question with the numbers from the calculator, citing SSA, not from the passages', async () => {
    const answer = await guide.answer({
      message: 'My PIA is 1,000 dollars, born 1962. Should I claim at 62?',
      language: 'en',
      history: [],
      passages: [SSA],
      llmTokensLeft: 0,
    });
    expect(answer.text).toContain('at 62: $700.00 a month (30% less)');
    expect(answer.text).toMatch(/at 67: \$1,000\.00 a month/);
    expect(answer.text).toMatch(/at 70: \$1,240\.00 a month/);
    expect(answer.text).not.toContain('knowledge base says');
    expect(answer.calculator?.topic).toBe('social-security');
    expect(answer.calculator?.sources.every((s) => s.url.startsWith('https://www.ssa.gov/'))).toBe(
      true,
    );
  });

  it('answers a German Entgeltpunkte question with the formula and the Rentenwert', async () => {
    const answer = await guide.answer({
      message: 'Ich habe 40 Entgeltpunkte, Jahrgang 1964. Was bekomme ich mit 67?',
      language: 'de',
      history: [],
      passages: [],
      llmTokensLeft: 0,
    });
    expect(answer.text).toContain('40 × 1 × 1 × 40,79 € = 1.631,60 €');
    expect(answer.calculator?.topic).toBe('gesetzliche-rente');
  });
});
