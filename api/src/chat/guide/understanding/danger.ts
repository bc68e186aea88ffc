import { SIGNALS, type SignalGroup } from './danger-signals.js';

// The safety stage (issue 24, item 1): run on every message before anything else. It finds the
// signals of danger-signals.ts in a message and weighs them together, so that danger told in
// ordinary words ("his words come out jumbled and his smile is crooked", "Brust drückt seit einer
// Stunde, kalter Schweiß") is caught however it is phrased. It fails safe: when the signals point to
// danger but not clearly, the answer still opens with the emergency line ("doubt").

export type DangerKind = 'crisis' | 'emergency' | 'poison' | 'violence' | 'scam';

/** What the learned classifier (safety-model.ts) makes of a message. */
export interface LearnedDanger {
  kind: DangerKind;
  /** 0 to 1: how sure it is that the message tells of any danger. */
  probability: number;
}

// The learned classifier: this likely confirms the signals or, alone, puts the line first; below
// LEARNED_UNLIKELY it holds a message ordinary.
const LEARNED_LIKELY = 0.5;
const LEARNED_UNLIKELY = 0.1;
// Two sentences of a story are few words: alone they put the line first only when the classifier is
// this sure of them (held-out sets: +3 dangers caught; at 0.5 a quarter of one set's ordinary
// stories got the line).
const LEARNED_IN_PLACE = 0.9;
// A message this long tells a story around its question.
const STORY_WORDS = 25;
const isStory = (message: string): boolean => tokensOf(message).length >= STORY_WORDS;

export interface Danger {
  kind: DangerKind;
  /** sure: the safety answer replaces the answer; doubt: the emergency line comes first, then the answer. */
  level: 'sure' | 'doubt';
}

/** Folds what people type differently: case, umlauts written either way, apostrophes, accents. */
export function foldText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[’'`´]/g, '')
    .replace(/ä|ae/g, 'a')
    .replace(/ö|oe/g, 'o')
    .replace(/ü|ue/g, 'u')
    .replace(/ß/g, 'ss');
}

const tokensOf = (text: string): string[] => foldText(text).match(/[\p{L}\p{N}]+/gu) ?? [];

// A word this long is also found inside a German compound ("druck" in "Brustdruck").
const COMPOUND_PART = 5;
// Words of a several-word entry may have this many other words between them.
const GAP = 2;

interface Entry {
  words: string[];
}

const ENTRIES: Record<SignalGroup, Entry[]> = Object.fromEntries(
  Object.entries(SIGNALS).map(([group, list]) => [
    group,
    list.map((entry) => ({ words: tokensOf(entry) })).filter((entry) => entry.words.length > 0),
  ]),
) as Record<SignalGroup, Entry[]>;

// Every word of every entry, looked up by what a message's word starts with or holds, so a message
// costs lookups in proportion to its length, whatever the size of the table.
const WORDS: ReadonlySet<string> = new Set(
  Object.values(ENTRIES).flatMap((entries) => entries.flatMap((entry) => entry.words)),
);
const LONGEST_WORD = Math.max(...[...WORDS].map((word) => word.length));

// A short word is found only whole or with an ending ("arm", "arms", "arme"): as the start of any
// word, "gun" would be found in "günstig" and "arm" in "Armband".
const SHORT_WORD = 3;
const SHORT_ENDINGS = new Set(['', 's', 'e', 'n', 'en', 'es', 'er']);
// Longer message words are cut here for the compound search: no signal is longer.
const LONGEST_TOKEN = 40;

/** The table's words a message word stands for: its start, or (five letters or more) a part. */
function wordsIn(token: string): Set<string> {
  const found = new Set<string>();
  const cut = token.slice(0, LONGEST_TOKEN);
  for (let end = 1; end <= Math.min(cut.length, LONGEST_WORD); end += 1) {
    const start = cut.slice(0, end);
    if (!WORDS.has(start)) continue;
    const ending = token.slice(end);
    if (
      start.length > SHORT_WORD ||
      ending === '' ||
      (end === SHORT_WORD && SHORT_ENDINGS.has(ending))
    )
      found.add(start);
  }
  for (let from = 1; from + COMPOUND_PART < cut.length; from += 1)
    for (
      let end = from + COMPOUND_PART;
      end <= Math.min(cut.length, from + LONGEST_WORD);
      end += 1
    ) {
      const part = cut.slice(from, end);
      if (WORDS.has(part)) found.add(part);
    }
  return found;
}

/** Whether an entry's words stand in the message in order, each close after the one before. */
function entryFound(positions: ReadonlyMap<string, number[]>, entry: Entry): boolean {
  const [first, ...rest] = entry.words;
  for (const start of positions.get(first!) ?? []) {
    let at = start;
    const found = rest.every((word) => {
      const next = positions.get(word)?.find((i) => i > at && i <= at + 1 + GAP);
      if (next === undefined) return false;
      at = next;
      return true;
    });
    if (found) return true;
  }
  return false;
}

// Words with a second, harmless sense, read from their neighbours before the table is searched (the
// table mixes English and German, so a German word can also be an English one):
// - "She hits her full retirement age in November", "I hit the limit": reaching, not hurting;
// - "buy $4,000 in gift cards", "a birthday gift": a present, not German "Gift" (poison).
const SENSES: readonly (readonly [RegExp, string])[] = [
  [
    /\bhit(?:s|ting)?(?= (?:(?:my|her|his|their|your|the|our) )?(?:full retirement age|fra\b|limit|cap\b|max|deductible|age\b|\d))/giu,
    'reach',
  ],
  [
    /\bgift(?=s?[ -]?(?:cards?|certificates?|vouchers?|codes?|shop|wrap\w*|baskets?|box(?:es)?|ideas?)\b)/giu,
    'voucher',
  ],
  [
    /\b(?:a|as|my|his|her|our|your|birthday|christmas|wedding|small|little|nice) gifts?\b/giu,
    'present',
  ],
  // - "manchmal niedergeschlagen", "wie erschlagen": low or worn out, not beaten ("geschlagen").
  [/\b(?:nieder|er)geschlagen\b/giu, 'lustlos'],
  // - "since my stroke in 2016", "took his own life in the 90s", "seit 2019": a year or a decade
  //   told is when it happened, not now (a sum such as "2000 Euro" is not a year here).
  [
    /\b(?:in|im|seit|since|back in|von|from|bis|until|year|jahr|anno)\s+(?:19|20)\d\d\b(?!\s*(?:euro|eur|dollars?|usd|€|\$))/giu,
    'damals',
  ],
  [/\b(?:in (?:the|den) )?(?:19)?[2-9]0(?:'?s|ern|er jahren)\b/giu, 'damals'],
  // - "Herzschwäche", "heart failure": a long illness by its name, not weakness felt now.
  [/\bherz(?:schwäche|schwaeche|insuffizienz)\b|\bheart failure\b/giu, 'herzleiden'],
  // - "ich ersticke in Formularen", "drowning in paperwork": too much work, not choking.
  [/\b(?:ersticke|ersticken|erstickt|drowning)\s+(?:in|im|unter)\b/giu, 'überhäuft'],
];
const harmlessSenses = (message: string): string =>
  SENSES.reduce((text, [sense, word]) => text.replace(sense, word), message);

/** How many different entries of each group a message holds. */
export function signalCounts(message: string): Record<SignalGroup, number> {
  const positions = new Map<string, number[]>();
  tokensOf(harmlessSenses(message)).forEach((token, index) => {
    for (const word of wordsIn(token)) {
      const list = positions.get(word);
      if (list) list.push(index);
      else positions.set(word, [index]);
    }
  });
  return Object.fromEntries(
    Object.entries(ENTRIES).map(([group, entries]) => [
      group,
      entries.filter((entry) => positions.has(entry.words[0]!) && entryFound(positions, entry))
        .length,
    ]),
  ) as Record<SignalGroup, number>;
}

// Danger is told in one place: "I took my pills twice", "he says the grandson needs money today".
// Signals are weighed together only within this many sentences in a row, so that a long story does
// not add up a tablet computer in its first sentence, "twice" in its fifth and "now" in its last.
const WINDOW_SENTENCES = 4;
// Sentence ends, and line breaks, which people use instead of full stops.
const SENTENCE_BREAK = /(?<=[.!?;])\s+|\n+/u;
// Of two places in one message that tell of danger, the more urgent kind is named.
const URGENCY: readonly DangerKind[] = ['crisis', 'poison', 'emergency', 'violence', 'scam'];

/**
 * The places of a message danger is looked for in: the whole, or every few sentences in a row. With
 * `most`, a long message is cut into at most that many places, each overlapping the next by one
 * sentence, so that what a reading costs stays bounded however many sentences are sent.
 */
export function dangerPlaces(
  message: string,
  size = WINDOW_SENTENCES,
  most = Number.POSITIVE_INFINITY,
): string[] {
  const sentences = message.split(SENTENCE_BREAK).filter((sentence) => sentence.trim() !== '');
  if (sentences.length <= size) return [message];
  const width = sentences.length - size + 1 <= most ? size : Math.ceil(sentences.length / most) + 1;
  const step = width === size ? 1 : width - 1;
  const places: string[] = [];
  for (let start = 0; start + width <= sentences.length + step - 1; start += step)
    places.push(sentences.slice(start, start + width).join(' '));
  return places;
}

/** The danger a message tells of, most urgent first, or null. */
export function dangerOf(message: string): Danger | null {
  let found: Danger | null = null;
  for (const place of dangerPlaces(message)) {
    const danger = dangerInPlace(place);
    if (danger === null) continue;
    const alarmed = moreAlarmed(found, danger);
    found =
      found !== null && alarmed === found && danger.level === found.level
        ? URGENCY.indexOf(danger.kind) < URGENCY.indexOf(found.kind)
          ? danger
          : found
        : alarmed;
  }
  return found;
}

/** The danger a few sentences tell of together, most urgent first, or null. */
function dangerInPlace(message: string): Danger | null {
  const n = signalCounts(message);
  // Told as past or as a general question ("had a stroke in 2019", "what are the signs of a
  // stroke?"), signals are weighed as ordinary words unless the message also says it is now.
  const settled = (n.past > 0 || n.general > 0) && n.now === 0;
  const now = n.now + n.weakNow;

  // Told as past or as a general question ("my brother took his own life in the 90s", "how do I
  // help someone who wants to end it all?"), words of a crisis put the line first, not replace.
  if (n.crisis > 0) return { kind: 'crisis', level: settled ? 'doubt' : 'sure' };
  // Hints alone ("giving the house away", "can't take it") are as often a legal or money matter
  // told of someone else: the crisis line comes first, and the classifier decides whether it
  // replaces the answer (judgeDanger).
  if (n.crisisHint >= 2) return { kind: 'crisis', level: 'doubt' };

  const poison =
    (n.medicine > 0 && n.doseError > 0) ||
    (n.toxin > 0 && n.swallowed > 0) ||
    (n.fumes > 0 && n.symptom > 0 && now > 0) ||
    (n.toxin > 0 && n.symptom > 0 && now > 0);
  const symptoms = n.symptom;
  const fire = firePlace(n);
  const emergency =
    n.acute > 0 ||
    fire ||
    (n.named > 0 && !settled) ||
    (n.fall > 0 && (n.stuck > 0 || n.risk > 0 || (n.body > 0 && symptoms > 0))) ||
    // Lying there, or fallen, and not answering when spoken to: unconscious until shown otherwise.
    (n.unanswered > 0 && (n.stuck > 0 || n.fall > 0)) ||
    // A person with dementia missing is a police matter at once, not after a night of searching.
    (n.missing > 0 && n.vulnerable > 0 && !settled) ||
    (n.risk > 0 && n.symptom > 0 && now > 0) ||
    (symptoms > 0 && n.body > 0 && (now > 0 || n.severe > 0 || symptoms >= 2)) ||
    symptoms >= 3 ||
    (symptoms >= 2 && now > 0);
  if (poison && !settled) return { kind: 'poison', level: 'sure' };
  if (emergency && !settled) return { kind: 'emergency', level: 'sure' };
  // Someone is being hurt, and it is not over: the one who hurts is still there, it keeps happening,
  // or it is told as now ("she hit him again, she is still in the house"). Care or money questions
  // around it wait: the police number comes first.
  if (n.violence > 0 && (n.present > 0 || n.now > 0)) return { kind: 'violence', level: 'sure' };

  // A scam is told as a story ("last fall he messaged me…"): the past settles it only when nothing
  // presses now. One the person already ended ("I hung up", "sofort gelöscht") is over, unless it
  // goes on ("he keeps calling again").
  const scam =
    n.general === 0 &&
    (n.ended === 0 || n.present > 0) &&
    (n.past === 0 || n.scamPressure > 0) &&
    ((n.scamAsk > 0 && (n.scamActor > 0 || n.scamPressure > 0)) ||
      (n.scamActor > 0 && n.moneyAsk > 0 && n.scamPressure > 0));
  if (scam) return { kind: 'scam', level: 'sure' };
  // Violence told without "now" ("my husband hits me"): the police number and the help lines'
  // line comes first, and the question is still answered.
  if (n.violence > 0) return { kind: 'violence', level: 'doubt' };
  // Danger words told as past or in a general question: the emergency line comes first anyway,
  // in one sentence, and the question is answered.
  if (emergency || poison) return { kind: emergency ? 'emergency' : 'poison', level: 'doubt' };
  if (symptoms > 0 && (n.now > 0 || n.severe > 0) && n.general === 0)
    return { kind: 'emergency', level: 'doubt' };
  // Someone who does not answer the phone or the door since yesterday may be lying hurt: the line
  // (and asking the police for a welfare check) comes first, and the question is answered.
  if (!settled && (n.unanswered >= 2 || (n.unanswered > 0 && (now > 0 || n.vulnerable > 0))))
    return { kind: 'emergency', level: 'doubt' };
  return null;
}

/**
 * A fire: smoke coming in or flames said twice, or once with now, someone stuck or a symptom ("the
 * smoke alarm is going and there is smoke under the door"); the alarm alone is often its battery.
 */
const firePlace = (n: Record<SignalGroup, number>): boolean =>
  n.fire >= 2 || (n.fire > 0 && (n.now + n.weakNow > 0 || n.stuck > 0 || n.symptom > 0));

/** Whether a message tells of a fire now (its answer is to get out, not first aid). */
export function tellsFire(message: string): boolean {
  return dangerPlaces(message).some((place) => {
    const n = signalCounts(place);
    return firePlace(n) && !((n.past > 0 || n.general > 0) && n.now === 0);
  });
}

/** Whether any few sentences of a message hold a word of despair, however weak. */
const hintsCrisis = (message: string): boolean =>
  dangerPlaces(message).some((place) => {
    const n = signalCounts(place);
    return n.crisis + n.crisisHint > 0;
  });

/** Whether a message tells of a person with dementia (or confused) missing now. */
export function tellsMissingPerson(message: string): boolean {
  return dangerPlaces(message).some((place) => {
    const n = signalCounts(place);
    return n.missing > 0 && n.vulnerable > 0;
  });
}

/** Whether a message tells its danger words as past or as a general question, and nothing as now. */
function toldAsSettled(message: string): boolean {
  const n = signalCounts(message);
  return (n.past > 0 || n.general > 0) && n.now === 0;
}

/** Of two readings of one message, the more alarmed: sure before doubt before none. */
export function moreAlarmed(a: Danger | null, b: Danger | null): Danger | null {
  const weight = (danger: Danger | null) => (danger === null ? 0 : danger.level === 'sure' ? 2 : 1);
  return weight(b) > weight(a) ? b : a;
}

/**
 * The safety stage's verdict: the signals and the learned classifier together. The signals sure of
 * a danger in a short message, both agreeing, or signals of a crisis replace the answer; either
 * alone otherwise puts the emergency line first ("doubt"), the classifier alone not on a short
 * follow-up to an ordinary answer. The signals name the kind where they see one (they know a scam from a
 * fall); the classifier adds wordings the signal table has never seen, and keeps a story about a
 * stroke years ago from being treated as one happening now.
 */
export function judgeDanger(
  message: string,
  learned: LearnedDanger | null,
  { followUp = false, inPlace = null }: { followUp?: boolean; inPlace?: LearnedDanger | null } = {},
): Danger | null {
  const signals = dangerOf(message);
  const probability = learned?.probability ?? 0;
  // A danger two sentences of a long story tell of, which the rest drowns ("next door a woman is
  // screaming for help … I wanted to ask about Wohngeld"): the line comes first, the question is
  // answered. Only the whole message confirms signals, so this adds no false alarm on its own.
  const placeDoubt = (): Danger | null =>
    !followUp &&
    inPlace !== null &&
    inPlace.probability >= LEARNED_IN_PLACE &&
    // Despair read in two sentences alone ("I took my first RMD … figure it out myself") needs a
    // word of it there or the whole message leaning the same way.
    (inPlace.kind !== 'crisis' ||
      (learned?.kind === 'crisis' && probability >= LEARNED_UNLIKELY) ||
      hintsCrisis(message))
      ? { kind: inPlace.kind, level: 'doubt' }
      : null;
  // Signals of a crisis replace the answer, but not in a story the classifier finds ordinary: there
  // "ich kann einfach nicht mehr" is a worn-out back before a question on retiring at 63, and the
  // person needs the figure asked for. The crisis line still stands first ("doubt").
  if (signals?.kind === 'crisis') {
    if (signals.level === 'doubt')
      return learned?.kind === 'crisis' && probability >= LEARNED_LIKELY
        ? { kind: 'crisis', level: 'sure' }
        : signals;
    return isStory(message) && probability < LEARNED_UNLIKELY
      ? { kind: 'crisis', level: 'doubt' }
      : signals;
  }
  if (signals) {
    // Told as past or as a general question ("my sister took an overdose by mistake last year"),
    // doubtful signals stay doubtful however sure the classifier is: the line comes first and the
    // question asked is answered, rather than replaced by the emergency text.
    if (probability >= LEARNED_LIKELY)
      return {
        kind: signals.kind,
        level: signals.level === 'doubt' && toldAsSettled(message) ? 'doubt' : 'sure',
      };
    // A short message the signals are sure of stays an alarm whatever the classifier makes of it
    // ("Her lips are swollen after the new medicine").
    if (signals.level === 'sure' && !isStory(message)) return signals;
    if (probability >= LEARNED_UNLIKELY) return { kind: signals.kind, level: 'doubt' };
    // The classifier finds nothing like danger in it. In a long story the signals are often of the
    // past or in passing: its question is answered, after the line when the signals were sure or
    // when the two sentences that tell of it read as danger on their own.
    return signals.level === 'sure' ? { kind: signals.kind, level: 'doubt' } : placeDoubt();
  }
  if (!learned || probability < LEARNED_LIKELY) return placeDoubt();
  // A short follow-up on an ordinary answer ("how would I know if I have to pay it?" after IRMAA)
  // has too few words of its own for the classifier: without a signal it raises no alarm.
  if (followUp) return null;
  // The classifier alone is never sure: on wordings unlike its examples it can be confidently
  // wrong ("I can't leave him alone anymore. What help is there?" read as a crisis), so alone it
  // puts the line first and the question is still answered.
  // Of the whole and its most alarmed two sentences, the surer reading names the kind: the whole
  // of a story about being stuck in the bath can read like despair where its two sentences read as
  // the emergency they are.
  const surer =
    inPlace !== null && inPlace.probability > probability && inPlace.probability >= LEARNED_IN_PLACE
      ? inPlace
      : learned;
  return { kind: surer.kind, level: 'doubt' };
}

/** Whether a message names a kind of product (a fund, a plan, an insurer, a bank). */
export function namesProduct(message: string): boolean {
  return signalCounts(message).product > 0;
}
