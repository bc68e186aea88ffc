import type { KnowledgeTopic } from '@ageless/contracts';
import type { AnswerCard } from '../cards/card.js';

// "Where do I apply for that?", "who do I call?", "wo beantrage ich das?", "wer hilft mir dabei?",
// "welche Unterlagen brauche ich?": a follow-up that asks what to do next about the subject before. Its few words name no subject of
// their own, so searching them finds whichever card mentions applying or calling; the answer is the
// office that handles the subject before, declared here per topic as data, with the cards whose
// subject another office handles (the Sozialamt, the Familienkasse, a plan) answering themselves.

export type ProcedureAsked = 'apply' | 'contact' | 'documents';

// Applying, signing up, filing, claiming: plain alternatives, so the match is linear.
const APPLY =
  /\b(?:apply|applying|application|sign(?:ing)? (?:up|on)|enrol(?:l|ling|lment|ment|s)?|register|file (?:for|a claim)|claim (?:it|that|this|them|those)|where do (?:i|we) get (?:it|that|this|them|the forms?)|beantrag\p{L}*|antrag\p{L}*|anmeld\p{L}*|melde ich (?:mich|das|ihn|sie)|einreich\p{L}*|stelle? ich (?:den|das|ihn|es)|wo (?:kriege|bekomme) ich (?:das|den|die|es|ihn|sie))\b/iu;
// Calling, asking, being advised, an office to go to.
const CONTACT =
  /\b(?:call|phone|telephone|ring|contact|talk to|speak (?:to|with)|who helps|who (?:can|could|will) help|who (?:do|can|should|could) (?:i|we) (?:ask|call|turn to|see|go to|talk to|contact|write to)|help me with (?:it|that|this|the application|the forms?)|advi[cs]e|advis[eo]rs?|counsel\p{L}*|(?:which|what) office|where (?:do|should|can) (?:i|we) go|hotline|helpline|anruf\p{L}*|rufe? ich|telefon\p{L}*|kontakt\p{L}*|ansprechpartner\p{L}*|wende ich mich|an wen|wen (?:kann|soll|muss) ich (?:fragen|ansprechen)|wen frage ich|wer hilft|wer (?:kann|könnte) (?:mir|uns) (?:helfen|dabei helfen)|wer berät|beratung\p{L}*|berät|welche (?:stelle|behörde)|wo muss ich hin|wohin (?:muss|soll|kann) ich|sprechen)\b/iu;
// Papers to bring: documents, forms, proofs, "what do I need (to bring)".
const DOCUMENTS =
  /\b(?:documents?|paperwork|papers|proofs?|what (?:do|should|will) (?:i|we) (?:need to |have to )?(?:bring|show|send|have ready)|unterlagen|dokumente?n?|nachweise?|papiere?n?|was (?:brauche|brauchen|muss|müssen) (?:ich|wir) (?:dafür |da |dazu )?(?:mitbringen|vorlegen|einreichen|vorzeigen|haben|an unterlagen)|mitbringen|vorlegen)\b/iu;
// "Who …?": asked beside applying ("who helps me apply?"), it asks for someone to reach.
const WHO = /\b(?:who|whom|wer|wen|wem)\b/iu;

/** What a message asks to do next: apply, or reach someone; null when it asks neither. */
export function procedureAsked(message: string): ProcedureAsked | null {
  if (DOCUMENTS.test(message)) return 'documents';
  const apply = APPLY.test(message);
  const contact = CONTACT.test(message);
  if (contact && (WHO.test(message) || !apply)) return 'contact';
  return apply ? 'apply' : null;
}

// Verbs of needing that ask for the papers or the office without naming anything: "was brauche ich
// dafür für Unterlagen?", "what do I need for that?".
const NEEDING = /\b(?:brauche|brauchen|braucht|benötige|benötigen|need|needs)\b/iu;

/** The message without its words of applying and reaching someone: what it names besides. */
export function withoutProcedureWords(message: string): string {
  return message
    .replace(new RegExp(DOCUMENTS.source, 'giu'), ' ')
    .replace(new RegExp(APPLY.source, 'giu'), ' ')
    .replace(new RegExp(CONTACT.source, 'giu'), ' ')
    .replace(new RegExp(WHO.source, 'giu'), ' ')
    .replace(new RegExp(NEEDING.source, 'giu'), ' ');
}

// The office of each topic: where its subjects are applied for, and who advises on them.
const PROCEDURE_OF_TOPIC: Partial<Record<KnowledgeTopic, Record<ProcedureAsked, string>>> = {
  'social-security': {
    apply: 'ss-how-to-apply',
    contact: 'ss-contact',
    documents: 'ss-how-to-apply',
  },
  medicare: {
    apply: 'medicare-sign-up',
    contact: 'medicare-contact',
    documents: 'medicare-sign-up',
  },
  'gesetzliche-rente': { apply: 'de-antrag', contact: 'de-beratung', documents: 'de-antrag' },
  'abschlaege-zuschlaege': { apply: 'de-antrag', contact: 'de-beratung', documents: 'de-antrag' },
  pflegeversicherung: {
    apply: 'de-pflegegrad-antrag',
    contact: 'de-pflegeberatung',
    documents: 'de-pflegegrad-antrag',
  },
};

// Cards whose subject another office than their topic's handles, and that name it: the Sozialamt,
// the Wohngeldstelle, the Versorgungsamt, the Familienkasse, the health insurer, the Finanzamt, a
// provider or employer; for Medicare, a plan chosen on Medicare.gov. Asked what to do next, they
// answer themselves (led by their sentence on it), or name the card that does.
const OWN_OFFICE: Readonly<Record<string, Partial<Record<ProcedureAsked, string>>>> = {
  'de-grundsicherung': own('de-grundsicherung', 'apply', 'contact', 'documents'),
  'de-wohngeld': own('de-wohngeld', 'apply', 'contact', 'documents'),
  // Wohngeld and Grundsicherung: their offices; the papers are those of the Grundsicherung.
  'de-rente-reicht-nicht': {
    ...own('de-rente-reicht-nicht', 'apply', 'contact'),
    documents: 'de-grundsicherung',
  },
  'de-schwerbehindertenausweis': own('de-schwerbehindertenausweis', 'apply', 'contact'),
  'de-schwerbehindert': own('de-schwerbehindert', 'apply'),
  'de-kindergeld': own('de-kindergeld', 'apply', 'contact'),
  'de-kvdr': own('de-kvdr', 'apply', 'contact'),
  'de-betriebsrente-kv': own('de-betriebsrente-kv', 'apply', 'contact'),
  'de-besteuerung': own('de-besteuerung', 'apply', 'contact'),
  'de-grundfreibetrag': own('de-grundfreibetrag', 'apply', 'contact'),
  'de-riester': own('de-riester', 'apply'),
  'de-ruerup': own('de-ruerup', 'apply'),
  'de-bav': own('de-bav', 'apply'),
  'de-pflegezeit': own('de-pflegezeit', 'apply'),
  'de-widerspruch-pflegegrad': own('de-widerspruch-pflegegrad', 'apply'),
  'medicare-advantage': own('medicare-advantage', 'apply'),
  'medicare-part-d': own('medicare-part-d', 'apply'),
  'medicare-medigap': own('medicare-medigap', 'apply'),
  'medicare-open-enrollment': own('medicare-open-enrollment', 'apply'),
  'medicare-extra-help': own('medicare-extra-help', 'apply'),
  'medicare-card-replace': own('medicare-card-replace', 'apply', 'contact'),
  'medicare-find-doctor': own('medicare-find-doctor', 'apply', 'contact'),
  'us-low-income-help': own('us-low-income-help', 'apply', 'contact'),
};

function own(id: string, ...asked: ProcedureAsked[]): Partial<Record<ProcedureAsked, string>> {
  return Object.fromEntries(asked.map((kind) => [kind, id]));
}

/** The card that says where to apply for, or whom to ask about, the subject of `card`. */
export function procedureCardId(card: AnswerCard, asked: ProcedureAsked): string | null {
  return OWN_OFFICE[card.id]?.[asked] ?? PROCEDURE_OF_TOPIC[card.topic]?.[asked] ?? null;
}
