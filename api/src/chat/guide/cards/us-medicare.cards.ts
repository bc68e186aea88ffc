import { cardOf } from './card.js';
import { SRC } from './sources.js';

// Medicare: enrolment periods, parts, costs and what it does not cover.
export const US_MEDICARE_CARDS = [
  cardOf(
    'medicare-basics',
    'medicare',
    'US',
    [SRC.medicareParts],
    [
      'How Medicare works',
      'what is Medicare explain how does it work parts A B C D simply overview',
      'Medicare is the U.S. health insurance for people 65 and older (and some younger people with disabilities). Part A covers hospital stays and is usually premium-free; Part B covers doctors and outpatient care for a monthly premium; Part D covers prescription drugs; Part C, Medicare Advantage, is an all-in-one alternative sold by private insurers. Most people sign up around their 65th birthday.',
    ],
    [
      'Wie Medicare funktioniert',
      'was ist Medicare wie funktioniert Teile A B C D USA Krankenversicherung Überblick',
      'Medicare ist die staatliche Krankenversicherung der USA für Menschen ab 65 (und manche jüngere mit Behinderung). Part A (Teil A) deckt Krankenhausaufenthalte und ist meist beitragsfrei; Part B deckt Arztbesuche und ambulante Behandlung gegen einen Monatsbeitrag; Part D deckt Medikamente; Part C, Medicare Advantage, ist ein Komplettangebot privater Versicherer. Die meisten melden sich um den 65. Geburtstag an.',
    ],
  ),
  cardOf(
    'medicare-iep',
    'medicare',
    'US',
    [SRC.medicareStart],
    [
      'When to sign up for Medicare (Initial Enrollment Period)',
      'when sign up enroll Medicare initial enrollment period window turn 65 birthday months',
      'Your first chance to sign up for Medicare, the Initial Enrollment Period, lasts 7 months: it starts 3 months before the month you turn 65, includes that month and ends 3 months after it. Signing up in the 3 months before means coverage starts the month you turn 65; later sign-ups start the month after you sign up. If you already get Social Security, you are enrolled in Parts A and B automatically.',
    ],
    [
      'Wann zu Medicare anmelden (Initial Enrollment Period)',
      'wann anmelden Medicare Anmeldezeitraum 65 Geburtstag Monate',
      'Die erste Anmeldefrist für Medicare dauert 7 Monate: Sie beginnt 3 Monate vor dem Monat, in dem Sie 65 werden, umfasst diesen Monat und endet 3 Monate danach. Wer sich in den 3 Monaten davor anmeldet, ist ab dem Geburtstagsmonat versichert; spätere Anmeldungen gelten ab dem Folgemonat. Wer schon Social Security bezieht, wird automatisch in Part A und B aufgenommen.',
    ],
  ),
  cardOf(
    'medicare-sign-up',
    'medicare',
    'US',
    [SRC.ssaMedicareSignUp],
    [
      'How to sign up for Medicare',
      'how where sign up apply enroll Medicare Part A Part B application online phone office Social Security Railroad documents papers what to bring',
      'You sign up for Medicare Parts A and B through Social Security: online at ssa.gov/medicare/sign-up, by phone at 1-800-772-1213 (TTY 1-800-325-0778) or at a local Social Security office, best with an appointment. If you already get Social Security or Railroad Retirement benefits, you are enrolled automatically and your card comes in the mail; railroad workers sign up with the Railroad Retirement Board (1-877-772-5772). Medicare Advantage and Part D plans are chosen afterwards, on Medicare.gov or with the plan. Documents to have ready: your Social Security number, your date and place of birth, and, if you or your spouse had health cover from a job, its start and end dates (for a late Part B sign-up, form CMS-L564 from the employer).',
    ],
    [
      'Wie man sich bei Medicare anmeldet',
      'wie wo anmelden beantragen Medicare Part A Part B Antrag online Telefon Büro Social Security USA Unterlagen Dokumente Nachweise',
      'Zu Medicare Part A und B melden Sie sich über die US Social Security an: online unter ssa.gov/medicare/sign-up, telefonisch unter +1-800-772-1213 (TTY +1-800-325-0778) oder in einem örtlichen Social-Security-Büro, am besten mit Termin. Wer schon Social Security oder eine Eisenbahnerrente (Railroad Retirement) bezieht, wird automatisch angemeldet und bekommt die Karte per Post; Eisenbahner melden sich beim Railroad Retirement Board an (+1-877-772-5772). Medicare-Advantage- und Part-D-Pläne wählt man danach, auf Medicare.gov oder beim Anbieter. Unterlagen, die Sie bereithalten sollten: Ihre Social Security Number, Geburtsdatum und -ort und, wenn Sie oder Ihr Ehepartner über den Arbeitgeber versichert waren, Beginn und Ende dieser Versicherung (für eine spätere Part-B-Anmeldung das Formular CMS-L564 vom Arbeitgeber).',
    ],
  ),
  cardOf(
    'medicare-contact',
    'medicare',
    'US',
    [SRC.medicareTalk, SRC.shipHelp],
    [
      'Who to call about Medicare',
      'who do I call contact phone number help questions talk to someone Medicare counselling free advice SHIP',
      'Medicare answers questions at 1-800-MEDICARE (1-800-633-4227, TTY 1-877-486-2048), 24 hours a day, every day. For free, unbiased one-to-one advice on choosing plans, costs and your rights, call your State Health Insurance Assistance Program (SHIP; find yours at shiphelp.org or 1-877-839-2675): its counsellors sell nothing. For signing up and for Part B premiums taken from your check, Social Security answers at 1-800-772-1213.',
    ],
    [
      'Wen man zu Medicare anruft',
      'wen anrufen Kontakt Telefonnummer Hilfe Fragen Ansprechpartner Medicare Beratung kostenlos SHIP USA',
      'Medicare beantwortet Fragen unter 1-800-MEDICARE (+1-800-633-4227, TTY +1-877-486-2048), rund um die Uhr. Kostenlose, unabhängige Einzelberatung zu Plänen, Kosten und Rechten gibt das State Health Insurance Assistance Program Ihres Bundesstaats (SHIP; zu finden unter shiphelp.org oder +1-877-839-2675): Die Beraterinnen und Berater verkaufen nichts. Für die Anmeldung und den vom Scheck abgezogenen Part-B-Beitrag ist die Social Security zuständig (+1-800-772-1213).',
    ],
  ),
  cardOf(
    'medicare-gep-missed',
    'medicare',
    'US',
    [SRC.medicareStart, SRC.medicarePenalty],
    [
      'Missed your Medicare sign-up? General Enrollment Period',
      'missed miss it late sign up general enrollment period January March what if I miss too late',
      'If you miss your Initial Enrollment Period and have no job-based coverage, you can sign up during the General Enrollment Period, January 1 to March 31 each year; coverage then starts the month after you sign up. You may pay a late enrollment penalty: for Part B, 10% of the standard premium for each full 12 months you could have had it, for as long as you have Part B.',
    ],
    [
      'Medicare-Anmeldung verpasst: General Enrollment Period',
      'verpasst zu spät Anmeldung Januar März was wenn',
      'Wer die erste Anmeldefrist ohne Versicherung über eine Beschäftigung verpasst, kann sich vom 1. Januar bis 31. März jedes Jahres anmelden (General Enrollment Period); der Schutz beginnt im Folgemonat. Dann droht ein Zuschlag: bei Part B 10 % des Standardbeitrags je volle 12 Monate, in denen man sie hätte haben können, solange man Part B hat.',
    ],
  ),
  cardOf(
    'medicare-partb-penalty',
    'medicare',
    'US',
    [SRC.medicarePenalty],
    [
      'Part B late enrollment penalty',
      'penalty late enrollment Part B how much how long pay it forever for life percent',
      'If you did not sign up for Part B when first eligible and had no other qualifying coverage, your monthly Part B premium goes up 10% of the standard premium for each full 12-month period you could have had it. You usually pay this penalty for as long as you have Part B, so for life. Months in which you had group health coverage from your or your spouse’s current job do not count.',
    ],
    [
      'Zuschlag für späte Anmeldung zu Part B',
      'Zuschlag Strafe verspätet Part B wie lange lebenslang Prozent',
      'Wer sich nicht bei erster Gelegenheit für Part B angemeldet hat und nicht anders versichert war, zahlt 10 % des Standardbeitrags mehr je volle 12 Monate ohne Part B. Diesen Zuschlag zahlt man in der Regel, solange man Part B hat, also lebenslang. Monate mit Gruppenversicherung über eine aktuelle Beschäftigung (eigene oder des Ehepartners) zählen nicht.',
    ],
  ),
  cardOf(
    'medicare-working-sep',
    'medicare',
    'US',
    [SRC.medicareStart, SRC.medicarePenalty],
    [
      'Still working at 65: delaying Part B',
      'still working job employer insurance coverage through work delay Part B special enrollment period 8 months',
      "If you or your spouse are still working and covered by that employer's group health plan, you can usually delay Part B without a penalty. When the job or the coverage ends, you have a Special Enrollment Period of 8 months to sign up. With an employer of fewer than 20 employees, Medicare may have to pay first, so check with the plan before you delay. COBRA and retiree coverage do not count as coverage from a current job.",
    ],
    [
      'Mit 65 noch berufstätig: Part B aufschieben',
      'berufstätig Arbeitgeber Versicherung über die Arbeit aufschieben Part B Sonderfrist 8 Monate',
      'Wer selbst oder über den Ehepartner noch arbeitet und über diesen Arbeitgeber gruppenversichert ist, kann Part B meist ohne Zuschlag aufschieben. Endet die Beschäftigung oder der Schutz, gibt es eine Sonderfrist (Special Enrollment Period) von 8 Monaten. Bei Arbeitgebern mit weniger als 20 Beschäftigten zahlt womöglich Medicare zuerst; COBRA und Betriebsrentner-Versicherungen zählen nicht als Versicherung aus aktueller Beschäftigung.',
    ],
  ),
  cardOf(
    'medicare-partb-premium',
    'medicare',
    'US',
    [SRC.medicareParts, SRC.ssaIrmaa],
    [
      'Medicare Part B premium',
      'Part B premium monthly cost costs how much pay Medicare premium standard price next year this year going up increase deducted taken out withheld from my Social Security check',
      'The standard Part B premium is {us.medicare.part-b.standard-premium} a month. People with higher incomes pay more (IRMAA), and most people pay no premium for Part A because they worked 10 years or more. The premium is usually deducted from your Social Security payment.',
    ],
    [
      'Medicare Part B Beitrag',
      'Part B Beitrag monatlich Kosten wie viel Medicare Standardbeitrag abgezogen einbehalten von der Social Security',
      'Der Standardbeitrag für Medicare Part B beträgt {us.medicare.part-b.standard-premium} im Monat. Wer mehr verdient, zahlt mehr (IRMAA); für Part A zahlen die meisten nichts, weil sie mindestens 10 Jahre gearbeitet haben. Der Beitrag wird meist von der Social Security abgezogen.',
    ],
  ),
  cardOf(
    'medicare-partb-deductible',
    'medicare',
    'US',
    [SRC.medicareParts],
    [
      'Medicare Part B deductible',
      'Part B deductible deductable yearly annual before Medicare pays coinsurance 20 percent',
      'The Part B deductible is {us.medicare.part-b.deductible} a year; after it, you usually pay 20% of the Medicare-approved amount for most doctor services and outpatient care, with no yearly cap in Original Medicare (a Medigap policy or Medicare Advantage plan can cover or cap that).',
    ],
    [
      'Medicare Part B Selbstbehalt',
      'Part B Selbstbehalt jährlich deductible Zuzahlung 20 Prozent',
      'Der jährliche Selbstbehalt von Part B beträgt {us.medicare.part-b.deductible}; danach zahlt man meist 20 % des von Medicare anerkannten Betrags für Arztleistungen und ambulante Behandlung, ohne Obergrenze im Original Medicare (Medigap oder Medicare Advantage können das abdecken oder begrenzen).',
    ],
  ),
  cardOf(
    'medicare-parta-costs',
    'medicare',
    'US',
    [SRC.medicareParts],
    [
      'Medicare Part A costs (hospital)',
      'Part A hospital deductible premium free inpatient stay cost quarters',
      'Part A is premium-free if you or your spouse paid Medicare taxes for at least 10 years (40 quarters); otherwise it costs up to {us.medicare.part-a.premium-under-30-quarters} a month. For a hospital stay you pay the Part A deductible of {us.medicare.part-a.deductible} per benefit period before Medicare pays.',
    ],
    [
      'Kosten von Medicare Part A (Krankenhaus)',
      'Part A Krankenhaus Selbstbehalt beitragsfrei Kosten',
      'Part A ist beitragsfrei, wenn Sie oder Ihr Ehepartner mindestens 10 Jahre (40 Quartale) Medicare-Steuern gezahlt haben; sonst kostet sie bis zu {us.medicare.part-a.premium-under-30-quarters} im Monat. Bei einem Krankenhausaufenthalt zahlen Sie je Leistungszeitraum den Selbstbehalt von {us.medicare.part-a.deductible}.',
    ],
  ),
  cardOf(
    'medicare-irmaa',
    'medicare',
    'US',
    [SRC.ssaIrmaa],
    [
      'IRMAA: higher Medicare premiums for higher incomes',
      'IRMAA income-related monthly adjustment amount high income higher earners make a year earn we make pay more for Medicare cost more Part B Part D premium surcharge couple joint single',
      'If your modified adjusted gross income from two years earlier is above {us.medicare.irmaa.threshold-single} (individual tax return) or {us.medicare.irmaa.threshold-joint} (joint return), you pay an income-related monthly adjustment amount (IRMAA) on top of the Part B and Part D premiums, in steps that rise with income. After a life-changing event such as retirement or the death of a spouse, you can ask Social Security to use your newer, lower income (form SSA-44).',
    ],
    [
      'IRMAA: höhere Medicare-Beiträge bei hohem Einkommen',
      'IRMAA einkommensabhängig hohes Einkommen Zuschlag Part B Part D',
      'Liegt das Einkommen von vor zwei Jahren über {us.medicare.irmaa.threshold-single} (Einzelveranlagung) oder {us.medicare.irmaa.threshold-joint} (Zusammenveranlagung), zahlt man zusätzlich zu Part B und D einen einkommensabhängigen Zuschlag (IRMAA), der stufenweise steigt. Nach einem Einschnitt wie Ruhestand oder dem Tod des Ehepartners kann man die Neuberechnung mit dem niedrigeren Einkommen beantragen (Formular SSA-44).',
    ],
  ),
  cardOf(
    'medicare-medigap',
    'medicare',
    'US',
    [SRC.medicareMedigap],
    [
      'Medigap (Medicare Supplement Insurance)',
      'Medigap supplement insurance when to buy best time 6 months guaranteed gaps coinsurance',
      'Medigap policies are sold by private insurers and help pay what Original Medicare leaves to you, such as the 20% coinsurance and deductibles. The best time to buy is your 6-month Medigap Open Enrollment Period, which starts the month you are 65 or older and enrolled in Part B: then insurers must sell you any policy they offer at the best price, whatever your health. Later they can refuse you or charge more. Medigap does not work with Medicare Advantage.',
    ],
    [
      'Medigap (Zusatzversicherung zu Medicare)',
      'Medigap Zusatzversicherung wann abschließen 6 Monate',
      'Medigap-Policen privater Versicherer zahlen, was Original Medicare offen lässt, etwa die 20 % Zuzahlung und Selbstbehalte. Am besten schließt man sie in der 6-monatigen Medigap-Öffnungsfrist ab, die mit dem Monat beginnt, in dem man 65 ist und Part B hat: Dann müssen Versicherer jede angebotene Police zum besten Preis verkaufen, unabhängig von der Gesundheit. Später können sie ablehnen oder mehr verlangen.',
    ],
  ),
  cardOf(
    'medicare-advantage',
    'medicare',
    'US',
    [SRC.medicareCompare],
    [
      'Medicare Advantage or Original Medicare?',
      'Medicare Advantage Part C Original Medicare difference compare network HMO PPO',
      'Original Medicare (Parts A and B) lets you see any doctor in the U.S. who takes Medicare, usually with a Part D drug plan and often a Medigap policy beside it. Medicare Advantage (Part C) plans from private insurers bundle A, B and usually D, often with extras such as dental, and have a yearly out-of-pocket limit, but most use provider networks and may need referrals or prior approval. You can switch each year during Open Enrollment, October 15 to December 7.',
    ],
    [
      'Medicare Advantage oder Original Medicare?',
      'Medicare Advantage Part C Unterschied Netzwerk Vergleich',
      'Original Medicare (Part A und B) erlaubt jeden Arzt in den USA, der Medicare annimmt, meist mit Medikamentenplan (Part D) und oft Medigap dazu. Medicare Advantage (Part C) privater Versicherer bündelt A, B und meist D, oft mit Extras wie Zahnleistungen und mit einer jährlichen Kostengrenze, nutzt aber meist Ärztenetze und Genehmigungen. Wechseln kann man jedes Jahr vom 15. Oktober bis 7. Dezember.',
    ],
  ),
  cardOf(
    'medicare-open-enrollment',
    'medicare',
    'US',
    [SRC.medicarePlans],
    [
      'Medicare Open Enrollment',
      'open enrollment change plan October 15 December 7 switch drug plan review each fall annual',
      'Each year from October 15 to December 7 you can switch between Original Medicare and Medicare Advantage and change your drug plan; changes start January 1. It is worth checking your plan every autumn, because premiums, covered drugs and networks change. From January 1 to March 31 people in Medicare Advantage can switch plans once more.',
    ],
    [
      'Medicare Open Enrollment (jährlicher Wechsel)',
      'Wechsel Tarif 15. Oktober 7. Dezember prüfen jährlich',
      'Jedes Jahr vom 15. Oktober bis 7. Dezember kann man zwischen Original Medicare und Medicare Advantage wechseln und den Medikamentenplan ändern; die Änderung gilt ab 1. Januar. Eine jährliche Prüfung lohnt sich, weil sich Beiträge, Medikamentenlisten und Netze ändern.',
    ],
  ),
  cardOf(
    'medicare-part-d',
    'medicare',
    'US',
    [SRC.medicarePartD, SRC.medicarePenalty],
    [
      'Medicare Part D: prescription drugs',
      'Part D prescription drug coverage plan medicines cap out of pocket limit late penalty sign up join enroll',
      'Part D plans from private insurers cover prescription drugs. Each plan sets its own monthly premium; the national base beneficiary premium, a benchmark, is {us.medicare.part-d.base-premium} a month, and with a higher income an extra amount (IRMAA) is added. Your yearly out-of-pocket cost for covered drugs is capped at {us.medicare.part-d.out-of-pocket-cap}. If you go 63 days or more without Part D or other creditable drug coverage after your enrollment period, a late penalty of 1% of the national base premium per month without coverage is added for as long as you have Part D.',
    ],
    [
      'Medicare Part D: Medikamente',
      'Part D Medikamente Arzneimittel Obergrenze Zuzahlung Zuschlag',
      'Part-D-Pläne privater Versicherer decken verschreibungspflichtige Medikamente. Jeder Plan legt seine Monatsprämie selbst fest; die nationale Basisprämie als Richtwert beträgt {us.medicare.part-d.base-premium} im Monat, bei höherem Einkommen zahlt man einen einkommensabhängigen Aufschlag (IRMAA) dazu. Die jährlichen Eigenkosten für abgedeckte Medikamente sind auf {us.medicare.part-d.out-of-pocket-cap} begrenzt. Wer nach der Anmeldefrist 63 Tage oder länger ohne gleichwertigen Medikamentenschutz ist, zahlt dauerhaft einen Zuschlag für die Verspätung: 1 % des nationalen Basisbeitrags je Monat ohne Schutz.',
    ],
  ),
  cardOf(
    'medicare-nursing-home',
    'medicare',
    'US',
    [SRC.medicareSnf, SRC.medicareLtc],
    [
      'Does Medicare pay for a nursing home?',
      'nursing home long-term care custodial care skilled nursing facility 100 days assisted living pay',
      'Medicare does not pay for long-term custodial care, the help with bathing, dressing and daily life that most nursing home residents need. It covers short stays in a skilled nursing facility after a hospital stay of at least 3 days, up to 100 days per benefit period: days 1 to 20 cost nothing, days 21 to 100 cost {us.medicare.part-a.snf-coinsurance} a day. Long-term care is paid privately, by long-term care insurance, or by Medicaid once savings are used up.',
    ],
    [
      'Zahlt Medicare das Pflegeheim?',
      'Pflegeheim Langzeitpflege Medicare zahlt 100 Tage',
      'Medicare zahlt keine dauerhafte Pflege, also die Hilfe beim Waschen, Anziehen und im Alltag, die die meisten im Pflegeheim brauchen. Gedeckt sind kurze Aufenthalte in einer Pflegeeinrichtung nach mindestens 3 Tagen Krankenhaus, bis zu 100 Tage je Leistungszeitraum: Tag 1 bis 20 kosten nichts, Tag 21 bis 100 je {us.medicare.part-a.snf-coinsurance} Zuzahlung am Tag. Langzeitpflege wird privat, über eine Pflegeversicherung oder, wenn das Vermögen aufgebraucht ist, über Medicaid bezahlt.',
    ],
  ),
  cardOf(
    'medicare-dental-vision',
    'medicare',
    'US',
    [SRC.medicareDental],
    [
      'Does Medicare cover dental, vision and hearing?',
      'dental teeth glasses eyeglasses vision hearing aids not covered',
      'Original Medicare generally does not cover routine dental care, dentures, eyeglasses or hearing aids. Many Medicare Advantage plans include some of these extras, and separate dental or vision insurance is available.',
    ],
    [
      'Zahlt Medicare Zähne, Brille und Hörgeräte?',
      'Zahnarzt Zähne Brille Hörgerät nicht gedeckt',
      'Original Medicare zahlt in der Regel keine Routine-Zahnbehandlung, keinen Zahnersatz, keine Brillen und keine Hörgeräte. Viele Medicare-Advantage-Pläne enthalten einiges davon, und es gibt eigene Zahn- oder Sehversicherungen.',
    ],
  ),
  cardOf(
    'medicare-before-65',
    'medicare',
    'US',
    [SRC.medicareBasics],
    [
      'Medicare before 65',
      'before 65 under 65 younger disability SSDI 24 months ALS kidney failure',
      'You can get Medicare before 65 if you have received Social Security disability benefits for 24 months, if you have ALS (from the month disability benefits start), or if you have end-stage kidney disease needing dialysis or a transplant.',
    ],
    [
      'Medicare vor 65',
      'vor 65 jünger Behinderung Erwerbsunfähigkeit 24 Monate',
      'Vor 65 gibt es Medicare nach 24 Monaten Bezug von Social-Security-Leistungen wegen Behinderung, bei ALS (ab Beginn dieser Leistungen) oder bei dialysepflichtigem Nierenversagen.',
    ],
  ),
  cardOf(
    'medicare-abroad',
    'overseas-retirement',
    'US',
    [SRC.medicareTravel],
    [
      'Medicare outside the United States',
      'abroad overseas travel outside the US Mexico Costa Rica coverage does Medicare work down there live in another country Germany Europe get Medicare',
      'Medicare generally does not cover health care outside the United States, apart from a few rare exceptions near the border or on a ship. If you retire abroad you will need local or international insurance; some people keep Part B anyway, because dropping it and signing up again later brings the late enrollment penalty.',
    ],
    [
      'Medicare im Ausland',
      'Ausland Reise außerhalb der USA Versicherung in Deutschland leben wohnen Medicare bekommen',
      'Medicare zahlt außerhalb der USA in der Regel nicht, bis auf seltene Ausnahmen. Wer im Ausland lebt, braucht eine örtliche oder internationale Versicherung; manche behalten Part B trotzdem, weil eine spätere Neuanmeldung den Zuschlag auslöst.',
    ],
  ),
  cardOf(
    'medicare-card-replace',
    'medicare',
    'US',
    [SRC.medicareCard],
    [
      'Replacing a lost Medicare card',
      'replacement Medicare card lost stolen damaged new card print order card Medicare number',
      'If your Medicare card is lost, stolen or damaged, you can print an official copy in your account on Medicare.gov or order a new one there, or call 1-800-MEDICARE (1-800-633-4227, TTY 1-877-486-2048); people who get Social Security can also ask for one in their my Social Security account. A replacement comes by mail, usually within about 30 days. Medicare will not call you to ask for your number, and a new card costs nothing.',
    ],
    [
      'Medicare-Karte verloren: Ersatz',
      'Ersatzkarte Medicare Karte verloren gestohlen neue Karte',
      'Ist die Medicare-Karte verloren, gestohlen oder beschädigt, können Sie im Konto auf Medicare.gov eine offizielle Kopie ausdrucken oder eine neue bestellen, oder 1-800-MEDICARE (1-800-633-4227) anrufen. Die Ersatzkarte kommt per Post und kostet nichts; Medicare ruft nie an, um nach Ihrer Nummer zu fragen.',
    ],
  ),
  cardOf(
    'medicare-find-doctor',
    'medicare',
    'US',
    [SRC.medicareCareCompare],
    [
      'Finding a doctor who takes Medicare',
      'find a doctor who takes Medicare accepts Medicare near me provider search physician specialist new doctor accepts assignment',
      'Medicare\'s Care Compare tool (medicare.gov/care-compare) finds doctors, hospitals and other providers near you who take Medicare. With Original Medicare, ask whether the doctor "accepts assignment": then they take the Medicare-approved amount as full payment and you pay only your share (usually 20% after the Part B deductible). With a Medicare Advantage plan, use the plan\'s own list of network doctors, because going outside it can cost much more. You can also call 1-800-MEDICARE (1-800-633-4227).',
    ],
    [
      'Einen Arzt finden, der Medicare nimmt',
      'Arzt finden Medicare in der Nähe akzeptiert Medicare',
      'Das Werkzeug Care Compare (medicare.gov/care-compare) findet Ärztinnen, Ärzte und Kliniken in Ihrer Nähe, die Medicare annehmen. Bei Original Medicare fragen Sie, ob die Praxis „assignment“ akzeptiert: Dann gilt der von Medicare anerkannte Betrag als volle Bezahlung, und Sie zahlen nur Ihren Anteil. Mit einem Medicare-Advantage-Plan nutzen Sie die Liste der Vertragsärzte des Plans.',
    ],
  ),
];
