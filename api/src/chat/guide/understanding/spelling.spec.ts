import { readFileSync } from 'node:fs';
// @ts-expect-error: the trainer is a plain script; its hash is the one the stored vocabulary records.
import * as trainer from '../../../../scripts/train-guide-models.mjs';
import { ANSWER_CARDS } from '../cards/index.js';
import { editDistance, Spelling, VOCABULARY_FILE } from './spelling.js';

const spelling = Spelling.load();

it('the stored vocabulary counts the examples, cards and articles as they are (npm run train:guide -w api -- vocabulary)', () => {
  const stored = JSON.parse(readFileSync(VOCABULARY_FILE, 'utf8')) as { textsHash: string };
  const texts = trainer.vocabularyTexts(trainer.cardDocuments(ANSWER_CARDS));
  expect(stored.textsHash).toBe(trainer.vocabularyHash(texts));
});

describe('editDistance', () => {
  it.each([
    ['pension', 'pension', 0],
    ['pensoin', 'pension', 1],
    ['retirment', 'retirement', 1],
    ['medicre', 'medicare', 1],
    ['witwenrnte', 'witwenrente', 1],
    ['rentnversichrung', 'rentenversicherung', 2],
    ['abc', 'xyz', 3],
  ])('%s → %s: %i', (a, b, distance) => expect(editDistance(a, b)).toBe(distance));
});

describe('putting slips of the keyboard right', () => {
  it.each([
    ['en', 'How much will my retirment benifits be?', 'How much will my retirement benefits be?'],
    [
      'en',
      'My husbnad died, can I get his socail securty?',
      'My husband died, can I get his social security?',
    ],
    ['en', 'Does Medicre pay for hearing aids?', 'Does Medicare pay for hearing aids?'],
    ['de', 'Wie hoch ist die Witwenrnete?', 'Wie hoch ist die Witwenrente?'],
    [
      'de',
      'Was zahlt die Pflegeversichrung bei Pflegegard 3?',
      'Was zahlt die Pflegeversicherung bei Pflegegrad 3?',
    ],
    // Keyboards without umlauts.
    [
      'de',
      'Wird die Rente gekuerzt, wenn ich frueher gehe?',
      'Wird die Rente gekürzt, wenn ich früher gehe?',
    ],
  ] as const)('%s: %s', (language, typed, meant) =>
    expect(spelling.putRight(typed, language)).toBe(meant),
  );

  it.each([
    // Real words of the language the guide's texts lack, near words it knows.
    ['en', 'I have a tension headache and a sore ankle.'],
    ['en', 'Mum loves her parish choir and her grandsons.'],
    ['de', 'Meine Beine tun weh und ich habe eine Faust gemacht.'],
    // Another form of a word is no slip; numbers, names and short words stay as written.
    ['de', 'Die Renten unserer Enkel und des Jahres 2031'],
    ['en', 'Margaret got $1,850 at 67 in Tucson.'],
  ] as const)('leaves real words alone (%s): %s', (language, text) =>
    expect(spelling.putRight(text, language)).toBe(text),
  );

  it('keeps the capital of the word it puts right', () => {
    expect(spelling.putRight('Retirment planning', 'en')).toBe('Retirement planning');
  });

  it('costs a hostile message no more than a real one: very long words are left alone', () => {
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    const hostile = Array.from({ length: 400 }, (_, i) =>
      Array.from({ length: 12 + (i % 40) }, (__, j) => letters[(i * 7 + j * 13) % 26]).join(''),
    ).join(' ');
    const longWord = letters.repeat(100);
    expect(spelling.putRight(longWord, 'en')).toBe(longWord);
    // Every word still comes back as a word: nothing is dropped or merged.
    expect(spelling.putRight(hostile, 'de').split(' ')).toHaveLength(400);
  });
});
