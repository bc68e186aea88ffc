import type { BudgetExpenseCategory, Language } from '@ageless/contracts';

type Text = Record<Language, string>;

// Education only: ways people commonly reduce a category, never a product or provider.
export const LEVERS: Record<BudgetExpenseCategory, { title: Text; text: Text }> = {
  housing: {
    title: { en: 'Housing', de: 'Wohnen' },
    text: {
      en: 'Housing is usually the largest fixed cost. Options people weigh: a smaller or shared home, co-living, letting a room, moving to a lower-cost area, or renegotiating the rent.',
      de: 'Wohnen ist meist der größte Fixkostenblock. Mögliche Wege: eine kleinere oder geteilte Wohnung, gemeinschaftliches Wohnen, Untervermietung, ein Umzug in eine günstigere Gegend oder das Nachverhandeln der Miete.',
    },
  },
  utilities: {
    title: { en: 'Utilities', de: 'Nebenkosten und Verträge' },
    text: {
      en: 'Energy, water, phone and internet: compare tariffs once a year, end contracts you no longer use, and reduce consumption (heating, standby).',
      de: 'Energie, Wasser, Telefon und Internet: Tarife einmal im Jahr vergleichen, ungenutzte Verträge kündigen und den Verbrauch senken (Heizung, Standby).',
    },
  },
  groceries: {
    title: { en: 'Groceries', de: 'Lebensmittel' },
    text: {
      en: 'Plan meals for the week, buy seasonal food and store brands, cook in batches and waste less.',
      de: 'Mahlzeiten für die Woche planen, saisonal und Eigenmarken kaufen, vorkochen und weniger wegwerfen.',
    },
  },
  dining: {
    title: { en: 'Eating out', de: 'Essen gehen' },
    text: {
      en: 'Eating out adds up quickly: set a monthly amount, or swap some meals out for cooking together with friends.',
      de: 'Auswärts essen summiert sich schnell: einen Monatsbetrag festlegen oder manches Essen durch gemeinsames Kochen mit Freunden ersetzen.',
    },
  },
  transport: {
    title: { en: 'Transport', de: 'Mobilität' },
    text: {
      en: 'A car costs insurance, repairs and loss of value as well as fuel: compare with public transport, car sharing or cycling for some trips.',
      de: 'Ein Auto kostet neben Kraftstoff auch Versicherung, Reparaturen und Wertverlust: für manche Wege mit Nahverkehr, Carsharing oder Fahrrad vergleichen.',
    },
  },
  health: {
    title: { en: 'Health', de: 'Gesundheit' },
    text: {
      en: 'Health is rarely the place to cut care. Check what your insurance covers, ask about generic medicines, and review extra cover you do not use.',
      de: 'Bei der Gesundheit sollte man selten an der Versorgung sparen. Prüfen Sie, was die Versicherung übernimmt, fragen Sie nach Generika und prüfen Sie Zusatzleistungen, die Sie nicht nutzen.',
    },
  },
  insurance: {
    title: { en: 'Insurance', de: 'Versicherungen' },
    text: {
      en: 'Review policies for overlaps and cover you no longer need, and compare deductibles; keep essential cover such as health and liability.',
      de: 'Verträge auf Doppelungen und nicht mehr nötigen Schutz prüfen und Selbstbehalte vergleichen; wichtigen Schutz wie Kranken- und Haftpflichtversicherung behalten.',
    },
  },
  debt: {
    title: { en: 'Debt', de: 'Schulden' },
    text: {
      en: 'High-interest debt costs the most: paying it down first frees money every month. Non-profit debt counselling is often free.',
      de: 'Teure Schulden kosten am meisten: sie zuerst zu tilgen schafft jeden Monat Luft. Gemeinnützige Schuldnerberatung ist oft kostenlos.',
    },
  },
  leisure: {
    title: { en: 'Leisure', de: 'Freizeit' },
    text: {
      en: 'Hobbies and outings matter for well-being: look for free community offers, senior discounts and activities you can share.',
      de: 'Hobbys und Ausflüge sind wichtig fürs Wohlbefinden: kostenlose Angebote in der Nachbarschaft, Seniorenrabatte und gemeinsame Aktivitäten nutzen.',
    },
  },
  travel: {
    title: { en: 'Travel', de: 'Reisen' },
    text: {
      en: 'Travel off-season, book early, and consider house-sitting or a home exchange.',
      de: 'Außerhalb der Saison reisen, früh buchen und Haushüten oder Wohnungstausch in Betracht ziehen.',
    },
  },
  family: {
    title: { en: 'Family support', de: 'Familie' },
    text: {
      en: 'Support for family is a choice close to the heart: agreeing a fixed monthly amount keeps it planned.',
      de: 'Unterstützung für die Familie ist eine Herzensentscheidung: ein fester Monatsbetrag hält sie planbar.',
    },
  },
  subscriptions: {
    title: { en: 'Subscriptions', de: 'Abos und Mitgliedschaften' },
    text: {
      en: 'List every subscription and membership and cancel what you have not used in the last three months.',
      de: 'Alle Abos und Mitgliedschaften auflisten und kündigen, was Sie in den letzten drei Monaten nicht genutzt haben.',
    },
  },
  other: {
    title: { en: 'Other spending', de: 'Sonstiges' },
    text: {
      en: 'Spending without a category is hard to steer: note it for a month to see where it goes.',
      de: 'Ausgaben ohne Kategorie lassen sich schwer steuern: einen Monat lang notieren, wohin das Geld geht.',
    },
  },
};
