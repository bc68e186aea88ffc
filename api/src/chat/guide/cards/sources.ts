import type { CardSource } from './card.js';

// The public sources the cards quote, named once. Rules (ages, shares, periods) are quoted from these
// pages and laws; yearly amounts come from the dated figures table, which names its own sources.

/** A section of a German law on gesetze-im-internet.de. */
export const law = (book: string, section: string, title: string): CardSource => ({
  title,
  url: `https://www.gesetze-im-internet.de/${book}/__${section}.html`,
});

export const SRC = {
  ssaEarly: {
    title: 'SSA: Retirement age and benefit reduction',
    url: 'https://www.ssa.gov/benefits/retirement/planner/agereduction.html',
  },
  ssaDelay: {
    title: 'SSA: Delayed retirement credits',
    url: 'https://www.ssa.gov/benefits/retirement/planner/delayret.html',
  },
  ssaSpouse: {
    title: 'SSA: Benefits for spouses',
    url: 'https://www.ssa.gov/oact/quickcalc/spouse.html',
  },
  ssaSurvivors: { title: 'SSA: Survivor benefits', url: 'https://www.ssa.gov/survivor' },
  ssaSurvivorChart: {
    title:
      "SSA: Survivors benefits by age (71.5% of the deceased's benefit at 60, 100% at the survivor's full retirement age)",
    url: 'https://www.ssa.gov/benefits/survivors/survivorchartred.html',
  },
  ssaLumpSum: {
    title: 'SSA Handbook § 428: When is a lump-sum death payment paid? ($255, once)',
    url: 'https://www.ssa.gov/OP_Home/handbook/handbook.04/handbook-0428.html',
  },
  ssaWorking: {
    title: 'SSA: Receiving benefits while working',
    url: 'https://www.ssa.gov/benefits/retirement/planner/whileworking.html',
  },
  ssaTaxes: {
    title: 'SSA: Income taxes and your Social Security benefit',
    url: 'https://www.ssa.gov/benefits/retirement/planner/taxes.html',
  },
  ssaCredits: {
    title: 'SSA: Social Security credits',
    url: 'https://www.ssa.gov/benefits/retirement/planner/credits.html',
  },
  ssaFairness: {
    title: 'SSA: Social Security Fairness Act (WEP and GPO repealed)',
    url: 'https://www.ssa.gov/benefits/retirement/social-security-fairness-act.html',
  },
  ssaCola: {
    title: 'SSA: Cost-of-living adjustment (COLA) information',
    url: 'https://www.ssa.gov/cola/',
  },
  ssaAbroad: {
    title: 'SSA: Your payments while you are outside the United States',
    url: 'https://www.ssa.gov/international/payments_outsideUS.html',
  },
  ssaAccount: { title: 'SSA: my Social Security account', url: 'https://www.ssa.gov/myaccount/' },
  ssaApply: { title: 'SSA: Apply for retirement benefits', url: 'https://www.ssa.gov/retirement' },
  ssaIrmaa: {
    title: 'SSA: Premiums: rules for higher-income beneficiaries',
    url: 'https://www.ssa.gov/benefits/medicare/medicare-premiums.html',
  },
  medicareStart: {
    title: 'Medicare.gov: When does Medicare coverage start?',
    url: 'https://www.medicare.gov/basics/get-started-with-medicare/sign-up/when-does-medicare-coverage-start',
  },
  medicarePenalty: {
    title: 'Medicare.gov: Avoid late enrollment penalties',
    url: 'https://www.medicare.gov/basics/costs/medicare-costs/avoid-penalties',
  },
  medicareParts: {
    title: 'Medicare.gov: Parts of Medicare',
    url: 'https://www.medicare.gov/basics/get-started-with-medicare/medicare-basics/parts-of-medicare',
  },
  medicareBasics: {
    title: 'Medicare.gov: Get started with Medicare',
    url: 'https://www.medicare.gov/basics/get-started-with-medicare',
  },
  medicareMedigap: {
    title: 'Medicare.gov: When can I buy Medigap?',
    url: 'https://www.medicare.gov/health-drug-plans/medigap/basics/when-can-i-buy-medigap',
  },
  medicareCompare: {
    title: 'Medicare.gov: Compare Original Medicare and Medicare Advantage',
    url: 'https://www.medicare.gov/basics/get-started-with-medicare/get-more-coverage/your-coverage-options/compare-original-medicare-medicare-advantage',
  },
  medicarePlans: {
    title: 'Medicare.gov: Joining a health or drug plan',
    url: 'https://www.medicare.gov/basics/get-started-with-medicare/get-more-coverage/joining-a-plan',
  },
  ssaTrustees: {
    title:
      'SSA: The 2025 Annual Report of the Social Security Board of Trustees (18 June 2025), summary',
    url: 'https://www.ssa.gov/oact/trsum/',
  },
  medicareHomeHealth: {
    title: 'Medicare.gov: Home health services',
    url: 'https://www.medicare.gov/coverage/home-health-services',
  },
  medicaidHcbs: {
    title: 'Medicaid.gov: Home and community-based services',
    url: 'https://www.medicaid.gov/medicaid/home-community-based-services',
  },
  vaAidAttendance: {
    title: 'VA: Aid and Attendance benefits and Housebound allowance',
    url: 'https://www.va.gov/pension/aid-attendance-housebound/',
  },
  eldercareLocator: {
    title: 'Eldercare Locator (U.S. Administration for Community Living): 1-800-677-1116',
    url: 'https://eldercare.acl.gov',
  },
  ssaPaymentSchedule: {
    title:
      'SSA: Schedule of Social Security benefit payments 2026 (publication EN-05-10031: paid by day of birth; allow 3 mailing days)',
    url: 'https://www.ssa.gov/pubs/EN-05-10031-2026.pdf',
  },
  ssaSsi: {
    title: 'SSA: Supplemental Security Income (SSI) for people 65 and older',
    url: 'https://www.ssa.gov/ssi',
  },
  ssaSsiIncome: {
    title: 'SSA: Understanding SSI – income (the $20 general income exclusion)',
    url: 'https://www.ssa.gov/ssi/text-income-ussi.htm',
  },
  ssaMedicareSignUp: {
    title: 'SSA: Sign up for Medicare (online, 1-800-772-1213 or a local office)',
    url: 'https://www.ssa.gov/medicare/sign-up',
  },
  medicareTalk: {
    title: 'Medicare.gov: Talk to someone (1-800-MEDICARE, SHIP counselling)',
    url: 'https://www.medicare.gov/talk-to-someone',
  },
  shipHelp: {
    title: 'SHIP: free, unbiased Medicare counselling in every state',
    url: 'https://www.shiphelp.org/',
  },
  medicareCard: {
    title: 'Medicare.gov: Your Medicare card (print or order a replacement; 1-800-MEDICARE)',
    url: 'https://www.medicare.gov/basics/get-started-with-medicare/using-medicare/your-medicare-card',
  },
  medicareCareCompare: {
    title: 'Medicare.gov: Care Compare (find doctors, hospitals and other providers)',
    url: 'https://www.medicare.gov/care-compare/',
  },
  alzHelpline: {
    title: "Alzheimer's Association: 24/7 Helpline 1-800-272-3900",
    url: 'https://www.alz.org/help-support/resources/helpline',
  },
  ncoaBenefitsCheckUp: {
    title:
      'National Council on Aging: BenefitsCheckUp (benefits for older adults with limited income)',
    url: 'https://www.benefitscheckup.org',
  },
  ftcRomanceScams: {
    title: 'FTC: What to know about romance scams',
    url: 'https://consumer.ftc.gov/articles/what-know-about-romance-scams',
  },
  medicareLtc: {
    title: 'Medicare.gov: Long-term care coverage',
    url: 'https://www.medicare.gov/coverage/long-term-care',
  },
  medicareSnf: {
    title: 'Medicare.gov: Skilled nursing facility care',
    url: 'https://www.medicare.gov/coverage/skilled-nursing-facility-care',
  },
  medicareTravel: {
    title: 'Medicare.gov: Travel outside the U.S.',
    url: 'https://www.medicare.gov/coverage/travel',
  },
  medicareDental: {
    title: 'Medicare.gov: Dental services',
    url: 'https://www.medicare.gov/coverage/dental-services',
  },
  medicarePartD: {
    title: 'Medicare.gov: Drug coverage (Part D)',
    url: 'https://www.medicare.gov/health-drug-plans/part-d',
  },
  irsEarly: {
    title: 'IRS: Topic no. 558, Additional tax on early distributions from retirement plans',
    url: 'https://www.irs.gov/taxtopics/tc558',
  },
  irsIras: {
    title: 'IRS: Traditional and Roth IRAs',
    url: 'https://www.irs.gov/retirement-plans/traditional-and-roth-iras',
  },
  irsPensions: {
    title: 'IRS: Topic no. 410, Pensions and annuities',
    url: 'https://www.irs.gov/taxtopics/tc410',
  },
  aclLtc: {
    title: 'ACL / LongTermCare.gov: How much care will you need?',
    url: 'https://acl.gov/ltc/basic-needs/how-much-care-will-you-need',
  },
  fidelityHealth: {
    title: 'Fidelity: Retiree Health Care Cost Estimate',
    url: 'https://www.fidelity.com/viewpoints/personal-finance/plan-for-rising-health-care-costs',
  },
  cdcActivity: {
    title: 'CDC: Physical activity guidelines for older adults',
    url: 'https://www.cdc.gov/physical-activity-basics/guidelines/older-adults.html',
  },
  cdcFalls: { title: 'CDC: Older adult fall prevention', url: 'https://www.cdc.gov/falls/' },
  cdcStroke: {
    title: 'CDC: Signs and symptoms of stroke',
    url: 'https://www.cdc.gov/stroke/signs-symptoms/index.html',
  },
  cdcHeartAttack: {
    title: 'CDC: Heart attack symptoms, risk and recovery',
    url: 'https://www.cdc.gov/heart-disease/about/heart-attack.html',
  },
  schlaganfallHilfe: {
    title: 'Stiftung Deutsche Schlaganfall-Hilfe: Schlaganfall-Symptome erkennen',
    url: 'https://www.schlaganfall-hilfe.de/de/verstehen-vermeiden/schlaganfall-symptome',
  },
  herzstiftung: {
    title: 'Deutsche Herzstiftung: Herzinfarkt, die Anzeichen',
    url: 'https://herzstiftung.de/infos-zu-herzerkrankungen/herzinfarkt/anzeichen',
  },
  cdcArthritis: {
    title: 'CDC: Physical activity for arthritis',
    url: 'https://www.cdc.gov/arthritis/basics/physical-activity/index.html',
  },
  nihBrain: {
    title: 'National Institute on Aging: Cognitive health and older adults',
    url: 'https://www.nia.nih.gov/health/brain-health/cognitive-health-and-older-adults',
  },
  niaLoneliness: {
    title: 'National Institute on Aging: Loneliness and social isolation',
    url: 'https://www.nia.nih.gov/health/loneliness-and-social-isolation/loneliness-and-social-isolation-tips-staying-connected',
  },
  niaSleep: {
    title: 'National Institute on Aging: Sleep and older adults',
    url: 'https://www.nia.nih.gov/health/sleep/sleep-and-older-adults',
  },
  niaAdvance: {
    title: 'National Institute on Aging: Advance care planning',
    url: 'https://www.nia.nih.gov/health/advance-care-planning/advance-care-planning-advance-directives-health-care',
  },
  cdcTravel: {
    title: 'CDC: Medical tourism (travel for medical care)',
    url: 'https://wwwnc.cdc.gov/travel/page/medical-tourism',
  },
  stateAbroad: {
    title: 'U.S. Department of State: Retirement abroad',
    url: 'https://travel.state.gov/content/travel/en/international-travel/while-abroad/retirement-abroad.html',
  },
  euPatients: {
    title: 'Your Europe: Planned medical treatment abroad',
    url: 'https://europa.eu/youreurope/citizens/health/planned-healthcare/index_en.htm',
  },
  euS1: {
    title: 'Your Europe: Health cover for pensioners living abroad (form S1)',
    url: 'https://europa.eu/youreurope/citizens/health/unplanned-healthcare/temporary-stays/index_en.htm',
  },
  euPension: {
    title: 'Your Europe: Pensions abroad',
    url: 'https://europa.eu/youreurope/citizens/work/retire-abroad/state-pensions-abroad/index_en.htm',
  },
  drvAusland: {
    title: 'Deutsche Rentenversicherung: Rente ins Ausland',
    url: 'https://www.deutsche-rentenversicherung.de/DRV/DE/Rente/Ausland/ausland_node.html',
  },
  drvBeratung: {
    title: 'Deutsche Rentenversicherung: Beratung und Kontakt',
    url: 'https://www.deutsche-rentenversicherung.de/DRV/DE/Beratung-und-Kontakt/beratung-und-kontakt_node.html',
  },
  drvGrundrente: {
    title: 'Deutsche Rentenversicherung: Grundrente',
    url: 'https://www.deutsche-rentenversicherung.de/DRV/DE/Rente/Grundrente/grundrente_node.html',
  },
  drvAktivrente: {
    title:
      'Deutsche Rentenversicherung: Aktivrente – keine Leistung der Rentenversicherung, sondern Steuerbonus (FAQ, Stand 22. Januar 2026)',
    url: 'https://www.deutsche-rentenversicherung.de/SharedDocs/FAQ/aktivrente/aktivrente_liste.html',
  },
  bmfAktivrente: {
    title: 'Bundesministerium der Finanzen: Fragen und Antworten zur Aktivrente (6. Februar 2026)',
    url: 'https://www.bundesfinanzministerium.de/Content/DE/Standardartikel/Themen/Steuern/2026-02-06-FAQ-Aktivrente-Anlage.pdf',
  },
  bmwsbWohngeldRechner: {
    title: 'Bundesministerium für Wohnen, Stadtentwicklung und Bauwesen: Wohngeld-Rechner',
    url: 'https://www.bmwsb.bund.de/Webs/BMWSB/DE/themen/stadt-wohnen/wohnraumfoerderung/wohngeld/wohngeldrechner-2025-artikel.html',
  },
  bmgPflege: {
    title: 'Bundesministerium für Gesundheit: Leistungen der Pflegeversicherung',
    url: 'https://www.bundesgesundheitsministerium.de/themen/pflege/online-ratgeber-pflege/leistungen-der-pflegeversicherung.html',
  },
  bmgPflegegrade: {
    title: 'Bundesministerium für Gesundheit: Pflegegrade',
    url: 'https://www.bundesgesundheitsministerium.de/themen/pflege/online-ratgeber-pflege/die-pflegebeduerftigkeit/pflegegrade.html',
  },
  bmfsfjWfh: {
    title: 'BMFSFJ: Wohnen für Hilfe',
    url: 'https://www.bmfsfj.de/bmfsfj/themen/aeltere-menschen/wohnen-im-alter',
  },
  mgh: { title: 'BMFSFJ: Mehrgenerationenhäuser', url: 'https://www.mehrgenerationenhaeuser.de/' },
  telefonseelsorge: {
    title: 'TelefonSeelsorge Deutschland',
    url: 'https://www.telefonseelsorge.de/',
  },
  lifeline988: { title: '988 Suicide & Crisis Lifeline', url: 'https://988lifeline.org/' },
  bmjVorsorge: {
    title: 'Bundesministerium der Justiz: Patientenverfügung',
    url: 'https://www.bmj.de/DE/themen/vorsorge_betreuungsrecht/patientenverfuegung/patientenverfuegung_node.html',
  },
  verbraucherzentrale: {
    title: 'Verbraucherzentrale: Altersvorsorge',
    url: 'https://www.verbraucherzentrale.de/wissen/geld-versicherungen/altersvorsorge',
  },
  finraBrokerCheck: { title: 'FINRA BrokerCheck', url: 'https://brokercheck.finra.org/' },
  ssaOigScams: {
    title: 'SSA Office of the Inspector General: Scam awareness',
    url: 'https://oig.ssa.gov/scam-awareness/',
  },
  ftcReportFraud: { title: 'FTC: Report fraud', url: 'https://reportfraud.ftc.gov/' },
  ssaContact: { title: 'SSA: Contact Social Security', url: 'https://www.ssa.gov/agency/contact/' },
  cfpbReverseMortgage: {
    title: 'CFPB: What is a reverse mortgage?',
    url: 'https://www.consumerfinance.gov/ask-cfpb/what-is-a-reverse-mortgage-en-224/',
  },
  hudHecm: {
    title: 'HUD: Home Equity Conversion Mortgages for seniors',
    url: 'https://www.hud.gov/program_offices/housing/sfh/hecm/hecmhome',
  },
  sgb6_35: law('sgb_6', '35', '§ 35 SGB VI Regelaltersrente'),
  sgb6_235: law('sgb_6', '235', '§ 235 SGB VI Regelaltersrente (Anhebung nach Geburtsjahr)'),
  sgb6_36: law('sgb_6', '36', '§ 36 SGB VI Altersrente für langjährig Versicherte'),
  sgb6_38: law('sgb_6', '38', '§ 38 SGB VI Altersrente für besonders langjährig Versicherte'),
  sgb6_236b: law(
    'sgb_6',
    '236b',
    '§ 236b SGB VI Altersrente für besonders langjährig Versicherte (Übergang)',
  ),
  sgb6_77: law('sgb_6', '77', '§ 77 SGB VI Zugangsfaktor'),
  sgb6_64: law('sgb_6', '64', '§ 64 SGB VI Rentenformel für den Monatsbetrag der Rente'),
  sgb6_70: law('sgb_6', '70', '§ 70 SGB VI Entgeltpunkte für Beitragszeiten'),
  sgb6_46: law('sgb_6', '46', '§ 46 SGB VI Witwenrente und Witwerrente'),
  sgb6_242a: law(
    'sgb_6',
    '242a',
    '§ 242a SGB VI Witwenrente und Witwerrente (Altersgrenze nach Todesjahr)',
  ),
  sgb6_97: law(
    'sgb_6',
    '97',
    '§ 97 SGB VI Einkommensanrechnung auf Renten wegen Todes (Freibetrag, 40 % Anrechnung)',
  ),
  sgb4_18a: law('sgb_4', '18a', '§ 18a SGB IV Art des zu berücksichtigenden Einkommens'),
  sgb4_18b: law(
    'sgb_4',
    '18b',
    '§ 18b SGB IV Höhe des zu berücksichtigenden Einkommens (pauschale Abzüge)',
  ),
  sgb6_5: law('sgb_6', '5', '§ 5 Abs. 4 SGB VI Versicherungsfreiheit bei Vollrente wegen Alters'),
  estg3: law(
    'estg',
    '3',
    '§ 3 Nr. 21 EStG Steuerfreiheit von Arbeitslohn im Rentenalter (Aktivrente)',
  ),
  sgb12_41: law('sgb_12', '41', '§ 41 SGB XII Grundsicherung im Alter und bei Erwerbsminderung'),
  sgb12_42: law('sgb_12', '42', '§ 42 SGB XII Bedarfe (Regelsatz, Unterkunft und Heizung)'),
  sgb12_43: law(
    'sgb_12',
    '43',
    '§ 43 SGB XII Einsatz von Einkommen und Vermögen (Unterhalt der Kinder erst ab 100.000 Euro)',
  ),
  wogg1: law('wogg', '1', '§ 1 WoGG Zweck des Wohngeldes'),
  wogg7: law('wogg', '7', '§ 7 WoGG Ausschluss vom Wohngeld (bei Grundsicherung)'),
  wogg25: law('wogg', '25', '§ 25 WoGG Bewilligungszeitraum (ab dem Monat des Antrags)'),
  estg32a: law('estg', '32a', '§ 32a EStG Einkommensteuertarif (Grundfreibetrag)'),
  sgb6_67: law('sgb_6', '67', '§ 67 SGB VI Rentenartfaktor'),
  sgb6_76g: law(
    'sgb_6',
    '76g',
    '§ 76g SGB VI Zuschlag an Entgeltpunkten für langjährige Versicherung (Grundrente)',
  ),
  sgb6_34: law(
    'sgb_6',
    '34',
    '§ 34 SGB VI Voraussetzungen für einen Rentenanspruch und Hinzuverdienstgrenze',
  ),
  sgb6_42: law('sgb_6', '42', '§ 42 SGB VI Vollrente und Teilrente'),
  sgb6_43: law('sgb_6', '43', '§ 43 SGB VI Rente wegen Erwerbsminderung'),
  sgb6_56: law('sgb_6', '56', '§ 56 SGB VI Kindererziehungszeiten'),
  sgb6_99: law('sgb_6', '99', '§ 99 SGB VI Beginn'),
  sgb6_115: law('sgb_6', '115', '§ 115 SGB VI Beginn (Antrag)'),
  sgb6_110: law('sgb_6', '110', '§ 110 SGB VI Grundsatz (Aufenthalt im Ausland)'),
  estg22: law('estg', '22', '§ 22 EStG Arten der sonstigen Einkünfte (Besteuerungsanteil)'),
  estg10a: law('estg', '10a', '§ 10a EStG Zusätzliche Altersvorsorge (Riester)'),
  altzertg1: law(
    'altzertg',
    '1',
    '§ 1 AltZertG Begriffsbestimmungen (Riester: bis zu 30 % zu Beginn als Einmalbetrag)',
  ),
  estg10: law('estg', '10', '§ 10 EStG Sonderausgaben (Basisrente)'),
  betravg1: law(
    'betravg',
    '1',
    '§ 1 BetrAVG Zusage des Arbeitgebers auf betriebliche Altersversorgung',
  ),
  sgb5_5: law('sgb_5', '5', '§ 5 SGB V Versicherungspflicht (Krankenversicherung der Rentner)'),
  sgb5_249a: law(
    'sgb_5',
    '249a',
    '§ 249a SGB V Tragung der Beiträge bei Versicherungspflichtigen mit Rentenbezug',
  ),
  sgb5_13: law('sgb_5', '13', '§ 13 SGB V Kostenerstattung (Behandlung im EU-Ausland)'),
  sgb11_14: law('sgb_11', '14', '§ 14 SGB XI Begriff der Pflegebedürftigkeit'),
  sgb11_15: law('sgb_11', '15', '§ 15 SGB XI Ermittlung des Grades der Pflegebedürftigkeit'),
  sgb11_18: law(
    'sgb_11',
    '18',
    '§ 18 SGB XI Begutachtung zur Feststellung der Pflegebedürftigkeit',
  ),
  sgb11_18c: law('sgb_11', '18c', '§ 18c SGB XI Fristen (Entscheidung binnen 25 Arbeitstagen)'),
  sgb11_7a: law('sgb_11', '7a', '§ 7a SGB XI Pflegeberatung'),
  sgb11_39: law('sgb_11', '39', '§ 39 SGB XI Verhinderungspflege'),
  sgb11_42: law('sgb_11', '42', '§ 42 SGB XI Kurzzeitpflege'),
  sgb11_55: law('sgb_11', '55', '§ 55 SGB XI Beitragssatz'),
  sgb11_59: law('sgb_11', '59', '§ 59 SGB XI Beitragstragung bei anderen Mitgliedern (Rentner)'),
} as const satisfies Record<string, CardSource>;
