import type { RequestLanguage } from '../common/http/request-language.js';

// What a blueprint page says beyond the blueprint's own description: first steps and what to agree
// on, per category, and the safety tips every page shows. Educational, in English and German.

type Texts = Record<RequestLanguage, string>;

interface CategoryGuide {
  firstSteps: Texts[];
  agreementTitle: Texts;
  agreement: Texts[];
}

const t = (en: string, de: string): Texts => ({ en, de });

const MEET_FIRST = t(
  'Meet once in a café or another public place, just to get to know each other.',
  'Treffen Sie sich zuerst einmal in einem Café oder an einem anderen öffentlichen Ort, nur zum Kennenlernen.',
);
const TRY_IT = t(
  'Try it for a few weeks, then talk about what works and what to change.',
  'Probieren Sie es einige Wochen aus und sprechen Sie dann darüber, was gut läuft und was Sie ändern möchten.',
);
const WRITE_IT_DOWN = t(
  'Write down what you agree on, even briefly, and each keep a copy.',
  'Schreiben Sie auf, was Sie vereinbaren, auch kurz, und behalten Sie beide eine Kopie.',
);

const GROUP_AGREEMENT = [
  t('When and where you meet, and how often', 'Wann und wo Sie sich treffen, und wie oft'),
  t(
    'Who does what, and who to call if someone cannot come',
    'Wer was übernimmt und wen man anruft, wenn jemand nicht kann',
  ),
  t(
    'Costs: who pays for what, and how it is shared',
    'Kosten: wer was bezahlt und wie sie geteilt werden',
  ),
  t(
    'How someone can step back without hard feelings',
    'Wie jemand ohne Groll wieder aussteigen kann',
  ),
];

const GUIDES: Record<string, CategoryGuide> = {
  housing: {
    firstSteps: [
      MEET_FIRST,
      t(
        'Visit the home together and talk through a normal day: mornings, meals, evenings.',
        'Besichtigen Sie die Wohnung gemeinsam und gehen Sie einen normalen Tag durch: Morgen, Mahlzeiten, Abende.',
      ),
      t(
        'Ask your landlord, insurer and, in Germany, the Wohnberatung or the local "Wohnen für Hilfe" office what applies to you.',
        'Fragen Sie Vermieter, Versicherung und die Wohnberatung oder das örtliche Büro „Wohnen für Hilfe“, was für Sie gilt.',
      ),
      TRY_IT,
    ],
    agreementTitle: t(
      'A simple home-sharing agreement',
      'Eine einfache Vereinbarung fürs Zusammenwohnen',
    ),
    agreement: [
      t(
        'Costs: rent or contribution, utilities, food, and when they are paid',
        'Kosten: Miete oder Beitrag, Nebenkosten, Essen, und wann sie gezahlt werden',
      ),
      t('Quiet hours, and which rooms are private', 'Ruhezeiten, und welche Räume privat sind'),
      t(
        'Guests: who may stay over, how often, and with how much notice',
        'Gäste: wer übernachten darf, wie oft und mit wie viel Vorankündigung',
      ),
      t(
        'Chores and help: what each does, how many hours a week',
        'Haushalt und Hilfe: wer was übernimmt, wie viele Stunden pro Woche',
      ),
      t(
        'A trial period (for example one month) and a notice period for either side',
        'Eine Probezeit (zum Beispiel ein Monat) und eine Kündigungsfrist für beide Seiten',
      ),
      WRITE_IT_DOWN,
    ],
  },
  care: {
    firstSteps: [
      MEET_FIRST,
      t(
        'Talk about what help is wanted, and what is too much.',
        'Sprechen Sie darüber, welche Hilfe gewünscht ist und was zu viel wäre.',
      ),
      t(
        'Share an emergency contact with each other.',
        'Tauschen Sie gegenseitig einen Notfallkontakt aus.',
      ),
      TRY_IT,
    ],
    agreementTitle: t('What to agree on', 'Was Sie vereinbaren sollten'),
    agreement: [
      t('What help is given, how often and for how long', 'Welche Hilfe, wie oft und wie lange'),
      t(
        'What is not part of it (medical care belongs to professionals)',
        'Was nicht dazugehört (Pflege im medizinischen Sinn gehört in Fachhände)',
      ),
      t(
        'Whether money changes hands (for example for petrol), and how much',
        'Ob Geld fließt (zum Beispiel für Benzin) und wie viel',
      ),
      t('How to cancel a visit', 'Wie man einen Besuch absagt'),
      WRITE_IT_DOWN,
    ],
  },
};

// Categories without their own guide share one for activities done together.
const SHARED: CategoryGuide = {
  firstSteps: [
    MEET_FIRST,
    t(
      'Agree on one small first activity, for example one afternoon or one session.',
      'Vereinbaren Sie eine kleine erste Unternehmung, zum Beispiel einen Nachmittag oder ein Treffen.',
    ),
    t(
      'Ask who else nearby might like to join.',
      'Überlegen Sie, wer in der Nähe noch mitmachen möchte.',
    ),
    TRY_IT,
  ],
  agreementTitle: t('What to agree on', 'Was Sie vereinbaren sollten'),
  agreement: [...GROUP_AGREEMENT, WRITE_IT_DOWN],
};

const SAFETY_TIPS: Texts[] = [
  t(
    'Meet in a public place first, in daylight.',
    'Treffen Sie sich zuerst an einem öffentlichen Ort, bei Tageslicht.',
  ),
  t(
    'Tell a friend or relative where you are going and with whom.',
    'Sagen Sie einer Freundin, einem Freund oder Angehörigen, wohin Sie gehen und mit wem.',
  ),
  t(
    'Never send money, and never share bank details, PINs or passwords.',
    'Senden Sie niemals Geld und geben Sie niemals Bankdaten, PINs oder Passwörter weiter.',
  ),
  t(
    'Take your time: a good match does not rush you.',
    'Lassen Sie sich Zeit: Wer gut zu Ihnen passt, drängt Sie nicht.',
  ),
  t(
    'If something feels wrong, stop, and report or block the person here.',
    'Wenn sich etwas falsch anfühlt, hören Sie auf und melden oder blockieren Sie die Person hier.',
  ),
];

export interface BlueprintGuide {
  firstSteps: string[];
  agreement: { title: string; items: string[] };
  safetyTips: string[];
}

export function blueprintGuide(category: string, lang: RequestLanguage): BlueprintGuide {
  const guide = GUIDES[category] ?? SHARED;
  return {
    firstSteps: guide.firstSteps.map((text) => text[lang]),
    agreement: {
      title: guide.agreementTitle[lang],
      items: guide.agreement.map((text) => text[lang]),
    },
    safetyTips: SAFETY_TIPS.map((text) => text[lang]),
  };
}
