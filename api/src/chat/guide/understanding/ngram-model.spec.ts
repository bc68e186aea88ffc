import { NgramModel, ngramFeatures, trainNgramModel } from './ngram-model.js';

const TRAINING = { epochs: 8, learningRate: 0.5, l2: 0.00001 };

// A few messages of each kind: enough to show what the reader learns from parts of words.
const EXAMPLES = [
  { text: 'I cannot breathe and my chest hurts', label: 'danger' },
  { text: 'Ich bekomme keine Luft, alles ist so kurzatmig', label: 'danger' },
  { text: 'He collapsed and is not breathing', label: 'danger' },
  { text: 'Mein Mann atmet ganz flach und reagiert nicht', label: 'danger' },
  { text: 'How much is my pension at 63?', label: 'ordinary' },
  { text: 'Wie hoch ist meine Rente mit 63?', label: 'ordinary' },
  { text: 'When can I sign up for Medicare?', label: 'ordinary' },
  { text: 'Wann bekomme ich die Witwenrente?', label: 'ordinary' },
];

function cosine(a: Map<number, number>, b: Map<number, number>): number {
  let sum = 0;
  for (const [bucket, value] of a) sum += value * (b.get(bucket) ?? 0);
  return sum;
}

describe('the word-parts reader of the safety stage', () => {
  it('weighs a long message like a short one (features of length 1)', () => {
    const features = ngramFeatures('my husband fell and cannot get up '.repeat(20));
    const length = Math.sqrt([...features.values()].reduce((sum, v) => sum + v * v, 0));
    expect(length).toBeCloseTo(1, 6);
  });

  it('finds a misspelt or dialect word close to the word it stands for', () => {
    const word = ngramFeatures('Atemnot');
    expect(cosine(word, ngramFeatures('Atemnoot'))).toBeGreaterThan(0.5);
    expect(cosine(word, ngramFeatures('Rentenwert'))).toBeLessThan(0.1);
  });

  it('reads a wording its examples never had by the parts it shares with them', () => {
    const model = NgramModel.fromStored(trainNgramModel(EXAMPLES, TRAINING));
    // "Kurzatmigkeit" and "breathing" were never examples as such; "Rentenhöhe" was not either.
    expect(
      model.probabilities('Seit heute früh Kurzatmigkeit, er breathes so flach').danger,
    ).toBeGreaterThan(0.5);
    expect(
      model.probabilities('Wie berechnet sich die Rentenhöhe mit 63?').ordinary,
    ).toBeGreaterThan(0.5);
  });

  it('trains the same model from the same examples', () => {
    expect(trainNgramModel(EXAMPLES, TRAINING)).toEqual(trainNgramModel(EXAMPLES, TRAINING));
  });

  it('refuses stored weights that do not fit its classes', () => {
    const stored = trainNgramModel(EXAMPLES, TRAINING);
    expect(() => NgramModel.fromStored({ ...stored, classes: ['a', 'b', 'c'] })).toThrow(
      /train it again/,
    );
  });
});
