// Matching quality evaluation, one command:  node bench/matching-quality/run.mjs
//
// scenarios.json holds 44 people (22 English in the US, 22 German in DE/AT/CH), written by someone
// who had not seen the matching engine: each with free tags (assets, skills, needs, values, time,
// energy, town), the three blueprints a careful coordinator would offer first (`coordinatorFirst`)
// and those that must never be a High match for them (`notHigh`).
//
// Builds the API (unless --skip-build), starts it in this process on an in-memory embedded database
// and, over HTTP as the wizard does, creates each person's profile: the tags are put on the wizard's
// fields by the fixed table below (a tag without a field goes into the free text the wizard offers
// for it: matching reads needs there for the needs they state (api/src/matching/said-needs.ts), the
// rest only for its bounded word signal; such tags are counted and listed at the end). Matching
// gives no High card without a partner, so nobody is alone: every person lives among the 43 other
// scenario people, whose profiles are created again in that person's town. Then it asks for each
// person's matches (GET /api/profiles/:id/matches?lang=…, the cards My Matches shows, best first)
// and reports, per language and overall:
//   - precision of the top three: the share of the product's first three cards that are in
//     `coordinatorFirst`; recall: the share of `coordinatorFirst` found in the first three;
//   - High cards that are in `notHigh`: how many, and the share of people with at least one;
//     the blueprints most often High while in `notHigh`.
// Results, with every person's ranked cards, go to bench/.results/matching-quality.json.
//
//   node bench/matching-quality/run.mjs [--skip-build] [--show] [--scenarios scenarios.check.json]
//                                       [--dist <folder of a compiled API>]
// --scenarios: another scenario file of this folder (scenarios.check.json holds 15 written later,
// from the blueprints' titles and descriptions only, to see whether a change generalises beyond the
// 44); its results go to bench/.results/matching-quality.<name>.json. --dist: import a compiled API
// from that folder instead of building api/dist (a copy compiled elsewhere, e.g. to compare).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { builtApi } from '../lib/api.mjs';
import { newOwnerKey, ownerCookie } from '../lib/owner.mjs';

const { values: args } = parseArgs({
  options: {
    'skip-build': { type: 'boolean', default: false },
    // Every person's cards, not only the summary.
    show: { type: 'boolean', default: false },
    scenarios: { type: 'string', default: 'scenarios.json' },
    dist: { type: 'string' },
  },
});
const root = new URL('../../', import.meta.url);
const SCENARIO_FILE = basename(args.scenarios);
const SCENARIOS = JSON.parse(readFileSync(new URL(`./${SCENARIO_FILE}`, import.meta.url), 'utf8'));
// scenarios.json → matching-quality.json, scenarios.check.json → matching-quality.check.json.
const RESULT_FILE = `matching-quality${SCENARIO_FILE.replace(/^scenarios/, '').replace(/\.json$/, '')}.json`;

const dist = args.dist
  ? (path) => import(pathToFileURL(resolve(args.dist, path)).href)
  : builtApi({ skipBuild: args['skip-build'] });
const { createApp } = await dist('app.factory.js');
const { loadConfig } = await dist('config/app-config.js');
const { Geocoder } = await dist('geo/geocoder.js');
const { SKILL_OPTIONS, VALUE_OPTIONS } = await import('@ageless/contracts');

// ---- From the scenario's free tags to the wizard's fields -------------------------------------
// Only the wizard's own choices: "Extra space in my home", "Tools", "Land or outdoor space",
// "Transportation (a car, a van, a bike)", "Equipment (kitchen, workshop, garden machines)",
// "I can offer care or support to others", the spec's skills and values, four needs. Everything
// else goes where the wizard asks for it in words ("Anything else you could share?", ...).
const ASSET_FIELDS = {
  'spare room': ['hasSpace'],
  'guest rooms': ['hasSpace'],
  tools: ['hasTools'],
  'garden tools': ['hasTools'],
  garden: ['hasLand'],
  'allotment garden': ['hasLand'],
  land: ['hasLand'],
  car: ['hasTransportation'],
  truck: ['hasTransportation'],
  van: ['hasTransportation'],
  'camper van': ['hasTransportation'],
  'e-bike': ['hasTransportation'],
  kitchen: ['hasEquipment'],
  'kitchen equipment': ['hasEquipment'],
  workshop: ['hasEquipment'],
};
// Skills outside the spec's list that a wizard field still holds.
const SKILL_FIELDS = { nursing: ['caregivingAbility'] };
const NEED_FIELDS = {
  company: ['needsCompanionship'],
  'company in winter': ['needsCompanionship'],
  'family contact': ['needsCompanionship'],
  'help with technology': ['needsTechHelp'],
  'help selling online': ['needsTechHelp', 'needsBusinessHelp'],
  'help with bookkeeping': ['needsBusinessHelp'],
  'lower housing costs': ['needsHousing'],
  'housing for later': ['needsHousing'],
};
// The nearest of the spec's values, for a value named otherwise.
const VALUE_SYNONYMS = { faith: 'Spirituality' };
const ENERGY = { low: 'low', medium: 'moderate', moderate: 'moderate', high: 'high' };
const TIME = /\((part-time|regular|significant|full-time)\)/;

const byLowerCase = (options) => new Map(options.map((option) => [option.toLowerCase(), option]));
const SKILLS = byLowerCase(SKILL_OPTIONS);
const VALUES = byLowerCase(VALUE_OPTIONS);

/** The wizard's request body for one scenario, and the tags no field matching reads could hold. */
function profileInput(scenario, town) {
  const input = {
    hasSpace: false,
    hasTools: false,
    hasLand: false,
    hasTransportation: false,
    hasEquipment: false,
    caregivingAbility: false,
    needsHousing: false,
    needsCompanionship: false,
    needsTechHelp: false,
    needsBusinessHelp: false,
    skills: [],
    values: [],
    userId: 1,
  };
  const unmapped = [];
  const words = {
    physicalAssets: [],
    professionalExperience: [],
    specificNeeds: [],
    lifestyle: [],
  };
  const inWords = (kind, tag, field) => {
    words[field].push(tag);
    unmapped.push({ kind, tag, to: field });
  };
  const { profile } = scenario;
  for (const tag of profile.assets ?? []) {
    const fields = ASSET_FIELDS[tag.toLowerCase()];
    if (fields) for (const field of fields) input[field] = true;
    else inWords('asset', tag, 'physicalAssets');
  }
  for (const tag of profile.skills ?? []) {
    const skill = SKILLS.get(tag.toLowerCase());
    const fields = SKILL_FIELDS[tag.toLowerCase()];
    if (skill) input.skills.push(skill);
    else if (fields) for (const field of fields) input[field] = true;
    else inWords('skill', tag, 'professionalExperience');
  }
  for (const tag of profile.needs ?? []) {
    const fields = NEED_FIELDS[tag.toLowerCase()];
    if (fields) for (const field of fields) input[field] = true;
    else inWords('need', tag, 'specificNeeds');
  }
  for (const tag of profile.values ?? []) {
    const value = VALUES.get(tag.toLowerCase()) ?? VALUE_SYNONYMS[tag.toLowerCase()];
    if (value) input.values.push(value);
    else inWords('value', tag, 'lifestyle');
  }
  input.skills = [...new Set(input.skills)];
  input.values = [...new Set(input.values)];
  const time = TIME.exec(profile.timePerWeek ?? '')?.[1];
  if (time) input.timeAvailable = time;
  else if (profile.timePerWeek) unmapped.push({ kind: 'time', tag: profile.timePerWeek, to: null });
  const energy = ENERGY[(profile.energy ?? '').toLowerCase()];
  if (energy) input.energyLevel = energy;
  else if (profile.energy) unmapped.push({ kind: 'energy', tag: profile.energy, to: null });
  for (const [field, list] of Object.entries(words))
    if (list.length > 0) input[field] = list.join(', ');
  input.location = town;
  return { input, unmapped };
}

// ---- The app, over HTTP ------------------------------------------------------------------------
const config = {
  ...loadConfig({
    LOG_LEVEL: 'warn',
    DATA_DIR: 'memory://',
    RATE_LIMIT_PROFILES: 'off',
    RATE_LIMIT_MATCHES: 'off',
  }),
  port: 0,
};
console.log('starting the API on PGlite (embedded, in memory) …');
const app = await createApp(config);
await app.listen(0, '127.0.0.1');
const base = `http://127.0.0.1:${app.getHttpServer().address().port}/api`;
const geocoder = app.get(Geocoder);

/** The browser's languages: English in the US, German in the person's country. */
const acceptLanguage = (scenario) =>
  scenario.language === 'de' ? `de-${scenario.country},de;q=0.9` : 'en-US,en;q=0.9';

async function call(method, path, scenario, ownerKey, body) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      'accept-language': acceptLanguage(scenario),
      cookie: ownerCookie(ownerKey),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return JSON.parse(text);
}

// Each scenario person is a browser of their own, as the matches are the owner's only.
async function createProfile(scenario, input) {
  const ownerKey = newOwnerKey();
  return { ...(await call('POST', '/profiles', scenario, ownerKey, input)).profile, ownerKey };
}

// The neighbours: the 43 others, each again in this person's town (from this person's browser
// language, so a postcode would be read as theirs).
const started = performance.now();
let created = 0;
for (const scenario of SCENARIOS) {
  for (const other of SCENARIOS) {
    if (other === scenario) continue;
    await createProfile(scenario, profileInput(other, scenario.town).input);
    created += 1;
  }
}
// The people themselves.
const people = [];
for (const scenario of SCENARIOS) {
  const { input, unmapped } = profileInput(scenario, scenario.town);
  const profile = await createProfile(scenario, input);
  const prefer = scenario.language === 'de' ? 'DE' : 'US';
  const placed = geocoder.geocode(scenario.town, { prefer });
  people.push({ scenario, input, unmapped, profile, precision: placed?.precision ?? null });
  created += 1;
}
console.log(
  `${created} profiles created in ${((performance.now() - started) / 1000).toFixed(1)} s ` +
    `(${SCENARIOS.length} people, each among the ${SCENARIOS.length - 1} others in their town)`,
);

const results = [];
for (const { scenario, input, unmapped, profile, precision } of people) {
  const { matches } = await call(
    'GET',
    `/profiles/${profile.id}/matches?lang=${scenario.language}`,
    scenario,
    profile.ownerKey,
  );
  const cards = matches.map((match) => ({
    key: match.blueprint.key,
    level: match.matchType,
    score: match.score,
    meeting: match.blueprint.meeting,
    distance: match.distanceBand ?? match.distanceNote ?? null,
    reasons: match.reasons,
  }));
  const top3 = cards.slice(0, 3).map((card) => card.key);
  const first = new Set(scenario.coordinatorFirst);
  const never = new Set(scenario.notHigh);
  const high = cards.filter((card) => card.level === 'high').map((card) => card.key);
  results.push({
    id: scenario.id,
    language: scenario.language,
    town: scenario.town,
    place: profile.place ?? null,
    placePrecision: precision,
    input,
    unmapped,
    coordinatorFirst: scenario.coordinatorFirst,
    notHigh: scenario.notHigh,
    top3,
    hits: top3.filter((key) => first.has(key)),
    firstAnywhere: scenario.coordinatorFirst.filter((key) => cards.some((c) => c.key === key)),
    high,
    highNotHigh: high.filter((key) => never.has(key)),
    highFirst: high.filter((key) => first.has(key)),
    cards,
  });
}
await app.close();

// ---- Figures -----------------------------------------------------------------------------------
const pct = (part, whole) => (whole === 0 ? '   –  ' : `${((100 * part) / whole).toFixed(1)} %`);
const sum = (list, of) => list.reduce((total, item) => total + of(item), 0);

function figures(list) {
  const slots = sum(list, (r) => r.top3.length);
  const hits = sum(list, (r) => r.hits.length);
  const wanted = sum(list, (r) => r.coordinatorFirst.length);
  const highCards = sum(list, (r) => r.high.length);
  const highBad = sum(list, (r) => r.highNotHigh.length);
  const withBad = list.filter((r) => r.highNotHigh.length > 0).length;
  return {
    scenarios: list.length,
    precisionAt3: slots ? hits / slots : null,
    recallAt3: wanted ? hits / wanted : null,
    top3Hits: hits,
    top3Slots: slots,
    coordinatorFirst: wanted,
    allThreeInTop3: list.filter((r) => r.hits.length === r.coordinatorFirst.length).length,
    noneInTop3: list.filter((r) => r.hits.length === 0).length,
    coordinatorFirstAmongAllCards: sum(list, (r) => r.firstAnywhere.length),
    highCards,
    highCardsCoordinatorFirst: sum(list, (r) => r.highFirst.length),
    highCardsNotHigh: highBad,
    scenariosWithHighNotHigh: withBad,
    shareScenariosWithHighNotHigh: list.length ? withBad / list.length : null,
  };
}

const groups = { en: results.filter((r) => r.language === 'en') };
groups.de = results.filter((r) => r.language === 'de');
groups.all = results;
const table = Object.fromEntries(
  Object.entries(groups).map(([name, list]) => [name, figures(list)]),
);

console.log(
  `\nMatching quality, ${results.length} scenarios of ${SCENARIO_FILE} (cards as My Matches shows them)`,
);
const rows = [
  ['scenarios', (f) => String(f.scenarios)],
  ['precision of top 3', (f) => `${pct(f.top3Hits, f.top3Slots)} (${f.top3Hits}/${f.top3Slots})`],
  [
    'recall of coordinator 3 in top 3',
    (f) => `${pct(f.top3Hits, f.coordinatorFirst)} (${f.top3Hits}/${f.coordinatorFirst})`,
  ],
  ['all 3 in top 3', (f) => `${f.allThreeInTop3}/${f.scenarios}`],
  ['none in top 3', (f) => `${f.noneInTop3}/${f.scenarios}`],
  [
    'coordinator 3 among all cards',
    (f) =>
      `${pct(f.coordinatorFirstAmongAllCards, f.coordinatorFirst)} ` +
      `(${f.coordinatorFirstAmongAllCards}/${f.coordinatorFirst})`,
  ],
  ['High cards', (f) => String(f.highCards)],
  [
    'High cards in coordinator 3',
    (f) => `${f.highCardsCoordinatorFirst} (${pct(f.highCardsCoordinatorFirst, f.highCards)})`,
  ],
  [
    'High cards in notHigh',
    (f) => `${f.highCardsNotHigh} (${pct(f.highCardsNotHigh, f.highCards)})`,
  ],
  [
    'scenarios with a High in notHigh',
    (f) =>
      `${f.scenariosWithHighNotHigh}/${f.scenarios} (${pct(f.scenariosWithHighNotHigh, f.scenarios)})`,
  ],
];
console.log(`${''.padEnd(34)}${'en'.padEnd(20)}${'de'.padEnd(20)}all`);
for (const [label, show] of rows)
  console.log(
    `${label.padEnd(34)}${show(table.en).padEnd(20)}${show(table.de).padEnd(20)}${show(table.all)}`,
  );

const offenders = new Map();
for (const r of results)
  for (const key of r.highNotHigh) offenders.set(key, (offenders.get(key) ?? 0) + 1);
const worst = [...offenders].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
console.log('\nBlueprints most often High while in notHigh (key → times):');
if (worst.length === 0) console.log('  none');
for (const [key, times] of worst.slice(0, 10)) {
  const who = results.filter((r) => r.highNotHigh.includes(key)).map((r) => r.id);
  console.log(`  ${key.padEnd(30)}${String(times).padStart(3)}   ${who.join(', ')}`);
}

const unplaced = results.filter((r) => r.placePrecision !== 'city');
console.log(
  `\nTowns not placed to a town (in-person ideas find nobody): ${unplaced.length === 0 ? 'none' : ''}`,
);
for (const r of unplaced)
  console.log(`  ${r.id}: "${r.town}" → ${r.place ?? 'not found'} (${r.placePrecision ?? 'none'})`);

const notMapped = new Map();
for (const r of results)
  for (const { kind, tag, to } of r.unmapped) {
    const key = `${kind}: ${tag} → ${to ?? 'dropped'}`;
    notMapped.set(key, (notMapped.get(key) ?? 0) + 1);
  }
const notMappedList = [...notMapped].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
const unmappedTags = sum(results, (r) => r.unmapped.length);
console.log(
  `\nNot mapped: ${unmappedTags} tags in ${notMappedList.length} kinds have no wizard field ` +
    '(put into the free text named; needs are read for the needs they state, the rest only by the word signal):',
);
for (const [key, times] of notMappedList) console.log(`  ${String(times).padStart(3)} × ${key}`);

if (args.show)
  for (const r of results) {
    console.log(`\n--- ${r.id} ${r.town} → ${r.place ?? 'not placed'}`);
    console.log(
      `  coordinator: ${r.coordinatorFirst.join(', ')}   notHigh: ${r.notHigh.join(', ')}`,
    );
    for (const [rank, card] of r.cards.entries()) {
      const mark = r.coordinatorFirst.includes(card.key)
        ? ' ✓'
        : r.notHigh.includes(card.key)
          ? ' ✗'
          : '';
      console.log(
        `  ${String(rank + 1).padStart(2)}. ${card.key.padEnd(30)}${card.level.padEnd(10)}` +
          `${card.score.toFixed(2)}  ${card.meeting}, ${card.distance ?? ''}${mark}`,
      );
    }
  }

mkdirSync(new URL('bench/.results/', root), { recursive: true });
writeFileSync(
  new URL(`bench/.results/${RESULT_FILE}`, root),
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      scenarios: SCENARIO_FILE,
      setup: `each of ${SCENARIOS.length} people among the ${SCENARIOS.length - 1} other scenario people in their town; cards from GET /api/profiles/:id/matches in the scenario's language`,
      table,
      highWhileNotHigh: Object.fromEntries(worst),
      notMapped: Object.fromEntries(notMappedList),
      results,
    },
    null,
    2,
  )}\n`,
);
console.log(`\nwritten to bench/.results/${RESULT_FILE}`);
process.exit(0);
