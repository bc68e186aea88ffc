import { cardOf } from './card.js';
import { SRC } from './sources.js';

// What each of the product's services helps with: the answers to the hero's service buttons ("I would
// like to use the Pension Planner. How can you help me?") and to general "how can you help" questions.
const HELP = 'how can you help me use service would like to';
const HILFE = 'wie können Sie mir helfen Dienst nutzen möchte';

export const SERVICE_CARDS = [
  cardOf(
    'service-pension-us',
    'social-security',
    'US',
    [SRC.ssaEarly, SRC.ssaAccount],
    [
      'Pension Planner',
      `pension planner retirement planning pension options ${HELP}`,
      'The Pension Planner estimates your Social Security at every claiming age from 62 to 70: give me your benefit at full retirement age (from your my Social Security statement) and your year of birth, and I will show the monthly amounts and the break-even ages. I can also explain spousal and survivor benefits, Medicare enrollment, 401(k) and IRA limits, and work out your income gap from two amounts.',
    ],
    [
      'Rentenplaner',
      `Rentenplaner Social Security USA ${HILFE}`,
      'Der Rentenplaner schätzt Ihre US Social Security für jedes Alter von 62 bis 70: Nennen Sie mir die Leistung zum vollen Rentenalter und Ihr Geburtsjahr, dann zeige ich die Monatsbeträge und den Break-even. Ich erkläre auch Ehegatten- und Hinterbliebenenleistungen, die Medicare-Anmeldung und 401(k)- und IRA-Grenzen.',
    ],
  ),
  cardOf(
    'service-pension-de',
    'gesetzliche-rente',
    'DE',
    [SRC.sgb6_64, SRC.sgb6_35],
    [
      'Pension Planner (German statutory pension)',
      `pension planner German pension options ${HELP}`,
      'The Pension Planner estimates your German statutory pension: give me your Entgeltpunkte (from your Renteninformation) and your year of birth, and I will calculate the monthly pension, your Regelaltersgrenze and the Abschlag or Zuschlag for an earlier or later start. I can also explain the 45-year pension, the Rentenlücke, Riester, Rürup and workplace pensions, taxes and the health and care contributions of pensioners.',
    ],
    [
      'Rentenplaner',
      `Rentenplaner Rente planen Rentenoptionen ${HILFE}`,
      'Der Rentenplaner schätzt Ihre gesetzliche Rente: Nennen Sie mir Ihre Entgeltpunkte (aus der Renteninformation) und Ihr Geburtsjahr, dann berechne ich die Monatsrente, Ihre Regelaltersgrenze und den Abschlag oder Zuschlag bei früherem oder späterem Beginn. Ich erkläre auch die Rente nach 45 Jahren, die Rentenlücke, Riester, Rürup und Betriebsrente, die Besteuerung und die Kranken- und Pflegeversicherung der Rentner.',
    ],
  ),
  cardOf(
    'service-medical-tourism',
    'medical-tourism',
    null,
    [SRC.cdcTravel],
    [
      'Medical Tourism',
      `medical tourism treatment abroad ${HELP}`,
      'The Medical Tourism guide helps you think through treatment abroad: how to check a clinic’s accreditation and a doctor’s experience, what to ask about costs and guarantees, how to plan travel, recovery and follow-up care at home, and what your insurance pays. I do not recommend specific clinics; tell me which treatment and country you have in mind.',
    ],
    [
      'Medizintourismus',
      `Medizintourismus Behandlung Ausland ${HILFE}`,
      'Der Medizintourismus-Dienst hilft, eine Behandlung im Ausland zu durchdenken: wie Sie Akkreditierung der Klinik und Erfahrung der Ärzte prüfen, was Sie zu Kosten und Gewährleistung fragen sollten, wie Sie Reise, Erholung und Nachsorge planen und was Ihre Krankenkasse zahlt. Konkrete Kliniken empfehle ich nicht; nennen Sie mir Behandlung und Land, an die Sie denken.',
    ],
  ),
  cardOf(
    'service-longevity',
    'longevity',
    null,
    [SRC.cdcActivity],
    [
      'Longevity Optimizer',
      `longevity optimizer healthy ageing ${HELP}`,
      'The Longevity Optimizer explains the everyday habits with the best evidence for a longer, healthier life: activity (150 minutes a week plus strength and balance), sleep, nutrition, social contact and brain health. Tell me what you want to start with, for example more exercise, better sleep or keeping your memory sharp.',
    ],
    [
      'Langlebigkeits-Optimierer',
      `Langlebigkeit Optimierer gesund älter werden ${HILFE}`,
      'Der Langlebigkeits-Optimierer erklärt die Alltagsgewohnheiten mit der besten Studienlage für ein längeres, gesundes Leben: Bewegung (150 Minuten pro Woche plus Kraft und Gleichgewicht), Schlaf, Ernährung, Kontakte und geistige Fitness. Sagen Sie mir, womit Sie anfangen möchten, etwa mehr Bewegung, besserer Schlaf oder ein fitter Kopf.',
    ],
  ),
  cardOf(
    'service-ageless-connect',
    'connection',
    null,
    [],
    [
      'Ageless Connect matching',
      `ageless connect matching synergy profile people nearby how does this site work match me with people ${HELP}`,
      'Ageless Connect finds people near you whose assets, skills and values complete yours, for shared projects, housing, help or friendship. Start with the profile wizard (Get Started, four short steps); you then see matches with a score, the distance and the reasons, and can decide whom to meet.',
    ],
    [
      'Ageless Connect Vermittlung',
      `Ageless Connect Synergie Profil Menschen Nähe wie funktioniert die Seite Partnersuche Vermittlung Menschen finden ${HILFE}`,
      'Ageless Connect findet Menschen in Ihrer Nähe, deren Möglichkeiten, Fähigkeiten und Werte Ihre ergänzen, für gemeinsame Projekte, Wohnen, Hilfe oder Freundschaft. Beginnen Sie mit dem Profil-Assistenten („Jetzt starten“, vier kurze Schritte); danach sehen Sie Vorschläge mit Punktzahl, Entfernung und Begründung und entscheiden selbst, wen Sie treffen.',
    ],
  ),
  cardOf(
    'service-purpose',
    'purpose',
    null,
    [],
    [
      'Purpose Mentor',
      `purpose mentor meaning next chapter ${HELP}`,
      'The Purpose Mentor helps you find what gives this stage of life meaning: we can look at what you enjoyed in your work and life, what you still want to learn or pass on, and small first steps such as volunteering, mentoring, a course or a shared project. What matters most to you right now?',
    ],
    [
      'Sinn-Mentor',
      `Sinn Mentor Aufgabe neuer Lebensabschnitt ${HILFE}`,
      'Der Sinn-Mentor hilft herauszufinden, was diesem Lebensabschnitt Sinn gibt: Wir schauen, was Ihnen in Beruf und Leben Freude gemacht hat, was Sie noch lernen oder weitergeben möchten, und welche kleinen ersten Schritte passen, etwa Ehrenamt, Mentoring, ein Kurs oder ein gemeinsames Projekt. Was ist Ihnen gerade am wichtigsten?',
    ],
  ),
  cardOf(
    'service-biomarker',
    'longevity',
    null,
    [SRC.nihBrain],
    [
      'Biomarker Interpreter',
      `biomarker interpreter blood test lab values ${HELP}`,
      'The Biomarker Interpreter explains in general terms what common health numbers mean, such as blood pressure, cholesterol, blood sugar (HbA1c) and kidney values, and which questions to ask your doctor. It does not diagnose: your own results should always be discussed with your doctor.',
    ],
    [
      'Biomarker-Deuter',
      `Biomarker Deuter Blutwerte Laborwerte ${HILFE}`,
      'Der Biomarker-Deuter erklärt allgemein, was gängige Gesundheitswerte bedeuten, etwa Blutdruck, Cholesterin, Blutzucker (HbA1c) und Nierenwerte, und welche Fragen Sie Ihrer Ärztin oder Ihrem Arzt stellen können. Er stellt keine Diagnosen: Ihre eigenen Werte besprechen Sie immer ärztlich.',
    ],
  ),
  cardOf(
    'service-coliving',
    'co-living',
    null,
    [],
    [
      'Co-living Matcher',
      `co-living matcher shared housing roommate ${HELP}`,
      'The Co-living Matcher helps you explore shared living: a shared flat with other older people, cohousing with your own flat and shared spaces, multigenerational housing, or renting a room in exchange for help. Through your Ageless Connect profile it suggests people nearby who have space or are looking for it.',
    ],
    [
      'Wohngemeinschafts-Vermittler',
      `Wohngemeinschaft Vermittler gemeinsam wohnen Mitbewohner ${HILFE}`,
      'Der Wohngemeinschafts-Vermittler hilft, gemeinschaftliches Wohnen zu erkunden: Senioren-WG, Wohnprojekt mit eigener Wohnung und Gemeinschaftsräumen, Mehrgenerationenwohnen oder Wohnen für Hilfe. Über Ihr Ageless-Connect-Profil schlägt er Menschen in Ihrer Nähe vor, die Platz haben oder suchen.',
    ],
  ),
  cardOf(
    'service-budget',
    'budgeting',
    null,
    [],
    [
      'Budget Optimizer',
      `budget optimizer money spending ${HELP}`,
      'The Budget Optimizer helps you plan your money in retirement: list your monthly income and expenses and it shows what is left, where the largest costs are and how an emergency reserve fits in. Tell me your monthly income and what you need, and I will work out the gap or surplus.',
    ],
    [
      'Budget-Optimierer',
      `Budget Optimierer Geld Ausgaben ${HILFE}`,
      'Der Budget-Optimierer hilft, das Geld im Ruhestand zu planen: Tragen Sie monatliche Einnahmen und Ausgaben ein, dann sehen Sie, was übrig bleibt, wo die größten Kosten liegen und wie eine Notfallreserve hineinpasst. Nennen Sie mir Ihr monatliches Einkommen und Ihren Bedarf, dann rechne ich Lücke oder Überschuss aus.',
    ],
  ),
  cardOf(
    'service-overseas',
    'overseas-retirement',
    null,
    [SRC.stateAbroad],
    [
      'Overseas Retirement Guide',
      `overseas retirement guide retire abroad compare countries ${HELP}`,
      'The Overseas Retirement Guide helps you compare countries for retirement: residence rules and visas, health care and insurance, how your pension is paid and taxed abroad, cost of living, climate, language and distance to family. Tell me which countries you are thinking of and what matters most to you.',
    ],
    [
      'Ruhestand im Ausland',
      `Ruhestand Ausland Länder vergleichen auswandern ${HILFE}`,
      'Der Dienst „Ruhestand im Ausland“ hilft, Länder für den Ruhestand zu vergleichen: Aufenthaltsrecht und Visum, Gesundheitsversorgung und Krankenversicherung, wie die Rente im Ausland gezahlt und besteuert wird, Lebenshaltungskosten, Klima, Sprache und Entfernung zur Familie. Nennen Sie mir die Länder, an die Sie denken, und was Ihnen am wichtigsten ist.',
    ],
  ),
  cardOf(
    'service-relocation',
    'relocation',
    null,
    [],
    [
      'Relocation Guide',
      `relocation guide moving house later life ${HELP}`,
      'The Relocation Guide helps with moving in later life: whether to downsize or adapt your home, what to look for in a new area (step-free housing, doctors, shops, public transport, people you know), costs and taxes of selling and buying, and alternatives such as shared housing. Where are you thinking of moving, and why?',
    ],
    [
      'Umzugsberater',
      `Umzugsberater Umzug im Alter ${HILFE}`,
      'Der Umzugsberater hilft beim Umzug im Alter: kleiner wohnen oder die Wohnung anpassen, worauf es am neuen Ort ankommt (barrierearme Wohnung, Ärzte, Einkauf, Bus und Bahn, Bekannte), Kosten von Verkauf und Kauf und Alternativen wie gemeinschaftliches Wohnen. Wohin möchten Sie ziehen, und warum?',
    ],
  ),
  cardOf(
    'meet-safely',
    'connection',
    null,
    [SRC.ftcRomanceScams],
    [
      'Meeting someone from Ageless Connect safely',
      'safe to meet someone from this website meeting safely first meeting stranger scam safety tips is it safe trust',
      'Ageless Connect shares contact details only when both people have agreed to an introduction, and you can decline, block or report anyone. For a first meeting: meet in a busy public place, in daylight, and get there on your own; tell a friend or relative where you are going and when you will be back; keep your home address to yourself until you know the person. Never send money, gift cards or bank details, however good the story; a request for money is the clearest sign of a scam, and you can report it to us and to the FTC (reportfraud.ftc.gov).',
    ],
    [
      'Sicher treffen über Ageless Connect',
      'sicher treffen jemanden von der Seite kennenlernen erstes Treffen Fremde Betrug Sicherheit Tipps ist das sicher',
      'Ageless Connect gibt Kontaktdaten erst weiter, wenn beide einer Vorstellung zugestimmt haben, und Sie können jede Anfrage ablehnen, jemanden blockieren oder melden. Fürs erste Treffen: an einem belebten öffentlichen Ort, bei Tageslicht, mit eigener An- und Abreise; sagen Sie einer Freundin, einem Freund oder Angehörigen, wohin Sie gehen und wann Sie zurück sind; behalten Sie Ihre Adresse für sich, bis Sie die Person kennen. Schicken Sie nie Geld, Gutscheinkarten oder Bankdaten, wie gut die Geschichte auch klingt: Eine Bitte um Geld ist das deutlichste Zeichen für Betrug; melden Sie sie uns und der Polizei.',
    ],
  ),
];
