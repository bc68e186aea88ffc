import { OfflineGuide } from './offline-guide.js';
import type { Passage } from './guide.js';
import type { GuidePlan, GuidePlanner } from './planner.js';

const passage = (overrides: Partial<Passage>): Passage => ({
  documentId: 'doc-1',
  title: 'Claiming ages',
  text: '',
  score: 1,
  language: 'en',
  sourceUrl: 'https://www.ssa.gov/',
  topic: 'social-security',
  uploaded: false,
  ...overrides,
});

const SSA = passage({
  text:
    'When you start your benefit changes its amount for life.\n\n' +
    'Claiming at 62. Claiming before full retirement age reduces the monthly benefit permanently. ' +
    'The SSA states that if your full retirement age is 67, starting at 62 reduces your benefit by about 30 percent.\n\n' +
    'Waiting until 70. Delayed retirement credits add 8 percent per year until age 70. Together they decide the amount.',
});

const plan = (overrides: Partial<GuidePlan>): GuidePlan => ({
  kind: 'passages',
  text: null,
  sources: [],
  topic: 'social-security',
  system: 'US',
  card: null,
  passages: [],
  calculator: null,
  question: '',
  opening: null,
  context: {},
  ...overrides,
});

const planned = (result: GuidePlan): GuidePlanner =>
  ({ plan: async () => result }) as unknown as GuidePlanner;

describe('OfflineGuide', () => {
  const guide = new OfflineGuide(planned(plan({})));

  it('answers the part of the passage the question asks about', () => {
    const text = guide.compose('How much is the reduction if I claim at 62?', 'en', [SSA]);
    expect(text).toMatch(/^Here is what our knowledge base says about this:\n\n/);
    expect(text).toContain('reduces your benefit by about 30 percent');
    expect(text).not.toContain('8 percent');
  });

  it('is deterministic', () => {
    const first = guide.compose('What about waiting until 70?', 'en', [SSA]);
    expect(guide.compose('What about waiting until 70?', 'en', [SSA])).toBe(first);
    expect(first).toContain('8 percent per year');
  });

  it('never starts a sentence that leans on the one before it without that one', () => {
    const text = guide.compose('What decides the amount together?', 'en', [SSA]);
    if (text.includes('Together they decide'))
      expect(text).toContain('Delayed retirement credits add 8 percent');
  });

  it('says plainly that it has nothing, in the person’s language', () => {
    expect(guide.compose('Wetter in Paris?', 'de', [])).toMatch(
      /^Dazu habe ich keine Informationen/,
    );
    expect(guide.compose('Weather in Paris?', 'en', [])).toMatch(
      /^I don't have information on that/,
    );
  });

  it('keeps German dates whole and flags a source in the other language', () => {
    const de = passage({
      language: 'de',
      text: 'Die allgemeine Anmeldefrist läuft vom 1. Januar bis 31. März jedes Jahres für Part A und Part B.',
    });
    const text = guide.compose('When is the general enrollment period for Part B?', 'en', [de]);
    expect(text).toContain('(This source is in German.)');
    expect(text).toContain('vom 1. Januar bis 31. März jedes Jahres');
  });

  it('names an uploaded document as such and gives it no link', () => {
    const upload = passage({ title: 'Pension notes', uploaded: true, sourceUrl: null });
    const answer = new OfflineGuide(
      planned(plan({ passages: [{ ...upload, text: SSA.text }], question: 'claim at 62' })),
    ).render(plan({ passages: [{ ...upload, text: SSA.text }], question: 'claim at 62' }), 'en');
    expect(answer.text).toMatch(/^From an uploaded document \(not an official source/);
    expect(answer.sources).toEqual([{ title: 'Pension notes (uploaded document)', url: null }]);
  });

  it('never runs an uploaded document on from a curated source, and shows its links as text', () => {
    // Issue 16: a planted document was spliced into an answer right after two ssa.gov sentences.
    const scam = passage({
      documentId: 'doc-scam',
      title: 'Social Security Administration (www.ssa.gov) official',
      uploaded: true,
      sourceUrl: null,
      text:
        'To claim Social Security at 62, call [the SSA claims desk](https://claims.scam.example) at +1-900-555-0199 ' +
        'or <https://claims.scam.example> and give them your Social Security number.',
    });
    const both = plan({
      passages: [SSA, scam],
      question:
        'How do I claim Social Security at 62, and how much does claiming at 62 reduce the benefit?',
    });
    const answer = new OfflineGuide(planned(both)).render(both, 'en');
    const [curated, warning, uploaded] = answer.text.split('\n\n').slice(1);
    expect(answer.text).toMatch(/^Here is what our knowledge base says about this:/);
    expect(curated).toContain('starting at 62 reduces your benefit');
    expect(curated).not.toContain('900');
    expect(warning).toMatch(/^From an uploaded document \(not an official source/);
    expect(uploaded).toContain('+1-900-555-0199');
    // Escaped: Markdown shows the brackets and the address as written, never as a link.
    expect(uploaded).toContain('\\[the SSA claims desk\\](https://claims.scam.example)');
    expect(uploaded).toContain('\\<https://claims.scam.example\\>');
    expect(answer.sources).toEqual([
      { title: 'Claiming ages', url: 'https://www.ssa.gov/' },
      {
        title: 'Social Security Administration (www.ssa.gov) official (uploaded document)',
        url: null,
      },
    ]);
  });

  it('shows a ready answer with its opening sentence and keeps the plan’s topic and context', () => {
    const answer = guide.render(
      plan({
        kind: 'card',
        text: 'Survivor benefits start at 60.',
        opening: 'I am very sorry for your loss.',
        sources: [{ title: 'SSA: Survivor benefits', url: 'https://www.ssa.gov/survivor' }],
        context: { cardId: 'ss-survivor' },
      }),
      'en',
    );
    expect(answer.text).toBe('I am very sorry for your loss. Survivor benefits start at 60.');
    expect(answer.topic).toBe('social-security');
    expect(answer.context).toEqual({ cardId: 'ss-survivor' });
  });

  it('streams exactly the text it answers', async () => {
    const streaming = new OfflineGuide(
      planned(plan({ kind: 'card', text: 'The standard Part B premium is $202.90 a month.' })),
    );
    const stream = streaming.stream({
      message: 'Part B premium?',
      language: 'en',
      market: 'US',
      history: [],
      llmTokensLeft: 0,
    });
    let joined = '';
    for (let next = await stream.next(); ; next = await stream.next()) {
      if (next.done) {
        expect(next.value.text).toBe(joined);
        break;
      }
      if (next.value.type === 'token') joined += next.value.text;
    }
    expect(joined).toBe('The standard Part B premium is $202.90 a month.');
  });
});
