import { asksTheReader } from './scam-requests.js';
import { hasAnyOf, wordSet } from './word-lists.js';

// Fourteenth hostile pass #6: a loan asked with no sum and often no money word went through: "Kannst
// du mir was auslegen", "legst du mir was aus bis Montag", "ich bräuchte einen kleinen Vorschuss für
// die Miete", "could you front me the money", "spot me until Friday". The family is read as a verb
// that lends or advances, given to the writer ('me', 'mir'), and what is lent: money, a vague
// "something" that can only be money ('was', 'a bit', 'a little'), or a time that can only be
// payday ('till my pension comes', 'bis zum Ersten'). A borrowed ladder names the ladder ("Kannst du
// mir deine Leiter leihen?") and a past loan is told, not asked ('lent', 'geliehen' are not read).
// Word lookups in one sentence, linear in the message.

// Verbs that mean nothing but advancing money ('vorstrecken', 'streckst du mir … vor'): lent to the
// writer is enough. Verbs that mean it but for a rare other sense ('front me', 'spot me' at the gym,
// 'auslegen' a poem): with the writer lent to, a time until, money or a vague something.
// German with 'zu' too ('so nett, mir was vorzustrecken').
const MONEY_VERBS = wordSet('vorstrecken vorschießen vorschiessen vorzustrecken vorzuschießen');
const ADVANCE_VERBS = wordSet(`
  front spot float tide sub auslegen auszulegen pumpen pump pumpst pumpe
`);
// Verbs that lend or send anything ('lend me your ladder', 'send me the photos'): they need money, a
// vague something or payday ("could you send me a bit for the gas").
const LEND_VERBS = wordSet(`
  lend loan advance borrow cover spare send wire
  leih leihe leihst leihen borg borge borgst borgen aushelfen auszuhelfen schick schicke schickst
  schicken
`);
// German verbs split in two ('legst du mir was aus', 'streckst du mir das vor', 'hilf mir aus', 'unter
// die Arme greifen') and English ones with their particle ('help me out', 'bail me out'). A particle
// followed by an article is a preposition: "ich lege mir was aus dem Schrank heraus" lends nothing,
// nor does "help me out of the car".
const GERMAN_ARTICLES = wordSet(`
  der die das dem den des einem einer eines meinem meiner deinem deiner
`);
const OF = wordSet('of');
const SPLIT_VERBS: readonly (readonly [ReadonlySet<string>, string, ReadonlySet<string>])[] = [
  [wordSet('leg lege legst legt legen'), 'aus', GERMAN_ARTICLES],
  [wordSet('streck strecke streckst streckt strecken'), 'vor', GERMAN_ARTICLES],
  [wordSet('schieß schieße schießt schießen schiess schiesse schiesst'), 'vor', GERMAN_ARTICLES],
  [wordSet('hilf hilfst hilft helft helfen'), 'aus', GERMAN_ARTICLES],
  [wordSet('greif greife greifst greift greifen'), 'arme', GERMAN_ARTICLES],
  [wordSet('help helping'), 'out', OF],
  [wordSet('bail'), 'out', OF],
];
const TO_WRITER = wordSet('me us mir uns');
// The writer lends: 'I can lend you', 'ich leihe dir', 'leihe ich dir was?'.
const WRITER_GIVES = wordSet('i ich we wir');
const TO_READER = wordSet('you dir dich ihnen euch');
const ASKING_LEAVE = wordSet('can_i could_i may_i kann_ich könnte_ich darf_ich');

// Money named: a sum, cash in any register, the rent or a bill it is for.
const MONEY = wordSet(`
  money cash sum amount funds quid tenner fiver bucks grand dollars euros pounds rent bill bills
  hundred hundreds thousand gas electricity heating
  geld bargeld summe betrag kohle knete kröten moos zaster penunzen euro miete rechnung hundert
  tausend hunderter fünfziger zwanziger zehner hunni fuffi tausender strom heizung
`);
const isMoney = (word: string): boolean =>
  MONEY.has(word) || /^\p{N}{2,}/u.test(word) || word.endsWith('geld');
// Something vague that only money can be ('was', 'etwas', 'a bit', 'a little', 'some'), when nothing
// is named after it: what follows is a time, the verb, a new clause, or the sentence ends ("could you
// lend me some books", "leihst du mir was zum Anziehen" name what). German 'was' only before German
// words: English 'was' is a past ("it was so kind of you to lend me your umbrella").
const VAGUE = wordSet(`
  was etwas bisschen bissel wenig paar something some bit little few anything couple
`);
const AFTER_VAGUE_DE = wordSet(`
  bis zurück aus vor bitte mal kurz nur wieder jetzt heute ich und damit weil denn diesen diese
`);
const AFTER_VAGUE = new Set([
  ...AFTER_VAGUE_DE,
  ...wordSet('until till til back over please again now today i and so because this'),
]);
// Payday: what a loan is bridged until ('till my pension comes', 'bis zum Ersten', 'end of the month').
const PAYDAY = wordSet(`
  pension payday salary wages paycheck paycheque month rente gehalt lohn ersten monatsende monats
  monat
`);
const UNTIL = wordSet('until till til bis');
// The writer cut off from their own money ('my card is blocked', 'mein Konto ist gesperrt'): what is
// asked until then can only be money.
const CUT_OFF = wordSet('blocked frozen locked gesperrt eingefroren blockiert');
const OWN_MONEY = wordSet('card account bank karte konto bankkarte kreditkarte');
const cutOff = (words: readonly string[]): boolean =>
  hasAnyOf(words, CUT_OFF) && hasAnyOf(words, OWN_MONEY);

// A lending noun asked for: 'einen kleinen Vorschuss', 'eine Überbrückung', 'an advance'.
const ADVANCE_NOUNS = wordSet('vorschuss vorschüsse zwischenkredit überbrückungskredit');
// 'an advance' asked, not 'advance notice' or 'an advance booking'.
const ADVANCE_BEFORE = wordSet('an small little quick');
const ADVANCE_AFTER = wordSet('on for of until till to please so and i');
const isAdvanceNoun = (words: readonly string[], i: number): boolean => {
  const word = words[i]!;
  const after = words[i + 1];
  return (
    ADVANCE_NOUNS.has(word) ||
    word.startsWith('überbrückung') ||
    (word === 'advance' &&
      ADVANCE_BEFORE.has(words[i - 1] ?? '') &&
      (after === undefined || ADVANCE_AFTER.has(after)))
  );
};
const NEEDS = wordSet(`
  need needs brauche brauchst braucht bräuchte bräuchten benötige benötigen fehlt fehlen
`);

type Lending = 'money' | 'advance' | 'lend' | undefined;

// Where each particle is next after a word (and 'arme' last before it), read once each way, so a
// sentence of many split verbs is read in linear time.
function particlesAround(words: readonly string[]): (particle: string, i: number) => number {
  const after = new Map<string, number[]>();
  for (const particle of new Set(SPLIT_VERBS.map(([, particle]) => particle))) {
    const next: number[] = new Array<number>(words.length).fill(-1);
    if (particle === 'arme') {
      let last = -1;
      for (let i = 0; i < words.length; i += 1) {
        next[i] = last;
        if (words[i] === particle) last = i;
      }
    } else {
      let first = -1;
      for (let i = words.length - 1; i >= 0; i -= 1) {
        next[i] = first;
        if (words[i] === particle) first = i;
      }
    }
    after.set(particle, next);
  }
  return (particle, i) => after.get(particle)![i]!;
}

// Whether each word lends: nothing but money ('vorstrecken'), money but for a rare other sense
// ('advance': 'front', 'spot', 'auslegen'), or anything ('lend').
function lendingsOf(words: readonly string[]): readonly Lending[] {
  const particleAt = particlesAround(words);
  return words.map((word, i): Lending => {
    if (WRITER_GIVES.has(words[i - 1] ?? '')) {
      return word === 'borrow' && ASKING_LEAVE.has(`${words[i - 2]}_${words[i - 1]}`)
        ? 'lend'
        : undefined;
    }
    if (TO_READER.has(words[i + 1] ?? '') || TO_READER.has(words[i + 2] ?? '')) return undefined;
    if (word === 'advance' && words[i - 1] === 'in') return undefined;
    if (MONEY_VERBS.has(word)) return 'money';
    if (ADVANCE_VERBS.has(word)) return 'advance';
    if (LEND_VERBS.has(word)) return 'lend';
    const split = SPLIT_VERBS.find(([stems]) => stems.has(word));
    if (!split) return undefined;
    // 'die Arme' comes before 'greifen'; every other particle after its verb.
    const [, particle, prepositions] = split;
    const at = particleAt(particle, i);
    if (at < 0 || prepositions.has(words[at + 1] ?? '')) return undefined;
    if (particle === 'vor') return 'money';
    return word === 'bail' ? 'advance' : 'lend';
  });
}

// 'was zum Aushelfen', 'something for the rent': what it is for is a loan or money.
const FOR = wordSet('zum zur to for für');
const FOR_REACH = 3;
const vagueAt = (words: readonly string[], lends: readonly Lending[], i: number): boolean =>
  VAGUE.has(words[i]!) &&
  (i + 1 === words.length ||
    (words[i] === 'was' ? AFTER_VAGUE_DE : AFTER_VAGUE).has(words[i + 1]!) ||
    lends[i + 1] !== undefined ||
    (FOR.has(words[i + 1]!) &&
      words
        .slice(i + 2, i + 2 + FOR_REACH)
        .some((word, j) => isMoney(word) || lends[i + 2 + j] !== undefined)));

/** Whether a sentence asks the reader to lend or advance the writer money, named or not. */
export function asksForLoan(words: readonly string[]): boolean {
  const lends = lendingsOf(words);
  const money = words.some(isMoney) || words.some((_, i) => vagueAt(words, lends, i));
  const payday = hasAnyOf(words, PAYDAY) || cutOff(words);
  const toWriter =
    hasAnyOf(words, TO_WRITER) || words.some((w, i) => ASKING_LEAVE.has(`${w}_${words[i + 1]}`));
  // A verb that only lends money needs no more than a time until it comes back ('spot me until
  // Friday'); asked alone it may be something else ("kannst du mir das Gedicht auslegen?").
  if (
    toWriter &&
    (lends.includes('money') ||
      lends.some((kind) => kind !== undefined && (money || payday)) ||
      (lends.includes('advance') && hasAnyOf(words, UNTIL)))
  )
    return true;
  return (
    words.some((_, i) => isAdvanceNoun(words, i)) &&
    (hasAnyOf(words, NEEDS) || toWriter || asksTheReader(words))
  );
}
