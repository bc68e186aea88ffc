// Trains the safety stage's learned classifier (issue 24, item 1) from the example messages in
// src/chat/guide/understanding/examples and writes it to src/chat/guide/understanding/model, where the
// API loads it at start (training takes seconds; loading takes milliseconds). Run it after changing
// the examples:  npm run train:danger -w api
// A unit test (danger-model.spec.ts) fails while the stored model was trained on other examples.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const understanding = fileURLToPath(new URL('../src/chat/guide/understanding/', import.meta.url));
export const EXAMPLES_DIR = `${understanding}examples/`;
export const MODEL_FILE = `${understanding}model/danger-model.json`;
export const LANGUAGES = ['en', 'de'];

const exampleFiles = () =>
  readdirSync(EXAMPLES_DIR)
    .filter((name) => name.startsWith('danger.') && name.endsWith('.json'))
    .sort();

/** The hash of the examples a model was trained on: any change to them asks for a new model. */
export function examplesHash() {
  const hash = createHash('sha256');
  for (const name of exampleFiles()) hash.update(name).update(readFileSync(EXAMPLES_DIR + name));
  return hash.digest('hex');
}

async function train() {
  const { containerBootstrap } = await import('@nlpjs/core');
  const { Nlp } = await import('@nlpjs/nlp');
  const { LangEn } = await import('@nlpjs/lang-en');
  const { LangDe } = await import('@nlpjs/lang-de');
  const container = await containerBootstrap();
  container.use(Nlp);
  container.use(LangEn);
  container.use(LangDe);
  const nlp = new Nlp({ container, autoSave: false, nlu: { log: false } });
  nlp.addLanguage(LANGUAGES);
  let count = 0;
  for (const name of exampleFiles()) {
    const language = name.split('.')[1];
    for (const { intent, text } of JSON.parse(readFileSync(EXAMPLES_DIR + name, 'utf8'))) {
      nlp.addDocument(language, text, intent);
      count += 1;
    }
  }
  const started = Date.now();
  await nlp.train();
  writeFileSync(
    MODEL_FILE,
    JSON.stringify({
      examplesHash: examplesHash(),
      examples: count,
      nlp: JSON.parse(nlp.export()),
    }),
  );
  console.log(`trained on ${count} examples in ${Date.now() - started} ms: ${MODEL_FILE}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await train();
