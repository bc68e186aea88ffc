import {
  composeOpeningMessage,
  findTopicTag,
  NO_STARTER_TEXT,
  pickStarter,
  TOPIC_TAGS,
  type TopicTag,
} from './starters.js';
import { disclaimerFor, DISCLAIMER_CATEGORIES, replyDisclaimer } from './disclaimers.js';

const topics: TopicTag[] = [
  {
    tagId: 'us-1',
    tagText: 'Social Security timing',
    category: 'financial',
    starters: [
      { greeting: 'G1', context: 'C1', question: 'Q1', disclaimer: 'D1' },
      { greeting: 'G2', context: 'C2', question: 'Q2' },
    ],
  },
  { tagId: 'us-9', tagText: 'Connections', category: 'social', starters: [] },
];

describe('starters', () => {
  it('defines de-* and us-1 to us-12', () => {
    const ids = TOPIC_TAGS.map((topic) => topic.tagId);
    expect(ids).toEqual(
      expect.arrayContaining(Array.from({ length: 12 }, (_, i) => `us-${i + 1}`)),
    );
    expect(ids.filter((id) => id.startsWith('de-')).length).toBeGreaterThanOrEqual(3);
  });

  // A German page shows every topic and its opening in German, never half in English (issue 17).
  it('gives every built-in topic a German label and German openings', () => {
    for (const topic of TOPIC_TAGS) {
      expect({ id: topic.tagId, de: topic.tagTextDE }).toEqual({
        id: topic.tagId,
        de: expect.stringMatching(/\S/),
      });
      expect({
        id: topic.tagId,
        english: topic.starters.length > 0,
        german: (topic.startersDE?.length ?? 0) > 0,
      }).toEqual({ id: topic.tagId, english: true, german: true });
    }
  });

  it('has no disclaimer on social, housing and lifestyle topics and one on every other', () => {
    for (const topic of TOPIC_TAGS) {
      for (const starter of [...topic.starters, ...(topic.startersDE ?? [])]) {
        expect(Boolean(starter.disclaimer)).toBe(
          !['social', 'housing', 'lifestyle'].includes(topic.category),
        );
      }
    }
  });

  it('strips a trailing -N before lookup, but an exact id wins', () => {
    expect(findTopicTag('us-1', topics)?.tagId).toBe('us-1');
    expect(findTopicTag('us-1-3', topics)?.tagId).toBe('us-1');
    expect(findTopicTag('us-2', topics)).toBeUndefined();
  });

  it('chooses among several starters with the injected random source', () => {
    expect(pickStarter('us-1', 'en', () => 0, topics)?.greeting).toBe('G1');
    expect(pickStarter('us-1', 'en', () => 0.99, topics)?.greeting).toBe('G2');
  });

  it('falls back from German to English, and gives nothing for an empty list', () => {
    expect(pickStarter('us-1', 'de', () => 0, topics)?.greeting).toBe('G1');
    expect(pickStarter('us-9', 'en', () => 0, topics)).toBeUndefined();
    expect(pickStarter('de-1', 'de', () => 0)?.greeting).toMatch(/^Hallo/);
  });

  it('lays out the opening message as greeting, context, question and italic disclaimer', () => {
    expect(
      composeOpeningMessage({ greeting: 'G', context: 'C', question: 'Q', disclaimer: 'D' }, 'en'),
    ).toBe('G\n\nC\n\nQ\n\n*D*');
    expect(composeOpeningMessage({ greeting: 'G', context: 'C', question: 'Q' }, 'en')).toBe(
      'G\n\nC\n\nQ',
    );
    expect(composeOpeningMessage(undefined, 'de')).toBe(NO_STARTER_TEXT.de);
    expect(NO_STARTER_TEXT.en).toBe(
      'I can help you explore this topic. What specific questions do you have?',
    );
  });
});

describe('disclaimers', () => {
  it('names SEC/FINRA in the US, GDPR and MiFID II in the EU and BaFin in Germany, in both languages', () => {
    for (const category of DISCLAIMER_CATEGORIES) {
      for (const language of ['en', 'de'] as const) {
        expect(disclaimerFor(category, 'US', language).text).toMatch(/SEC.*FINRA/);
        expect(disclaimerFor(category, 'EU', language).text).toMatch(/MiFID II/);
        expect(disclaimerFor(category, 'EU', language).text).toMatch(/GDPR/);
        expect(disclaimerFor(category, 'DE', language).text).toMatch(/BaFin/);
      }
    }
  });

  it('adds the educational-only footnote to financial and health categories only', () => {
    expect(disclaimerFor('pension-pathfinder', 'US', 'en').footnote).toBe(
      'Educational content only. Consult licensed professionals for important decisions.',
    );
    expect(disclaimerFor('medical-tourism', 'DE', 'de').footnote).toMatch(/^Nur Bildungsinhalte/);
    expect(disclaimerFor('knowledge-base', 'US', 'en').footnote).toBeUndefined();
    expect(disclaimerFor('no-such-category', 'US', 'en').category).toBe('knowledge-base');
  });

  it('says "consult a professional" once in a chat reply: the footnote says it, the text does not repeat it', () => {
    for (const market of ['US', 'EU', 'DE'] as const)
      for (const [language, consult] of [
        ['en', /consult/giu],
        ['de', /zugelassene[nr]? Fach/giu],
      ] as const) {
        const reply = replyDisclaimer('pension-pathfinder', market, language)!;
        expect(`${reply.text} ${reply.footnote}`.match(consult)).toHaveLength(1);
        expect(disclaimerFor('pension-pathfinder', market, language).text).toMatch(consult);
      }
  });
});
