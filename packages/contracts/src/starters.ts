// Spec §3 "Topic tag (built-in starters)", §5 starter lookup, §8 no-starter texts, §9 opening message.
// One copy for the front ends and the API.
import type { Language } from './chat.js';

export const TOPIC_CATEGORIES = [
  'financial',
  'health',
  'social',
  'housing',
  'international',
  'lifestyle',
] as const;
export type TopicCategory = (typeof TOPIC_CATEGORIES)[number];

export interface Starter {
  greeting: string;
  context: string;
  question: string;
  /** Absent for social, housing and lifestyle topics (spec §3). */
  disclaimer?: string;
}

export interface TopicLabel {
  tagId: string;
  tagText: string;
  /** German label where the topic has one; the English label otherwise. */
  tagTextDE?: string;
  category: TopicCategory;
}

export interface TopicTag extends TopicLabel {
  starters: Starter[];
  startersDE?: Starter[];
}

const FINANCE_EN =
  'Educational information only, not financial, tax or legal advice. Please consult a licensed professional before deciding.';
const FINANCE_DE =
  'Nur Bildungsinformationen, keine Finanz-, Steuer- oder Rechtsberatung. Bitte sprechen Sie vor Entscheidungen mit einer zugelassenen Fachperson.';
const HEALTH_EN =
  'Educational information only, not medical advice. Please talk to your doctor before changing anything.';
const HEALTH_DE =
  'Nur Bildungsinformationen, keine medizinische Beratung. Bitte sprechen Sie mit Ihrer Ärztin oder Ihrem Arzt, bevor Sie etwas ändern.';
const TRAVEL_EN =
  'Educational information only, not medical or legal advice. Check treatment, providers and insurance with licensed professionals.';
const TRAVEL_DE =
  'Nur Bildungsinformationen, keine medizinische oder rechtliche Beratung. Prüfen Sie Behandlung, Anbieter und Versicherung mit zugelassenen Fachleuten.';

/**
 * Built-in topics' names, DE-oriented ones (de-*) and US-oriented ones (us-1 to us-12): all a chat
 * surface shows of them (the widget's panel stays small); their openings are in TOPIC_TAGS.
 */
export const TOPIC_LABELS: readonly TopicLabel[] = [
  {
    tagId: 'de-1',
    tagText: 'Close your pension gap',
    tagTextDE: 'Rentenlücke schließen',
    category: 'financial',
  },
  {
    tagId: 'de-2',
    tagText: 'Optimise your statutory pension',
    tagTextDE: 'Gesetzliche Rente optimieren',
    category: 'financial',
  },
  {
    tagId: 'de-4',
    tagText: 'Long-term care insurance',
    tagTextDE: 'Pflegeversicherung absichern',
    category: 'health',
  },
  {
    tagId: 'us-1',
    tagText: 'Social Security timing',
    tagTextDE: 'Zeitpunkt der Social Security',
    category: 'financial',
  },
  {
    tagId: 'us-2',
    tagText: '401k strategies',
    tagTextDE: '401(k)-Strategien',
    category: 'financial',
  },
  {
    tagId: 'us-3',
    tagText: 'Medicare enrollment',
    tagTextDE: 'Anmeldung bei Medicare',
    category: 'health',
  },
  {
    tagId: 'us-4',
    tagText: 'Healthcare costs',
    tagTextDE: 'Gesundheitskosten',
    category: 'financial',
  },
  {
    tagId: 'us-5',
    tagText: 'Longevity optimization',
    tagTextDE: 'Gesund älter werden',
    category: 'health',
  },
  {
    tagId: 'us-6',
    tagText: 'Optimize your budget',
    tagTextDE: 'Budget optimieren',
    category: 'financial',
  },
  {
    tagId: 'us-7',
    tagText: 'Cognitive health',
    tagTextDE: 'Geistig fit bleiben',
    category: 'health',
  },
  { tagId: 'us-8', tagText: 'Exercise planning', tagTextDE: 'Bewegung planen', category: 'health' },
  {
    tagId: 'us-9',
    tagText: 'Building connections',
    tagTextDE: 'Kontakte knüpfen',
    category: 'social',
  },
  {
    tagId: 'us-10',
    tagText: 'Retirement communities',
    tagTextDE: 'Wohnen im Ruhestand',
    category: 'housing',
  },
  {
    tagId: 'us-11',
    tagText: 'Medical tourism',
    tagTextDE: 'Medizintourismus',
    category: 'international',
  },
  {
    tagId: 'us-12',
    tagText: 'Purpose & meaning',
    tagTextDE: 'Sinn und Erfüllung',
    category: 'lifestyle',
  },
];

const OPENINGS: Record<string, Pick<TopicTag, 'starters' | 'startersDE'>> = {
  'de-1': {
    starters: [
      {
        greeting: 'Hello! Let us look at your pension gap together.',
        context:
          'The pension gap is the difference between the income you want in retirement and what your statutory pension will pay.',
        question:
          'Do you already know roughly what your latest Renteninformation projects for you?',
        disclaimer: FINANCE_EN,
      },
    ],
    startersDE: [
      {
        greeting: 'Hallo! Schauen wir uns gemeinsam Ihre Rentenlücke an.',
        context:
          'Die Rentenlücke ist der Unterschied zwischen dem Einkommen, das Sie im Ruhestand brauchen, und dem, was die gesetzliche Rente zahlt.',
        question:
          'Wissen Sie schon ungefähr, was Ihre letzte Renteninformation für Sie hochrechnet?',
        disclaimer: FINANCE_DE,
      },
      {
        greeting: 'Guten Tag! Die Rentenlücke ist ein guter Startpunkt.',
        context: 'Wer seine Lücke kennt, kann betriebliche und private Vorsorge gezielter planen.',
        question: 'Welches monatliche Einkommen wünschen Sie sich im Ruhestand?',
        disclaimer: FINANCE_DE,
      },
    ],
  },
  'de-2': {
    starters: [
      {
        greeting: 'Hello! Let us look at your German statutory pension.',
        context:
          'When you start your pension changes its amount: each month earlier or later makes a difference.',
        question: 'In which year were you born, and when would you like to stop working?',
        disclaimer: FINANCE_EN,
      },
    ],
    startersDE: [
      {
        greeting: 'Hallo! Sprechen wir über Ihre gesetzliche Rente.',
        context:
          'Der Zeitpunkt des Rentenbeginns verändert die Höhe: Jeder Monat früher oder später macht einen Unterschied.',
        question: 'In welchem Jahr sind Sie geboren, und wann möchten Sie aufhören zu arbeiten?',
        disclaimer: FINANCE_DE,
      },
    ],
  },
  'de-4': {
    starters: [
      {
        greeting: 'Hello! Long-term care is worth planning early.',
        context:
          'The German Pflegeversicherung covers part of the costs of care, depending on the care grade.',
        question: 'Are you planning for yourself or for a relative who may need care?',
        disclaimer: HEALTH_EN,
      },
    ],
    startersDE: [
      {
        greeting: 'Hallo! Pflege lohnt sich früh zu planen.',
        context:
          'Die Pflegeversicherung übernimmt einen Teil der Pflegekosten, abhängig vom Pflegegrad.',
        question:
          'Planen Sie für sich selbst oder für einen Angehörigen, der Pflege brauchen könnte?',
        disclaimer: HEALTH_DE,
      },
    ],
  },
  'us-1': {
    starters: [
      {
        greeting:
          'Hi! Timing your Social Security claim is one of the biggest retirement decisions.',
        context:
          'You can claim as early as 62, at your full retirement age, or as late as 70; the monthly amount changes with each choice.',
        question: 'What year were you born, and are you still working?',
        disclaimer: FINANCE_EN,
      },
      {
        greeting: 'Welcome! Let us talk about when to claim Social Security.',
        context:
          'Claiming early means smaller checks for longer; waiting means larger checks for a shorter time.',
        question: 'How do you think about your health and your other savings?',
        disclaimer: FINANCE_EN,
      },
    ],
    startersDE: [
      {
        greeting:
          'Hallo! Der Zeitpunkt der US-Rente (Social Security) ist eine wichtige Entscheidung.',
        context:
          'Man kann ab 62, mit dem regulären Rentenalter oder bis 70 beginnen; die Monatsrente ändert sich dabei.',
        question: 'In welchem Jahr sind Sie geboren, und arbeiten Sie noch?',
        disclaimer: FINANCE_DE,
      },
    ],
  },
  'us-2': {
    starters: [
      {
        greeting: 'Hi! Let us look at your 401(k).',
        context:
          'Contribution limits, catch-up contributions after 50 and the rules for withdrawals all shape what your account can do.',
        question: 'Are you still contributing, or are you planning withdrawals?',
        disclaimer: FINANCE_EN,
      },
    ],
    startersDE: [
      {
        greeting: 'Hallo! Schauen wir uns Ihr 401(k)-Konto an.',
        context:
          'Die Einzahlungsgrenzen, die Nachholbeiträge ab 50 und die Regeln für Entnahmen bestimmen, was Ihr Konto leisten kann.',
        question: 'Zahlen Sie noch ein, oder planen Sie schon Entnahmen?',
        disclaimer: FINANCE_DE,
      },
    ],
  },
  'us-3': {
    starters: [
      {
        greeting: 'Hi! Medicare enrollment has deadlines worth knowing.',
        context:
          'Your Initial Enrollment Period is built around your 65th birthday, and missing it can mean lasting penalties.',
        question: 'When do you turn 65, and do you have health coverage from work?',
        disclaimer: HEALTH_EN,
      },
    ],
    startersDE: [
      {
        greeting: 'Hallo! Bei der Anmeldung zu Medicare gibt es Fristen, die man kennen sollte.',
        context:
          'Ihre erste Anmeldefrist liegt rund um Ihren 65. Geburtstag. Wer sie verpasst, zahlt oft dauerhaft Zuschläge.',
        question: 'Wann werden Sie 65, und sind Sie über Ihre Arbeit krankenversichert?',
        disclaimer: HEALTH_DE,
      },
    ],
  },
  'us-4': {
    starters: [
      {
        greeting: 'Hello! Health care is one of the largest costs in retirement.',
        context:
          'Premiums, deductibles, dental, vision and long-term care are not all covered by Medicare.',
        question:
          'Would you like to start with what Medicare covers or with how to budget for the rest?',
        disclaimer: FINANCE_EN,
      },
    ],
    startersDE: [
      {
        greeting: 'Hallo! Die Gesundheit gehört im Ruhestand zu den größten Ausgaben.',
        context: 'Beiträge, Selbstbehalte, Zahnarzt, Brillen und Pflege zahlt Medicare nicht alle.',
        question:
          'Möchten Sie mit dem beginnen, was Medicare zahlt, oder damit, wie Sie den Rest einplanen?',
        disclaimer: FINANCE_DE,
      },
    ],
  },
  'us-5': {
    starters: [
      {
        greeting: 'Hi! Let us talk about living well for longer.',
        context:
          'Movement, sleep, nutrition and social connection are the foundations research keeps pointing to.',
        question: 'Which of these would you most like to improve?',
        disclaimer: HEALTH_EN,
      },
    ],
    startersDE: [
      {
        greeting: 'Hallo! Sprechen wir darüber, wie man gesund älter wird.',
        context:
          'Bewegung, Schlaf, Ernährung und soziale Kontakte sind die Grundlagen, auf die die Forschung immer wieder verweist.',
        question: 'Was davon möchten Sie am liebsten verbessern?',
        disclaimer: HEALTH_DE,
      },
    ],
  },
  'us-6': {
    starters: [
      {
        greeting: 'Hi! A retirement budget turns plans into numbers you can check.',
        context: 'Start with fixed costs, then health care, then the things that make life good.',
        question: 'Do you know your current monthly spending?',
        disclaimer: FINANCE_EN,
      },
    ],
    startersDE: [
      {
        greeting: 'Hallo! Ein Ruhestandsbudget macht Pläne überprüfbar.',
        context:
          'Beginnen Sie mit festen Kosten, dann Gesundheit, dann den Dingen, die das Leben schön machen.',
        question: 'Kennen Sie Ihre aktuellen monatlichen Ausgaben?',
        disclaimer: FINANCE_DE,
      },
    ],
  },
  'us-7': {
    starters: [
      {
        greeting: 'Hello! Keeping the mind sharp is something you can work on.',
        context:
          'Physical activity, learning new things and staying socially engaged are all linked with brain health.',
        question: 'What keeps your mind busy these days?',
        disclaimer: HEALTH_EN,
      },
    ],
    startersDE: [
      {
        greeting: 'Hallo! Geistig fit zu bleiben ist etwas, wofür man selbst viel tun kann.',
        context:
          'Bewegung, Neues lernen und Kontakte zu anderen Menschen hängen alle mit einem gesunden Gehirn zusammen.',
        question: 'Womit beschäftigen Sie Ihren Kopf zurzeit?',
        disclaimer: HEALTH_DE,
      },
    ],
  },
  'us-8': {
    starters: [
      {
        greeting: 'Hi! Let us plan movement that fits your life.',
        context:
          'Guidelines for older adults combine aerobic activity, muscle strengthening and balance training.',
        question: 'How active are you in a typical week?',
        disclaimer: HEALTH_EN,
      },
    ],
    startersDE: [
      {
        greeting: 'Hallo! Planen wir Bewegung, die zu Ihrem Leben passt.',
        context:
          'Die Empfehlungen für ältere Menschen verbinden Ausdauer, Muskelkräftigung und Gleichgewichtstraining.',
        question: 'Wie aktiv sind Sie in einer gewöhnlichen Woche?',
        disclaimer: HEALTH_DE,
      },
    ],
  },
  'us-9': {
    starters: [
      {
        greeting: 'Hello! Connections matter at every age.',
        context:
          'Clubs, volunteering, classes and shared projects are good ways to meet people with similar interests.',
        question: 'What kind of people or activities would you like more of in your life?',
      },
    ],
    startersDE: [
      {
        greeting: 'Hallo! Kontakte sind in jedem Alter wichtig.',
        context:
          'Vereine, Ehrenamt, Kurse und gemeinsame Projekte sind gute Wege, Menschen mit ähnlichen Interessen zu treffen.',
        question: 'Welche Menschen oder Aktivitäten wünschen Sie sich mehr in Ihrem Leben?',
      },
    ],
  },
  'us-10': {
    starters: [
      {
        greeting: 'Hi! There are many ways to live well in retirement.',
        context:
          'Options range from staying at home with support to co-housing, shared homes and retirement communities.',
        question: 'What matters most to you about where you live?',
      },
    ],
    startersDE: [
      {
        greeting: 'Hallo! Es gibt viele Wege, im Ruhestand gut zu wohnen.',
        context:
          'Sie reichen vom Wohnen zu Hause mit Unterstützung über Wohnprojekte und Wohngemeinschaften bis zu Seniorenwohnanlagen.',
        question: 'Was ist Ihnen an Ihrem Wohnort am wichtigsten?',
      },
    ],
  },
  'us-11': {
    starters: [
      {
        greeting: 'Hello! Treatment abroad can be worth exploring, with care.',
        context:
          'Quality, accreditation, follow-up care and insurance coverage differ a lot between countries and clinics.',
        question: 'Which treatment are you thinking about, and where?',
        disclaimer: TRAVEL_EN,
      },
    ],
    startersDE: [
      {
        greeting: 'Hallo! Eine Behandlung im Ausland kann sich lohnen, wenn man sorgfältig plant.',
        context:
          'Qualität, Akkreditierung, Nachsorge und Versicherungsschutz unterscheiden sich stark zwischen Ländern und Kliniken.',
        question: 'An welche Behandlung denken Sie, und wo?',
        disclaimer: TRAVEL_DE,
      },
    ],
  },
  'us-12': {
    starters: [
      {
        greeting: 'Hi! Retirement is a chance to choose what fills your days.',
        context:
          'Many people find purpose in mentoring, volunteering, creative work or a new small business.',
        question: 'What have you always wanted to do but never had time for?',
      },
    ],
    startersDE: [
      {
        greeting: 'Hallo! Der Ruhestand ist eine Chance, selbst zu wählen, was Ihre Tage füllt.',
        context:
          'Viele finden Sinn im Mentoring, im Ehrenamt, in kreativer Arbeit oder einem kleinen eigenen Vorhaben.',
        question: 'Was wollten Sie schon immer tun, hatten aber nie Zeit dafür?',
      },
    ],
  },
};

/** Built-in topics with their openings (spec §3). Pure: a bundle that only shows names drops them. */
export const TOPIC_TAGS: readonly TopicTag[] = /* @__PURE__ */ TOPIC_LABELS.map((label) => ({
  ...label,
  starters: [],
  ...OPENINGS[label.tagId],
}));

/** Spec §8: opening message when a tag has no starter. */
export const NO_STARTER_TEXT: Record<Language, string> = {
  en: 'I can help you explore this topic. What specific questions do you have?',
  de: 'Ich kann Ihnen dabei helfen, dieses Thema zu erkunden. Welche spezifischen Fragen haben Sie?',
};

const SUFFIX = /-\d+$/;

/**
 * Finds a topic by tag id. An exact id wins ("us-1"); otherwise one trailing dash-number is stripped
 * ("us-1-3" → "us-1"), as the front ends number repeated tiles.
 */
export function findTopicTag(
  tagId: string,
  topics: readonly TopicTag[] = TOPIC_TAGS,
): TopicTag | undefined {
  const exact = topics.find((topic) => topic.tagId === tagId);
  if (exact) return exact;
  const stripped = tagId.replace(SUFFIX, '');
  return stripped === tagId ? undefined : topics.find((topic) => topic.tagId === stripped);
}

/** Spec §5: German uses German starters when present, else English; one chosen at random. */
export function pickStarter(
  tagId: string,
  language: Language,
  random: () => number = Math.random,
  topics: readonly TopicTag[] = TOPIC_TAGS,
): Starter | undefined {
  const topic = findTopicTag(tagId, topics);
  if (!topic) return undefined;
  const list =
    language === 'de' && topic.startersDE && topic.startersDE.length > 0
      ? topic.startersDE
      : topic.starters;
  if (list.length === 0) return undefined;
  const index = Math.min(list.length - 1, Math.floor(random() * list.length));
  return list[index];
}

/** Spec §9: greeting, blank line, context, blank line, question, then the disclaimer in italics. */
export function composeOpeningMessage(starter: Starter | undefined, language: Language): string {
  if (!starter) return NO_STARTER_TEXT[language];
  const parts = [starter.greeting, starter.context, starter.question];
  if (starter.disclaimer) parts.push(`*${starter.disclaimer}*`);
  return parts.join('\n\n');
}

/** Label of a topic in a language (German label when there is one). */
export function topicLabel(topic: TopicLabel, language: Language): string {
  return language === 'de' && topic.tagTextDE ? topic.tagTextDE : topic.tagText;
}
