// Spec §9 disclaimers: categories, regional texts (US, EU, DE) and the educational-only footnote.
// One copy for the front ends (service dialog, widget) and the API (chat replies).
import type { Language } from './chat.js';
import type { Market } from './tags.js';

export const DISCLAIMER_CATEGORIES = [
  'pension-pathfinder',
  'medical-tourism',
  'longevity-optimizer',
  'overseas-retirement',
  'knowledge-base',
] as const;
export type DisclaimerCategory = (typeof DISCLAIMER_CATEGORIES)[number];

export const DEFAULT_DISCLAIMER_CATEGORY: DisclaimerCategory = 'knowledge-base';

/** Financial and health categories add the educational-only footnote to assistant replies. */
export const DISCLAIMER_KIND: Record<DisclaimerCategory, 'financial' | 'health' | 'general'> = {
  'pension-pathfinder': 'financial',
  'overseas-retirement': 'financial',
  'medical-tourism': 'health',
  'longevity-optimizer': 'health',
  'knowledge-base': 'general',
};

type Texts = Record<Language, string>;

const SUBJECT: Record<DisclaimerCategory, Texts> = {
  'pension-pathfinder': {
    en: 'This pension and retirement information is educational only and is not financial, tax or legal advice.',
    de: 'Diese Informationen zu Rente und Ruhestand dienen nur der Bildung und sind keine Finanz-, Steuer- oder Rechtsberatung.',
  },
  'medical-tourism': {
    en: 'This information about treatment abroad is educational only and is not medical advice; no clinic or provider is recommended.',
    de: 'Diese Informationen zu Behandlungen im Ausland dienen nur der Bildung und sind keine medizinische Beratung; es werden keine Kliniken oder Anbieter empfohlen.',
  },
  'longevity-optimizer': {
    en: 'This health and longevity information is educational only and is not medical advice, diagnosis or treatment.',
    de: 'Diese Informationen zu Gesundheit und Langlebigkeit dienen nur der Bildung und sind keine medizinische Beratung, Diagnose oder Behandlung.',
  },
  'overseas-retirement': {
    en: 'This information about retiring abroad is educational only and is not financial, tax, legal or immigration advice.',
    de: 'Diese Informationen zum Ruhestand im Ausland dienen nur der Bildung und sind keine Finanz-, Steuer-, Rechts- oder Einwanderungsberatung.',
  },
  'knowledge-base': {
    en: 'This information comes from our knowledge base and is educational only.',
    de: 'Diese Informationen stammen aus unserer Wissensdatenbank und dienen nur der Bildung.',
  },
};

// The regulators named per region (spec §9): SEC/FINRA in the US; GDPR and MiFID II in the EU; BaFin in Germany.
const REGIONAL: Record<Market, Texts> = {
  US: {
    en: 'Ageless Connect is not an investment adviser or broker-dealer registered with the SEC or FINRA.',
    de: 'Ageless Connect ist kein bei der SEC oder FINRA registrierter Anlageberater oder Broker.',
  },
  EU: {
    en: 'This is not investment advice within the meaning of MiFID II. Your data is processed under the GDPR.',
    de: 'Dies ist keine Anlageberatung im Sinne von MiFID II. Ihre Daten werden nach der DSGVO (GDPR) verarbeitet.',
  },
  DE: {
    en: 'Ageless Connect is not supervised by BaFin (Federal Financial Supervisory Authority) and gives no investment advice under MiFID II; data is processed under the GDPR.',
    de: 'Ageless Connect wird nicht von der BaFin (Bundesanstalt für Finanzdienstleistungsaufsicht) beaufsichtigt und leistet keine Anlageberatung im Sinne von MiFID II; Daten werden nach der DSGVO verarbeitet.',
  },
};

// Said once: in a dialog's disclaimer after the regulators; in a chat reply by the footnote below,
// which says the same (issue 24, item 5: one disclaimer per reply).
const CONSULT: Texts = {
  en: 'Consult a licensed professional before making decisions.',
  de: 'Sprechen Sie vor Entscheidungen mit einer zugelassenen Fachperson.',
};

/** Spec §2 footer note, appended to financial and health replies. */
export const EDUCATIONAL_FOOTNOTE: Texts = {
  en: 'Educational content only. Consult licensed professionals for important decisions.',
  de: 'Nur Bildungsinhalte. Wenden Sie sich bei wichtigen Entscheidungen an zugelassene Fachleute.',
};

export interface Disclaimer {
  category: DisclaimerCategory;
  market: Market;
  text: string;
  /** The educational-only footnote, for financial and health categories only. */
  footnote?: string;
}

export function isDisclaimerCategory(value: string): value is DisclaimerCategory {
  return (DISCLAIMER_CATEGORIES as readonly string[]).includes(value);
}

/** The disclaimer for a category in a region and language; unknown categories use knowledge-base. */
export function disclaimerFor(category: string, market: Market, language: Language): Disclaimer {
  const known = isDisclaimerCategory(category) ? category : DEFAULT_DISCLAIMER_CATEGORY;
  const text = `${SUBJECT[known][language]} ${REGIONAL[market][language]} ${CONSULT[language]}`;
  const footnote =
    DISCLAIMER_KIND[known] === 'general' ? undefined : EDUCATIONAL_FOOTNOTE[language];
  return footnote ? { category: known, market, text, footnote } : { category: known, market, text };
}

/**
 * Knowledge topics (the `topic` of each knowledge-base article) and the disclaimer each one needs.
 * Chat replies take the disclaimer of the topic their best passage belongs to.
 */
export const KNOWLEDGE_TOPICS = {
  'social-security': 'pension-pathfinder',
  '401k': 'pension-pathfinder',
  medicare: 'pension-pathfinder',
  'healthcare-costs': 'pension-pathfinder',
  'gesetzliche-rente': 'pension-pathfinder',
  rentenluecke: 'pension-pathfinder',
  'abschlaege-zuschlaege': 'pension-pathfinder',
  pflegeversicherung: 'pension-pathfinder',
  budgeting: 'pension-pathfinder',
  'medical-tourism': 'medical-tourism',
  longevity: 'longevity-optimizer',
  'cognitive-health': 'longevity-optimizer',
  'overseas-retirement': 'overseas-retirement',
  relocation: 'overseas-retirement',
  purpose: 'knowledge-base',
  'co-living': 'knowledge-base',
  connection: 'knowledge-base',
} as const satisfies Record<string, DisclaimerCategory>;
export type KnowledgeTopic = keyof typeof KNOWLEDGE_TOPICS;

export function disclaimerCategoryForTopic(topic: string | null | undefined): DisclaimerCategory {
  if (!topic) return DEFAULT_DISCLAIMER_CATEGORY;
  return (
    (KNOWLEDGE_TOPICS as Record<string, DisclaimerCategory>)[topic] ?? DEFAULT_DISCLAIMER_CATEGORY
  );
}

/**
 * Topics about health and care insurance (Medicare, health costs, Pflegeversicherung): no money is
 * invested, so naming securities regulators there (SEC/FINRA, BaFin, MiFID II) would mislead (issue
 * 24, item 8); the educational sentence stands alone. Pensions keep the regional text of spec §9.
 */
const BENEFIT_TOPICS: ReadonlySet<string> = new Set([
  'medicare',
  'healthcare-costs',
  'pflegeversicherung',
]);

/** Whether a reply on this topic names the market's financial regulators. */
export function namesRegulators(topic: string | null | undefined): boolean {
  return !topic || !BENEFIT_TOPICS.has(topic);
}

const SEE_A_DOCTOR: Texts = {
  en: 'Please talk to your doctor before you change anything.',
  de: 'Bitte sprechen Sie mit Ihrer Ärztin oder Ihrem Arzt, bevor Sie etwas ändern.',
};

/**
 * The one disclaimer a chat reply carries (issue 15): financial topics name the regulators of the
 * market (SEC/FINRA, BaFin, MiFID II), health topics say to see a doctor, social topics (purpose,
 * co-living, connection) and emergencies carry none.
 */
export function replyDisclaimer(
  category: string,
  market: Market,
  language: Language,
  regulators = true,
): Disclaimer | null {
  const known = isDisclaimerCategory(category) ? category : DEFAULT_DISCLAIMER_CATEGORY;
  const kind = DISCLAIMER_KIND[known];
  if (kind === 'general') return null;
  if (kind === 'financial')
    return {
      category: known,
      market,
      text: regulators
        ? `${SUBJECT[known][language]} ${REGIONAL[market][language]}`
        : SUBJECT[known][language],
      footnote: EDUCATIONAL_FOOTNOTE[language],
    };
  return {
    category: known,
    market,
    text: `${SUBJECT[known][language]} ${SEE_A_DOCTOR[language]}`,
    footnote: EDUCATIONAL_FOOTNOTE[language],
  };
}
