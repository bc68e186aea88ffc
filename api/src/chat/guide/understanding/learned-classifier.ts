import { containerBootstrap } from '@nlpjs/core';
import { LangDe } from '@nlpjs/lang-de';
import { LangEn } from '@nlpjs/lang-en';
import { Nlp } from '@nlpjs/nlp';

// The guide's learned classifiers (safety, product picks, answer cards) are NLP.js models trained by
// api/scripts/train-guide-models.mjs and stored as JSON beside this file; the API only loads them.

const LANGUAGES = ['en', 'de'];

/** The stored classifiers of one model file, by name, ready to classify English and German. */
export async function loadClassifiers<Name extends string>(
  models: Record<Name, unknown>,
): Promise<Record<Name, Nlp>> {
  const container = await containerBootstrap();
  container.use(LangEn);
  container.use(LangDe);
  const loaded = {} as Record<Name, Nlp>;
  for (const name of Object.keys(models) as Name[]) {
    const nlp = new Nlp({ container, autoSave: false, nlu: { log: false } });
    nlp.addLanguage(LANGUAGES);
    nlp.import(JSON.stringify(models[name]));
    loaded[name] = nlp;
  }
  return loaded;
}
