// A held-out set of follow-ups: 40 conversations (20 EN, 20 DE), all of kind 'followup', written on
// 2026-11-29 by a helper who had not seen the engine (nothing under api/ or docs/ was read; of
// bench/guide only question-kit.mjs, the first 45 lines of questions-followup2.mjs and the loader part
// of run.mjs), and the guide was never run on it. Never tune on it (holdout: true).
// Each conversation has 2 turns; only the LAST answer is judged. The follow-ups vary the way older
// people continue: another person, another year or age, another amount, money instead of percent,
// per year instead of per month, the other country, a neighbouring topic (tax, where to apply, who to
// call), why, a yes/no check of an understanding, a correction, "what does that mean for me", a
// pronoun-only question, a typo, and a new fact that changes the answer. `mustNot` holds last year's
// figure or the figure a careless answer would give, and the other market's terms.
//
// Figures relied on (2026), checked on 2026-11-29 with the search tool:
//   Medicare Part B $202.90/month (2025: $185.00), deductible $283; Part A deductible $1,736 (2025:
//     $1,676); SNF days 21-100 $217.00/day (2025: $209.50); IRMAA single MAGI(2024) >$109,000 ->
//     $284.10 (2025 tier 1: $259.00) - CMS "2026 Medicare Parts A & B Premiums and Deductibles"
//     (cms.gov), medicare.gov cost page.
//   Part B late penalty 10 % per full 12 months without Part B or job coverage - medicare.gov.
//   Part D national base beneficiary premium 2026 $38.99 (2025: $36.78), penalty 1 % per uncovered
//     month rounded to $0.10; Part D out-of-pocket cap 2026 $2,100 (2025: $2,000) - cms.gov Part D
//     announcement / medicare.gov.
//   Social Security 2026: COLA 2.8 % (2025: 2.5 %); earnings test $24,480 ($1 per $2 over; 2025
//     $23,400), withheld money is credited back by recalculation at FRA - ssa.gov/oact/cola, SSA
//     "How Work Affects Your Benefits". Early claim at 62 with FRA 67 = 70 % of PIA; delayed credits
//     8 %/year to 70 (born 1961: 124 %) - ssa.gov benefit planner. Divorced spouse: married >= 10
//     years, unmarried, 62+, up to 50 % of the ex's PIA - ssa.gov. Survivor: at the survivor's FRA
//     100 % of the deceased's benefit, but only the higher of own or survivor benefit - ssa.gov.
//     Taxation: combined income > $25,000 single -> up to 50 %, > $34,000 -> up to 85 % - ssa.gov
//     FAQ KA-02471, IRS Pub. 915. Apply for Medicare: ssa.gov or 1-800-772-1213; card replacement:
//     medicare.gov / 1-800-MEDICARE (1-800-633-4227) or ssa.gov. Medicare generally does not pay
//     for care outside the U.S. - medicare.gov "Travel outside the U.S.".
//   IRA 2026 $7,500 + catch-up 50+ $1,100 = $8,600 (2025: $8,000); spousal IRA for a non-working
//     spouse - IRS IR-2025-111, irs.gov.
//   RMD Uniform Lifetime Table (since 2022): 73 = 26.5, 74 = 25.5 (old table 74 = 23.8) - IRS Pub.
//     590-B, Appendix B, Table III.
//   aktueller Rentenwert 42,52 EUR ab 1.7.2026 (vorher 40,79 EUR), +4,24 % - BMAS,
//     Rentenanpassung 2026. Abschlag 0,3 % je Monat, Jg. 1964 mit 63 = 14,4 %, Jg. 1962 = 13,2 %;
//     Regelaltersgrenze Jg. 1959 66+2, 1961 66+6, 1963 66+10, ab 1964 67 (§ 235 SGB VI,
//     deutsche-rentenversicherung.de). Hinzuverdienst neben vorgezogener Altersrente seit 1.1.2023
//     unbegrenzt (deutsche-rentenversicherung.de Lexikon "Hinzuverdienstgrenze"; 2022: 46.060 EUR,
//     bis 2019: 6.300 EUR).
//   Witwenrente: Sterbevierteljahr = 3 Kalendermonate volle Rente des Verstorbenen, danach große
//     Witwenrente 55 % (neues Recht, Ehe ab 2002; altes Recht 60 %) - deutsche-rentenversicherung.de
//     "Beginn und Ende einer Witwenrente", § 67 SGB VI.
//   Aktivrente ab 1.1.2026: bis 2.000 EUR Arbeitslohn im Monat steuerfrei nach Erreichen der
//     Regelaltersgrenze (§ 3 Nr. 21 EStG n. F., bundesfinanzministerium / bmas.de).
//   Grundfreibetrag 2026 12.348 EUR, Ehepaar 24.696 EUR (2025: 12.096 / 24.192) - § 32a EStG.
//   Besteuerungsanteil: Rentenbeginn 2020 80 %, 2026 84 % - § 22 Nr. 1 EStG
//     (gesetze-im-internet.de).
//   Krankenversicherung 2026: 14,6 % + durchschnittlicher Zusatzbeitrag 2,9 % (2025: 2,5 %), Rentner
//     trägt die Hälfte (8,75 %); Pflegeversicherung 3,6 % - bundesgesundheitsministerium.de,
//     § 247/§ 249a SGB V.
//   Pflegegeld seit 1.1.2025: PG2 347, PG3 599, PG4 800, PG5 990 EUR (2024: PG4 728, PG5 901) -
//     § 37 SGB XI, bundesgesundheitsministerium.de; Antrag bei der Pflegekasse (§ 33 SGB XI);
//     weitergeleitetes Pflegegeld an Angehörige steuerfrei (§ 3 Nr. 36 EStG).
//   Regelbedarf 2026 (Nullrunde): Stufe 1 563 EUR, Stufe 2 506 EUR - bmas.de FAQ RBSFV; Grund-
//     sicherung im Alter beim Träger der Sozialhilfe / Sozialamt (§ 41, § 44 SGB XII); Wohngeld bei
//     der örtlichen Wohngeldbehörde (Stadt-, Gemeinde- oder Kreisverwaltung, § 24 WoGG).
//   Rente ins Ausland: EU voll; USA als Abkommensstaat grundsätzlich ebenfalls gezahlt
//     (deutsche-rentenversicherung.de "Rentenzahlung in einen anderen Staat", deutsch-amerikanisches
//     Sozialversicherungsabkommen).

import { DE_IN_US, US_IN_DE, amt, number, q } from './question-kit.mjs';

const en = (turns, must, mustNot = []) =>
  q('en', 'followup', turns, must, [...mustNot, ...DE_IN_US]);
const de = (turns, must, mustNot = []) =>
  q('de', 'followup', turns, must, [...mustNot, ...US_IN_DE]);

const WRITTEN = [
  // --- English (market US) ---
  // Another person: the Part B premium is the same $202.90 for the husband (standard, no IRMAA given).
  en(
    ['How much is the Medicare Part B premium this year? I am 66.', 'and my husband, he is 68?'],
    ['202\\.90'],
    ['185\\.00'],
  ),
  // Another amount: earnings test 2026 $24,480; (28,480 - 24,480) / 2 = $2,000 withheld.
  // First turn: (30,000 - 24,480) / 2 = $2,760.
  en(
    [
      'I am 64, I already take Social Security, and I earn $30,000 a year at my part-time job. Does that cut my check?',
      'what if it was $28,480?',
    ],
    [amt(2000)],
    [amt(2760), amt(23400)],
  ),
  // Another year: RMD at 74 = 265,000 / 25.5 = 10,392.16 (Pub. 590-B Table III). Old table 23.8 -> 11,134.
  en(
    [
      'I am 73 and my traditional IRA was worth $265,000 on December 31 last year. What is my required minimum distribution?',
      'and next year when I am 74, if the balance is still 265,000?',
    ],
    ['10[,.]?392'],
    ['11[,.]?134'],
  ),
  // Another person: spousal IRA for a non-working wife 64: 7,500 + 1,100 = $8,600 (2025: 8,000).
  en(
    [
      'I am 66 and still work part-time. How much can I put into an IRA this year?',
      "and my wife too? she's 64 and doesn't work",
    ],
    [amt(8600), 'spous'],
    [amt(8000)],
  ),
  // A new fact that changes the answer: single, MAGI 2024 $120,000 > $109,000 -> $284.10 (CMS).
  en(
    [
      'What will I pay for Medicare Part B next month?',
      'I am single and my income in 2024 was $120,000. Does that change it?',
    ],
    ['284\\.10'],
    ['259\\.00'],
  ),
  // Correction: skilled nursing facility days 21-100 $217.00 a day in 2026 (CMS; 2025: $209.50).
  en(
    [
      'If I end up in the hospital, what do I pay with Original Medicare?',
      'sorry, I meant afterwards, in a skilled nursing facility for rehab, about 30 days',
    ],
    ['\\$ ?217\\b'],
    ['209\\.50'],
  ),
  // Pronoun-only: combined income = 18,000 (pension) + 12,000 (half of 24,000 SS) = 30,000, above
  // $25,000 -> up to 50 % taxable (ssa.gov KA-02471).
  en(
    [
      'I get $2,000 a month from Social Security and a pension of $1,500 a month. I am single.',
      'is that taxed?',
    ],
    [amt(25000), '50 ?%|half|85 ?%'],
  ),
  // A fact that changes the answer: married 12 years (>= 10), unmarried, 64 (>= 62) -> eligible, up
  // to 50 % of the ex's benefit at her FRA (ssa.gov).
  en(
    [
      "Can I get Social Security on my ex-husband's record? I'm 64.",
      'oh, and we were married 12 years before the divorce, and I never remarried',
    ],
    ['10 years|ten years', '50 ?%|half'],
    ['20 years'],
  ),
  // Yes/no check: survivor gets the higher benefit, not both: 2,400 replaces 1,300 (not 3,700).
  en(
    [
      'My husband died last month. He was getting $2,400 a month from Social Security and I get $1,300 on my own. I am 67.',
      'so I get his whole check on top of mine?',
    ],
    [
      '\\bno\\b|not both|not on top|instead|higher (of the two|one|benefit|amount)|larger|replace',
      amt(2400),
    ],
    [amt(3700)],
  ),
  // Yes/no check: money withheld by the earnings test is not lost; benefit recalculated at FRA.
  en(
    [
      'I am 63, I started Social Security and then went back to work. I will earn about $34,480 this year.',
      'so I lose that money for good?',
    ],
    [
      'full retirement age|\\bFRA\\b',
      'recalculat|not lost|(is|are)n.t lost|credit|increase|get (it|that|them|some of it) back',
    ],
    [amt(23400)],
  ),
  // Money instead of percent: Part D penalty 20 % x $38.99 = $7.798 -> $7.80 (2025 base: $7.40).
  en(
    [
      'I did not sign up for Part D when I turned 65 and had no drug coverage for 20 months. How big is the penalty?',
      'how much is that in dollars?',
    ],
    ['7\\.80'],
    ['7\\.40', '7\\.36'],
  ),
  // Per month in dollars: Part B penalty 3 x 10 % = 30 % x $202.90 = $60.87 (rounded to $60.90 by
  // Medicare); 2025 value would be 30 % x 185.00 = 55.50.
  en(
    [
      'I signed up for Medicare Part B three full years late and had no job-based coverage. How big is the penalty?',
      "so what's that per month in dollars?",
    ],
    ['60\\.(8[5-9]|9\\d?)'],
    ['55\\.50'],
  ),
  // Another amount: Part D out-of-pocket cap 2026 $2,100 (2025: $2,000), whatever the drug costs.
  en(
    [
      'My wife takes an expensive cancer pill through her Part D plan.',
      "it's about $3,000 a month. what is the most she pays in a year?",
    ],
    [amt(2100)],
    [amt(2000), amt(36000)],
  ),
  // Where do I apply: not yet on Social Security -> sign up with Social Security (ssa.gov / 1-800-772-1213).
  en(
    [
      "I turn 65 in March and I'm not getting Social Security yet. Do I get Medicare automatically?",
      'where do I apply?',
    ],
    ['ssa\\.gov|Social Security (office|Administration|website)|1-?800-?772-?1213'],
  ),
  // Who do I call: replacement Medicare card via 1-800-MEDICARE / medicare.gov (or ssa.gov).
  en(
    ['My Medicare card went through the washing machine and is ruined.', 'who do I call?'],
    ['1-?800-?MEDICARE|1-?800-?633-?4227|medicare\\.gov|772-?1213|ssa\\.gov'],
  ),
  // The other country: Medicare generally does not pay for care outside the U.S. (medicare.gov).
  // No DE_IN_US here: an answer may rightly mention German health insurance.
  q(
    'en',
    'followup',
    [
      'I am American and moving to Germany to live near my son. Will my Social Security still be paid there?',
      'and Medicare, does it pay for my doctor over there?',
    ],
    [
      'outside the (U\\.?S\\.?|United States|country)|abroad|overseas|foreign',
      "\\bnot\\b|n't|\\bno\\b|rarely",
    ],
    ['FINRA'],
  ),
  // Typo follow-up: Part A inpatient deductible 2026 $1,736 per benefit period (2025: $1,676).
  en(
    ["what's the Medicare Part B deductible this year?", 'and teh part A one for a hopsital stay?'],
    [amt(1736)],
    [amt(1676)],
  ),
  // Why: born 1962, FRA 67, claim at 62 = 60 months early = 30 % cut -> 2,000 x 0.70 = $1,400
  // (25 % / $1,500 would be FRA 66).
  en(
    [
      'I was born in 1962 and my statement says $2,000 a month at full retirement age. I want to claim at 62. What would I get?',
      "why is it less? it's my money",
    ],
    [
      `${amt(1400)}|30 ?%`,
      'early|before (your )?full retirement age|longer|more (checks|payments|months|years)',
    ],
    [amt(1500)],
  ),
  // Another age: born 1961, FRA 67, wait to 70 = 3 x 8 % = 24 % -> 2,000 x 1.24 = $2,480.
  en(
    ['Born 1961, my Social Security at 67 would be $2,000 a month.', 'and if I wait until 70?'],
    [`${amt(2480)}|24 ?%`],
    [amt(2640)],
  ),
  // What does that mean for me: COLA 2026 2.8 % -> 1,850 x 1.028 = $1,901.80.
  en(
    [
      'How much did Social Security go up for 2026?',
      'I got $1,850 a month last year, what does that mean for me?',
    ],
    ['1[,.]?90[12]'],
    ['2\\.5 ?%'],
  ),

  // --- German (market DE) ---
  // Pro Jahr statt pro Monat: 40 EP x 42,52 = 1.700,80 im Monat; x 12 = 20.409,60 im Jahr
  // (mit 40,79: 19.579,20).
  de(
    [
      'Ich habe 40 Entgeltpunkte gesammelt. Wie viel Rente ist das ab Juli 2026?',
      'und aufs Jahr gerechnet?',
    ],
    ['20[.\\s\\u00a0]?(409|410)'],
    ['19[.\\s\\u00a0]?579'],
  ),
  // In Euro statt Prozent: Jg. 1964 mit 63 = 48 Monate x 0,3 % = 14,4 %; 1.500 x 0,144 = 216;
  // 1.500 - 216 = 1.284 (12 % / 1.320 wäre falsch).
  de(
    [
      'Jahrgang 1964, 36 Versicherungsjahre. Wie hoch ist der Abschlag, wenn ich mit 63 in Rente gehe?',
      'und in Euro, wenn meine Rente sonst 1.500 wäre?',
    ],
    [`${amt(1284)}|${amt(216)}`],
    [amt(1320)],
  ),
  // Andere Person: Regelaltersgrenze Jg. 1963 = 66 Jahre und 10 Monate (§ 235 SGB VI).
  de(
    [
      'Ich bin Jahrgang 1961, wann kann ich regulär in Rente gehen?',
      'und meine Frau? Die ist Jahrgang 1963.',
    ],
    ['66 Jahr(e|en)?,? (und )?10 Monat|66 ?\\+ ?10'],
  ),
  // Anderer Grad: Pflegegeld PG4 800 EUR (§ 37 SGB XI; 2024: 728).
  de(
    [
      'Meine Mutter hat Pflegegrad 3 und wird zu Hause von mir gepflegt. Wie viel Pflegegeld bekommt sie?',
      'und wenn sie auf Pflegegrad 4 hochgestuft wird?',
    ],
    [amt(800)],
    [amt(728)],
  ),
  // Muss ich das beantragen: ja, bei der Pflegekasse (§ 33 SGB XI).
  de(
    [
      'Mein Mann kann seit dem Schlaganfall nicht mehr allein duschen und sich anziehen. Steht uns Pflegegeld zu?',
      'muss ich das beantragen? wo denn?',
    ],
    ['Pflegekasse', 'Antrag|beantrag'],
  ),
  // Nachbarthema Steuer: weitergeleitetes Pflegegeld an Angehörige steuerfrei (§ 3 Nr. 36 EStG).
  de(
    [
      'Meine Mutter hat Pflegegrad 3 und gibt mir ihr Pflegegeld von 599 Euro, weil ich sie pflege.',
      'muss ich das versteuern?',
    ],
    ['steuerfrei|nicht (zu )?versteuern|keine (Einkommen)?steuer|nicht steuerpflichtig'],
  ),
  // Anderer Betrag: Aktivrente 2.000 EUR steuerfrei; 2.400 - 2.000 = 400 EUR steuerpflichtig.
  de(
    [
      'Ich bin 67, beziehe Altersrente und arbeite angestellt weiter für 1.800 Euro brutto im Monat. Muss ich darauf Lohnsteuer zahlen?',
      'und wenn es 2.400 Euro wären?',
    ],
    [amt(400), '2[.]?000'],
  ),
  // Wo beantrage ich das: Grundsicherung im Alter beim Sozialamt / Träger der Sozialhilfe (§ 41 SGB XII).
  de(
    [
      'Meine Rente ist nur 700 Euro und die Miete frisst fast alles. Gibt es da Hilfe?',
      'wo beantrage ich die Grundsicherung?',
    ],
    [
      'Sozialamt|Grundsicherungsamt|Träger der Sozialhilfe|Sozialhilfeträger|Kreisverwaltung|Stadtverwaltung',
    ],
  ),
  // Andere Person dazu: Regelbedarfsstufe 2 506 EUR je Partner; 2 x 506 = 1.012 (nicht 2 x 563 = 1.126).
  de(
    [
      'Wie hoch ist der Regelsatz in der Grundsicherung im Alter?',
      'und für mich und meinen Mann zusammen?',
    ],
    [`${amt(1012)}|${amt(506)}`],
    [amt(1126)],
  ),
  // Ja/Nein-Prüfung: Sterbevierteljahr - drei Kalendermonate nach dem Todesmonat die volle Rente (1.600).
  de(
    [
      'Mein Mann ist letzten Monat gestorben. Er hatte 1.600 Euro Rente.',
      'bekomme ich dann erst mal seine volle Rente weiter?',
    ],
    ['Sterbevierteljahr|drei (Kalender)?monat|3 (Kalender)?monat', `${amt(1600)}|volle`],
  ),
  // Pro Monat nach dem Sterbevierteljahr: große Witwenrente neues Recht (Ehe 2005) 55 % x 1.600 =
  // 880 EUR vor Einkommensanrechnung (altes Recht 60 % = 960, kleine 25 % = 400).
  de(
    [
      'Mein Mann ist gestorben, er bekam 1.600 Euro Rente. Ich bin 70, wir haben 2005 geheiratet. Was bekomme ich?',
      'und wie viel ist das nach den ersten drei Monaten im Monat?',
    ],
    [`${amt(880)}|55 ?%`],
    [amt(960)],
  ),
  // Anderes Jahr / andere Person: Besteuerungsanteil Rentenbeginn 2020 = 80 % (§ 22 EStG).
  de(
    [
      'Ich gehe 2026 in Rente. Welcher Teil meiner Rente ist steuerpflichtig?',
      'und mein Mann, der ist schon seit 2020 in Rente?',
    ],
    ['80 ?%|80 Prozent'],
    ['(?<![\\d,])81 ?%'],
  ),
  // Andere Person dazu: Grundfreibetrag 2026 Ehepaar 2 x 12.348 = 24.696 (2025: 24.192).
  de(
    [
      'Bis zu welchem Einkommen zahle ich 2026 als Rentner keine Einkommensteuer?',
      'und wir zwei als Ehepaar zusammen?',
    ],
    [amt(24696)],
    [amt(24192)],
  ),
  // Was heißt das für mich: KV (14,6 + 2,9) / 2 = 8,75 % x 1.500 = 131,25 EUR (2025: 8,55 % = 128,25).
  de(
    [
      'Wie viel Krankenversicherung zahle ich als gesetzlich versicherter Rentner?',
      'und was heißt das bei meiner Rente von 1.500 Euro?',
    ],
    ['131[,.]25|131 ?(€|Euro)'],
    ['128[,.]25'],
  ),
  // Das andere Land: USA ist Abkommensstaat, die Rente wird grundsätzlich dorthin gezahlt. Ohne
  // US_IN_DE: die Antwort darf die US-Social-Security nennen.
  q(
    'de',
    'followup',
    [
      'Ich will im Ruhestand nach Spanien ziehen. Bekomme ich meine deutsche Rente dort?',
      'und wenn ich stattdessen zu meiner Tochter in die USA ziehe?',
    ],
    ['Abkommen|(gezahlt|überwiesen|ausgezahlt)|\\bja\\b'],
    ['401\\(k\\)', 'FINRA'],
  ),
  // Wer ist zuständig: Wohngeld bei der Wohngeldbehörde der Stadt-, Gemeinde- oder Kreisverwaltung.
  de(
    [
      'Ich bin Rentnerin, 1.100 Euro Rente, 650 Euro Miete. Kann ich Wohngeld bekommen?',
      'wer ist dafür zuständig?',
    ],
    [
      'Wohngeld(stelle|behörde|amt)|Stadtverwaltung|Gemeindeverwaltung|Kreisverwaltung|Landratsamt|Rathaus|Bürgeramt',
    ],
  ),
  // Tippfehler: Pflegegeld PG5 990 EUR (2024: 901).
  de(
    ['Wie viel Pflegegeld gibt es bei Pflegegrad 2?', 'und bei pflegegard 5?'],
    [amt(990)],
    [amt(901)],
  ),
  // Korrektur: Jahrgang 1959 -> Regelaltersgrenze 66 Jahre und 2 Monate (§ 235 SGB VI).
  de(
    [
      'Jahrgang 1960 – wann ist meine Regelaltersgrenze?',
      'Entschuldigung, ich meinte Jahrgang 1959.',
    ],
    ['66 Jahr(e|en)?,? (und )?2 Monat|66 ?\\+ ?2'],
  ),
  // Warum: Jg. 1962, RAG 66+8 = 800 Monate, 63 = 756 Monate; 44 x 0,3 % = 13,2 %, dauerhaft.
  de(
    [
      'Ich bin Jahrgang 1962 und habe 38 Versicherungsjahre. Ich will mit 63 in Rente gehen.',
      'warum bekomme ich dann weniger? und ist das für immer?',
    ],
    ['13,2 ?%|0,3 ?%', 'dauerhaft|lebenslang|für immer|gesamte|ganze|bleib'],
    ['14,4'],
  ),
  // Ja/Nein-Prüfung: seit 1.1.2023 keine Hinzuverdienstgrenze neben vorgezogener Altersrente.
  de(
    [
      'Ich gehe mit 64 in die vorgezogene Altersrente und will weiter in Teilzeit arbeiten.',
      'also darf ich so viel dazuverdienen, wie ich will?',
    ],
    [
      'unbegrenzt|keine (Hinzuverdienst)?grenze|ohne (Grenze|Begrenzung|Kürzung|Anrechnung)|\\bja\\b|beliebig',
    ],
    [amt(6300), amt(46060)],
  ),
];

export const QUESTIONS = WRITTEN.map((question) => ({ ...question, holdout: true }));
number(QUESTIONS, 'fu3-');
