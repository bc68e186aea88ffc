// Trains the safety stage's learned classifier (issue 24, items 1 and 5) from the example messages in
// src/chat/guide/understanding/examples and writes it to src/chat/guide/understanding/model, where the
// API loads it at start (training takes seconds; loading takes milliseconds). Run it after changing
// the examples:  npm run train:safety -w api
// A unit test (danger-eval.spec.ts) fails while the stored model was trained on other examples.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const understanding = fileURLToPath(new URL('../src/chat/guide/understanding/', import.meta.url));
export const EXAMPLES_DIR = `${understanding}examples/`;
export const MODEL_FILE = `${understanding}model/safety-model.json`;
export const LANGUAGES = ['en', 'de'];

const exampleFiles = () =>
  readdirSync(EXAMPLES_DIR)
    .filter((name) => name.endsWith('.json'))
    .sort();

/** The hash of the examples a model was trained on: any change to them asks for a new model. */
export function examplesHash() {
  const hash = createHash('sha256');
  for (const name of exampleFiles()) hash.update(name).update(readFileSync(EXAMPLES_DIR + name));
  return hash.digest('hex');
}

// Two classifiers, each learning one question from every example: "which danger, if any?" (the
// danger examples and small talk) and "does this ask me to pick a product?" (every example, all
// but the requests to pick counting as ordinary). Apart, neither's examples shift the other's.
export const CLASSIFIERS = {
  danger: { reads: (file) => !file.startsWith('pick.'), intent: (intent) => intent },
  pick: { reads: () => true, intent: (intent) => (intent === 'pick' ? 'pick' : 'ordinary') },
};

async function train() {
  const { containerBootstrap } = await import('@nlpjs/core');
  const { Nlp } = await import('@nlpjs/nlp');
  const { LangEn } = await import('@nlpjs/lang-en');
  const { LangDe } = await import('@nlpjs/lang-de');
  const container = await containerBootstrap();
  container.use(LangEn);
  container.use(LangDe);
  const started = Date.now();
  const models = {};
  const counts = {};
  for (const [name, { reads, intent: intentOf }] of Object.entries(CLASSIFIERS)) {
    const nlp = new Nlp({ container, autoSave: false, nlu: { log: false } });
    nlp.addLanguage(LANGUAGES);
    counts[name] = 0;
    for (const file of exampleFiles().filter(reads)) {
      const language = file.split('.')[1];
      for (const { intent, text } of JSON.parse(readFileSync(EXAMPLES_DIR + file, 'utf8'))) {
        nlp.addDocument(language, text, intentOf(intent));
        counts[name] += 1;
      }
    }
    await nlp.train();
    models[name] = JSON.parse(nlp.export());
  }
  writeFileSync(
    MODEL_FILE,
    JSON.stringify({ examplesHash: examplesHash(), examples: counts, models }),
  );
  console.log(
    `trained on ${JSON.stringify(counts)} examples in ${Date.now() - started} ms: ${MODEL_FILE}`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await train();
