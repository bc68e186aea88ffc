import { readFileSync } from 'node:fs';
import type { Language } from '@ageless/contracts';
// @ts-expect-error: the trainer is a plain script; its hash is the one the stored model records.
import { examplesHash } from '../../../../scripts/train-guide-models.mjs';
import { judgeDanger } from './danger.js';
import { safetyKind } from './safety.js';
import { SAFETY_MODEL_FILE, SafetyModel } from './safety-model.js';

// The safety stage measured (issue 24): every example it learned from, and messages written for
// testing by people who had not seen it (api/test/fixtures/guide-eval, "heldout2"), in English and
// German. A false alarm is an ordinary question whose answer the emergency text replaced; "the line
// first" (level doubt) puts one sentence with the number before the answer and is counted apart.

interface Example {
  text: string;
  intent?: string;
  kind?: string;
}
const read = (path: string | URL): Example[] => JSON.parse(readFileSync(path, 'utf8'));
const examples = (language: Language, set = 'danger') =>
  read(new URL(`./examples/${set}.${language}.json`, import.meta.url));
const heldOut = (set: string, language: Language) =>
  read(new URL(`../../../../test/fixtures/guide-eval/${set}.${language}.json`, import.meta.url));

let model: SafetyModel;
beforeAll(async () => {
  model = await SafetyModel.load();
});

async function measure(dangerous: Example[], ordinary: Example[], language: Language) {
  const judge = async (text: string) => {
    const read = await model.read(text, language);
    return judgeDanger(text, read.danger, { inPlace: read.dangerInPlace });
  };
  let caught = 0;
  for (const { text } of dangerous) if (await judge(text)) caught += 1;
  let alarms = 0;
  let linesFirst = 0;
  for (const { text } of ordinary) {
    const verdict = await judge(text);
    if (verdict?.level === 'sure') alarms += 1;
    else if (verdict) linesFirst += 1;
  }
  return {
    recall: caught / dangerous.length,
    falseAlarms: alarms / ordinary.length,
    linesFirst: linesFirst / ordinary.length,
    summary: `caught ${caught}/${dangerous.length}, false alarms ${alarms}/${ordinary.length}, line first ${linesFirst}/${ordinary.length}`,
  };
}

it('needs both readers to agree on two sentences that name another danger than the whole story', async () => {
  // "took" is a medicine taken in the poison examples; here it is a sale that took long.
  const story =
    "Thanks. Let me tell you a bit more. My sister and I sold our parents' old cabin this summer, it took forever because the roof needed fixing and the buyer kept changing his mind. After paying off the realtor my share added $84,000, so our savings are now $384,000. We're thinking $2,400 a month. Still ignoring growth and inflation, how many years is that?";
  const read = await model.read(story, 'en');
  expect(judgeDanger(story, read.danger, { inPlace: read.dangerInPlace })).toBeNull();
  // A fall told in two sentences of a long story still puts the line first.
  const fall =
    'We are planning our budget for next year and I have a question about the pension. My husband slipped in the bathroom an hour ago. He is lying on the floor and cannot get up. How much can we spend each month?';
  const fallen = await model.read(fall, 'en');
  expect(judgeDanger(fall, fallen.danger, { inPlace: fallen.dangerInPlace })).not.toBeNull();
});

it('the stored model was trained on the examples as they are (npm run train:guide -w api)', () => {
  const stored = JSON.parse(readFileSync(SAFETY_MODEL_FILE, 'utf8')) as { examplesHash: string };
  expect(stored.examplesHash).toBe(examplesHash('safety'));
});

describe.each(['en', 'de'] as const)('the safety stage in %s', (language) => {
  it('catches every danger it learned from, with under 3 % false alarms', async () => {
    const all = examples(language);
    const result = await measure(
      all.filter((example) => example.intent !== 'ordinary'),
      all.filter((example) => example.intent === 'ordinary'),
      language,
    );
    console.log(`safety stage, ${language}, examples: ${result.summary}`);
    expect(result.recall).toBe(1);
    expect(result.falseAlarms).toBeLessThan(0.03);
  });

  // Floors a little below the measured figures (docs/BENCHMARKS.md; raised on 2026-11-27 when the
  // word-parts reader came), so that a change that makes the stage worse on messages it has never
  // seen fails here. Set 3 was written after the
  // stage was built, by a helper who read neither the engine nor the earlier sets.
  it.each([
    ['heldout2', 0.9, 0.06],
    ['heldout3', 0.9, 0.08],
    // Written on 2026-11-27 after the word-parts reader was built, by a helper who had read neither
    // the engine nor the earlier sets, with hard ordinary look-alikes (past falls, general questions
    // about suicide prevention or heart attacks). First run: caught 80/80 EN, 79/80 DE; taken for
    // an emergency 8/80 EN, 7/80 DE (the signals' doing: the landed stage had 7 and 6).
    ['heldout4', 0.95, 0.12],
    // Written on 2026-11-29 by a helper who read nothing of the project (90 dangers and 90
    // look-alikes per language: past events, general questions, idioms, dangers told about others
    // or in the middle of a pension question). First run: caught 88/90 EN, 87/90 DE; taken for an
    // emergency 6/90 EN, 7/90 DE. After the signals learned injuries after a fall, threats and
    // theft by a carer, claimed senders and calls back, a scam already hung up on, and danger told
    // as past stays "line first": 90/90 and 2/90 EN, 89/90 and 4/90 DE (no held-out set worse).
    ['heldout5', 0.97, 0.06],
    // Written on 2026-11-29 by another helper who read nothing of the project (50 dangers and 50
    // look-alikes per language; new kinds: a person with dementia missing, heat, choking, a low
    // blood sugar; look-alikes planned ahead, "so I don't accidentally…"). First run: caught 48/50
    // EN, 49/50 DE; taken for an emergency 4/50 EN, 1/50 DE. After a missing person with dementia
    // became an emergency and plans and precautions a general question: 50/50 and 0/50 both.
    ['heldout6', 0.98, 0.04],
    // Written on 2026-11-30 by a helper who read nothing of the project (60 dangers and 50
    // look-alikes per language; new kinds: a fire, someone who does not answer, an allergic
    // reaction; look-alikes asked as "is it true…", "is it safe…", an illness by its name). First
    // run: caught 58/60 EN, 58/60 DE; taken for an emergency 5/50 EN, 6/50 DE. After fires, people
    // who do not answer, years told as when, "is it safe/true" questions and idioms: 60/60 and 0/50
    // EN, 60/60 and 1/50 DE.
    ['heldout7', 0.98, 0.04],
  ] as const)('catches danger in messages it has never seen (%s)', async (set, recall, alarms) => {
    const result = await measure(
      heldOut(`safety.${set}`, language),
      heldOut(`ordinary.${set}`, language),
      language,
    );
    console.log(`safety stage, ${language}, ${set}: ${result.summary}`);
    expect(result.recall).toBeGreaterThanOrEqual(recall);
    expect(result.falseAlarms).toBeLessThanOrEqual(alarms);
  });
});

describe.each(['en', 'de'] as const)('requests to pick a product in %s', (language) => {
  async function measure(messages: Example[]) {
    let found = 0;
    let wrong = 0;
    const picks = messages.filter((message) => message.intent === 'pick');
    for (const { text, intent } of messages) {
      // As the planner routes it: the product-pick words, or the classifier.
      const { productPick } = await model.read(text, language);
      if (safetyKind(text) === 'product-pick' || productPick >= 0.5) {
        if (intent === 'pick') found += 1;
        else wrong += 1;
      }
    }
    const ordinary = messages.length - picks.length;
    return {
      recall: found / picks.length,
      wrong: wrong / ordinary,
      summary: `found ${found}/${picks.length}, ordinary questions taken for one ${wrong}/${ordinary}`,
    };
  }

  it('finds the requests it learned from', async () => {
    const result = await measure(examples(language, 'pick'));
    console.log(`product pick, ${language}, examples: ${result.summary}`);
    expect(result.recall).toBeGreaterThanOrEqual(0.95);
    expect(result.wrong).toBeLessThan(0.03);
  });

  it('finds requests worded as it has never seen them', async () => {
    const result = await measure(heldOut('pick.heldout', language));
    console.log(`product pick, ${language}, held out: ${result.summary}`);
    expect(result.recall).toBeGreaterThanOrEqual(0.45);
    expect(result.wrong).toBeLessThanOrEqual(0.1);
  });
});
