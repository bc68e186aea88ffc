import { cardOf } from './card.js';
import { law, SRC } from './sources.js';

// Die Pflegeversicherung: Pflegegrade, Antrag, Leistungen, Kosten.
export const DE_PFLEGE_CARDS = [
  cardOf(
    'de-pflegegrade',
    'pflegeversicherung',
    'DE',
    [SRC.sgb11_15, SRC.bmgPflegegrade],
    [
      'Care grades in Germany (Pflegegrade)',
      'care grades Germany Pflegegrad levels long-term care insurance how many',
      'German long-term care insurance has five care grades (Pflegegrade 1 to 5). The Medical Service assesses how independent a person is in six areas, such as mobility, thinking and communication, self-care and coping with illness; the higher the grade, the higher the benefits.',
    ],
    [
      'Pflegegrade',
      'Pflegegrade welche gibt es Pflegegrad 1 2 3 4 5 Einstufung Pflegestufe',
      'Die Pflegeversicherung kennt fünf Pflegegrade (1 bis 5). Der Medizinische Dienst prüft, wie selbstständig ein Mensch in sechs Bereichen ist, etwa Mobilität, Denken und Kommunikation, Selbstversorgung und Umgang mit Krankheit; je höher der Pflegegrad, desto höher die Leistungen. Pflegegrad 1 bedeutet geringe, Pflegegrad 5 schwerste Beeinträchtigung.',
    ],
  ),
  cardOf(
    'de-pflegegrad-antrag',
    'pflegeversicherung',
    'DE',
    [SRC.sgb11_18, SRC.sgb11_18c],
    [
      'Applying for a care grade in Germany',
      'apply care grade Germany how long assessment parent needs care what to do first steps documents papers what to bring',
      'You apply for a care grade at the care insurance fund (Pflegekasse) of the health insurer, by phone or letter; benefits are paid from the month of application. The Medical Service then assesses the person at home, and the fund must decide within 25 working days. No documents are needed for the application itself; for the assessment, have doctors’ letters, hospital reports and the list of medicines ready.',
    ],
    [
      'Pflegegrad beantragen',
      'Pflegegrad beantragen Antrag Pflegekasse Medizinischer Dienst Begutachtung wie lange dauert Vater Mutter Eltern Angehörige braucht Pflege was tun erste Schritte dement Demenz Unterlagen Dokumente was mitbringen Arztbriefe',
      'Den Pflegegrad beantragen Sie formlos bei der Pflegekasse der Krankenkasse, telefonisch oder schriftlich; Leistungen gibt es ab dem Monat des Antrags. Danach kommt der Medizinische Dienst zur Begutachtung nach Hause, und die Pflegekasse muss innerhalb von 25 Arbeitstagen entscheiden. Ein Pflegetagebuch hilft, den Alltag bei der Begutachtung genau zu schildern. Für den Antrag selbst braucht es keine Unterlagen; für die Begutachtung sollten Arztbriefe, Krankenhausberichte und der Medikamentenplan bereitliegen.',
    ],
  ),
  cardOf(
    'de-pflegegeld',
    'pflegeversicherung',
    'DE',
    [SRC.bmgPflege],
    [
      'Care allowance in Germany (Pflegegeld)',
      'care allowance Germany family caregiver Pflegegeld how much',
      'If relatives or friends provide care at home, the care insurance pays a monthly care allowance: {de.pflege.pflegegeld.pg2} for care grade 2, {de.pflege.pflegegeld.pg3} for grade 3, {de.pflege.pflegegeld.pg4} for grade 4 and {de.pflege.pflegegeld.pg5} for grade 5 (none for grade 1).',
    ],
    [
      'Pflegegeld',
      'Pflegegeld wie viel Angehörige pflegen zu Hause Pflegegrad 2 3 4 5 Geld bekommen wieviel Tochter Sohn Ehefrau Ehemann Familie Nachbarin pflegt mich zahlt Pflegekasse',
      'Pflegen Angehörige oder Freunde zu Hause, zahlt die Pflegeversicherung monatlich Pflegegeld: {de.pflege.pflegegeld.pg2} bei Pflegegrad 2, {de.pflege.pflegegeld.pg3} bei Pflegegrad 3, {de.pflege.pflegegeld.pg4} bei Pflegegrad 4 und {de.pflege.pflegegeld.pg5} bei Pflegegrad 5 (bei Pflegegrad 1 kein Pflegegeld). Es steht der pflegebedürftigen Person zu, die es an die Pflegenden weitergeben kann.',
    ],
  ),
  cardOf(
    'de-sachleistung',
    'pflegeversicherung',
    'DE',
    [SRC.bmgPflege],
    [
      'Home care services in Germany (Pflegesachleistung)',
      'home care service nursing service Germany amounts',
      'If a home care service looks after the person, the care insurance pays it directly up to a monthly amount: {de.pflege.sachleistung.pg2} for care grade 2, {de.pflege.sachleistung.pg3} for grade 3, {de.pflege.sachleistung.pg4} for grade 4 and {de.pflege.sachleistung.pg5} for grade 5. It can be combined with a share of the care allowance.',
    ],
    [
      'Pflegesachleistungen',
      'Pflegesachleistung ambulanter Pflegedienst Betrag Pflegegrad',
      'Übernimmt ein ambulanter Pflegedienst die Pflege, zahlt die Pflegeversicherung ihm direkt bis zu einem Monatsbetrag: {de.pflege.sachleistung.pg2} bei Pflegegrad 2, {de.pflege.sachleistung.pg3} bei Pflegegrad 3, {de.pflege.sachleistung.pg4} bei Pflegegrad 4 und {de.pflege.sachleistung.pg5} bei Pflegegrad 5. Sachleistung und anteiliges Pflegegeld lassen sich kombinieren.',
    ],
  ),
  cardOf(
    'de-pflegegeld-vs-sachleistung',
    'pflegeversicherung',
    'DE',
    [SRC.bmgPflege],
    [
      'Care allowance or care services?',
      'difference care allowance care services',
      'The care allowance (Pflegegeld) is money for the person in need of care when relatives or friends care for them; care services (Pflegesachleistung) are paid directly to a professional home care service and are higher. Both can be combined (Kombinationsleistung).',
    ],
    [
      'Unterschied zwischen Pflegegeld und Pflegesachleistung',
      'Unterschied Pflegegeld Pflegesachleistung Kombinationsleistung',
      'Pflegegeld ist Geld für die pflegebedürftige Person, wenn Angehörige oder Freunde pflegen; Pflegesachleistungen zahlt die Pflegekasse direkt an einen ambulanten Pflegedienst, und sie sind höher. Beides lässt sich kombinieren (Kombinationsleistung).',
    ],
  ),
  cardOf(
    'de-pflegeheim',
    'pflegeversicherung',
    'DE',
    [
      SRC.bmgPflege,
      law(
        'sgb_11',
        '43c',
        '§ 43c SGB XI Begrenzung des pflegebedingten Eigenanteils (Zuschläge seit 1. Januar 2024)',
      ),
    ],
    [
      'Care home costs in Germany',
      'care home nursing home Germany cost own share insurance pays supplement years in the home percent',
      'In a care home the German care insurance pays a monthly amount for care: {de.pflege.stationaer.pg2} for care grade 2, {de.pflege.stationaer.pg3} for grade 3, {de.pflege.stationaer.pg4} for grade 4 and {de.pflege.stationaer.pg5} for grade 5, plus a supplement on the care share residents pay themselves (the pflegebedingter Eigenanteil) that grows with the length of stay: 15% in the first year, 30% in the second, 50% in the third and 75% from the fourth (since 1 January 2024). Residents pay the rest of the care costs and their board, lodging and investment costs themselves (Eigenanteil), often several thousand euros a month; social assistance helps if the money is not enough.',
    ],
    [
      'Pflegeheim: was die Pflegekasse zahlt und der Eigenanteil',
      'Pflegeheim stationäre Pflege Kosten Eigenanteil aus eigener Tasche was zahlt die Pflegekasse Heim wer zahlt wenn das Geld nicht reicht Sozialamt Hilfe zur Pflege Zuschlag Leistungszuschlag Prozent Jahr im Heim Aufenthaltsdauer',
      'Im Pflegeheim zahlt die Pflegekasse monatlich für die Pflege: {de.pflege.stationaer.pg2} bei Pflegegrad 2, {de.pflege.stationaer.pg3} bei Pflegegrad 3, {de.pflege.stationaer.pg4} bei Pflegegrad 4 und {de.pflege.stationaer.pg5} bei Pflegegrad 5, dazu einen Zuschlag auf den pflegebedingten Eigenanteil, der mit der Aufenthaltsdauer steigt: 15 % im ersten Jahr, 30 % im zweiten, 50 % im dritten und 75 % ab dem vierten Jahr (seit 1. Januar 2024). Den Rest der Pflegekosten sowie Unterkunft, Verpflegung und Investitionskosten tragen die Bewohner selbst (Eigenanteil), oft mehrere tausend Euro im Monat; reicht das Geld nicht, hilft die Sozialhilfe (Hilfe zur Pflege).',
    ],
  ),
  cardOf(
    'de-entlastungsbetrag',
    'pflegeversicherung',
    'DE',
    [SRC.bmgPflege],
    [
      'Relief amount (Entlastungsbetrag)',
      'relief amount Germany care grade 1 everyday help',
      'Everyone cared for at home, from care grade 1, can get a relief amount of {de.pflege.entlastungsbetrag} a month for approved everyday help, day care or short-term care; unused amounts can be carried over to the end of June of the next year.',
    ],
    [
      'Entlastungsbetrag',
      'Entlastungsbetrag Alltagshilfe Haushaltshilfe Pflegegrad 1',
      'Alle, die zu Hause gepflegt werden, erhalten ab Pflegegrad 1 einen Entlastungsbetrag von {de.pflege.entlastungsbetrag} im Monat für anerkannte Alltagshilfen, Tagespflege oder Kurzzeitpflege; nicht genutzte Beträge lassen sich bis Ende Juni des Folgejahres übertragen.',
    ],
  ),
  cardOf(
    'de-verhinderungspflege',
    'pflegeversicherung',
    'DE',
    [SRC.sgb11_39, SRC.sgb11_42],
    [
      'Respite care in Germany',
      'respite care holiday caregiver break short-term care Germany',
      'When the family caregiver needs a break, for a holiday or illness, the care insurance pays for a substitute (Verhinderungspflege) from care grade 2, and for a short stay in a care home (Kurzzeitpflege). Since July 2025 both share one yearly budget that can be used flexibly.',
    ],
    [
      'Verhinderungspflege und Kurzzeitpflege',
      'Verhinderungspflege Kurzzeitpflege Urlaub Pause pflegende Angehörige Ersatzpflege',
      'Brauchen pflegende Angehörige eine Pause, etwa für Urlaub oder bei Krankheit, zahlt die Pflegeversicherung ab Pflegegrad 2 eine Ersatzpflege (Verhinderungspflege) und einen kurzen Aufenthalt im Heim (Kurzzeitpflege). Seit Juli 2025 teilen sich beide ein gemeinsames Jahresbudget, das flexibel genutzt werden kann.',
    ],
  ),
  cardOf(
    'de-pflegeberatung',
    'pflegeversicherung',
    'DE',
    [SRC.sgb11_7a],
    [
      'Free care advice in Germany',
      'care advice counselling free Germany',
      'Everyone insured in the German care insurance has a right to free, individual care advice (Pflegeberatung) from their care fund or a Pflegestützpunkt, also at home: it helps with applications, planning care and finding services.',
    ],
    [
      'Pflegeberatung',
      'Pflegeberatung kostenlos Pflegestützpunkt Beratung Anspruch',
      'Alle Versicherten haben Anspruch auf eine kostenlose, individuelle Pflegeberatung durch die Pflegekasse oder einen Pflegestützpunkt, auch zu Hause: Sie hilft bei Anträgen, bei der Planung der Pflege und bei der Suche nach Diensten.',
    ],
  ),
  cardOf(
    'de-pflegezusatz',
    'pflegeversicherung',
    'DE',
    [SRC.bmgPflege, SRC.verbraucherzentrale],
    [
      'Private supplementary care insurance',
      'private care insurance supplement worth it',
      'The statutory care insurance covers only part of the costs, especially in a care home. A private supplementary care insurance (for example a care daily allowance) can cover some of the own share; whether it is worth it depends on your age, health, savings and the premium, and the Verbraucherzentrale can help compare.',
    ],
    [
      'Private Pflegezusatzversicherung',
      'Pflegezusatzversicherung lohnt sich Pflegetagegeld privat',
      'Die gesetzliche Pflegeversicherung deckt nur einen Teil der Kosten, vor allem im Heim. Eine private Pflegezusatzversicherung (etwa ein Pflegetagegeld) kann einen Teil des Eigenanteils abdecken; ob sie sich lohnt, hängt von Alter, Gesundheit, Ersparnissen und Beitrag ab. Die Verbraucherzentrale hilft beim Vergleich; konkrete Tarife empfehle ich nicht.',
    ],
  ),
  cardOf(
    'de-pv-beitrag',
    'pflegeversicherung',
    'DE',
    [SRC.sgb11_55],
    [
      'Long-term care insurance contribution in Germany',
      'care insurance contribution rate childless Germany',
      'The contribution to German long-term care insurance is {de.pv.beitragssatz} of gross income; people without children from age 23 pay {de.pv.beitragssatz+de.pv.kinderlosenzuschlag}. Parents with several children under 25 pay less.',
    ],
    [
      'Beitrag zur Pflegeversicherung',
      'Pflegeversicherung Beitrag Beitragssatz Kinderlose kinderlos',
      'Der Beitrag zur Pflegeversicherung beträgt {de.pv.beitragssatz} des Bruttoeinkommens; Kinderlose ab 23 Jahren zahlen {de.pv.beitragssatz+de.pv.kinderlosenzuschlag}. Eltern mit mehreren Kindern unter 25 zahlen weniger.',
    ],
  ),
  cardOf(
    'de-rente-pflegende',
    'pflegeversicherung',
    'DE',
    [
      law('sgb_6', '3', '§ 3 SGB VI Sonstige Versicherte (Pflegepersonen)'),
      law('sgb_11', '44', '§ 44 SGB XI Leistungen zur sozialen Sicherung der Pflegepersonen'),
    ],
    [
      'Pension points for family carers',
      'pension points for caring carer family caregiver Rentenpunkte Pflege Angehörige Rentenversicherung Pflegeperson',
      'If you care for someone with at least Pflegegrad 2 at home, unpaid, for at least 10 hours a week spread over at least 2 days, and work no more than 30 hours a week besides, the Pflegekasse pays pension contributions for you. They add Entgeltpunkte to your pension; how many depends on the Pflegegrad and on whether Pflegegeld or care services are used. The Pflegekasse sends a questionnaire for carers (Fragebogen zur Pflegeperson) once care is approved. Someone who already draws a full old-age pension after the Regelaltersgrenze no longer gets these contributions.',
    ],
    [
      'Rentenpunkte für pflegende Angehörige',
      'Rentenpunkte Pflege Angehörige pflegen Rentenversicherung Pflegeperson Beiträge Pflegekasse bekomme ich Rente dafür',
      'Wer eine Person mit mindestens Pflegegrad 2 zu Hause nicht erwerbsmäßig pflegt, mindestens 10 Stunden in der Woche, verteilt auf mindestens 2 Tage, und daneben höchstens 30 Stunden arbeitet, für den zahlt die Pflegekasse Rentenbeiträge. Sie bringen Entgeltpunkte; wie viele, hängt vom Pflegegrad und davon ab, ob Pflegegeld oder Sachleistungen bezogen werden. Die Pflegekasse schickt nach der Bewilligung den Fragebogen zur Pflegeperson. Wer nach der Regelaltersgrenze schon eine volle Altersrente bezieht, bekommt diese Beiträge nicht mehr.',
    ],
  ),
];
