// A held-out set of personal questions: 40 (16 EN, 24 DE), all of kind 'personal', written on
// 2026-11-29 by a helper who had not seen the engine (nothing under api/, docs/ or packages/ was read;
// of bench/guide only question-kit.mjs, the first 110 lines of questions-followup3.mjs and the loader
// part of run.mjs), and the guide was never run on it before it was written. Never tune on it
// (holdout: true).
// Each question tells the person's own numbers in ordinary words inside a small story (amounts written
// many ways, ages, years of birth, years worked, savings, rent) and asks for a computation. Some
// numbers must NOT be misread: an age next to an amount, "Rente mit 67 wäre 1.300 €", "401k",
// "Jahrgang 1962". `mustNot` holds last year's figure or the figure a careless answer would give, and
// the other market's terms.
//
// Figures relied on: those checked in the header of questions-followup3.mjs (2026), and these,
// checked on 2026-11-29 with the search tool:
//   IRMAA 2026 (MAGI 2024), single: $137,001-171,000 -> $405.80 (2025 same tier $370.00) - from
//     1.1.2026, CMS 2026 fact sheet as quoted by prepareformedicare.com and greglewisinsurance.com.
//   Earnings test in the year FRA is reached: $65,160, $1 per $3, months before FRA only - from
//     1.1.2026, SSA via aarp.org.
//   Spousal benefit at 62 with FRA 67 = 32.5 % of the worker's PIA (35 % of 50 %) - SSA POMS
//     RS 00615.205 / aarp.org; early own benefit at 63 = 75 % (5/9 % x 36 + 5/12 % x 12) - ssa.gov.
//   RMD Uniform Lifetime Table (since 1.1.2022): 73 = 26.5, 75 = 24.6, 76 = 23.7 (IRS Pub. 590-B
//     Table III); pre-2022 table 73 = 24.7, 76 = 22.0.
//   Taxation of benefits, married filing jointly: combined income > $32,000 up to 50 %, > $44,000 up
//     to 85 % (IRS Pub. 915, unchanged since 1994).
//   Pflegeversicherung 2026: 3,6 % mit Kind, 4,2 % kinderlos (seit 1.1.2025, 2026 unverändert) -
//     dpa/insuedthueringen.de 15.10.2025.
//   Altersrente für besonders langjährig Versicherte (45 Jahre): Jg. 1962 mit 64 Jahren und 8 Monaten,
//     nicht vorzeitig (§ 236b SGB VI, urteile-gesetze.de).
//   Witwenrente altes Recht 60 %, wenn die Ehe vor dem 1.1.2002 geschlossen wurde und ein Partner vor
//     dem 2.1.1962 geboren ist (§ 255 Abs. 1 SGB VI, deutsche-rentenversicherung.de).
//   Rentenanpassung 1.7.2025: +3,74 % (1.7.2026: +4,24 %) - BMAS.
//   Zuschlag bei späterem Rentenbeginn 0,5 % je Monat (§ 77 Abs. 2 Nr. 2b SGB VI).
//   Pflegegeld 2024: PG4 765, PG5 947 EUR; davor PG4 728, PG5 901 EUR (§ 37 SGB XI a. F.).

import { DE_IN_US, US_IN_DE, amt, number, q } from './question-kit.mjs';

const en = (turns, must, mustNot = []) =>
  q('en', 'personal', turns, must, [...mustNot, ...DE_IN_US]);
const de = (turns, must, mustNot = []) =>
  q('de', 'personal', turns, must, [...mustNot, ...US_IN_DE]);

const WRITTEN = [
  // --- English (market US) ---
  // IRMAA: single, MAGI 2024 $150,000 -> tier 137,001-171,000 -> $405.80 (CMS 2026). 2025: 370.00;
  // careless first tier 284.10.
  en(
    "I'm 67, born in 1959, a widow, and I file single. My 2024 tax return showed one hundred fifty thousand dollars of income because I sold some stock. What will I pay a month for Medicare Part B?",
    ['405\\.80'],
    ['370\\.00', '284\\.10'],
  ),
  // RMD: 76 -> 237,000 / 23.7 = $10,000 (Pub. 590-B Table III). Old table 22.0 -> 10,772.73.
  en(
    'I turned 76 this year, born in 1950. My 401k had $237,000 in it on December 31. What is the minimum I have to take out this year?',
    [amt(10000)],
    ['10[,.]?772'],
  ),
  // Earnings test: (32,000 - 24,480) / 2 = $3,760 withheld. 2025 limit: (32,000 - 23,400) / 2 = 4,300.
  en(
    "I'm 63, I've been collecting $1,500 a month from Social Security since January, and my part-time job at the hardware store pays about thirty-two thousand a year. How much of my Social Security will they hold back this year?",
    [amt(3760)],
    [amt(4300)],
  ),
  // Early claim: born 1962, FRA 67, at 63 = 75 % of $2,340 = $1,755 (ssa.gov). At 62 (70 %): 1,638.
  en(
    'I was born in 1962 and my Social Security statement says $2,340 a month at 67. If I claim at 63, what is my monthly amount?',
    [amt(1755)],
    [amt(1638)],
  ),
  // Savings: 2,700 - 1,900 = $800 gap a month -> 48,000 / 800 = 60 months = 5 years.
  en(
    "I'm 66, I get $1,900 a month from Social Security, and I need about $2,700 a month to live. I have $48,000 in savings. How long will my savings last if nothing else changes?",
    ['60 months|\\b5 years|five years'],
  ),
  // Gap: 1,640 - 202.90 = 1,437.10 net; bills 1,150 + 400 = 1,550 -> short $112.90 a month. 2025:
  // 1,455 -> short 95.00.
  en(
    'My Social Security is $1,640 a month and Part B gets taken out of it. My rent is $1,150 and my other bills come to about $400. How much am I short each month?',
    ['112[.,]90'],
    ['95\\.00'],
  ),
  // Survivor: the higher of own $950 and the husband's $2,200 -> $2,200 (ssa.gov survivors). Careless:
  // the sum 3,150.
  en(
    'My husband got $2,200 a month from Social Security; he died in March. I am 67 and I get $950 of my own. What will I get every month now?',
    [amt(2200)],
    [amt(3150)],
  ),
  // Spousal at 62: FRA 67 -> 32.5 % of $2,600 = $845 (POMS RS 00615.205). Careless: 50 % = 1,300, or
  // 35 % = 910.
  en(
    "I'm 62 and never worked outside the home. My husband is 67, already collecting, and his full benefit is $2,600. If I take a spousal benefit now, what would it be?",
    [amt(845)],
    [amt(1300), amt(910)],
  ),
  // IRA: 58 -> 7,500 + 1,100 catch-up = $8,600 (IRS 2026). 2025: 8,000.
  en(
    "I'm 58, born in 1968, I earn $45,000 a year and have $12,000 in a savings account. How much can I put into an IRA this year?",
    [amt(8600)],
    [amt(8000)],
  ),
  // Delayed: born 1961, FRA 67, 70 -> 124 % of $2,500 = $3,100 (ssa.gov). Careless: 132 % -> 3,300.
  en(
    "Born in 1961, my benefit at full retirement age is $2,500. I'm thinking of waiting until 70. What would I get then?",
    [amt(3100)],
    [amt(3300)],
  ),
  // Taxation, joint: 3,000 x 12 = 36,000 benefits; combined = 30,000 + 18,000 = $48,000 > $44,000 ->
  // up to 85 % taxable (IRS Pub. 915).
  en(
    'My wife and I file jointly. Together we get $3,000 a month from Social Security and about $30,000 a year from a pension. Will our Social Security be taxed?',
    [amt(48000), '85 ?%'],
  ),
  // Part D penalty: 30 months -> 30 % x 38.99 = 11.697 -> $11.70 a month (cms.gov 2026). 2025: 36.78 ->
  // 11.03 -> 11.00.
  en(
    "I'm 68. After I turned 65 I went 30 months without any drug coverage, then joined a Part D plan. How much is my penalty a month?",
    ['11\\.70'],
    ['11\\.00'],
  ),
  // SNF: days 21-25 at $217.00 -> 5 x 217 = $1,085; days 1-20 free (CMS 2026). 2025: 1,047.50.
  en(
    'My dad is 81. He has been in a rehab nursing home for 25 days now, after 5 days in the hospital, all covered by Medicare. How much do we owe so far?',
    [amt(1085)],
    ['1[,.]?047'],
  ),
  // RMD: 73 -> 159,000 / 26.5 = $6,000. Old table 24.7 -> 6,437; the 74 divisor 25.5 -> 6,235.
  en(
    "I'm 73, born in 1953. On December 31 my traditional IRA had $159,000. I also have a Roth IRA with $20,000. What's my required minimum distribution?",
    [amt(6000)],
    ['6[,.]?437', '6[,.]?235'],
  ),
  // FRA year: born June 1959, FRA 66 and 10 months = April 2026; earned $68,160 January-March ->
  // (68,160 - 65,160) / 3 = $1,000 withheld. Careless: /2 = 1,500 or the lower limit (68,160 -
  // 24,480) / 2 = 21,840.
  en(
    'I was born in June 1959, so my full retirement age is 66 and 10 months, in April 2026. I claimed at 64. From January to March I will earn $68,160. Will anything be withheld?',
    [amt(1000)],
    [amt(1500), amt(21840)],
  ),
  // Couple: 1,780 + 920 = 2,700 - 2 x 202.90 - 1,300 = $994.20 left. 2025: 2 x 185 -> 1,030.00.
  en(
    'My Social Security is $1,780 and my wife gets a $920 spousal benefit. We both have Part B taken out, and our rent is $1,300. How much is left each month?',
    ['994[.,]20'],
    ['1[,.]?030'],
  ),

  // --- Deutsch (Markt Deutschland) ---
  // Abschlag Jg. 1962 mit 63: 44 Monate x 0,3 % = 13,2 % -> 1.640 x 0,868 = 1.423,52 EUR. Mit 12 %:
  // 1.443,20; mit 14,4 %: 1.403,84.
  de(
    'Ich bin Jahrgang 1962 und habe 38 Jahre gearbeitet. Laut Renteninformation wäre meine Rente mit 66 und 8 Monaten 1.640 €. Was bekomme ich, wenn ich schon mit 63 gehe? Nur den Abschlag bitte.',
    ['1[.,]?423'],
    ['1[.,]?443', '1[.,]?403'],
  ),
  // Netto: 1.800 - 8,75 % (157,50) - 3,6 % (64,80) = 1.577,70 EUR. 2025er Zusatzbeitrag: 1.581,30;
  // kinderlos: 1.566,90.
  de(
    'Meine Rente ist eintausendachthundert Euro brutto, ich habe einen Sohn. Was kommt nach Kranken- und Pflegeversicherung auf dem Konto an?',
    ['1[.,]?577'],
    ['1[.,]?581', '1[.,]?566'],
  ),
  // Pflegegeld PG5: 990 x 12 = 11.880 EUR im Jahr (§ 37 SGB XI seit 1.1.2025). 2024: 947 x 12 = 11.364;
  // davor 901 x 12 = 10.812.
  de(
    'Meine Frau ist 78 und hat seit letztem Monat Pflegegrad 5. Ich pflege sie allein zu Hause. Wie viel Pflegegeld bekommen wir im Jahr?',
    [amt(11880)],
    [amt(11364), amt(10812)],
  ),
  // Witwenrente neues Recht (Ehe 2004): 55 % von 2.240 = 1.232 EUR, kein eigenes Einkommen. Altes Recht
  // 60 % = 1.344.
  de(
    'Mein Mann, Jahrgang 1955, ist im Frühjahr gestorben, seine Rente war 2.240 €. Wir haben 2004 geheiratet. Ich bin 64 und habe weder eigene Rente noch Einkommen. Was bekomme ich nach dem Sterbevierteljahr?',
    [amt(1232)],
    [amt(1344)],
  ),
  // Grundsicherung: 563 + 480 = 1.043 EUR Bedarf - 690 EUR Rente = 353 EUR (§ 41 SGB XII, Regelbedarf
  // 2026). Mit 2023er Regelbedarf 502: 292.
  de(
    'Ich bin 72, bekomme 690 € Rente aufs Konto und zahle 480 € warm Miete. Das reicht hinten und vorne nicht. Wie viel könnte mir vom Amt noch zustehen?',
    [amt(353), 'Grundsicherung'],
    [amt(292)],
  ),
  // Wohngeld: Einkommen über dem Grundsicherungsbedarf (563 + 560 + NK), Hinweis auf Wohngeld bei der
  // Wohngeldbehörde der Stadt/Gemeinde (§ 24 WoGG).
  de(
    'Ich bin 74 und allein. Meine Rente ist 1.150 € netto, die Miete 560 € kalt plus 120 € Nebenkosten. Für Grundsicherung ist das wohl zu viel. Gibt es sonst Hilfe bei der Miete, und wo beantrage ich die?',
    ['Wohngeld', 'Wohngeld(behörde|stelle|amt)|Stadt|Gemeinde|Kreisverwaltung|Landratsamt'],
  ),
  // Punkte: 31,5 EP x 42,52 = 1.339,38 EUR ab 1.7.2026. Mit 40,79: 1.284,89.
  de(
    'Laut meiner Rentenauskunft habe ich 31,5 Entgeltpunkte. Was ist das ab Juli 2026 im Monat brutto?',
    ['1[.,]?339'],
    ['1[.,]?284'],
  ),
  // Abschlag Jg. 1964 mit 64: 36 Monate x 0,3 % = 10,8 % -> 1.300 x 0,892 = 1.159,60 EUR. Mit 14,4 %:
  // 1.112,80.
  de(
    'Ich bin Jahrgang 1964. Rente mit 67 wäre 1.300 €, aber ich will mit 64 aufhören. Was bleibt dann?',
    ['1[.,]?159'],
    ['1[.,]?112'],
  ),
  // 45 Jahre, Jg. 1962: besonders langjährig versichert ab 64 Jahren und 8 Monaten (§ 236b SGB VI).
  de(
    'Jahrgang 1962, seit der Lehre mit 16 durchgehend gearbeitet, also über 45 Beitragsjahre. Ab wann kann ich ohne Abschlag in Rente?',
    ['64 (Jahr(e|en) )?(und )?(8|acht) Monat'],
    ['63 (Jahr(e|en) )?(und )?(8|acht) Monat'],
  ),
  // Weitergeleitetes Pflegegeld: PG2 347 x 24 = 8.328 EUR in zwei Jahren, steuerfrei (§ 3 Nr. 36 EStG).
  de(
    'Meine Mutter hat Pflegegrad 2 und gibt mir jeden Monat ihr Pflegegeld, weil ich sie pflege. Ich verdiene 2.600 € brutto. Muss ich das versteuern, und wie viel ist das in zwei Jahren zusammen?',
    [amt(8328), 'steuerfrei|nicht versteuern|keine Steuer|nicht steuerpflichtig'],
  ),
  // Eigener Zusatzbeitrag 3,1 %: KV 7,3 + 1,55 = 8,85 % von 1.450 = 128,33; PV 3,6 % = 52,20 -> 1.269,47
  // EUR. Mit Durchschnitt 2,9 %: 1.270,92.
  de(
    'Meine Krankenkasse nimmt 3,1 % Zusatzbeitrag. Meine Rente ist 1.450 € brutto, ich habe drei Kinder, alle über 30. Was bleibt netto?',
    ['1[.,]?269'],
    ['1[.,]?270[.,]92'],
  ),
  // Besteuerungsanteil Rentenbeginn 2026 84 %: 1.900 x 12 = 22.800 x 0,84 = 19.152 EUR. 83,5 %: 19.038.
  de(
    'Ich gehe dieses Jahr in Rente, 1.900 € brutto im Monat. Wie viel davon ist im Jahr steuerpflichtig?',
    ['19[.,]?152'],
    ['19[.,]?038'],
  ),
  // Hinzuverdienst neben vorgezogener Rente seit 2023 unbegrenzt -> keine Kürzung der 1.210 EUR.
  de(
    'Jahrgang 1963, seit 2025 in vorgezogener Altersrente mit 1.210 €. Ich arbeite 20 Stunden die Woche und verdiene 1.800 € im Monat dazu. Wird mir von der Rente was abgezogen?',
    [
      'unbegrenzt|keine (Hinzuverdienst)?grenze|nicht gekürzt|ohne (Grenze|Kürzung|Abzüge)|nicht angerechnet|keine Kürzung',
    ],
    [amt(6300), amt(46060)],
  ),
  // Aktivrente: von 2.450 EUR Lohn sind 2.000 EUR steuerfrei, 450 EUR steuerpflichtig (§ 3 Nr. 21 EStG
  // n. F., ab 1.1.2026).
  de(
    'Ich bin 67, habe die Regelaltersgrenze erreicht und verdiene als Angestellter weiter 2.450 € brutto im Monat. Wie viel davon ist steuerfrei?',
    [amt(2000), amt(450)],
  ),
  // Pflegegeld PG4 Oktober bis Dezember: 3 x 800 = 2.400 EUR. 2024: 3 x 765 = 2.295; davor 2.184.
  de(
    'Mein Mann, Jahrgang 1941, hat seit Oktober Pflegegrad 4. Wie viel Pflegegeld bekommen wir bis Jahresende zusammen?',
    [amt(2400)],
    [amt(2295), amt(2184)],
  ),
  // Grundsicherung Ehepaar: 2 x 506 + 650 = 1.662 Bedarf - 1.100 = 562 EUR. Careless 2 x 563: 676.
  de(
    'Wir sind beide 75, verheiratet, und haben zusammen 1.100 € Rente ausgezahlt. Die Miete ist 650 € warm. Wie viel Grundsicherung könnten wir bekommen?',
    [amt(562)],
    [amt(676)],
  ),
  // Später: 18 Monate x 0,5 % = 9 % -> 1.520 x 1,09 = 1.656,80 EUR. Mit US-artigen 8 %/Jahr = 12 %:
  // 1.702,40.
  de(
    'Meine Regelaltersrente wäre 1.520 €. Ich arbeite aber noch 18 Monate weiter und nehme die Rente erst danach. Wie viel ist sie dann?',
    ['1[.,]?656'],
    ['1[.,]?702'],
  ),
  // Anpassung: 1.224 x 1,0424 = 1.275,90 EUR ab 1.7.2026. Mit 3,74 %: 1.269,78.
  de(
    'Bis Juni bekam ich 1.224 € Rente brutto. Wie viel ist es seit der Erhöhung im Juli 2026?',
    ['1[.,]?275|1[.,]?276'],
    ['1[.,]?269'],
  ),
  // Abschlag in Euro: Jg. 1964 mit 63 14,4 % von 1.750 = 252 EUR/Monat -> 3.024 EUR im Jahr. Mit
  // 13,2 %: 2.772.
  de(
    'Jahrgang 1964. Meine Rente mit 67 wäre 1.750 Euro. Wenn ich mit 63 gehe, wie viel weniger sind das im Jahr?',
    [amt(3024)],
    [amt(2772)],
  ),
  // Altes Recht: Ehe 1998, Ehemann Jg. 1956 (vor 2.1.1962) -> 60 % von 1.960 = 1.176 EUR (§ 255 SGB VI).
  // Neues Recht 55 %: 1.078.
  de(
    'Mein Mann ist im August gestorben, er bekam 1.960 € Rente. Wir sind seit 1998 verheiratet, ich bin Jahrgang 1958, er war Jahrgang 1956. Ich habe kein eigenes Einkommen. Wie hoch ist meine Witwenrente nach den ersten drei Monaten?',
    [amt(1176)],
    [amt(1078)],
  ),
  // Ehepaar netto: 1.480 -> 129,50 + 53,28 = 1.297,22; 690 -> 60,38 + 24,84 = 604,78; zusammen 1.902,00
  // EUR. Mit 2025er Zusatzbeitrag: 1.906,35.
  de(
    'Ich bekomme 1.480 € und meine Frau 690 € Rente brutto, wir haben beide Kinder. Was haben wir zusammen netto nach Kranken- und Pflegeversicherung?',
    ['1[.,]?902'],
    ['1[.,]?906'],
  ),
  // Datum: geboren März 1961 -> Regelaltersgrenze 66 Jahre und 6 Monate, erreicht im September 2027,
  // Rente ab 1. Oktober 2027 (§ 235 SGB VI).
  de(
    'Ich bin im März 1961 geboren. Wann genau kann ich ohne Abschlag in die normale Altersrente?',
    ['66 (Jahr(e|en) )?(und )?(6|sechs) Monat', '2027'],
  ),
  // Gap incl. Beiträge: 1.300 brutto - 12,35 % (113,75 + 46,80 = 160,55) = 1.139,45 netto; Ausgaben
  // 1.200 -> es fehlen 60,55 EUR.
  de(
    'Rente mit 67 wäre bei mir 1.300 € brutto, ich habe zwei Kinder. Ich brauche im Monat 1.200 € zum Leben. Wie viel fehlt mir nach Kranken- und Pflegeversicherung?',
    ['60[,.]55'],
    ['\\b100 ?(€|Euro) (übrig|mehr|Überschuss)'],
  ),
  // Sparen: 1.480 netto, Bedarf 1.780 -> 300 EUR/Monat; 18.000 EUR -> 60 Monate = 5 Jahre.
  de(
    'Ich habe zweitausend Euro Rente brutto, netto sind es 1.480 €. Ich brauche 1.780 € im Monat. Mit 18.000 € Erspartem – wie lange komme ich hin?',
    ['60 Monate|5 Jahre|fünf Jahre'],
  ),
];

export const QUESTIONS = WRITTEN.map((question) => ({ ...question, holdout: true }));
number(QUESTIONS, 'p9-');
