import { PAST_WORDS } from './authority-words.js';
import { MONEY_WORDS } from './money-words.js';
import type { Sentences } from './scam-asks.js';
import { hasAnyOf, wordSet } from './word-lists.js';

// Thirteenth hostile pass #3: scams with no money word, no app and no code by SMS got through: a
// grandchild in custody who needs bail and secrecy, a "bank employee" who comes to check the notes
// for counterfeits, a ticket, visa or customs fee to pay for a far-away love, an inheritance, gold or a
// parcel to hold or forward, a PIN, password, mother's maiden name, a code by post or the private link
// to one's matches page to be told, a "valuer" to be let in to look at the jewellery. They share one
// shape, read here as who asks whom to do what with what: the reader is asked (a request, a question,
// a permission) to give, pay, hold, forward, reveal or let in (an act), and what is asked is money,
// something of value, goods, a secret or the home (a thing). Each sentence is read once into acts,
// things and the ask; a rule is a pair of an act and a thing, read in one sentence, or with a pronoun
// ('send it', 'schick es weiter') whose thing is in the sentence before. Words, not patterns: every
// reading is linear in the message. The reader's own story is no ask ("I keep my savings at the
// bank", `tellsOwnWays`), nor is a warning given to her ("never tell anyone your PIN").

const pairIn = (words: readonly string[], pairs: ReadonlySet<string>): boolean =>
  words.some((word, i) => pairs.has(`${word}_${words[i + 1] ?? ''}`));
// Compounds read by their parts: 'Flugticket', 'Zollgebühr', 'Goldschmuck', 'Bestätigungslink'.
const startsOrEnds = (
  word: string,
  starts: readonly string[],
  ends: readonly string[] = [],
): boolean =>
  starts.some((part) => word.startsWith(part)) || ends.some((part) => word.endsWith(part));

// ---- The ask: a request, a question or a permission put to the reader. ----

const PLEASE = wordSet('please pls plz kindly bitte');
// 'could you', 'kannst du', 'können Sie' (either order: 'du kannst mir…'), 'you must', 'wir müssen'.
// 'hättest du mir was' (fourteenth hostile pass #6): the German way to ask for something to be had.
const MODALS = wordSet(`
  could can would will might must should need have
  kannst könntest würdest willst magst musst solltest hättest
  können könnten würden wollen möchten müssen sollten hätten
`);
const READER = wordSet('you du sie');
// Asking leave: 'darf ich', 'may I', 'let me', 'lass mich'.
const LEAVE = wordSet(`
  darf_ich dürfte_ich kann_ich könnte_ich may_i could_i can_i let_me lass_mich lassen_sie
  let_us lass_uns we_must wir_müssen
`);
// Someone wanted for it: 'I need someone', 'ich brauche jemanden', 'I need you to'.
const WANTED = wordSet('need_someone need_you want_you brauche_jemanden brauche_dich brauche_sie');
// Verbs that open a sentence as a command ('Send it to me', 'Nimm es an'), after a little word or two.
const OPENERS = wordSet(
  'just so then and now also simply doch mal dann und also einfach jetzt nun',
);
// Verbs of giving to the writer: 'tell me', 'send us', 'schick mir', 'gib mir'.
const TO_ME = wordSet('me us mir uns');
// Getting something for someone: 'buy me', 'kauf mir', 'besorg uns'.
const GET_FOR = wordSet('buy get fetch kauf kaufe kaufst besorg besorge besorgst hol hole holst');
/** Whether a verb of `verbs` is followed by 'me', 'mir', 'uns': done for the writer. */
const forWriter = (words: readonly string[], verbs: ReadonlySet<string>): boolean =>
  words.some((word, i) => verbs.has(word) && TO_ME.has(words[i + 1] ?? ''));
const GIVE_TO = wordSet(`
  send give tell lend forward read pass bring hand show text write email
  schick schicke sende gib leih leihe sag sage nenn nenne lies bring bringe zeig zeige
  schreib schreibe leite verrate überweis überweise
`);

// A command after a comma the reading does not keep: "I'll have parcels sent to you, just repack
// them" (fourteenth hostile pass #6); 'and' is left out, it joins told acts as often ("I went and
// bought").
const THEN = wordSet('just then simply dann einfach');

function asksReader(words: readonly string[], commands: ReadonlySet<string>): boolean {
  const first = words.findIndex((word) => !OPENERS.has(word) && !PLEASE.has(word));
  return (
    hasAnyOf(words, PLEASE) ||
    words.some((word, i) => THEN.has(word) && commands.has(words[i + 1] ?? '')) ||
    words.some(
      (word, i) =>
        (MODALS.has(word) && (READER.has(words[i + 1] ?? '') || READER.has(words[i - 1] ?? ''))) ||
        (GIVE_TO.has(word) && TO_ME.has(words[i + 1] ?? '')),
    ) ||
    words.some((word, i) => LEAVE.has(`${word}_${words[i + 1] ?? ''}`)) ||
    words.some((word, i) => WANTED.has(`${word}_${words[i + 1] ?? ''}`)) ||
    (first >= 0 && first <= 2 && commands.has(words[first]!))
  );
}

// A question to the reader or after the reader's own: 'what is your PIN', 'what password do you use',
// 'wie lautet dein Passwort', 'wie hieß deine Mutter'.
// German 'was' only opening the sentence ("Was ist dein Passwort?"): in English it is 'was' ("the
// link was in your e-mail").
const QUESTION_WORDS = wordSet('what whats which wie welche welcher welches welchen');
const YOURS = wordSet(`
  your yours dein deine deinen deinem deiner ihr ihre ihren ihrem ihrer
`);
const asksAfterReaders = (words: readonly string[]): boolean =>
  (hasAnyOf(words, QUESTION_WORDS) || words[0] === 'was') &&
  (hasAnyOf(words, YOURS) || hasAnyOf(words, READER));

// "Never tell anyone your PIN", "don't send money", "man soll nie Geld an Fremde schicken": a warning,
// not an ask. Read in the four words before the act ('never mind' is no warning).
const NEVER = wordSet(`
  never not nobody noone nie niemals niemand niemandem keinem
`);
const NOT_ENDINGS = wordSet('don doesn didn won wouldn shouldn mustn couldn');
const NEGATION_REACH = 4;
// Where a new clause starts, a negation before it is another's: "I'll never forget, please send it".
const CLAUSE_STARTS = wordSet('but aber please bitte and und so then dann sondern just also');
function negatedAt(words: readonly string[], at: number): boolean {
  for (let i = at - 1; i >= Math.max(0, at - NEGATION_REACH); i -= 1) {
    if (CLAUSE_STARTS.has(words[i]!)) return false;
    if (NEVER.has(words[i]!) && words[i + 1] !== 'mind') return true;
    if (NOT_ENDINGS.has(words[i]!) && words[i + 1] === 't') return true;
  }
  return false;
}

// German puts the negation after the command: 'Gib niemals…', 'Sag niemandem deine PIN'.
const NEVER_AFTER = wordSet('nie niemals niemandem keinem');
export const deniedAt = (words: readonly string[], at: number): boolean =>
  negatedAt(words, at) || NEVER_AFTER.has(words[at + 1] ?? '');

// ---- The acts. ----

type Act =
  'give' | 'send' | 'hold' | 'forward' | 'reveal' | 'visit' | 'appraise' | 'check' | 'collect';

const ACTS: Readonly<Record<Act, ReadonlySet<string>>> = {
  // Paying or sending money: 'could you pay for the visa', 'kannst du mir das Ticket bezahlen'.
  give: wordSet(`
    pay cover lend advance buy fund spare chip help settle foot
    zahl zahle zahlen zahlst bezahl bezahle bezahlen bezahlst begleichen begleichst übernehmen
    übernimmst leih leihe leihen leihst auslegen vorstrecken vorschießen kauf kaufe kaufen kaufst
    besorg besorge besorgen spendieren finanzieren helfen hilfst aushelfen
  `),
  // Sending money, which needs the money or the cost named: 'send it', 'schick mir 700 Euro'.
  send: wordSet(`
    send wire transfer schick schicke schicken schickst sende senden überweisen überweist überweise
  `),
  // Holding for the writer: 'hold the money in your account for me', 'mein Gold bei dir aufbewahren'.
  hold: wordSet(`
    hold keep store safeguard mind receive accept take holding keeping storing
    aufbewahren aufbewahrst bewahre bewahr bewahrst verwahre verwahren verwahrt verwahrst behalten behältst lagern lagerst parken
    unterstellen annehmen nimm nehmen nimmst entgegennehmen empfangen empfängst halten hältst
  `),
  // Sending on: 'forward it to the address', 'schick es an die Adresse weiter'.
  forward: wordSet(`
    forward forwarding reship resend reroute weiterschicken weiterleiten weitersenden weitergeben
    weiterschickst weiter repack repackage relabel umpacken umverpacken umetikettieren
  `),
  // Telling: 'tell me your PIN', 'schick mir den Link', 'read the code out to me'.
  reveal: wordSet(`
    tell say give send share read type forward copy paste text write email
    nennen nenne nenn sagen sag sage verraten verrate verrätst schicken schick schicke schickst gib
    geben lies vorlesen durchgeben kopieren kopier kopiere teilen teile weiterleiten leite mitteilen
    schreib schreibe
  `),
  // Coming to the reader: 'come to your home', 'bei Ihnen vorbeikommen', 'visit you'.
  visit: wordSet(`
    come comes coming visit visits visiting drop stop pop call round vorbeikommen vorbeischauen
    vorbei besuchen besucht komme kommt kommen komm rumkommen reinkommen hereinkommen
  `),
  // Looking at things to put a price on them: 'assess your silver', 'Ihren Schmuck ansehen'.
  appraise: wordSet(`
    look see assess value valuation appraise appraisal estimate evaluate inspect examine check view
    buy purchase ansehen anschauen ansieht anschaut schätzen schätzt bewerten bewertet begutachten
    prüfen prüft taxieren ankaufen kaufen
  `),
  // Checking the reader's notes: 'we must check your cash', 'Ihr Bargeld prüfen'.
  check: wordSet(`
    check checking verify verifying inspect examine test count counting
    prüfen prüft überprüfen überprüft kontrollieren kontrolliert untersuchen zählen echtheit
  `),
  // Taking them away or having them handed over: 'hand them to my colleague', 'holt es ab'.
  collect: wordSet(`
    collect collects pick picks fetch fetches hand give withdraw
    abholen abholt holt hole holen einsammeln mitnehmen übergeben übergibst aushändigen abheben
    abgeben
  `),
};
// 'send it on', 'pass them on'; 'look after them', 'take care of it'.
const SEND_ON = wordSet('it_on them_on send_on pass_on');
// 'post them to my office', 'ship it to Lagos', 'schick sie nach Nigeria' (fourteenth hostile pass
// #6): goods sent on, by a verb of posting with a pronoun and where to.
const POSTING = wordSet('post ship mail send schick schicke sende verschick verschicke versende');
const WHERE_TO = wordSet('to an nach');
const postsOn = (words: readonly string[]): boolean =>
  words.some(
    (word, i) =>
      POSTING.has(word) && PRONOUNS.has(words[i + 1] ?? '') && WHERE_TO.has(words[i + 2] ?? ''),
  );
const LOOK_AFTER = wordSet('look_after looking_after take_care');
// Commands that open a sentence ('Send it', 'Nimm es an', 'Keep it safe', 'Forward it').
const COMMANDS = wordSet(`
  send pay cover lend wire transfer buy hold keep store take accept receive forward tell give read
  type copy paste share hand put schick schicke sende zahl bezahl leih nimm behalte bewahre verwahre
  leite gib sag sage nenn nenne lies kopier kopiere teile überweise komm leg lege legen repack post
  ship mail leave settle
`);

/** Whether a sentence asks the reader (a request, a question, leave, a command): 'kannst du', 'please'. */
export const asksTheReader = (words: readonly string[]): boolean => asksReader(words, COMMANDS);

// ---- The things. ----

type Thing = 'money' | 'cost' | 'value' | 'goods' | 'secret' | 'link' | 'home' | 'it';

// Money as such: 'the money', 'your cash', '700 euros', 'die Scheine'.
const MONEY = wordSet(`
  money cash savings sum amount notes banknotes bills euros euro dollars pounds funds
  geld bargeld ersparnisse summe betrag scheine geldscheine banknoten euro dollar pfund
`);
const isMoney = (word: string): boolean =>
  MONEY.has(word) ||
  (/^\p{N}/u.test(word) && Number(word.replace(/[.,]/gu, '')) >= 50) ||
  startsOrEnds(word, ['geld'], ['geld', 'scheine']);
// What the writer says they must pay for: a ticket, a visa, a fee, customs, bail, the journey; the
// rent or the electricity ("Could you cover my rent this month?", fourteenth hostile pass #6).
const COSTS = wordSet(`
  ticket tickets flight flights fare fares visa visas customs fee fees bail bond travel journey
  trip release tax taxes costs cost lawyer bill bills postage shipping delivery hospital
  flug flüge visum zoll gebühr gebühren kaution kosten reise fahrkarte rechnung steuer steuern
  anwalt porto freigabe auslöse
  rent electricity heating miete strom heizung
`);
const isCost = (word: string): boolean =>
  COSTS.has(word) ||
  startsOrEnds(
    word,
    ['flug', 'zoll', 'kaution', 'reise'],
    // 'Stromrechnung', 'Zugtickets' (fourteenth hostile pass #6).
    ['ticket', 'tickets', 'kosten', 'gebühr', 'visum', 'rechnung', 'rechnungen'],
  );
// Things of value: 'your silver', 'gold bars', 'Goldschmuck', 'Münzen', 'das Erbe'.
const VALUES = wordSet(`
  gold silver jewellery jewelry jewels valuables coins antiques antique paintings furs diamonds
  watches inheritance heirlooms bars collection
  schmuck wertsachen wertgegenstände münzen antiquitäten gemälde pelze uhren diamanten erbe
  erbschaft sammlung barren
`);
const isValue = (word: string): boolean =>
  VALUES.has(word) ||
  startsOrEnds(word, ['gold', 'silber', 'münz', 'antik', 'schmuck'], ['schmuck', 'münzen']);
// Goods sent: 'a parcel', 'das Päckchen', 'the consignment'.
const GOODS = wordSet(`
  parcel parcels package packages consignment shipment box boxes delivery
  paket pakete päckchen sendung lieferung
`);
// Secrets that open an account: a PIN, a password, a code, the mother's maiden name.
const SECRETS = wordSet(`
  pin pins password passwords passcode passphrase passwort passwörter kennwort kennwörter
  geheimzahl geheimnummer zugangsdaten anmeldedaten logindaten credentials login code codes tan
  maiden mädchenname mädchennamen geburtsname geburtsnamen
`);
// Secrets that are always one: not 'code', which may be a door's.
const STRONG_SECRETS = wordSet(`
  pin pins password passwords passcode passphrase passwort passwörter kennwort kennwörter
  geheimzahl geheimnummer zugangsdaten anmeldedaten logindaten credentials login tan
`);
const isStrongSecret = (word: string): boolean =>
  STRONG_SECRETS.has(word) || startsOrEnds(word, [], ['passwort', 'kennwort']);
const NOT_SECRETS = wordSet('postcode zipcode dresscode barcode');
const isSecret = (word: string): boolean =>
  !NOT_SECRETS.has(word) &&
  (SECRETS.has(word) || startsOrEnds(word, [], ['passwort', 'code', 'codes', 'kennwort']));
// A link that opens the reader's account: the private link, the one in the confirmation e-mail, the
// return link to the matches page ('Bestätigungslink', 'Zugangslink').
const LINKS = wordSet('link links url urls');
const isLink = (word: string): boolean => LINKS.has(word) || word.endsWith('link');
const PRIVATE_LINK = wordSet(`
  private privat privaten privater privates personal persönlich persönlichen persönliche secret
  geheim geheimen return rückkehr login anmeldung anmelde zugang confirmation confirm
  bestätigung email mail matches treffer profile profil account konto
`);
const isPrivateLinkWord = (word: string): boolean =>
  PRIVATE_LINK.has(word) ||
  startsOrEnds(word, ['bestätigung', 'anmelde', 'zugang', 'rückkehr', 'login'], ['mail']) ||
  (word.endsWith('link') && word !== 'link');
// The reader's home: 'your home', 'zu Ihnen nach Hause', 'bei dir'.
const HOMES = wordSet('home house flat apartment place haus hause zuhause wohnung');
const AT_READER = wordSet(`
  your_home your_house your_flat your_place your_apartment visit_you see_you
  zu_ihnen bei_ihnen zu_dir bei_dir zu_euch bei_euch sie_besuchen dich_besuchen to_you
  ihr_haus dein_haus ihre_wohnung deine_wohnung ihrem_haus deinem_haus
`);
// A pronoun for the thing in the sentence before: 'send it', 'schick es weiter', 'look after them'.
const PRONOUNS = wordSet('it them this that es das ihn sie diese dieses diesen');

// Whose the thing is: the writer's ('for me', 'mein Gold'), or the reader's ('your cash').
const FOR_WRITER = wordSet(`
  for_me for_us für_mich für_uns my_money my_gold mein_gold mein_geld meine_sendung
`);
const MINE = wordSet('my mein meine meinen meinem meiner');
const readerHolds = wordSet(`
  your_account dein_konto deinem_konto ihr_konto ihrem_konto auf_dein auf_ihr bei_dir bei_ihnen
  your_address deine_adresse ihre_adresse your_name your_house your_home your_place
  deinem_haus ihrem_haus
`);

// The writer's own money, valuables or goods: 'my gold', 'a box of my jewellery', 'mein Erbe'.
const THING_REACH = 3;
const isHeldThing = (word: string): boolean =>
  isMoney(word) || isValue(word) || GOODS.has(word) || PRONOUNS.has(word);
const namesWritersThing = (words: readonly string[]): boolean =>
  words.some(
    (word, i) => MINE.has(word) && words.slice(i + 1, i + 1 + THING_REACH).some(isHeldThing),
  );

interface Clause {
  readonly words: readonly string[];
  readonly asks: boolean;
  /** Acts asked for, not denied ("never tell"). */
  readonly acts: ReadonlySet<Act>;
  readonly things: ReadonlySet<Thing>;
  readonly forWriter: boolean;
  readonly yours: boolean;
}

function readClause(words: readonly string[]): Clause {
  const acts = new Set<Act>();
  words.forEach((word, i) => {
    for (const act of Object.keys(ACTS) as Act[]) {
      if (ACTS[act].has(word) && !deniedAt(words, i)) acts.add(act);
    }
  });
  // 'send it on', 'pass it on', 'schick es … weiter' (the separable 'weiter' is read above).
  if (pairIn(words, SEND_ON) || postsOn(words)) acts.add('forward');
  if (pairIn(words, LOOK_AFTER)) acts.add('hold');
  const things = new Set<Thing>();
  words.forEach((word, i) => {
    if (isMoney(word)) things.add('money');
    if (isCost(word)) things.add('cost');
    if (isValue(word)) things.add('value');
    if (GOODS.has(word)) things.add('goods');
    if (isSecret(word)) things.add('secret');
    if (isLink(word)) things.add('link');
    if (AT_READER.has(`${word}_${words[i + 1] ?? ''}`)) things.add('home');
    if (PRONOUNS.has(word)) things.add('it');
  });
  const pairs = (set: ReadonlySet<string>): boolean => pairIn(words, set);
  // 'at home' or 'zu Hause' is the reader's where the sentence speaks to her ("if you have gold at home").
  if (hasAnyOf(words, HOMES) && (hasAnyOf(words, YOURS) || hasAnyOf(words, READER)))
    things.add('home');
  return {
    words,
    asks: asksReader(words, COMMANDS),
    acts,
    things,
    forWriter: pairs(FOR_WRITER) || pairs(readerHolds) || namesWritersThing(words),
    yours: hasAnyOf(words, YOURS),
  };
}

// ---- The rules: an act and a thing asked of the reader. ----

// The thing a sentence speaks of, or by a pronoun the one of the sentence before.
const about = (clause: Clause, before: Clause | undefined, thing: Thing): boolean =>
  clause.things.has(thing) || (clause.things.has('it') && (before?.things.has(thing) ?? false));

/** Paying the writer's ticket, visa, fee or bail: 'could you pay for the visa', 'Could you send it?' */
const paysWritersCost = (clause: Clause, before: Clause | undefined): boolean =>
  clause.asks &&
  ((clause.acts.has('give') && about(clause, before, 'cost')) ||
    (clause.acts.has('send') &&
      (clause.things.has('money') || clause.things.has('it')) &&
      (clause.things.has('cost') || (before?.things.has('cost') ?? false))));

/** Holding money, valuables or goods for the writer: 'keep my gold', 'das Geld für mich verwahren'. */
const holdsForWriter = (clause: Clause, before: Clause | undefined): boolean =>
  clause.asks &&
  clause.acts.has('hold') &&
  (clause.forWriter || (before?.forWriter ?? false)) &&
  (['money', 'value', 'goods'] as const).some((thing) => about(clause, before, thing));

/** Sending goods or money on: 'forward it to the address', 'schick es an die Adresse weiter'. */
const forwardsGoods = (clause: Clause, before: Clause | undefined): boolean =>
  clause.asks &&
  clause.acts.has('forward') &&
  (['money', 'value', 'goods'] as const).some((thing) => about(clause, before, thing));

/** Goods held until a fee is paid, for the reader: 'a fee to release the parcel for you'. */
const HELD = wordSet(`
  held holding hold stuck release released blocked festgehalten fest hängt hängen freigeben
  freigegeben auslösen zurückgehalten
`);
// Fourteenth hostile pass #6: gold or an inheritance held until a fee is paid ("Mein Erbe liegt in
// Ghana fest, es fehlt nur die Freigabegebühr", "gold stuck in the airport, they want a clearance
// fee") needs no ask: nobody honest tells a stranger of it unless it is past. A parcel's fee needs the
// reader in it: told alone it is someone's own errand.
const THEIRS = wordSet('you du dich dir ihnen');
const feeForGoods = (clause: Clause, before: Clause | undefined): boolean => {
  const goods = clause.things.has('goods') || (before?.things.has('goods') ?? false);
  const value = clause.things.has('value') || (before?.things.has('value') ?? false);
  return (
    (goods || value) &&
    hasAnyOf(clause.words, HELD) &&
    clause.things.has('cost') &&
    (clause.asks ||
      clause.yours ||
      hasAnyOf(clause.words, THEIRS) ||
      (value && !hasAnyOf(clause.words, PAST_WORDS)))
  );
};

// The reader's secrets: a PIN, password or code told, a maiden name asked after.
const MOTHER = wordSet('mother mothers mum mom mutter mama');
const POST = wordSet('post letter letters brief briefe briefpost postweg mail email');
const revealsSecret = (clause: Clause, before: Clause | undefined): boolean => {
  const { words } = clause;
  const asked =
    (clause.asks && clause.acts.has('reveal')) ||
    (asksAfterReaders(words) && !negatedAt(words, words.length));
  if (!asked) return false;
  const maiden = words.some(
    (word) => word === 'maiden' || startsOrEnds(word, ['mädchenname', 'geburtsname']),
  );
  if (maiden) return hasAnyOf(words, MOTHER) || clause.acts.has('reveal');
  if (!clause.things.has('secret') && !(clause.things.has('it') && before?.things.has('secret')))
    return false;
  // 'your PIN', 'the code from the letter', 'the code that comes by post'; a code alone may be a
  // door's or a postcode ("what is your area code?").
  return (
    (clause.yours && words.some(isStrongSecret)) ||
    hasAnyOf(words, POST) ||
    (before !== undefined && hasAnyOf(before.words, POST) && before.things.has('secret')) ||
    hasAnyOf(words, wordSet('here site app account konto seite hier'))
  );
};

/** The private link: 'send me the private link to your matches page', 'den Link aus der Bestätigungsmail'. */
const revealsPrivateLink = (clause: Clause): boolean =>
  clause.things.has('link') &&
  clause.words.some(isPrivateLinkWord) &&
  ((clause.asks && clause.acts.has('reveal')) || asksAfterReaders(clause.words)) &&
  (hasAnyOf(clause.words, TO_ME) || clause.yours);

// A valuer at the door: someone who comes to the reader's home, and who looks at or prices things of
// value, or says they are a valuer, in this sentence or the one before or after.
const VALUERS = wordSet(`
  valuer valuers appraiser appraisers assessor assessors surveyor surveyors expert experts dealer
  dealers gutachter gutachterin sachverständiger sachverständige schätzer schätzerin experte
  expertin händler ankäufer goldankauf
`);
const isValuer = (word: string): boolean =>
  VALUERS.has(word) || startsOrEnds(word, [], ['händler', 'gutachter', 'ankäufer', 'schätzer']);
const comesToReader = (clause: Clause): boolean =>
  clause.acts.has('visit') && clause.things.has('home');
// Around the visit (the sentence before, it, the one after): someone who prices, and things of value.
const pricesValuables = (near: readonly (Clause | undefined)[]): boolean =>
  near.some((clause) => clause?.acts.has('appraise') || clause?.words.some(isValuer)) &&
  // The reader's valuables, not the writer's ("come and see my coin collection").
  near.some((clause) => clause?.things.has('value') && !namesWritersThing(clause.words));

// ---- The false bank employee: 'counterfeit notes', 'we must check your cash'. ----

const COUNTERFEIT = wordSet(`
  counterfeit counterfeits fake fakes forged forgery forgeries falschgeld gefälscht gefälschte
  gefälschten falschgeldes blüten fälschungen fälschung echtheit
`);
const BANKS = wordSet(`
  bank banks sparkasse sparkassen volksbank postbank commerzbank raiffeisenbank
`);
const isBank = (word: string): boolean =>
  BANKS.has(word) || MONEY_WORDS.institutions.has(word) || word.endsWith('bank');
// The writer is of the bank: 'I work for your bank', 'ich bin bei der Volksbank in der
// Betrugsabteilung', 'meine Kollegin von der Bank', 'our bank'.
const WRITER_SIDE = wordSet(`
  i we our ours ich wir unser unsere unserer unseren unserem colleague colleagues kollege kollegin
  kollegen mitarbeiter mitarbeiterin
`);
const BANK_ROLE = wordSet(`
  work works working for from with at department team fraud security calling employee staff
  arbeite arbeitet bei von vom abteilung betrugsabteilung sicherheitsabteilung team betrug
  mitarbeiter mitarbeiterin
`);
const claimsBank = (words: readonly string[]): boolean =>
  words.some(isBank) &&
  hasAnyOf(words, WRITER_SIDE) &&
  hasAnyOf(words, BANK_ROLE) &&
  !hasAnyOf(words, PAST_WORDS);
// The reader's money or valuables checked or taken away.
// ('some of your cash may be counterfeit. Put it in an envelope, my colleague will collect it').
const TO_READER = wordSet('ihnen dir dich you');
const handlesReadersMoney = (clause: Clause, before: Clause | undefined): boolean =>
  (clause.acts.has('check') || clause.acts.has('collect')) &&
  (about(clause, before, 'money') || about(clause, before, 'value')) &&
  (clause.yours ||
    hasAnyOf(clause.words, TO_READER) ||
    clause.asks ||
    (clause.things.has('it') && (before?.yours ?? false)));

// ---- The relative in custody: 'U-Haft … Kaution … niemandem sagen'. ----

const KIN = wordSet(`
  grandson granddaughter grandchild grandchildren son daughter nephew niece brother sister cousin
  enkel enkelin enkelkind sohn tochter neffe nichte bruder schwester cousine
`);
const isKin = (word: string): boolean => KIN.has(word) || word.startsWith('enkel');
const CUSTODY = wordSet(`
  jail jailed prison arrested custody detained remand
  haft gewahrsam festgenommen verhaftet inhaftiert gefängnis
`);
const isCustody = (word: string): boolean =>
  CUSTODY.has(word) || startsOrEnds(word, ['untersuchungshaft', 'polizeigewahrsam'], ['gefängnis']);
// 'held by the police', 'von der Polizei festgehalten'.
const HELD_BY = wordSet('held holding hält halten festgehalten');
const POLICE = wordSet('police polizei');
// The price of freedom: bail, a bond, a security, a lawyer.
export const BAIL = wordSet(`
  bail bond kaution sicherheitsleistung lawyer solicitor attorney anwalt anwältin rechtsanwalt
`);

// 'locked up', 'a police cell', 'behind bars', 'hinter Gittern', 'in der Zelle'.
const CUSTODY_PAIRS = wordSet(`
  locked_up police_cell prison_cell a_cell behind_bars hinter_gittern der_zelle einer_zelle
`);
const LOCKED = wordSet('eingesperrt weggesperrt');

/** Whether a message tells of a relative (anyone's: 'my grandson', 'Ihr Enkel') in custody. */
export const tellsKinInCustody = (words: readonly string[]): boolean =>
  words.some(isKin) &&
  (words.some(isCustody) ||
    hasAnyOf(words, LOCKED) ||
    pairIn(words, CUSTODY_PAIRS) ||
    (hasAnyOf(words, HELD_BY) && hasAnyOf(words, POLICE)));

// ---- The writer's own ways: no request. ----

// "I do online banking now with my son's help", "I keep my savings in a normal account", "Mit
// meinen Enkeln schreibe ich über WhatsApp": the writer tells of their own money, bank or messenger,
// and asks nothing of the reader. A sentence of the writer's own ways names the writer, not the
// reader, and no plea, hurry or giving to the writer ('I need', 'bitte', 'send me', 'help me').
const WRITER = wordSet(
  'i im ive ich my mein meine meinen meinem meiner meins we wir our unser unsere',
);
const READER_WORDS = wordSet(`
  you your yours youre du dich dir dein deine deinen deinem deiner ihnen euch eure euer
`);
const PLEAS = wordSet(`
  need needs needed urgent urgently asap immediately quickly quick short owe please pls plz
  brauche brauchst braucht benötige benötigen dringend dringende sofort schnell schulde fehlt
  fehlen bitte notfall emergency
`);
// 'help me', 'hilf mir', but not "my son's help" or "mit Hilfe meines Sohnes".
const HELP = wordSet('help hilf hilft helft hilfe');
const OWNERS = wordSet('s my his her their our mein meine meiner seiner ihrer mit with the');
const pleadsHelp = (words: readonly string[]): boolean =>
  words.some(
    (word, i) =>
      HELP.has(word) && (TO_ME.has(words[i + 1] ?? '') || !OWNERS.has(words[i - 1] ?? '')),
  );

// An offer or leave asked is no story: "Shall I pay the first month in cash?", "Soll ich bar zahlen?".
const OFFERS = wordSet('shall should soll sollen sollte');

/** Whether a sentence tells of the writer's own ways and asks the reader nothing. */
export const tellsOwnWays = (words: readonly string[]): boolean =>
  hasAnyOf(words, WRITER) &&
  !hasAnyOf(words, OFFERS) &&
  !words.some((word, i) => LEAVE.has(`${word}_${words[i + 1] ?? ''}`)) &&
  !hasAnyOf(words, READER_WORDS) &&
  !hasAnyOf(words, PLEAS) &&
  !pleadsHelp(words) &&
  !forWriter(words, GIVE_TO) &&
  !forWriter(words, GET_FOR);

// Giving and telling, for a warning against them: 'never tell', 'gib niemals … weiter', 'nie Geld …
// schicken'; and leaving out or opening up: "never leave your handbag with cash in it by the door".
const GIVING = new Set([
  ...ACTS.give,
  ...ACTS.send,
  ...ACTS.reveal,
  ...GIVE_TO,
  ...wordSet('leave lass lassen open öffne öffnen'),
]);
// After an article or a preposition a giving word is a noun: "Gib niemals deine Karte aus der Hand",
// "the post", "a pass" (fourteenth hostile pass #6).
const NOUN_BEFORE = wordSet('der die das dem den ein eine einer einem aus the a an by per');
// Asking, denied, is a warning too: "the bank will never ask for your PIN", "die Polizei verlangt
// nie Geld"; not denied it is no giving ("beware of anyone who asks you for money").
const ASKING = wordSet(`
  ask asks request requests demand demands fragen fragt frage verlangen verlangt fordern fordert
`);
// German puts the verb last, the negation anywhere before it in its clause: "Bitte niemals Geld an
// jemanden hier schicken". Read back to where the clause starts or the reader is asked ('kannst').
const VERB_LAST_REACH = 8;
const deniedLast = (words: readonly string[], at: number): boolean => {
  if (at !== words.length - 1) return false;
  for (let i = at - 1; i >= Math.max(0, at - VERB_LAST_REACH); i -= 1) {
    const word = words[i]!;
    if (word !== 'bitte' && (CLAUSE_STARTS.has(word) || MODALS.has(word))) return false;
    if (NEVER.has(word)) return true;
  }
  return false;
};
// Naming what it speaks of a scam, with what to look out for: "If someone asks you to buy gift
// cards, it is a scam", "Wer am Telefon Geld verlangt, ist ein Betrüger". Not "this is no scam", and
// never a sentence that speaks of the writer ('me', 'mir') or pleads: "it's a scam if you don't help
// me", "some think it a scam when someone asks for help, but I really need 300".
const SCAM_WORDS = wordSet(`
  scam scams scammer scammers fraud fraudster fraudsters swindle swindler
  betrug betrüger betrügerin betrügerei abzocke abzocker masche schwindel
`);
const isScamWord = (word: string): boolean =>
  SCAM_WORDS.has(word) || word.startsWith('betrug') || word.startsWith('betrüger');
const NOT_SCAM = wordSet('no not kein keine keinen nicht never nie');
const WHEN_ANYONE = wordSet(`
  if when whenever anyone anybody someone somebody whoever who wenn falls sobald wer jemand
  jemanden jeder
`);
const namesScam = (words: readonly string[]): boolean =>
  words.some(
    (word, i) =>
      isScamWord(word) && !words.slice(Math.max(0, i - 3), i).some((w) => NOT_SCAM.has(w)),
  ) &&
  hasAnyOf(words, WHEN_ANYONE) &&
  !hasAnyOf(words, TO_ME) &&
  !words.some((word) => PLEAS.has(word) && !PLEASE.has(word));

/**
 * Whether a sentence warns against giving or telling ("Never tell anyone your PIN", "Gib niemals
 * deine PIN weiter", "man soll nie Geld an Fremde schicken", "the bank will never ask for your PIN")
 * and asks nothing itself: every giving or telling in it is denied ("don't tell anyone, but send me
 * your PIN" asks); or names a scam to look out for ("if someone asks you for gift cards, it is a
 * scam").
 */
export const warnsAgainst = (words: readonly string[]): boolean => {
  if (namesScam(words)) return true;
  // "Buy me some gift vouchers, I cannot do it myself": something got for the writer is asked,
  // whatever is denied beside it (eighteenth hostile pass #3).
  if (forWriter(words, GET_FOR)) return false;
  let denied = false;
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i]!;
    const asking = ASKING.has(word);
    if (!(GIVING.has(word) || asking) || NOUN_BEFORE.has(words[i - 1] ?? '')) continue;
    // "…, the police say": who gives the warning, at its end.
    if (word === 'say' && i === words.length - 1) continue;
    if (deniedAt(words, i) || deniedLast(words, i)) denied = true;
    else if (!asking) return false;
  }
  return denied;
};

/** What the requests of a message show. */
export interface RequestReading {
  /** Money, valuables or goods asked to be paid, held, forwarded, checked or collected. */
  readonly money: boolean;
  /** A secret or link asked to be told, or the home to let a stranger into. */
  readonly access: boolean;
  /** The reader's money checked or collected by someone of a bank, or for counterfeits. */
  readonly impersonation: boolean;
}

/** Reads who asks the reader to do what with what, sentence by sentence (linear in the message). */
export function readRequests(sentences: Sentences): RequestReading {
  const clauses = sentences.filter((words) => words.length > 0).map(readClause);
  let money = false;
  let access = false;
  let handles = false;
  clauses.forEach((clause, i) => {
    const before = clauses[i - 1];
    if (
      paysWritersCost(clause, before) ||
      holdsForWriter(clause, before) ||
      forwardsGoods(clause, before) ||
      feeForGoods(clause, before)
    )
      money = true;
    if (handlesReadersMoney(clause, before)) handles = true;
    if (
      revealsSecret(clause, before) ||
      revealsPrivateLink(clause) ||
      (comesToReader(clause) && pricesValuables([before, clause, clauses[i + 1]]))
    )
      access = true;
  });
  const words = clauses.flatMap((clause) => clause.words);
  const fakeMoney = words.some((word) => COUNTERFEIT.has(word) || word.startsWith('falschgeld'));
  const bankClaim = clauses.some((clause) => claimsBank(clause.words));
  return {
    money: money || handles,
    access,
    impersonation: handles && (bankClaim || fakeMoney),
  };
}
