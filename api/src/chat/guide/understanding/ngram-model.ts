import { foldText } from './danger.js';

// A second learned reader for the safety stage (issue 24, item 1). NLP.js learns whole stemmed
// words: a word it never saw ("kurzatmig", "schnauft", "abgschlossa") counts for nothing, and a
// message of unknown words scores 0 however alarming it is. This model also learns from the parts
// of words (three to five letters), so a dialect spelling, a typo or a new compound still shares
// most of its parts with the examples, and from pairs of words ("can't breathe", "nicht hoch").
// It is multinomial logistic regression over hashed features, trained by
// api/scripts/train-guide-models.mjs with the function below and stored as 16-bit weights.

/** Hashed feature space: large enough that collisions between the examples' features are rare. */
const DEFAULT_BUCKETS = 1 << 17;
const SHORTEST_PART = 3;
const LONGEST_PART = 5;
// A word longer than this is no word people write; its parts would only cost time.
const LONGEST_WORD = 40;
// Weights are stored as whole numbers of this fraction.
const WEIGHT_SCALE = 1000;
const WEIGHT_LIMIT = 32;

/** FNV-1a: a fast, stable hash, the same in the trainer and the API. */
function bucketOf(feature: string, buckets: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < feature.length; i += 1) {
    hash ^= feature.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % buckets;
}

/**
 * The message's features, as bucket → weight, scaled to length 1 so that a long story and a short
 * message weigh alike: its words, its pairs of words, and the parts of each word.
 */
export function ngramFeatures(text: string, buckets = DEFAULT_BUCKETS): Map<number, number> {
  const words = (foldText(text).match(/[\p{L}\p{N}]+/gu) ?? []).map((word) =>
    word.slice(0, LONGEST_WORD),
  );
  const counts = new Map<number, number>();
  const add = (feature: string) => {
    const bucket = bucketOf(feature, buckets);
    counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
  };
  words.forEach((word, index) => {
    add(`w:${word}`);
    if (index > 0) add(`b:${words[index - 1]} ${word}`);
    const marked = `<${word}>`;
    for (let size = SHORTEST_PART; size <= LONGEST_PART; size += 1)
      for (let from = 0; from + size <= marked.length; from += 1)
        add(`c:${marked.slice(from, from + size)}`);
  });
  let norm = 0;
  for (const count of counts.values()) norm += count * count;
  const length = Math.sqrt(norm) || 1;
  for (const [bucket, count] of counts) counts.set(bucket, count / length);
  return counts;
}

/** The stored form: the classes, the bias of each and the weights, class after class, in base64. */
export interface StoredNgramModel {
  buckets: number;
  classes: string[];
  bias: number[];
  weights: string;
}

export interface LabelledText {
  text: string;
  label: string;
}

export interface NgramTraining {
  epochs: number;
  learningRate: number;
  /** L2 penalty per step: keeps any one word part from deciding alone. */
  l2: number;
  /** How much an example of each class counts (rare classes weigh more). */
  classWeight?: Record<string, number>;
  /** Fewer buckets for many classes keep the stored model small. */
  buckets?: number;
}

function softmax(scores: number[]): number[] {
  const top = Math.max(...scores);
  const exp = scores.map((score) => Math.exp(score - top));
  const sum = exp.reduce((a, b) => a + b, 0);
  return exp.map((value) => value / sum);
}

/** Seeded shuffle, so the same examples always train the same model. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let state = seed >>> 0;
  for (let i = out.length - 1; i > 0; i -= 1) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Trains the model by stochastic gradient descent (deterministic for the same examples). */
export function trainNgramModel(
  examples: readonly LabelledText[],
  { epochs, learningRate, l2, classWeight = {}, buckets = DEFAULT_BUCKETS }: NgramTraining,
): StoredNgramModel {
  const classes = [...new Set(examples.map((example) => example.label))].sort();
  const weights = new Float32Array(classes.length * buckets);
  const bias = new Array<number>(classes.length).fill(0);
  const prepared = examples.map((example) => ({
    features: [...ngramFeatures(example.text, buckets)],
    target: classes.indexOf(example.label),
    weight: classWeight[example.label] ?? 1,
  }));
  for (let epoch = 0; epoch < epochs; epoch += 1) {
    const rate = learningRate / (1 + epoch);
    for (const { features, target, weight } of shuffled(prepared, epoch + 1)) {
      const scores = classes.map(
        (_, c) =>
          bias[c]! +
          features.reduce(
            (sum, [bucket, value]) => sum + weights[c * buckets + bucket]! * value,
            0,
          ),
      );
      const probabilities = softmax(scores);
      probabilities.forEach((probability, c) => {
        const gradient = (probability - (c === target ? 1 : 0)) * weight;
        bias[c] = bias[c]! - rate * gradient;
        for (const [bucket, value] of features) {
          const at = c * buckets + bucket;
          weights[at] = weights[at]! * (1 - rate * l2) - rate * gradient * value;
        }
      });
    }
  }
  const stored = new Int16Array(weights.length);
  weights.forEach((weight, i) => {
    const clipped = Math.max(-WEIGHT_LIMIT, Math.min(WEIGHT_LIMIT, weight));
    stored[i] = Math.round(clipped * WEIGHT_SCALE);
  });
  return {
    buckets,
    classes,
    bias: bias.map((value) => Math.round(value * WEIGHT_SCALE) / WEIGHT_SCALE),
    weights: Buffer.from(stored.buffer).toString('base64'),
  };
}

export class NgramModel {
  private constructor(
    private readonly buckets: number,
    readonly classes: readonly string[],
    private readonly bias: readonly number[],
    private readonly weights: Int16Array,
  ) {}

  static fromStored(stored: StoredNgramModel): NgramModel {
    const bytes = Buffer.from(stored.weights, 'base64');
    const weights = new Int16Array(bytes.buffer, bytes.byteOffset, bytes.length / 2);
    if (weights.length !== stored.classes.length * stored.buckets)
      throw new Error('The stored n-gram model does not fit its classes: train it again.');
    return new NgramModel(stored.buckets, stored.classes, stored.bias, weights);
  }

  /** How likely each class is for this text (the probabilities add up to 1). */
  probabilities(text: string): Record<string, number> {
    const features = ngramFeatures(text, this.buckets);
    const scores = this.classes.map((_, c) => {
      let sum = this.bias[c]!;
      for (const [bucket, value] of features)
        sum += (this.weights[c * this.buckets + bucket]! / WEIGHT_SCALE) * value;
      return sum;
    });
    const probabilities = softmax(scores);
    return Object.fromEntries(this.classes.map((name, c) => [name, probabilities[c]!]));
  }
}
