import { wordSet } from './word-lists.js';
// The words of the false-police and family-emergency scams, in one place: a card's about line is
// refused on a present police claim (card-about.ts), and a message warns on such a claim or on the
// reader's relative said to be in trouble (scam-signals.ts, eleventh hostile pass #2: "This is
// Officer Brown, your grandson is in jail and needs bail", "Hier ist die Polizei, Ihre Tochter hatte
// einen Unfall, wir brauchen eine Kaution"). Matched against folded, lower-cased words.

/** Parts of a word that make it the police or prosecution ('Kriminalpolizei', 'Polizeibeamter'). */
export const POLICE_PARTS: readonly string[] = [
  'polizei',
  'polizist',
  'police',
  'kripo',
  'kommissar',
  'staatsanwalt',
];
/** Whole words for the police and prosecution. */
export const POLICE_WORDS = wordSet(`
  prosecutor detective detektiv sheriff constable interpol fbi bka lka policeman policewoman
`);
/** Whether a word names the police or prosecution. */
export const isPoliceWord = (word: string): boolean =>
  POLICE_WORDS.has(word) || POLICE_PARTS.some((part) => word.includes(part));

/**
 * Offices a message may claim besides the police, too common on a card to refuse there ('I was an
 * officer in the navy', 'Ich war Richterin'): read in a message only as a present claim ('this is
 * Officer Brown', 'hier spricht das Amtsgericht').
 */
export const OFFICE_WORDS = wordSet(`
  officer officers sergeant inspector inspektor lieutenant court courts judge gericht amtsgericht
  landgericht richter richterin beamter beamtin
`);

/** Words that make an office the past: 'retired police officer', 'Polizist a. D.', 'ehemaliger Kommissar'. */
export const PAST_WORDS = wordSet(`
  retired former formerly ex was were worked used ehemalig ehemalige ehemaliger ehemaliges früher
  fruher war waren pensioniert pensionierte pensionierter ruhestand rente ad ir
`);

/**
 * Trouble that a false officer or a false relative tells of, to make the reader pay at once: jail,
 * bail, an accident, a hospital, a lawyer. Alone each is ordinary ("I had an accident in the garden");
 * the sign needs the reader's relative or a present police claim beside it (scam-signals.ts).
 */
export const TROUBLE_WORDS = wordSet(`
  jail jailed prison arrested arrest custody detained bail bailed accident crash crashed hospital
  hospitalised hospitalized injured lawyer attorney charged
  wypadek wypadku szpital areszt incidente ospedale accidente kaza hastane
  gefängnis gefangnis haft verhaftet festgenommen inhaftiert kaution unfall verunglückt verungluckt
  krankenhaus klinik verletzt anwalt anwältin rechtsanwalt angeklagt
`);
// German compounds: 'Autounfall', 'Verkehrsunfall', 'Untersuchungshaft' ('haft' alone is in
// 'Freundschaft', so only whole 'haft' words and these endings count), 'Kautionszahlung'.
const TROUBLE_PARTS = ['unfall', 'kaution', 'gefängnis', 'untersuchungshaft'];
/** Whether a word tells of such trouble. */
export const isTroubleWord = (word: string): boolean =>
  TROUBLE_WORDS.has(word) || TROUBLE_PARTS.some((part) => word.includes(part));
