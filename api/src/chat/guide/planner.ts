import { Inject, Injectable, Logger } from '@nestjs/common';
import { disclaimerCategoryForTopic, type Language, type Market } from '@ageless/contracts';
import { CLOCK, type Clock } from '../../common/time/clock.js';
import { textEnd } from '../../common/text/cut-text.js';
import { isoDay } from '../../figures/figure.js';
import {
  contentWords,
  KnowledgeSearchService,
  type Passage,
  searchText,
} from '../../knowledge/index.js';
import {
  formatPensionAnswer,
  PENSION_TOPIC,
  type PensionAnswer,
  PensionService,
  toCalendarDate,
} from '../../pension/index.js';
import { CardIndexService, type CardMatch, type CardSearch } from './card-index.service.js';
import type { AnswerCard } from './cards/card.js';
import { formatFigure, renderCard } from './compose.js';
import {
  AMOUNTS_USED,
  type AssumedBirth,
  askedSentence,
  IN_MONEY,
  situationOf,
  type Missing,
  type SituationIntent,
} from './situations.js';
import { type AmountFact } from './understanding/told-numbers.js';
import { type AmountRole, readAmountList, type ReadAmount } from './understanding/amounts.js';
import { namesOtherPart } from './understanding/named-part.js';
import { periodAsked } from './understanding/slots.js';
import {
  besideResultWords,
  periodBase,
  periodLine,
  resultAsked,
  type StoredResult,
} from './understanding/follow-up.js';
import { leftOfResult, WORKED_CARDS, type WorkedInput, workedExample } from './worked-examples.js';
import {
  ageAlone,
  ageOfAmount,
  bareNumber,
  durationTold,
  type Facts,
  factsOf,
  mergeFacts,
} from './understanding/facts.js';
import { askedDay, withoutDates } from './understanding/asked-date.js';
import { answerSystem, type PensionSystem } from './understanding/market.js';
import { judgeDanger, moreAlarmed, namesProduct } from './understanding/danger.js';
import { CardModel } from './understanding/card-model.js';
import { Spelling } from './understanding/spelling.js';
import { withDigits } from './understanding/number-words.js';
import { SafetyModel, writtenIn } from './understanding/safety-model.js';
import {
  asksBesideLoss,
  dangerLine,
  isSafetyTopic,
  mentionsBereavement,
  noPickLine,
  type SafetyKind,
  SYMPATHY,
  safetyAnswer,
  safetyKind,
} from './understanding/safety.js';
import { asksNothing } from './understanding/told-first.js';
import {
  procedureAsked,
  procedureCardId,
  withoutProcedureWords,
} from './understanding/procedure.js';

/** What the guide understood in an answer, stored with it so the next message is read in its light. */
export interface GuideContext {
  topic?: string | null;
  system?: PensionSystem | null;
  cardId?: string | null;
  /** The question as understood, earlier turns included for a follow-up. */
  question?: string | null;
  /** The situation the guide asked a number for, and which number. */
  pending?: SituationIntent | null;
  missing?: Missing | null;
  /** The computation this answer made, which a short follow-up may change ("and at 70?"). */
  computed?: SituationIntent | null;
  /**
   * Everything the person has told so far (this turn's numbers laid over the earlier ones): stored
   * with each answer so the next turn reads only its own message, never the history again, and a
   * number given once is never asked for again (issue 24, item 3; issue 25, item 1).
   */
  facts?: Facts | null;
  /**
   * The month's amount this answer came to: a follow-up that asks for it in other terms ("und
   * netto?", "and for the year?") is answered from it rather than from its own few words.
   */
  result?: StoredResult | null;
}

export interface GuideTurn {
  role: 'user' | 'assistant';
  content: string;
  context?: GuideContext | null;
}

export interface PlanSource {
  title: string;
  url: string | null;
}

export interface GuidePlan {
  kind: 'safety' | 'situation' | 'ask' | 'calculator' | 'card' | 'passages' | 'nothing';
  /** The answer, ready to show, for every kind but passages (composed from them) and nothing. */
  text: string | null;
  sources: PlanSource[];
  /** The knowledge topic that picks the disclaimer; null: no disclaimer (social topics, emergencies). */
  topic: string | null;
  system: PensionSystem | null;
  card: AnswerCard | null;
  passages: Passage[];
  calculator: PensionAnswer | null;
  /** The question as understood, earlier turns included for a follow-up (grounding for a model). */
  question: string;
  /** Opening sentence (sympathy) the answer starts with, if any. */
  opening: string | null;
  context: GuideContext;
}

export interface PlanRequest {
  message: string;
  language: Language;
  market: Market;
  history: GuideTurn[];
}

// A card covering this share of the question's known terms answers it outright.
const CLEAR = 0.65;
// A card or passage covering at least this share answers it; a card wins unless a passage covers
// MARGIN more.
const CONFIDENT = 0.5;
const MARGIN = 0.25;
// With no passage, a card still answers when it covers this much.
const ACCEPTABLE = 0.34;
// Below this share of the question understood (by IDF), the guide says it has no information.
const UNDERSTOOD = 0.45;
const FOLLOW_UP_WORDS = 5;
// How much of the conversation's understood question a follow-up carries along.
const FOLLOW_UP_CONTEXT_CHARS = 300;
// In a long message, a card covering this many times what the next one covers is what it is about.
const CLEAR_LEAD = 2;
const CONNECTOR =
  /^\s*(and|but|also|what about|how about|what if|und|aber|auch|was ist mit|wie ist es mit|und wenn|und was|und bei|und mit|und wer|wer ist dafür|ok(ay)?,? and)\b/iu;
// "And my 401k?", "und bei der Betriebsrente?": a follow-up that names only another thing to ask the
// question before of. At most this many words of its own, and this many words of the question
// before tried in its place.
const SWAP_OPENER =
  /^\W*(?:and|what about|how about|und|was ist mit|wie ist es mit|wie sieht es mit)(?: (?:for|with|bei|mit|für))?(?: (?:my|the|a|an|meine[mnrs]?|mein|der|die|das|dem|den))?\b/iu;
const SWAP_WORDS = 2;
// "and my wife?", "und für meine Mutter?": the same question asked of another person, not of
// another thing (the spousal IRA is no answer to "and my wife?" after the RMDs).
const PERSON_NAMED =
  /^(?:wife|husband|spouse|partner|mother|father|mom|mum|dad|son|daughter|sister|brother|friend|neighbou?r|her|him|them|frau|ehefrau|mann|ehemann|partnerin|mutter|vater|mama|papa|sohn|tochter|schwester|bruder|freund|freundin|nachbar|nachbarin|sie|ihn|ihr)$/iu;
const SWAP_TRIES = 6;

const CLOSING_MARKS = new Set(['?', '!', '.', ',', ';', ':', ' ', '\t', '\n']);

/** The text without the marks and spaces that close it ("Part D?" → "Part D"), in one pass. */
function withoutClosingMarks(text: string): string {
  let end = text.length;
  while (end > 0 && CLOSING_MARKS.has(text[end - 1]!)) end -= 1;
  return text.slice(0, end);
}

/**
 * The question with the words that stand for `word` replaced by `thing`, as written: the shortest
 * run of one or two words whose search text holds it ("Part B" or "Part-B-Beitrag" for "partb"),
 * so the classifier reads a question people write, not search text. Null when none does.
 */
function swapWord(question: string, word: string, thing: string): string | null {
  const words = [...question.matchAll(/\S+/gu)];
  for (const length of [1, 2])
    for (let i = 0; i + length <= words.length; i++) {
      const first = words[i]!;
      const last = words[i + length - 1]!;
      const end = last.index + withoutClosingMarks(last[0]).length;
      if (contentWords(searchText(question.slice(first.index, end)), 200).includes(word))
        return `${question.slice(0, first.index)}${thing}${question.slice(end)}`;
    }
  return null;
}

interface Swap {
  match: CardMatch;
  asked: string;
  /** The card's title names what the follow-up names. */
  titled: boolean;
  /** How sure the classifier still is of the card before, with the word swapped. */
  stillBefore: number;
}

function swapsBetter(a: Swap, b: Swap): boolean {
  if (a.titled !== b.titled) return a.titled;
  if (Math.abs(a.stillBefore - b.stillBefore) > LEARNED_MIN / 2)
    return a.stillBefore < b.stillBefore;
  return a.match.coverage > b.match.coverage;
}

const subjectWords = (card: AnswerCard, language: Language): Set<string> =>
  new Set(contentWords(searchText(`${card[language].title} ${card[language].terms}`), 200));

// "same age for her?", "gilt das Gleiche für meinen Mann?" point back as much as "that" does.
const REFERENT =
  /\b(it|that|this|them|those|there|then|same|gleiche[nrms]?|dasselbe|derselbe|dieselbe|genauso|ebenso|dafür|dazu|davon|damit|darauf|dabei|das|dort|dann|diese[rsmn]?|sowas|so etwas|da(?! (ich|wir|er|sie|es|man)\b))\b/iu;
const SERVICE_WORDS =
  /\b(help|use|service|planner|optimi[sz]er|mentor|guide|matcher|interpreter|helfen|hilf|nutzen|dienst|planer|berater|vermittler|deuter|this (site|website|app)|match(es|ing)? me|(diese[rn]?|der|hier auf der) (seite|webseite|plattform|app)|partnersuche|vermittlung)\b/iu;
const SOCIAL_TOPICS = new Set(['purpose', 'co-living', 'connection']);

// The card that explains, for everyone, what a question back is about: shown before it unless the
// question's own words find a card that covers them better.
const OVERVIEW_CARD: Record<SituationIntent, string> = {
  'us-benefit': 'ss-benefit-amount',
  'de-pension': 'de-entgeltpunkte',
  'medicare-window': 'medicare-iep',
  'partb-penalty': 'medicare-partb-penalty',
  'de-start-age': 'de-abschlag',
  'de-shift': 'de-abschlag',
  'de-retirement-age': 'de-regelaltersgrenze',
  'us-full-retirement-age': 'ss-full-retirement-age',
  'income-gap': 'de-rentenluecke',
  'savings-runway': 'four-percent-rule',
  'us-spousal': 'ss-spousal',
  'us-survivor': 'ss-survivor',
  'de-widow': 'de-witwenrente',
  'retire-afford': 'four-percent-rule',
  'housing-share': 'retirement-budget',
};

// The subjects each computation answers: its overview and the cards about the same question. A
// computation starts from words and numbers ("mit 64 vorgezogen, mit Abschlag", "1.200 Euro im
// Monat"); when the classifier is sure the message asks about a subject outside these ("wird mir
// die Rente gekürzt, wenn ich dazuverdiene?"), that subject's card answers, not the computation.
const COMPUTATION_SUBJECTS: Record<SituationIntent, readonly string[]> = (() => {
  const deStart = [
    'de-abschlag',
    'de-rente-63',
    'de-45-jahre',
    'de-regelaltersgrenze',
    'de-zuschlag',
    'de-abschlag-ausgleichen',
    'de-schwerbehindert',
    'de-teilrente',
    'de-rentenarten',
    'de-erwerbsminderung',
  ];
  const usClaim = [
    'ss-benefit-amount',
    'ss-claim-early-62',
    'ss-delay-70',
    'ss-when-to-claim',
    'ss-full-retirement-age',
    'ss-break-even',
    'ss-maximum-benefit',
  ];
  const budget = [
    'four-percent-rule',
    'retirement-budget',
    'savings-target',
    'us-income-gap',
    'de-rentenluecke',
    'de-rente-reicht-nicht',
    'emergency-fund',
    'inflation-retirement',
  ];
  return {
    'us-benefit': usClaim,
    'us-full-retirement-age': usClaim,
    'de-pension': [
      'de-entgeltpunkte',
      'de-rentenwert',
      'de-gesetzliche-rente-ueberblick',
      'de-renteninformation',
      'de-brutto-netto',
      'de-rentenanpassung',
    ],
    'medicare-window': [
      'medicare-iep',
      'medicare-gep-missed',
      'medicare-working-sep',
      'medicare-sign-up',
      'ss-automatic-medicare',
      'medicare-basics',
    ],
    'partb-penalty': ['medicare-partb-penalty', 'medicare-gep-missed', 'medicare-working-sep'],
    'de-start-age': deStart,
    'de-shift': deStart,
    'de-retirement-age': deStart,
    'income-gap': budget,
    'savings-runway': budget,
    'retire-afford': budget,
    'us-spousal': ['ss-spousal', 'ss-divorced'],
    'us-survivor': ['ss-survivor', 'ss-survivor-remarriage', 'ss-lump-sum-death-payment'],
    'de-widow': ['de-witwenrente', 'de-witwenrente-einkommen', 'de-erziehungsrente'],
    'housing-share': [
      'retirement-budget',
      'home-share',
      'co-living',
      'downsizing',
      'de-rente-reicht-nicht',
      'de-wohngeld',
      'de-grundsicherung',
      'us-low-income-help',
    ],
  };
})();

// The computation a card explains, for a follow-up with the person's numbers ("my husband gets
// 2,400" after the spousal card); a card that explains two is left out.
const INTENT_OF_CARD = new Map<string, SituationIntent>(
  (
    [...Object.entries(OVERVIEW_CARD), ['income-gap', 'us-income-gap']] as [
      SituationIntent,
      string,
    ][]
  )
    .filter(([, cardId]) => Object.values(OVERVIEW_CARD).filter((id) => id === cardId).length <= 1)
    .map(([intent, cardId]) => [cardId, intent]),
);

const missingField = (missing: Missing, value: number): Partial<Facts> | null => {
  switch (missing) {
    case 'birthYear':
      return value >= 1930 && value <= 1990 && Number.isInteger(value)
        ? { birthYear: value }
        : null;
    case 'pia':
      return value >= 10 ? { pia: value } : null;
    case 'entgeltpunkte':
      return value > 0 && value < 150 ? { entgeltpunkte: value } : null;
    case 'monthsLate':
      return Number.isInteger(value) && value >= 0 ? { monthsLate: value } : null;
    case 'incomeAmount':
      return { incomeAmount: value };
    case 'neededAmount':
      return { neededAmount: value };
    case 'savingsAmount':
      return value > 0 ? { savingsAmount: value } : null;
    case 'monthlyWithdrawal':
      return value > 0 ? { monthlyWithdrawal: value } : null;
    case 'partnerBenefit':
      return value > 0 ? { partnerBenefit: value } : null;
    default:
      return null;
  }
};

const LONG_QUESTION_WORDS = 25;
// The card whose worked example takes health and care contributions off a gross pension.
const NET_PENSION_CARD = 'de-brutto-netto';
// How sure the classifier must be that a person asks the guide to choose a product for them.
const PICK_LIKELY = 0.5;
// A card answers when the classifier's score and its words' weighed coverage of the question add up
// to this, and the classifier sees it at all (else the search alone decides, as before).
const FUSED_ANSWERS = 0.7;
const FUSED_MARGIN = 0.25;
const LEARNED_MIN = 0.2;
// How sure the classifier must be of another card to answer instead of a question back.
const LEARNED_SURE = 0.9;
// How sure the classifier must be of a story's asking sentence read alone.
const ASKED_ALONE_SURE = 0.85;
// How sure of a follow-up's own words the classifier must be to read them without the question before.
const LEARNED_OWN_WORDS = 0.5;
// Enough searched cards that a card the classifier sees usually has its coverage among them.
const SEARCHED_CARDS = 12;

interface Told {
  own: Facts;
  facts: Facts;
}

/** What the guide understood in its last answer, the state the next message is read against. */
const MONEY_FACTS = ['savingsAmount', 'incomeAmount', 'neededAmount', 'monthlyWithdrawal'] as const;

/**
 * "And if I cut it to $1,200?", "und wenn ich nur 450 brauche?" after a computation: the one amount
 * of a short follow-up that no word ties to a number the computation uses replaces the number it
 * is nearest to (in proportion), so the computation runs again with it.
 */
function changedAmount(message: string, own: Facts, previous: GuideContext): void {
  const used = previous.computed ? AMOUNTS_USED[previous.computed] : undefined;
  const amounts = readAmountList(message);
  if (used && amounts.length > 1) return changedAmounts(message, amounts, own, previous, used);
  if (!used || amounts.length !== 1 || (message.match(/\p{L}+/gu)?.length ?? 0) > 15) return;
  const [amount] = amounts;
  const ownRole = MONEY_FACTS.find((key) => own[key] === amount!.value);
  const sign = changeBy(message);
  if (sign !== 0) {
    // "What if my rent goes up by $250?": the amount before, changed by it.
    const key = changedBy(message, ownRole, used, previous.facts ?? {});
    if (key === undefined) return;
    for (const fact of MONEY_FACTS) delete own[fact];
    own[key] = Math.max(0, (previous.facts?.[key] ?? 0) + sign * amount!.value);
    return;
  }
  if (ownRole && used.includes(ownRole) && amount!.role !== null) return;
  const distance = (key: AmountFact): number => {
    const before = previous.facts?.[key];
    return typeof before === 'number' && before > 0 && amount!.value > 0
      ? Math.abs(Math.log(amount!.value / before))
      : Number.POSITIVE_INFINITY;
  };
  const nearest = [...used].sort((a, b) => distance(a) - distance(b))[0];
  if (nearest === undefined || !Number.isFinite(distance(nearest))) return;
  for (const key of MONEY_FACTS) delete own[key];
  own[nearest] = amount!.value;
}

// The fact each role of an amount's words stands for.
const FACT_OF_ROLE: Record<Exclude<AmountRole, 'spent'>, AmountFact> = {
  savings: 'savingsAmount',
  income: 'incomeAmount',
  need: 'neededAmount',
  withdrawal: 'monthlyWithdrawal',
};
// A follow-up telling several amounts may tell a story around them ("our savings are now $384,000 …
// we're thinking $2,400 a month"): up to this many words.
const CHANGED_STORY_WORDS = 90;
// An amount no word ties replaces a number of the computation before only within this factor of it:
// "my share added $84,000" is no monthly withdrawal of $2,000.
const NEAR_FACTOR = 3;

/**
 * Several amounts in a follow-up to a computation: each one its words name keeps that role when the
 * computation uses it; each other one replaces the number before it is nearest to, within
 * `NEAR_FACTOR`, that was not told again. Amounts near none are left out.
 */
function changedAmounts(
  message: string,
  amounts: readonly ReadAmount[],
  own: Facts,
  previous: GuideContext,
  used: readonly AmountFact[],
): void {
  if ((message.match(/\p{L}+/gu)?.length ?? 0) > CHANGED_STORY_WORDS) return;
  const told = new Map<AmountFact, number>();
  const unnamed: number[] = [];
  for (const amount of amounts) {
    const role = amount.role && amount.role !== 'spent' && FACT_OF_ROLE[amount.role];
    // Of several savings the largest is what there is now ("added $84,000, so now $384,000").
    if (role === 'savingsAmount' && used.includes(role))
      told.set(role, Math.max(told.get(role) ?? 0, amount.value));
    else if (role && used.includes(role) && !told.has(role)) told.set(role, amount.value);
    else unnamed.push(amount.value);
  }
  const before = previous.facts ?? {};
  for (const value of unnamed) {
    const nearest = used
      .filter((key) => !told.has(key) && typeof before[key] === 'number' && before[key]! > 0)
      .map((key) => ({ key, distance: Math.abs(Math.log(value / (before[key] as number))) }))
      .filter(({ distance }) => distance <= Math.log(NEAR_FACTOR))
      .sort((a, b) => a.distance - b.distance)[0];
    if (nearest) told.set(nearest.key, value);
  }
  if (told.size === 0) return;
  for (const key of MONEY_FACTS) delete own[key];
  // An amount placed here is no partner's benefit either ("my husband wants to take out more … so
  // we're thinking $2,400 a month").
  const placed = new Set(told.values());
  for (const key of ['partnerBenefit', 'pia'] as const)
    if (own[key] !== undefined && placed.has(own[key])) delete own[key];
  for (const [key, value] of told) own[key] = value;
}

// An amount told as a change of one before: "goes up by $250", "$250 more", "steigt um 100 Euro",
// "100 Euro weniger". A verb of change must stand in the message too ("um die 100 Euro" is about).
const BY_AMOUNT =
  /\b(?:by|um|another|weitere\p{L}*|extra|additional|zusätzlich\p{L}*) ?[$€]? ?\d|\d ?(?:\$|€|euros?|eur|dollars?)? ?(?:more|mehr|less|weniger|extra)\b/iu;
const UP =
  /\b(?:up|rise[sn]?|rising|rose|increase\p{L}*|more|higher|extra|another|additional|steig\p{L}*|stieg\p{L}*|erhöh\p{L}*|mehr|höher|teurer|weitere\p{L}*|zusätzlich\p{L}*)\b/iu;
const DOWN =
  /\b(?:down|drops?|dropped|falls?|fell|less|lower|cheaper|decrease\p{L}*|sink\p{L}*|sank|fällt|fiel|weniger|niedriger|billiger|günstiger)\b/iu;
const INCOME_WORDS =
  /\b(?:pension|income|social security|benefit|check|rente|einkommen|gehalt|lohn|wage|salary)\b/iu;

/** +1 or -1 when the message tells its amount as a change of one before, 0 otherwise. */
function changeBy(message: string): -1 | 0 | 1 {
  if (!BY_AMOUNT.test(message)) return 0;
  if (DOWN.test(message)) return -1;
  return UP.test(message) ? 1 : 0;
}

/**
 * Which amount of the computation before a change applies to: the one its words name, else the
 * money going out (a rent or a bill rising is spending), else the income.
 */
function changedBy(
  message: string,
  ownRole: AmountFact | undefined,
  used: readonly AmountFact[],
  before: Facts,
): AmountFact | undefined {
  const had = (key: AmountFact): boolean => typeof before[key] === 'number';
  if (ownRole && used.includes(ownRole) && had(ownRole) && ownRole !== 'savingsAmount')
    return ownRole;
  const order: AmountFact[] = INCOME_WORDS.test(message)
    ? ['incomeAmount', 'monthlyWithdrawal', 'neededAmount']
    : ['monthlyWithdrawal', 'neededAmount', 'incomeAmount'];
  return order.find((key) => used.includes(key) && had(key));
}

/** The month's amount a calculator answer comes to: the benefit or pension at the age asked. */
function calculatedResult(answer: PensionAnswer): StoredResult {
  const { result } = answer;
  return result.country === 'DE'
    ? { amount: result.monthlyGrossCents / 100, currency: 'EUR', grossPension: true }
    : { amount: (result.planned?.monthlyBenefitCents ?? result.piaCents) / 100, currency: 'USD' };
}

/** Sources without a second mention of the same address (or title, for those without one). */
const distinctSources = (sources: PlanSource[]): PlanSource[] => {
  const seen = new Set<string>();
  return sources.filter(({ title, url }) => {
    const key = url ?? title;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

const lastContext = (history: GuideTurn[]): GuideContext =>
  [...history].reverse().find((turn) => turn.role === 'assistant')?.context ?? {};

// A sentence shares a word with a follow-up when both hold a word of at least this many letters
// that starts the same way ("forget" / "forgot" share "forg"… of the five compared).
const SHARED_STEM = 5;

/**
 * A card's answer with the sentence that best answers a follow-up moved to the front ("who do I
 * call about that?" leads with the phone number); the answer as it is when no sentence shares a
 * word with the follow-up. The closing "Figures as of …" line stays last.
 */
export function leadWith(text: string, followUp: string): string {
  const stems = new Set(
    contentWords(searchText(followUp))
      .filter((word) => word.length >= SHARED_STEM)
      .map((word) => word.slice(0, SHARED_STEM)),
  );
  if (stems.size === 0) return text;
  const [answer = '', ...rest] = text.split('\n\n');
  const sentences = answer.split(/(?<=[.!?])\s+(?=[\p{Lu}\d])/u);
  const shared = (sentence: string): number =>
    contentWords(searchText(sentence)).filter((word) => stems.has(word.slice(0, SHARED_STEM)))
      .length;
  let best = 0;
  for (let i = 1; i < sentences.length; i += 1)
    if (shared(sentences[i]!) > shared(sentences[best]!)) best = i;
  if (best === 0 || /^(Figures|Stand der Zahlen|Today|Heute gilt)\b/u.test(sentences[best]!))
    return text;
  const lead = sentences.splice(best, 1);
  return [[...lead, ...sentences].join(' '), ...rest].join('\n\n');
}

/** The part of a long message that asks: the last sentence with a question and the one before it. */
export function questionFocus(message: string): string | null {
  if ((message.match(/\p{L}+/gu)?.length ?? 0) < LONG_QUESTION_WORDS) return null;
  const sentences = message
    .split(/(?<=[.!?])\s+/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
  if (sentences.length < 3) return null;
  let last = sentences.length - 1;
  for (let i = sentences.length - 1; i >= 0; i -= 1)
    if (sentences[i]!.includes('?')) {
      last = i;
      break;
    }
  return sentences.slice(Math.max(0, last - 1), last + 1).join(' ');
}

interface FusedCard {
  card: AnswerCard;
  learned: number;
  coverage: number;
  score: number;
}

// The classifier, trained on nine or so messages a card, is often sure of a neighbour when a
// question names its subject in few words ("Pflegeversicherung … abgezogen" is the care
// contribution, not care by relatives); the words the question shares with a card count double.
const COVERAGE_WEIGHT = 2;

/** Every card the classifier or the search found, by their weighed scores, best first. */
function fuse(
  learned: Map<string, number>,
  search: CardSearch,
  cardOf: (id: string) => AnswerCard | undefined,
): FusedCard[] {
  const covered = new Map(search.matches.map((match) => [match.card.id, match.coverage]));
  return [...new Set([...learned.keys(), ...covered.keys()])]
    .flatMap((id) => {
      const card = cardOf(id);
      const fromExamples = learned.get(id) ?? 0;
      const coverage = covered.get(id) ?? 0;
      return card
        ? [
            {
              card,
              learned: fromExamples,
              coverage,
              score: fromExamples + COVERAGE_WEIGHT * coverage,
            },
          ]
        : [];
    })
    .sort((a, b) => b.score - a.score);
}

// A message that tells numbers asks for them to be worked out: among the cards near the top, one
// whose rule works with the numbers told comes before those that cannot use them ("1.800 € brutto,
// Zusatzbeitrag 2,9 %, was bleibt netto?" is the net pension, not the pension gap that shares its
// words). Near: within this share of the top card's score.
const COMPUTABLE_NEAR = 0.35;
const COMPUTABLE_CANDIDATES = 5;
const LEARNED_SURE_OF_TOP = 0.8;

export function preferComputable(
  ranked: FusedCard[],
  message: string,
  computes: (cardId: string) => boolean,
): FusedCard[] {
  const top = ranked[0];
  if (!top || !/\d/u.test(message) || computes(top.card.id)) return ranked;
  // Numbers told in passing do not turn a question into another one that both the classifier and
  // the words see less of: "I turn 65 in March. Does Medicare charge anything for the hospital
  // part?" asks what Part A costs, not when to sign up, though the sign-up card could use the month.
  // Where the words favour the computing card ("Pflegegrad 2, wie viel Geld bekommt sie?"), the
  // classifier alone, sure of a neighbour, does not hold it back.
  const bothPreferTop = (candidate: FusedCard): boolean =>
    top.learned >= LEARNED_SURE_OF_TOP &&
    candidate.learned < LEARNED_MIN &&
    candidate.coverage < top.coverage;
  const computable = ranked
    .slice(1, COMPUTABLE_CANDIDATES)
    .find(
      (candidate) =>
        candidate.score >= top.score * COMPUTABLE_NEAR &&
        !bothPreferTop(candidate) &&
        computes(candidate.card.id),
    );
  if (!computable) return ranked;
  // It takes the top score, so the thresholds that judge the top card judge it alike.
  return [{ ...computable, score: top.score }, ...ranked.filter((c) => c !== computable)];
}

// How well a search answers: its best card's coverage, when the cards understand the question.
const understoodScore = (search: { matches: CardMatch[]; understood: number }): number =>
  search.understood >= UNDERSTOOD ? (search.matches[0]?.coverage ?? 0) : 0;

// At most this many messages told before a question are read with it, and not beyond this length
// together (a long conversation of statements is no one message).
const TOLD_BEFORE_TURNS = 3;
const TOLD_BEFORE_CHARS = 2000;

/**
 * A told message after a question the guide answered without working anything out ("Wann muss ich
 * die Rente beantragen?" – "Ich bin am 12. Februar 1960 geboren und hab noch nix beantragt."): the
 * question asked again with what it now tells, story first, as if written at once. After a
 * computation or a question back, what it tells changes or fills that instead.
 */
function withQuestionBefore(request: PlanRequest): PlanRequest {
  const { history, message } = request;
  const [turn, answer] = history.slice(-2);
  const context = answer?.context ?? {};
  const workedOut =
    Boolean(context.computed) || Boolean(context.result) || Boolean(context.pending);
  if (
    !/\d/u.test(message) ||
    turn?.role !== 'user' ||
    answer?.role !== 'assistant' ||
    workedOut ||
    isSafetyTopic(context.topic) ||
    asksNothing(turn.content) ||
    // A question that told numbers was worked with them; a number told after it changes one
    // ("sorry, I meant $34,000").
    /\d/u.test(turn.content) ||
    message.length + turn.content.length > TOLD_BEFORE_CHARS
  )
    return request;
  return { ...request, message: `${message} ${turn.content}`, history: history.slice(0, -2) };
}

/**
 * A question read together with the messages just before it that told numbers the guide could not
 * work with ("Meine Bruttorente ist 1.600 Euro." answered with a card that computes nothing, then
 * "Was bleibt netto?"), as one message, with the conversation before them as its history. A told
 * message the guide worked something out from stays the subject of an ordinary follow-up; one that
 * replied to the guide's question back ("1958") or was met with a safety answer is no part of it.
 */
export function withToldBefore(request: PlanRequest): PlanRequest {
  const { history, message } = request;
  if (asksNothing(message)) return withQuestionBefore(request);
  const told: string[] = [];
  let start = history.length;
  while (told.length < TOLD_BEFORE_TURNS && start >= 2) {
    const [turn, answer] = [history[start - 2]!, history[start - 1]!];
    const before = start >= 3 ? history[start - 3] : undefined;
    if (turn.role !== 'user' || answer.role !== 'assistant') break;
    const context = answer.context ?? {};
    const workedOut =
      Boolean(context.computed) || Boolean(context.result) || Boolean(context.pending);
    if (workedOut || isSafetyTopic(context.topic) || before?.context?.pending) break;
    if (!/\d/u.test(turn.content) || !asksNothing(turn.content)) break;
    told.unshift(turn.content);
    start -= 2;
  }
  const joined = [...told, message].join(' ');
  return told.length === 0 || joined.length > TOLD_BEFORE_CHARS
    ? request
    : { ...request, message: joined, history: history.slice(0, start) };
}

/**
 * The guide's understanding of one message (issue 15): safety first, then a personal situation for
 * the rule tools or calculators (with the conversation's numbers), then the best answer card or
 * knowledge passages for the system asked about. Both the offline guide and the language model
 * answer from this plan, so retrieval, cards, tools and safety are the same on both paths.
 */
@Injectable()
export class GuidePlanner {
  private readonly logger = new Logger('GuidePlanner');

  constructor(
    private readonly knowledge: KnowledgeSearchService,
    private readonly cards: CardIndexService,
    private readonly pension: PensionService,
    private readonly safetyModel: SafetyModel,
    private readonly cardModel: CardModel,
    private readonly spelling: Spelling,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async plan(asked: PlanRequest): Promise<GuidePlan> {
    const request = withToldBefore(asked);
    // Everything after the danger stage reads the message with its slips of the keyboard put right
    // ("my husbnad's retirment"); danger is read as written, by readers trained on misspellings.
    const written = writtenIn(request.message, request.language);
    // Numbers told in words ("two thousand four hundred", "eintausendsechshundert") are read as
    // digits, before the spelling is put right (it would "correct" a long number word).
    const readable = {
      ...request,
      message: this.spelling.putRight(withDigits(request.message, written), written),
    };
    const told = this.told(readable);
    const plan = await this.planMessage(request, readable, told);
    return { ...plan, context: { ...plan.context, facts: told.facts } };
  }

  /**
   * This message's facts (`own`) and everything told so far (`facts`): the facts stored with the
   * last answer with this message's laid over them.
   */
  private told({ message, history }: PlanRequest): Told {
    const previous = lastContext(history);
    const today = toCalendarDate(this.clock.now());
    const own = factsOf(message, { year: today.year, month: today.month });
    // A bare number answers the guide's question before it ("1961" after "what year were you born?").
    const reply = previous.pending && previous.missing ? bareNumber(message) : null;
    if (reply !== null && previous.missing)
      Object.assign(own, missingField(previous.missing, reply) ?? {});
    if (previous.computed && previous.facts) changedAmount(message, own, previous);
    // "Und in Euro? Laut Renteninformation bekäme ich mit 67 1.250 Euro" after "zwei Jahre vor der
    // Regelaltersgrenze": 67 is the statement's age, the span asked before still stands.
    if (
      previous.computed &&
      own.askedAge !== undefined &&
      own.askedAge === ageOfAmount(message) &&
      (previous.facts?.monthsShift !== undefined || previous.facts?.askedAge !== undefined)
    )
      delete own.askedAge;
    // "what about 65 then?" after an answer worked out for an age.
    if (own.askedAge === undefined && previous.facts?.askedAge !== undefined) {
      const age = ageAlone(message);
      if (age !== undefined) own.askedAge = age;
    }
    // After an age asked ("at 62", "mit 65"), a span later or earlier moves that age ("what if I
    // wait two more years?" is 64, "noch ein Jahr länger" 66); an age the message names itself
    // ("also mit 66") is the one asked. Only without an age before is a span counted from the
    // full retirement age ("Und wenn ich zwei Jahre warte?" after "I have reached it").
    if (own.monthsShift !== undefined) {
      const before = previous.facts?.askedAge;
      if (own.askedAge === undefined && before !== undefined && own.monthsShift % 12 === 0)
        own.askedAge = before + own.monthsShift / 12;
      if (own.askedAge !== undefined) delete own.monthsShift;
    }
    // "Sorry, it was 26 months": a span told again replaces the months of the answer before.
    // A span asked for ("and over 5 years, how much altogether?") is the sum's, not the lateness.
    if (
      previous.facts?.monthsLate !== undefined &&
      own.monthsLate === undefined &&
      periodAsked(message) === undefined
    ) {
      const months = durationTold(message);
      if (months !== undefined && months > 0) own.monthsLate = months;
    }
    return { own, facts: mergeFacts(previous.facts ?? {}, own) };
  }

  private async planMessage(
    request: PlanRequest,
    readable: PlanRequest,
    told: Told,
  ): Promise<GuidePlan> {
    // Danger first, on every message, before anything else is read (issue 24, item 1).
    const reading = await this.safetyModel.read(request.message, request.language);
    // A short message after an answer, pointing back ("and if she takes it at 62?") or starting
    // "and…", is a follow-up: on so few words the classifier alone raises no alarm (the signals do).
    // So is one asking the amount before in other terms ("What would that be per month if I spread
    // it out?"), however many words it takes: its subject is the answer before.
    const followUp =
      request.history.some((entry) => entry.role === 'assistant') &&
      (((request.message.match(/\p{L}+/gu)?.length ?? 0) <= FOLLOW_UP_WORDS * 2 &&
        (REFERENT.test(request.message) || CONNECTOR.test(request.message))) ||
        resultAsked(request.message) !== null);
    const asWritten = judgeDanger(request.message, reading.danger, {
      followUp,
      inPlace: reading.dangerInPlace,
    });
    // Fail-safe: with its slips put right ("chset pian") the message is read again, and the more
    // alarmed reading counts (typed slips on held-out danger sets: 66 → 69 of 70 caught).
    const putRight =
      readable.message === request.message || asWritten?.level === 'sure'
        ? null
        : await this.safetyModel
            .read(readable.message, request.language)
            .then((read) =>
              judgeDanger(readable.message, read.danger, { followUp, inPlace: read.dangerInPlace }),
            );
    const danger = moreAlarmed(asWritten, putRight);
    if (danger?.level === 'sure') return this.safetyPlan(danger.kind, request);
    // "Just pick one for me", however it is asked (issue 24, item 5): learned from examples. Naming
    // a kind of product, it gets the whole no-pick answer; otherwise (a brand, or a misreading of
    // "Rechnen Sie bitte für mich…") one sentence of it stands before the answer.
    const picks = reading.productPick >= PICK_LIKELY;
    const plan = await this.gentlerRoute(readable, told, picks && namesProduct(readable.message));
    const lines = [
      danger ? dangerLine(danger.kind, request.market, request.language) : null,
      picks && plan.kind !== 'safety' ? noPickLine(request.market, request.language) : null,
      plan.opening,
    ].filter((line): line is string => line !== null);
    return lines.length > 0 ? { ...plan, opening: lines.join(' ') } : plan;
  }

  private async gentlerRoute(
    request: PlanRequest,
    told: Told,
    picksProduct: boolean,
  ): Promise<GuidePlan> {
    const safety = safetyKind(request.message) ?? (picksProduct ? 'product-pick' : null);
    if (safety === 'grief' && asksBesideLoss(request.message)) {
      const answered = await this.understood(request, told);
      if (answered.kind !== 'nothing') return answered;
    }
    if (safety) return this.safetyPlan(safety, request);
    return this.understood(request, told);
  }

  private safetyPlan(safety: SafetyKind, request: PlanRequest): GuidePlan {
    return {
      sources: [],
      card: null,
      passages: [],
      calculator: null,
      opening: null,
      question: request.message,
      kind: 'safety',
      text: safetyAnswer(safety, request.market, request.language, request.message),
      topic: safety === 'product-pick' ? 'budgeting' : null,
      system: null,
      // "What can I do about it?" after the warm answer to loneliness or grief asks about that.
      context: {
        topic: safety,
        cardId: safety === 'loneliness' || safety === 'grief' ? 'loneliness-health' : null,
      },
    };
  }

  /** A question's plan, remembering the question as understood for the next follow-up. */
  private async understood(request: PlanRequest, told: Told): Promise<GuidePlan> {
    const plan = await this.planQuestion(request, told);
    return { ...plan, context: { ...plan.context, question: plan.question } };
  }

  private async planQuestion(
    { message, language, market, history }: PlanRequest,
    { own, facts }: Told,
  ): Promise<GuidePlan> {
    const now = this.clock.now();
    const today = toCalendarDate(now);
    const todayIso = isoDay(now);
    const previous = lastContext(history);
    // Numbers told as words earlier ("thirty six thousand a year") are read as digits, like this one.
    const earlierQuestions = history
      .filter((turn) => turn.role === 'user')
      .map((turn) => withDigits(turn.content, language));
    const lastQuestion = earlierQuestions.at(-1) ?? null;
    const base = {
      sources: [],
      card: null,
      passages: [],
      calculator: null,
      opening: null,
      question: message,
    };

    const system = answerSystem(message, previous.system ?? null, market, language);
    // "The limit for 2025": that year's figures, today's beside them (issue 24, item 7).
    const asked = askedDay(message, { year: today.year, month: today.month });
    const opening = mentionsBereavement(message) ? SYMPATHY[language] : null;
    // "Where do I apply for that?", "wer hilft mir dabei?": the office of the subject before.
    const procedureCard =
      lastQuestion !== null ? await this.procedureCardFor(message, previous, language) : undefined;

    // A follow-up that tells the numbers the card before works with ("I went 20 months without drug
    // coverage. What's mine?" after the Part D penalty) is answered by that card, worked out.
    const cardBefore = previous.cardId ? this.cards.card(previous.cardId) : undefined;
    // So is one that asks the same in other terms ("in money per month?", "und im Jahr?"). The
    // numbers of the conversation before fill what the follow-up does not tell again.
    // It continues only when what it tells changes the result: "and the IRA limit for 2026?" after
    // the 401(k) limit works out the same and is a new question.
    const workedWith = (messages: string[], known: Facts) =>
      cardBefore && workedExample(cardBefore.id, { messages, facts: known, language, today })?.text;
    const earlier = earlierQuestions.slice().reverse();
    // The amount the answer before came to, asked in other terms: a month's per year or net, a
    // year's per month. Unless the follow-up's own words name a subject of their own that the
    // classifier is sure of ("and what does Part B cost per month?" after the sign-up window).
    const asks = resultAsked(message);
    const stored = previous.result;
    const asksOfStored =
      asks !== null &&
      stored !== null &&
      stored !== undefined &&
      (asks.net === true ||
        (asks.months !== undefined && stored.yearly !== true) ||
        (asks.perMonth === true && stored.yearly === true));
    const asksResult =
      asksOfStored &&
      (asks.net === true || !(await this.namesOwnSubject(message, previous, language, system)));
    const changed =
      cardBefore &&
      WORKED_CARDS.has(cardBefore.id) &&
      // A number told, in digits or in words ("she went two full years without it").
      (/\d/u.test(message) ||
        Object.keys(own).length > 0 ||
        periodAsked(message) !== undefined ||
        IN_MONEY.test(message) ||
        asksResult) &&
      (message.match(/\p{L}+/gu)?.length ?? 0) <= LONG_QUESTION_WORDS &&
      workedWith([message, ...earlier], facts);
    // "In money?" or "per year?" asks the same again in other terms, whatever changes.
    const otherTerms = periodAsked(message) !== undefined || IN_MONEY.test(message) || asksResult;
    // Checked before the personal situations: "sorry, it was 30 months" after the Part D penalty
    // is not a question about Part B's months.
    // A reply to the guide's question back fills that question instead; "in money per month?"
    // after a question back is no reply and still asks about the card before.
    const continuesWorked =
      cardBefore !== undefined &&
      !(previous.pending && bareNumber(message) !== null) &&
      Boolean(changed) &&
      (otherTerms || changed !== workedWith(earlier, previous.facts ?? {}));
    // "Und netto?" after a gross pension was worked out (from Entgeltpunkte, a widow's share, the
    // calculator): what is left of that amount after health and care contributions, whatever the
    // computation before was. A message telling an amount of its own asks about that one instead.
    const netOfBefore =
      asksResult &&
      asks?.net === true &&
      previous.result?.grossPension === true &&
      system === 'DE' &&
      readAmountList(message).length === 0
        ? previous.result.amount
        : null;
    // The months a result is asked for ("und im Jahr?"), summed from the month's amount it comes to.
    // What the message asks of the amount a computation comes to, this turn's or the one before
    // continued: summed over the months asked, or what is left after contributions ("und was
    // bekomme ich dann mit 38 Entgeltpunkten netto?").
    const withPeriod = (text: string, result: StoredResult | null | undefined): string => {
      if (!asks || !result) return text;
      const money = (value: number): string =>
        formatFigure(
          Math.round(value * 100),
          result.currency === 'EUR' ? 'eur-cents' : 'usd-cents',
          language,
        );
      const left = asks.net
        ? leftOfResult(result, { messages: [message], facts, language, today })
        : null;
      if (left) return `${left}\n\n${text}`;
      return asks.months !== undefined
        ? `${periodLine(periodBase(message, result), asks.months, money, language)} ${text}`
        : text;
    };
    // A long story is read for its question: "Seit mein Mann tot ist, reicht es hinten und vorne
    // nicht … Welche Hilfe kann ich bekommen?" asks for help, not whether savings suffice. The
    // numbers come from the whole message.
    const computed =
      continuesWorked || netOfBefore !== null || procedureCard
        ? null
        : situationOf({
            message: questionFocus(message) ?? message,
            story: message,
            facts,
            own,
            system,
            language,
            pending: previous.pending ?? null,
            previousTopic: previous.topic ?? null,
            previousIntent:
              previous.computed ??
              (previous.cardId ? (INTENT_OF_CARD.get(previous.cardId) ?? null) : null),
            asksResult,
            today,
          });
    // A follow-up that continues the computation before ("and if I cut it to $1,200?") stays with it.
    const continues =
      computed !== null && (previous.computed ?? previous.pending) === computed.intent;
    const situation =
      computed &&
      !continues &&
      (await this.asksOtherSubject(message, computed.intent, language, system))
        ? null
        : computed;
    if (situation?.kind === 'answer')
      return {
        ...base,
        kind: 'situation',
        text: withPeriod(situation.text, situation.perMonth),
        sources: situation.sources,
        topic: situation.topic,
        system,
        opening,
        context: {
          topic: situation.topic,
          system,
          computed: situation.intent,
          result: situation.perMonth ?? null,
        },
      };
    // A question back is a guess from a computation's words ("how much … benefit"). When the
    // classifier is sure the message asks what another card works out with the numbers it tells
    // ("will they hold some of my benefit back", with the earnings told), that card answers.
    const answeredElsewhere =
      situation?.kind === 'ask' &&
      (await this.workedElsewhere(message, situation.intent, {
        messages: [message, ...earlierQuestions.slice().reverse()],
        facts,
        language,
        today,
        system,
      }));
    if (situation?.kind === 'ask' && !answeredElsewhere) {
      // What holds for everyone comes first; the question back asks for the one number missing.
      // The numbers of a question back are the person's facts ("35 Entgeltpunkte"), not its subject:
      // as words they would pick whichever card quotes the same number.
      const found = await this.cards.search(
        await this.knowledge.analyse(message.replace(/\d+(?:[.,]\d+)*/gu, ' ')),
        language,
        system,
        // Enough rows that the overview is among them when many cards tie on the subject's word.
        60,
      );
      const overviewId =
        situation.intent === 'income-gap' && system === 'US'
          ? 'us-income-gap'
          : OVERVIEW_CARD[situation.intent];
      const best = found.matches[0];
      const overview = found.matches.find((match) => match.card.id === overviewId);
      // Equal coverage (the question's words name only the subject) goes to the overview. A card of
      // another field never stands before a question back about a computation: the few words of a
      // follow-up ("und meine Frau hat 22,5 Punkte?") can match any card ("Frauen" in the heart
      // attack signs), and a pension question must not open with a health warning.
      const sameField =
        best !== undefined &&
        disclaimerCategoryForTopic(best.card.topic) === disclaimerCategoryForTopic(situation.topic);
      const workedInput: WorkedInput = {
        messages: [message, ...earlierQuestions.slice().reverse()],
        facts,
        language,
        today,
      };
      const bestFits =
        best !== undefined &&
        sameField &&
        best.coverage >= CONFIDENT &&
        best.coverage > (overview?.coverage ?? 0);
      // Asked again for the same computation ("and if I take it at 62?" while the year of birth is
      // still missing), the computation's own overview stays the subject: the follow-up's few words
      // ("take") would find any card that shares them. A card found that works out the numbers
      // told ("und mit 38 Entgeltpunkten?") still answers.
      // So does a few words' follow-up to a computation that turns into another one ("what is that
      // in dollars?" after the reduction in percent needs the benefit to work it out).
      const continuing =
        situation.intent === (previous.pending ?? previous.computed) ||
        (Boolean(previous.pending ?? previous.computed) &&
          contentWords(searchText(message)).length <= FOLLOW_UP_WORDS);
      const bestWorks =
        bestFits && WORKED_CARDS.has(best.card.id) && workedExample(best.card.id, workedInput);
      const general =
        bestWorks || (bestFits && !continuing) ? best.card : this.cards.card(overviewId);
      const rendered = general ? renderCard(general, language, todayIso, null, market) : null;
      // What the numbers told already give comes first ("38,5 Entgeltpunkte are worth …"), then
      // the question for the one that makes it exact.
      const worked = general ? workedExample(general.id, workedInput) : null;
      const explained = rendered
        ? `${worked ? `${worked.text}\n\n` : ''}${rendered.text}\n\n${situation.text}`
        : situation.text;
      return {
        ...base,
        kind: 'ask',
        text: explained,
        sources: distinctSources([...(worked?.sources ?? []), ...(rendered?.sources ?? [])]),
        topic: situation.topic,
        system,
        opening,
        context: {
          topic: situation.topic,
          system,
          cardId: general?.id ?? null,
          pending: situation.intent,
          missing: situation.missing,
          result: worked?.perMonth ?? null,
        },
      };
    }
    if (situation?.kind === 'calculator') {
      const calculated = this.calculate(situation.intent, facts, language, situation.birth);
      const result = calculated && calculatedResult(calculated);
      if (calculated)
        return {
          ...base,
          kind: 'calculator',
          text: withPeriod(calculated.text, result),
          sources: calculated.sources.map(({ title, url }) => ({ title, url })),
          topic: PENSION_TOPIC[calculated.kind],
          system: calculated.kind === 'us' ? 'US' : 'DE',
          calculator: calculated,
          opening,
          context: {
            topic: PENSION_TOPIC[calculated.kind],
            system: calculated.kind === 'us' ? 'US' : 'DE',
            computed: situation.intent,
            result,
            // Worked out with a year of birth not told, the answer asks for it: a bare "1958" next
            // fills it like the reply to a question back.
            ...(situation.birth
              ? { pending: situation.intent, missing: 'birthYear' as const }
              : {}),
          },
        };
    }

    // A short message, or one that starts "and…" or points back ("that", "dafür"), is read together
    // with the question before it.
    const ownWords = contentWords(searchText(message));
    const followUp =
      lastQuestion !== null &&
      (ownWords.length <= FOLLOW_UP_WORDS || CONNECTOR.test(message) || REFERENT.test(message));
    // Read with the question before as the guide understood it, so a chain of follow-ups ("Was ist
    // der Pflegegrad?" – "wie beantrage ich den?" – "und was bekomme ich dann?") keeps its subject.
    // After a safety answer (no question stored), the subject is the card it stands for.
    const previousTitle = previous.cardId
      ? this.cards.card(previous.cardId)?.[language].title
      : null;
    const before = textEnd(
      previous.question ?? previousTitle ?? lastQuestion ?? '',
      FOLLOW_UP_CONTEXT_CHARS,
    );
    // A date named is no subject, past or this year's: as words, "Juli 2025" would pull the search
    // to other texts, and "Grundfreibetrag 2026?" to the card whose examples name pension starts.
    const subject = withoutDates(message);
    let question = followUp ? `${before} ${subject}` : subject;
    let analysed = await this.knowledge.analyse(question);
    let found = await this.cards.search(analysed, language, system, SEARCHED_CARDS);
    // A long message tells a story before it asks: its question (the sentence asking and the one
    // before it) is searched on its own too, and the better understood of the two answers.
    const focus = questionFocus(message);
    if (focus) {
      const focusAnalysed = await this.knowledge.analyse(focus);
      const focusFound = await this.cards.search(focusAnalysed, language, system, SEARCHED_CARDS);
      // Only when the whole message finds no clear answer and its question does.
      const whole = understoodScore(found);
      const asked = understoodScore(focusFound);
      if (whole < CONFIDENT && asked >= CONFIDENT && asked > whole) {
        question = focus;
        analysed = focusAnalysed;
        found = focusFound;
      }
    }
    // Its asking sentence alone, too, when neither finds a clear answer and that sentence names the
    // numbers of a card that works them out ("… Wie läuft das ab und was bekommt sie, wenn sie
    // Pflegegrad 2 bekommt und ich sie pflege?" after a sentence about the family doctor).
    // The numbers may be in the story and the asking sentence name only the subject ("Wie viel
    // Grundsicherung würden wir bekommen?" after the pension and the rent): the card it finds
    // works them out from the whole message.
    const asking = focus?.split(/(?<=[.!?])\s+/u).at(-1);
    if (asking && asking !== focus && understoodScore(found) < CONFIDENT && /\d/u.test(message)) {
      const askingAnalysed = await this.knowledge.analyse(asking);
      const askingFound = await this.cards.search(askingAnalysed, language, system, SEARCHED_CARDS);
      const top = askingFound.matches[0];
      const computesAsked =
        top !== undefined &&
        WORKED_CARDS.has(top.card.id) &&
        workedExample(top.card.id, {
          messages: [/\d/u.test(asking) ? asking : message],
          facts: own,
          language,
          today,
        }) !== null;
      if (computesAsked && understoodScore(askingFound) >= CONFIDENT) {
        question = asking;
        analysed = askingAnalysed;
        found = askingFound;
      }
    }
    // A service's overview answers questions about the service ("how can you help me with…"), not
    // every question that shares its words.
    const aboutService = SERVICE_WORDS.test(message);
    const best = found.matches.find(
      (match) =>
        (aboutService || !match.card.id.startsWith('service-')) &&
        !namesOtherPart(message, match.card, language),
    );
    const cardCoverage = best?.coverage ?? 0;
    const cardPlan = (
      match: CardMatch,
      prefix = '',
      askedAgain: string | null = null,
      // What to do next (apply, whom to ask, papers) is answered as it stands, not after the sum
      // worked out before once more.
      withWorked = true,
    ): GuidePlan => {
      const whole = renderCard(match.card, language, todayIso, asked, market);
      const rendered = askedAgain ? { ...whole, text: leadWith(whole.text, askedAgain) } : whole;
      // The card's rule worked out with the person's numbers comes first (issue 24, item 3): a
      // worked example of the card, or the computation the card explains.
      const intent = INTENT_OF_CARD.get(match.card.id);
      const computation = intent
        ? situationOf({ message, facts, own, system, language, pending: null, today }, intent)
        : null;
      const worked = !withWorked
        ? null
        : (workedExample(match.card.id, {
            messages: [message, ...earlierQuestions.slice().reverse()],
            facts,
            language,
            today,
            ...(netOfBefore !== null ? { priorGross: netOfBefore } : {}),
          }) ??
          (computation?.kind === 'answer'
            ? {
                text: computation.text,
                sources: computation.sources.map(({ title, url }) => ({ title, url })),
                perMonth: computation.perMonth,
              }
            : null));
      const topic = SOCIAL_TOPICS.has(match.card.topic) ? null : match.card.topic;
      return {
        ...base,
        kind: 'card',
        text: `${prefix}${worked ? `${worked.text}\n\n` : ''}${rendered.text}`,
        sources: worked
          ? distinctSources([...worked.sources, ...rendered.sources])
          : rendered.sources,
        topic,
        system: match.card.system ?? null,
        card: match.card,
        opening,
        question,
        context: {
          topic: match.card.topic,
          system: match.card.system ?? previous.system ?? null,
          cardId: match.card.id,
          result:
            worked?.perMonth ??
            (worked && 'perYear' in worked && worked.perYear
              ? { ...worked.perYear, yearly: true }
              : null),
        },
      };
    };
    if (procedureCard)
      return cardPlan({ card: procedureCard, coverage: 1, rank: 0 }, '', subject, false);
    // "Und netto?" after a gross pension: the net pension worked out from the amount before.
    const netCard = netOfBefore !== null ? this.cards.card(NET_PENSION_CARD) : undefined;
    if (netCard) return cardPlan({ card: netCard, coverage: 1, rank: 0 });
    // The card learned from example messages (issue 24, item 2), weighed together with how much of
    // the question each card's own words cover: the classifier finds wordings no card's terms
    // foresaw (stories, typos, everyday words), the words keep it from a near neighbour when the
    // question names its subject ("Rentenwert"). A follow-up is not answered again with the card
    // before. A passage of the knowledge base that covers the question clearly better still wins.
    // The subject of the turn before: its card, or the card that explains the computation it made
    // (state stored with the turn, so a follow-up to a computation has a subject like one to a card).
    const previousCardId =
      previous.cardId ?? (previous.computed ? OVERVIEW_CARD[previous.computed] : null);
    const learned = await this.learnedCards({
      message: subject,
      focus,
      before: followUp ? before : null,
      language,
      system,
    });
    const computes = (id: string): boolean =>
      WORKED_CARDS.has(id) &&
      workedExample(id, {
        messages: [message, ...earlierQuestions.slice().reverse()],
        facts,
        language,
        today,
      }) !== null;
    const ranked = preferComputable(
      fuse(learned, found, (id) => this.cards.card(id)),
      message,
      computes,
    );
    // A long story is no question about one of the services ("wie läuft das ab", said of a
    // Pflegegrad after a story about a mother, is not the medical tourism service's "how does it
    // work"); a short question may be one without naming it ("Kannst du mir meine Rente mal
    // durchrechnen?").
    const fused = ranked.find(
      (candidate) =>
        (!followUp || candidate.card.id !== previousCardId) &&
        (focus === null ||
          SERVICE_WORDS.test(message) ||
          !candidate.card.id.startsWith('service-')),
    );
    // A follow-up stays with the card before ("what happens if I forget one?" after the RMDs, "und
    // meine Mutter hat Pflegegrad 3, wie viel ist das?" after the Pflegegeld), leading with the
    // sentence on what it asks, unless its own words clearly name another subject ("Wer ist dafür
    // der Ansprechpartner?" after the 45-year pension, "And what about volunteering?").
    // After a computation, the card that explains it is the subject ("so I get his whole check on
    // top of mine?" after the survivor benefit worked out).
    const previousCard = followUp && previousCardId ? this.cards.card(previousCardId) : undefined;
    if (continuesWorked && cardBefore)
      return cardPlan({ card: cardBefore, coverage: 1, rank: 0 }, '', subject);
    // "And my 401k?" after "How much can I put in my IRA this year?": the question before, asked of
    // the thing the follow-up names.
    const swapped =
      previousCard && lastQuestion
        ? await this.askedOf(
            previous.question ?? lastQuestion,
            message,
            previousCard,
            language,
            system,
          )
        : null;
    if (swapped) {
      // The question as swapped is what the next follow-up continues ("And the penalty?" after
      // "and Part D?" is Part D's penalty, not Part B's).
      question = swapped.asked;
      return cardPlan(swapped.match);
    }
    if (previousCard) {
      const own = await this.ownWords(subject, language, system);
      const coverage = (id: string): number => own.coverage.get(id) ?? 0;
      // The card the follow-up's own words cover best, other than the one before: a new subject
      // when they cover it clearly, more than the one before, and the classifier either agrees or
      // sees nothing in so few words.
      const [newId, nextId] = [...own.coverage.entries()]
        .filter(([id]) => id !== previousCard.id)
        .sort((a, b) => b[1] - a[1])
        .map(([id]) => id);
      // Words that many cards hold alike name no subject: "who do I call?" is covered fully by the
      // scam, the computer-help and the Social Security contact cards, "so I lose that money for
      // good?" as well by remarriage as by claiming at 62. Such a follow-up asks about the
      // subject before; a new subject is named by words one card holds more than any other.
      const distinct =
        newId !== undefined &&
        (nextId === undefined || coverage(newId) >= coverage(nextId) + FUSED_MARGIN / 2);
      const namesNew =
        newId !== undefined &&
        (distinct || (own.learned.get(newId) ?? 0) >= LEARNED_OWN_WORDS) &&
        coverage(newId) >= CLEAR &&
        coverage(newId) > coverage(previousCard.id) &&
        (Math.max(0, ...own.learned.values()) < LEARNED_MIN ||
          (own.learned.get(newId) ?? 0) >= LEARNED_OWN_WORDS);
      const stays =
        ranked[0]?.card.id === previousCard.id ||
        (fused !== undefined &&
          coverage(previousCard.id) > 0 &&
          coverage(previousCard.id) >= coverage(fused.card.id));
      // A short follow-up whose words name nothing of their own stays too, led by its sentence,
      // unless read with the question before it is clearly about a neighbour ("muss ich das
      // beantragen?" after the Pflegegeld asks how to apply for a Pflegegrad).
      const neighbourAnswers =
        fused !== undefined && fused.learned >= LEARNED_MIN && fused.score >= FUSED_ANSWERS;
      const namesNothing =
        !distinct && !neighbourAnswers && Math.max(0, ...own.learned.values()) < LEARNED_OWN_WORDS;
      if ((stays || namesNothing) && !namesNew)
        return cardPlan({ card: previousCard, coverage: 1, rank: 0 }, '', subject);
    }
    // A story's asking sentence read alone ("… Wie viel Prozent von meiner Rente sind
    // steuerpflichtig?" after a story of Bosch, a Minijob and a granddaughter): when the classifier
    // and the search agree on it and the whole message found nothing as sure, it names the subject.
    const alone =
      !followUp && focus !== null ? await this.askedAlone(message, language, system) : null;
    if (alone && alone.id !== fused?.card.id && (fused?.learned ?? 0) < CONFIDENT)
      return cardPlan({ card: alone, coverage: 1, rank: 0 });
    // Against a card the words name clearly, the classifier's card must lead by a margin.
    const clearlySearched =
      best && found.understood >= UNDERSTOOD && cardCoverage >= CLEAR
        ? (learned.get(best.card.id) ?? 0) + COVERAGE_WEIGHT * cardCoverage
        : null;
    const clearLead =
      clearlySearched === null ||
      fused?.card.id === best?.card.id ||
      (fused?.score ?? 0) >= clearlySearched + FUSED_MARGIN;
    // A card that works out the numbers the message tells needs less certainty: that it can use
    // them is evidence of its own.
    const computesTold = fused !== undefined && /\d/u.test(message) && computes(fused.card.id);
    const answers =
      fused !== undefined &&
      (fused.learned >= LEARNED_MIN || computesTold) &&
      (fused.score >= FUSED_ANSWERS || computesTold);
    if (fused && clearLead && answers) {
      const passages = await this.knowledge.search(question, {
        language,
        system,
        analysed,
        limit: 3,
      });
      const passage = passages[0]?.score ?? 0;
      // When the classifier and the card search both put the card first, a passage that only
      // shares the question's words ("Entlastungsbetrag" named once in an overview) does not
      // stand before it.
      const learnedTop = [...learned.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
      const agreed = best?.card.id === fused.card.id && learnedTop === fused.card.id;
      if (agreed || passage < CLEAR || passage < fused.coverage + MARGIN)
        return cardPlan({ card: fused.card, coverage: fused.coverage, rank: 0 });
    }
    // A follow-up that brings a new subject ("And what about volunteering?") is not answered with the
    // card of the turn before again when its own words find another card clearly.
    if (followUp && best && best.card.id === previousCardId) {
      const ownSearch = await this.cards.search(
        await this.knowledge.analyse(message),
        language,
        system,
        4,
      );
      const fresh = ownSearch.matches.find(
        (match) =>
          match.card.id !== previousCardId &&
          (aboutService || !match.card.id.startsWith('service-')),
      );
      // "und bei Pflegegrad 4?" after the Pflegegeld: words the card before covers as well are the
      // same subject, not a new one.
      const previousCoverage =
        ownSearch.matches.find((match) => match.card.id === previousCardId)?.coverage ?? 0;
      // The new card must also fit the conversation as a whole: "und was bekomme ich dann?" after
      // the Pflegegrad application finds any card saying "bekommen" on its own words alone.
      const fitsConversation = found.matches.some(
        (match) => match.card.id === fresh?.card.id && match.coverage >= best.coverage - MARGIN,
      );
      if (
        fresh &&
        fitsConversation &&
        ownSearch.understood >= UNDERSTOOD &&
        fresh.coverage >= CLEAR &&
        fresh.coverage > previousCoverage
      )
        return cardPlan(fresh);
    }
    // A question mostly about something else (a recipe, the weather) is not answered from whatever
    // card shares a word with it; passages then answer only if they cover it on their own.
    const cardsUnderstand = found.understood >= UNDERSTOOD;
    if (cardsUnderstand && cardCoverage >= CLEAR) return cardPlan(best!);
    // A long story covers many subjects, so no card covers much of it; one card far ahead of the
    // others still names what it is about ("husband died … social security … get his instead").
    const runnerUp = found.matches.find(
      (match) => match !== best && (aboutService || !match.card.id.startsWith('service-')),
    );
    if (
      cardsUnderstand &&
      focus &&
      best &&
      cardCoverage >= ACCEPTABLE &&
      cardCoverage >= CLEAR_LEAD * (runnerUp?.coverage ?? 0)
    )
      return cardPlan(best);
    const passages = await this.knowledge.search(question, {
      language,
      system,
      analysed,
      limit: 5,
    });
    const inLanguage = passages.filter((passage) => passage.language === language);
    const usable = (inLanguage.length > 0 ? inLanguage : passages).slice(0, 3);
    const passageCoverage = usable[0]?.score ?? 0;
    // A curated card wins unless a passage covers the question clearly better.
    if (
      cardsUnderstand &&
      best &&
      cardCoverage >= CONFIDENT &&
      cardCoverage >= passageCoverage - MARGIN
    )
      return cardPlan(best);
    if (usable.length > 0)
      return {
        ...base,
        kind: 'passages',
        text: null,
        topic: SOCIAL_TOPICS.has(usable[0]!.topic ?? '') ? null : (usable[0]!.topic ?? null),
        system,
        passages: usable,
        opening,
        question,
        context: { topic: usable[0]!.topic, system },
      };
    if (cardsUnderstand && best && cardCoverage >= ACCEPTABLE) return cardPlan(best);
    return {
      ...base,
      kind: 'nothing',
      text: null,
      topic: null,
      system: null,
      question,
      context: {},
    };
  }

  /**
   * The card a long message's asking sentence names on its own, when the classifier is fairly sure
   * of it and the search finds it among the first; null otherwise.
   */
  private async askedAlone(
    message: string,
    language: Language,
    system: PensionSystem,
  ): Promise<AnswerCard | null> {
    const asking = askedSentence(message).trim();
    // One that points back into the story ("What's that in dollars?", "was wird dann abgezogen?")
    // says nothing alone.
    if (asking.length === 0 || asking.length >= message.trim().length || REFERENT.test(asking))
      return null;
    const learned = await this.learnedCards({
      message: asking,
      focus: null,
      before: null,
      language,
      system,
    });
    const [top] = [...learned.entries()].sort((a, b) => b[1] - a[1]);
    if (!top || top[1] < ASKED_ALONE_SURE) return null;
    const found = await this.cards.search(
      await this.knowledge.analyse(asking),
      language,
      system,
      SEARCHED_CARDS,
    );
    const first = found.matches[0]?.coverage ?? 0;
    const match = found.matches.find((candidate) => candidate.card.id === top[0]);
    return match && match.coverage >= ACCEPTABLE && match.coverage >= first - MARGIN
      ? match.card
      : null;
  }

  /** A follow-up's own words alone: the cards the classifier sees in them and their coverage. */
  private async ownWords(
    message: string,
    language: Language,
    system: PensionSystem,
  ): Promise<{ learned: Map<string, number>; coverage: Map<string, number> }> {
    const search = await this.cards.search(
      await this.knowledge.analyse(message),
      language,
      system,
      SEARCHED_CARDS,
    );
    return {
      learned: await this.learnedCards({ message, focus: null, before: null, language, system }),
      coverage: new Map(search.matches.map((match) => [match.card.id, match.coverage])),
    };
  }

  /**
   * The question before asked of what a short "and X?" names instead of its subject: each word of
   * the question before that the card before is about (its title and search terms) is replaced by
   * the follow-up's words in turn, and the card a replaced question finds clearly, other than the
   * card before, answers, with the question as swapped. Null when none does.
   */
  private async askedOf(
    before: string,
    message: string,
    previousCard: AnswerCard,
    language: Language,
    system: PensionSystem,
  ): Promise<{ match: CardMatch; asked: string } | null> {
    if (!SWAP_OPENER.test(message)) return null;
    const named = contentWords(searchText(message.replace(SWAP_OPENER, ' ')));
    if (named.length === 0 || named.length > SWAP_WORDS) return null;
    if (named.some((word) => PERSON_NAMED.test(word))) return null;
    const subject = subjectWords(previousCard, language);
    // What the card before covers itself ("And the penalty?" after Part D, which names its penalty)
    // is more of the same subject, answered from that card, not another subject.
    if (named.every((word) => subject.has(word))) return null;
    const thing = withoutClosingMarks(message.replace(SWAP_OPENER, ' ')).trim();
    // The question itself is asked again, not the story around it: "I turn 65 in March. Does
    // Medicare charge anything for the hospital part? Somebody at church said it's free." is asked
    // of Part B as "Does Medicare charge anything for the Part B?", where the story's words would
    // pull the swapped question back to signing up.
    const askedBefore = askedSentence(before).trim();
    const replaceable = contentWords(searchText(askedBefore), 200).filter((word) =>
      subject.has(word),
    );
    let best: Swap | null = null;
    for (const word of replaceable.slice(0, SWAP_TRIES)) {
      const asked = swapWord(askedBefore, word, thing);
      if (asked === null) continue;
      const found = await this.cards.search(
        await this.knowledge.analyse(asked),
        language,
        system,
        SEARCHED_CARDS,
      );
      if (found.understood < UNDERSTOOD) continue;
      // Words alone tie near neighbours ("the Part D premium" is covered as fully by the IRMAA card,
      // which names both premiums); the classifier, learned from how people ask, breaks the tie.
      const learned = await this.learnedCards({
        message: asked,
        focus: null,
        before: null,
        language,
        system,
      });
      // Covered clearly by its words, or fairly and recognised by the classifier or titled by
      // what the follow-up names. A card so titled goes first when its words cover about as much
      // ("Medicare Part D: …" before the IRMAA card, which names Part D among its terms).
      const titled = (card: AnswerCard): boolean =>
        contentWords(searchText(card[language].title)).some((word) => named.includes(word));
      const candidates = fuse(learned, found, (id) => this.cards.card(id)).filter(
        (candidate) =>
          (candidate.coverage >= CLEAR ||
            (candidate.coverage >= ACCEPTABLE &&
              (candidate.learned >= LEARNED_MIN || titled(candidate.card)))) &&
          candidate.card.id !== previousCard.id &&
          !candidate.card.id.startsWith('service-'),
      );
      const [first] = candidates;
      const top =
        candidates.find(
          (candidate) =>
            titled(candidate.card) && candidate.coverage >= (first?.coverage ?? 0) - MARGIN,
        ) ?? first;
      // The card found must be about what the follow-up names, not about the rest of the question
      // ("and my wife?" after the RMDs is no question about withdrawals), and not about the word
      // it replaced: then the question is about both ("Part D" in place of "Beitrag").
      const about = top ? subjectWords(top.card, language) : new Set<string>();
      if (!top || !named.some((thing) => about.has(thing)) || about.has(word)) continue;
      // The word swapped is the one that made the question the card before's: "401k" takes the
      // place of "IRA", not of "much" ("how much can I 401k in my IRA"), and "Part D" that of "Part
      // B", not of "wie". Of the swaps that find a card, one titled by what the follow-up names
      // wins, then one the classifier least reads as the card before, then the one that covers the
      // rest of the question best (the same question asked of another thing).
      const candidate = {
        match: { card: top.card, coverage: top.coverage, rank: 0 },
        asked,
        titled: titled(top.card),
        stillBefore: learned.get(previousCard.id) ?? 0,
      };
      if (!best || swapsBetter(candidate, best)) best = candidate;
    }
    return best && { match: best.match, asked: best.asked };
  }

  /**
   * Whether a follow-up's own words, beside those asking for the amount in other terms, name a
   * subject other than the turn before's: the classifier, reading them alone, is sure of another
   * card.
   */
  /**
   * The card on where to apply for, or whom to ask about, the subject of the turn before, when the
   * message asks only that: its other words name nothing the subject's own words do not ("where do
   * I apply for the survivor benefit?" after the survivor benefit, not "… for Medicare?").
   */
  private async procedureCardFor(
    message: string,
    previous: GuideContext,
    language: Language,
  ): Promise<AnswerCard | undefined> {
    const asked = procedureAsked(message);
    const subjectId =
      previous.cardId ?? (previous.computed ? OVERVIEW_CARD[previous.computed] : null);
    const subject = subjectId ? this.cards.card(subjectId) : undefined;
    if (!asked || !subject) return undefined;
    // What is left without the words of asking and of pointing back ("dabei", "that") are the
    // subject's own words, as the search reads them (stemmed, stop words dropped), or nothing.
    const lexemes = async (text: string) =>
      new Set((await this.knowledge.analyse(text)).terms[language].map((term) => term.lexeme));
    const named = await lexemes(
      withoutProcedureWords(message).replace(new RegExp(REFERENT.source, 'giu'), ' '),
    );
    if (named.size > 0) {
      const known = await lexemes(`${subject[language].title} ${subject[language].terms}`);
      if ([...named].some((lexeme) => !known.has(lexeme))) return undefined;
    }
    const id = procedureCardId(subject, asked);
    return id ? this.cards.card(id) : undefined;
  }

  private async namesOwnSubject(
    message: string,
    previous: GuideContext,
    language: Language,
    system: PensionSystem,
  ): Promise<boolean> {
    const before = previous.cardId ?? (previous.computed ? OVERVIEW_CARD[previous.computed] : null);
    const rest = besideResultWords(message);
    // "und ?", "and what is that ?": too few words left to name anything.
    if ((rest.match(/\p{L}{4,}/gu)?.length ?? 0) < 2) return false;
    const scores = await this.learnedCards({
      message: rest,
      focus: null,
      before: null,
      language,
      system,
    });
    const [top] = [...scores.entries()].sort((a, b) => b[1] - a[1]);
    // Sure, not merely likely: a pronoun and a verb ("what would that be") lean on some card.
    return top !== undefined && top[1] >= LEARNED_SURE && top[0] !== before;
  }

  /**
   * The cards the classifier sees, among the cards of the system asked about, each with its best
   * score over the readings: a long message whole and by its question; a follow-up by its own
   * words and together with the question before it.
   */
  private async learnedCards(input: {
    message: string;
    focus: string | null;
    before: string | null;
    language: Language;
    system: PensionSystem;
  }): Promise<Map<string, number>> {
    const scores = new Map<string, number>();
    const read = async (text: string): Promise<void> => {
      for (const { cardId, score } of await this.cardModel.read(text, input.language)) {
        const card = this.cards.card(cardId);
        if (!card || (card.system !== null && card.system !== input.system)) continue;
        if (namesOtherPart(input.message, card, input.language)) continue;
        scores.set(cardId, Math.max(score, scores.get(cardId) ?? 0));
      }
    };
    await read(input.message);
    if (input.focus) await read(input.focus);
    // A follow-up's own words decide when they name a subject ("what if I wait?" is about waiting,
    // whatever was asked before); only words too few for that are read with the question before.
    if (input.before !== null && Math.max(0, ...scores.values()) < LEARNED_OWN_WORDS)
      await read(`${input.before} ${input.message}`);
    return scores;
  }

  /**
   * Whether the classifier is sure the message asks about a subject the computation `intent` does
   * not answer (COMPUTATION_SUBJECTS).
   */
  private async asksOtherSubject(
    message: string,
    intent: SituationIntent,
    language: Language,
    system: PensionSystem,
  ): Promise<boolean> {
    const scores = await this.learnedCards({
      message,
      focus: questionFocus(message),
      before: null,
      language,
      system,
    });
    const [top] = [...scores.entries()].sort((a, b) => b[1] - a[1]);
    if (!top || top[1] < LEARNED_SURE || COMPUTATION_SUBJECTS[intent].includes(top[0]))
      return false;
    // A subject of the computation's own field ("claim at 62" beside a spouse's top-up) is a
    // neighbour the classifier confuses it with, not another question.
    const overview = this.cards.card(OVERVIEW_CARD[intent]);
    if (overview && this.cards.card(top[0])?.topic === overview.topic) return false;
    // Sure alone, the classifier can be wrong on a long story ("exercise" in a claiming question):
    // the words of the question must find that card first too.
    const asked = questionFocus(message) ?? message;
    const found = await this.cards.search(
      await this.knowledge.analyse(asked),
      language,
      system,
      SEARCHED_CARDS,
    );
    const first = found.matches[0]?.coverage ?? 0;
    return found.matches.some(
      (match) => match.card.id === top[0] && match.coverage >= CONFIDENT && match.coverage >= first,
    );
  }

  /**
   * Whether the classifier is sure the message is about a card of another computation than
   * `intent`, and that card works out the numbers told.
   */
  private async workedElsewhere(
    message: string,
    intent: SituationIntent,
    input: WorkedInput & { system: PensionSystem },
  ): Promise<boolean> {
    const scores = await this.learnedCards({
      message,
      focus: questionFocus(message),
      before: null,
      language: input.language,
      system: input.system,
    });
    const [top] = [...scores.entries()].sort((a, b) => b[1] - a[1]);
    if (!top || top[1] < LEARNED_SURE) return false;
    const [id] = top;
    return (
      INTENT_OF_CARD.get(id) !== intent &&
      id !== OVERVIEW_CARD[intent] &&
      WORKED_CARDS.has(id) &&
      workedExample(id, input) !== null
    );
  }

  private calculate(
    intent: 'us-benefit' | 'de-pension',
    facts: Facts,
    language: Language,
    assumed?: AssumedBirth,
  ): PensionAnswer | null {
    const birth =
      assumed !== undefined
        ? { birthYear: assumed.year }
        : facts.birthYear !== undefined &&
            facts.birthMonth !== undefined &&
            facts.birthDay !== undefined
          ? {
              birthDate: `${facts.birthYear}-${String(facts.birthMonth).padStart(2, '0')}-${String(facts.birthDay).padStart(2, '0')}`,
            }
          : { birthYear: facts.birthYear! };
    const age = facts.askedAge ?? null;
    // "At 69 and three months": the months beyond the age, where the calculators take them.
    const months = age !== null && age < 70 ? facts.askedAgeMonths : undefined;
    const claimMonths = months ? { claimAgeMonths: months } : {};
    try {
      if (intent === 'us-benefit') {
        const request = {
          ...birth,
          pia: facts.pia!,
          ...(age !== null && age >= 62 && age <= 70 ? { claimAge: age, ...claimMonths } : {}),
        };
        return formatPensionAnswer(
          {
            kind: 'us',
            question: {
              kind: 'us',
              request,
              askedAge: age,
              comparedAge: facts.comparedAge ?? null,
              ...(assumed ? { assumedBirth: assumed.from } : {}),
            },
            result: this.pension.analyzeUs(request, language),
          },
          language,
        );
      }
      const request = {
        ...birth,
        entgeltpunkte: facts.entgeltpunkte!,
        ...(age !== null && age >= 63 && age <= 75
          ? { startAge: age, ...(months ? { startAgeMonths: months } : {}) }
          : {}),
        ...(facts.neededAmount !== undefined ? { targetMonthlyIncome: facts.neededAmount } : {}),
      };
      return formatPensionAnswer(
        {
          kind: 'de',
          question: { kind: 'de', request, askedAge: age },
          result: this.pension.analyzeDe(request, language),
        },
        language,
      );
    } catch (error) {
      // Numbers outside the calculators' range: the question is answered from the cards instead.
      this.logger.debug(`Calculator refused the numbers: ${(error as Error).message}`);
      return null;
    }
  }
}
