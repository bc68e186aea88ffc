import { readdirSync, readFileSync } from 'node:fs';
import type { Language } from '@ageless/contracts';
// @ts-expect-error: the trainer is a plain script; its hash is the one the stored model records.
import { cardDocuments, examplesHash } from '../../../../scripts/train-guide-models.mjs';
import { ANSWER_CARDS } from '../cards/index.js';
import { CARD_MODEL_FILE, CardModel } from './card-model.js';

// The card classifier against what it learned from (issue 24, item 2). How it does on messages it
// has never seen, inside the whole planner, is measured in api/test/guide-cards.integration-spec.ts.

interface Example {
  id: string;
  intent: string;
  language: Language;
  text: string;
}

const EXAMPLES = new URL('./examples/cards/', import.meta.url);
const examples = (language: Language): Example[] =>
  readdirSync(EXAMPLES)
    .filter((name) => name.endsWith(`.${language}.json`))
    .flatMap((name) => JSON.parse(readFileSync(new URL(name, EXAMPLES), 'utf8')) as Example[]);

let model: CardModel;
beforeAll(async () => {
  model = await CardModel.load();
});

it('the stored model was trained on the examples as they are (npm run train:guide -w api)', () => {
  const stored = JSON.parse(readFileSync(CARD_MODEL_FILE, 'utf8')) as { examplesHash: string };
  expect(stored.examplesHash).toBe(examplesHash('cards', cardDocuments(ANSWER_CARDS)));
});

describe.each(['en', 'de'] as const)('card examples in %s', (language) => {
  it('name only cards that exist (or None), at least nine per card', () => {
    const ids = new Set(ANSWER_CARDS.map((card) => card.id));
    const perCard = new Map<string, number>();
    for (const example of examples(language)) {
      expect(example.intent === 'None' || ids.has(example.intent)).toBe(true);
      perCard.set(example.intent, (perCard.get(example.intent) ?? 0) + 1);
    }
    const thin = [...ids].filter((id) => (perCard.get(id) ?? 0) < 9);
    expect(thin).toEqual([]);
  });

  it('are read back as the card they were written for', async () => {
    const all = examples(language).filter((example) => example.intent !== 'None');
    let right = 0;
    for (const example of all) {
      const [top] = await model.read(example.text, language);
      if (top?.cardId === example.intent) right += 1;
    }
    console.log(`card classifier, ${language}, examples: ${right}/${all.length}`);
    expect(right / all.length).toBeGreaterThanOrEqual(0.9);
  });
});
