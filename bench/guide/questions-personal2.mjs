// A fifth held-out set: 60 questions (30 EN, 30 DE) written on 2026-11-27 by someone who had not
// seen the engine (nothing under api/, docs/ or the scoring internals of run.mjs was read, and of
// questions-personal.mjs only its header), and never changed after the first run. Two kinds:
//   personal  (40: 20 EN, 20 DE) - a real person's situation with their own numbers; the answer must
//             contain one checkable fact, computed below with the official rule (arithmetic in comments).
//   followup  (20: 10 EN, 10 DE) - 2 or 3 turns; the expectation is on the LAST answer only.
// Yearly figures relied on, each checked against a public source:
//   SS COLA 2026 2.8 %; earnings test $24,480 ($1 per $2), year of FRA $65,160 ($1 per $3)
//     (SSA 2026 fact sheet, as reported by jrbcj.org/2026_cola)
//   Medicare Part B $202.90, deductible $283; IRMAA on 2024 MAGI: single $109,001-137,000 / joint
//     $218,001-274,000 -> $284.10, single $137,001-171,000 / joint $274,001-342,000 -> $405.80; Part D
//     add-on $14.50 / $37.50 (Federal Register 2025-20251, 19 Nov 2025; CMS table)
//   Part D national base beneficiary premium 2026 $38.99, penalty 1 % per uncovered month rounded to
//     the nearest $0.10 (CMS Part D bid release, July 2025); Part B penalty 10 % per full 12 months
//   401(k) 2026 $24,500, catch-up 50+ $8,000, ages 60-63 $11,250 (IRS, Nov 2025)
//   IRS Uniform Lifetime Table (2022+): 73 26.5, 74 25.5, 75 24.6, 78 22.0
//   aktueller Rentenwert 40,79 EUR (1.7.2025) -> 42,52 EUR ab 1.7.2026 (+4,24 %, BMAS / dpa)
//   Witwenrente: 55 % (neues Recht), Freibetrag 26,4 x Rentenwert = 1.122,53 EUR ab 1.7.2026,
//     40 % des Nettoeinkommens darüber angerechnet; Arbeitsentgelt pauschal minus 40 % (§ 97 SGB VI,
//     § 18b SGB IV)
//   Pflegegeld 2025/2026 PG2 347, PG3 599, PG4 800, PG5 990 EUR; Entlastungsbetrag 131 EUR (PG1: kein
//     Pflegegeld); unchanged in 2026
//   Regelbedarf 2026 (Nullrunde): Stufe 1 563 EUR, Stufe 2 506 EUR (RBSFV 2026)
//   KV 14,6 % (Rentner 7,3 % + halber Zusatzbeitrag), durchschnittlicher Zusatzbeitrag 2026 2,9 %
//     (BMG/Schätzerkreis); PV 3,6 %, kinderlos 4,2 %, von Rentnern allein getragen
//   Aktivrente ab 1.1.2026: 2.000 EUR Arbeitslohn/Monat steuerfrei nach der Regelaltersgrenze;
//   Hinzuverdienst zur vorgezogenen Altersrente seit 1.1.2023 unbegrenzt.
// Rules: SSA reduction 5/9 % per month for the first 36 months, 5/12 % beyond; spousal 50 % of PIA
// reduced 25/36 % then 5/12 % per month; delayed credits 2/3 % per month; survivor at 60 = 71.5 %;
// Abschlag 0,3 % / Monat (gegenüber der Regelaltersgrenze, max. 14,4 %), Zuschlag 0,5 % / Monat;
// Regelaltersgrenze by Jahrgang (1960 66+4, 1962 66+8, 1963 66+10, 1964+ 67; besonders langjährig
// Versicherte 1964+ ab 65).
// Not yet listed among the sets in run.mjs; once added there as personal2, run with --set personal2.

import { amt, q, US_IN_DE, DE_IN_US, number } from './question-kit.mjs';

export const QUESTIONS = [
  // ================================================================ English: personal
  // Born 1962 -> FRA 67; claiming at exactly 64 = 36 months early: 36 x 5/9 % = 20 %;
  // 2,250 x 0.80 = 1,800
  q(
    'en',
    'personal',
    'I was born in March 1962 and my Social Security statement says $2,250 a month at full retirement age. I got laid off and am thinking of starting benefits the month I turn 64. What would my monthly check be?',
    [amt(1800), '20 ?%'],
    [amt(1575), ...DE_IN_US],
  ),
  // Born 1960 -> FRA 67; waiting to 70 = 36 months x 2/3 % = 24 %; 1,900 x 1.24 = 2,356
  q(
    'en',
    'personal',
    "hi, my PIA is 1900 dollars. born june 1960. im healthy and my mom lived to 98 so i'm thinking of waiting til 70. how much would i get then per month (before any COLAs)?",
    [amt(2356), '24 ?%'],
    [amt(2508), ...DE_IN_US],
  ),
  // Born 1963 -> FRA 67; 63 = 48 months early: 36 x 5/9 % = 20 % + 12 x 5/12 % = 5 % -> 25 %;
  // 2,600 x 0.75 = 1,950
  q(
    'en',
    'personal',
    "My husband passed two years ago and I've been managing alone. I was born in 1963. My full retirement benefit is $2,600. My daughter says if I start at 63 I only lose 20%. Is that right? What would I actually get at 63?",
    [amt(1950), '25 ?%'],
    DE_IN_US,
  ),
  // Spousal at the wife's FRA: 50 % of his PIA 3,000 = 1,500; she gets her own 900 plus a 600
  // spousal top-up, total 1,500 - not 900 + 1,500 = 2,400
  q(
    'en',
    'personal',
    "I worked part time most of my life so my own Social Security at full retirement age is only $900. My husband's full retirement amount is $3,000 and he's already collecting. I just reached my full retirement age. Can I get half of his, $1,500, on top of my $900? How much will I get in total each month?",
    [amt(1500), amt(600)],
    DE_IN_US,
  ),
  // Spousal at 62 with FRA 67 and no own record: 50 % of 2,800 = 1,400, reduced 36 x 25/36 % = 25 %
  // + 24 x 5/12 % = 10 % -> 35 %; 1,400 x 0.65 = 910
  q(
    'en',
    'personal',
    "I stayed home raising our four kids so I don't have my own work record. I'm turning 62 next month (born 1964). My husband's PIA is $2,800 and he's already claimed. If I take spousal benefits right at 62, how much would I get a month?",
    [amt(910)],
    [amt(980), ...DE_IN_US],
  ),
  // Survivor at her own FRA: 100 % of what he received (claimed at FRA, 2,450); her own 1,100 is
  // not added on top - she gets the larger one, 2,450, not 3,550
  q(
    'en',
    'personal',
    'My husband Frank died in August. He was getting $2,450 from Social Security, he started at his full retirement age. I am 67 and get $1,100 on my own record. What will I receive now each month?',
    [amt(2450)],
    [amt(3550), ...DE_IN_US],
  ),
  // Survivor benefit at 60: 71.5 % of the deceased's PIA (he died before claiming);
  // 2,000 x 0.715 = 1,430
  q(
    'en',
    'personal',
    "My wife died last spring at 63, she hadn't started Social Security yet. Her PIA was $2,000 according to her statement. I just turned 60. If I apply for survivor benefits now, what would they pay me per month?",
    [amt(1430), '71[.,]5 ?%'],
    DE_IN_US,
  ),
  // Earnings test below FRA all year 2026: (40,000 - 24,480) / 2 = 7,760 withheld
  q(
    'en',
    'personal',
    "I'm 63, I started my Social Security this January at $1,500/month, but I got an offer to keep working part time at the hardware store that pays about $40,000 for 2026. How much of my Social Security would they hold back this year?",
    [amt(7760)],
    [amt(5173), ...DE_IN_US],
  ),
  // Year of reaching FRA: (77,160 - 65,160) / 3 = 4,000 withheld
  q(
    'en',
    'personal',
    "I turn 67 (my full retirement age) in November 2026. I'm already drawing Social Security and still consulting. From January through October I'll make $77,160. How much will Social Security withhold from me for 2026?",
    [amt(4000)],
    [amt(6000), amt(26340), ...DE_IN_US],
  ),
  // RMD at 75: Dec 31, 2025 balance 480,000 / 24.6 = 19,512.20
  q(
    'en',
    'personal',
    "I'll be 75 this year. My traditional IRA was worth $480,000 on December 31, 2025. My wife is 72 (so not more than 10 years younger). What's my required minimum distribution for 2026?",
    ['(?<![\\d.,])19[.,\\s]?512'],
    DE_IN_US,
  ),
  // First RMD at 73 (born 1953): 350,000 / 26.5 = 13,207.55
  q(
    'en',
    'personal',
    'born in 1953, single, turning 73 in 2026. my only retirement account is an IRA, it had $350,000 at the end of last year. how much is my first RMD?',
    ['(?<![\\d.,])13[.,\\s]?20[78]'],
    [amt(12774), ...DE_IN_US],
  ),
  // 4 % rule: 600,000 x 4 % = 24,000 in year one = 2,000 a month
  q(
    'en',
    'personal',
    'We have $600,000 in our 401(k)s combined. A friend told us about the 4% rule. How much could we withdraw the first year under that rule, and what is that per month?',
    [amt(24000) + '|' + amt(2000)],
    DE_IN_US,
  ),
  // Savings with income: need 4,200, SS 2,700 -> gap 1,500 a month = 18,000 a year;
  // 150,000 / 18,000 = 8.33 years = 100 months (no growth, no inflation, as asked)
  q(
    'en',
    'personal',
    "Just simple math please, ignore interest and inflation. I'm 68 and widowed. I spend about $4,200 a month. Social Security pays me $2,700. I have $150,000 in savings to cover the rest. How long will the savings last?",
    ['8[.,]3|100 months|8 years'],
    DE_IN_US,
  ),
  // IRMAA single, 2024 MAGI 150,000 -> tier 137,001-171,000: Part B 405.80
  q(
    'en',
    'personal',
    "I'm single and on Medicare. In 2024 I sold some stock and my modified AGI was $150,000 (this year it's much lower). What will my Part B premium be per month in 2026?",
    ['405[.,]80?'],
    DE_IN_US,
  ),
  // IRMAA joint, 2024 MAGI 250,000 -> tier 218,001-274,000: 284.10 each
  q(
    'en',
    'personal',
    'Married filing jointly, both of us 67, on Medicare. Our 2024 MAGI was $250,000. What does each of us pay for Medicare Part B per month in 2026?',
    ['284[.,]10?'],
    ['202[.,]90? (each|per person)', ...DE_IN_US],
  ),
  // Part D penalty: 20 uncovered months x 1 % x 38.99 = 7.798 -> rounded to 7.80 a month
  q(
    'en',
    'personal',
    "I didn't sign up for a drug plan when I got Medicare because I don't take many pills. Turns out I went 20 months with no creditable drug coverage. Now I'm joining a Part D plan for 2026. What's my monthly late penalty?",
    ['(?<![\\d.,])7[.,]80?(?!\\d)'],
    DE_IN_US,
  ),
  // Part B penalty: 30 months late = 2 full 12-month periods -> 20 %; 202.90 x 1.20 = 243.48
  q(
    'en',
    'personal',
    "I didn't have work insurance and still skipped Part B when I turned 65. I finally signed up, and Social Security says I went 30 months without Part B. How much will my Part B premium be in 2026 with the penalty?",
    ['243[.,]48|40[.,]58'],
    ['25 ?%', '30 ?%', ...DE_IN_US],
  ),
  // 401(k) at 61 in 2026: 24,500 + super catch-up 11,250 = 35,750
  q(
    'en',
    'personal',
    'I turn 61 in 2026 and finally have my house paid off so I want to max out my 401k at work. What is the most I can put in for 2026 myself, including catch-up?',
    [amt(35750)],
    DE_IN_US,
  ),
  // 401(k) at 55: 24,500 + 8,000 = 32,500; already 14,000 in -> 18,500 left
  q(
    'en',
    'personal',
    "I'm 55. So far in 2026 I've put $14,000 into my 401(k) out of my paychecks. How much more am I allowed to contribute before the end of the year, counting the catch-up?",
    [amt(18500)],
    [amt(10500), ...DE_IN_US],
  ),
  // COLA 2026 2.8 %: 1,850 x 1.028 = 1,901.80 (SSA pays whole dollars: 1,901)
  q(
    'en',
    'personal',
    'My Social Security was $1,850 a month in December 2025, before Medicare is taken out. What is it in 2026 after the cost of living raise?',
    ['(?<![\\d.,])1[.,\\s]?90[12](?!\\d)'],
    DE_IN_US,
  ),

  // ================================================================ Deutsch: personal
  // Jahrgang 1964: Regelaltersgrenze 67; Rente für langjährig Versicherte mit 63 = 48 Monate x 0,3 %
  // = 14,4 %; 1.600 x 0,856 = 1.369,60
  q(
    'de',
    'personal',
    'Ich bin im Februar 1964 geboren und habe 38 Jahre Beiträge. In meiner Renteninformation steht 1.600 Euro Regelaltersrente. Wenn ich mit 63 gehe, wie viel bekomme ich dann brutto?',
    ['1[.]?369|14[.,]4 ?(%|Prozent)'],
    ['10[.,]8 ?(%|Prozent)', ...US_IN_DE],
  ),
  // Jahrgang 1962: Regelaltersgrenze 66 + 8 Monate; mit 65 = 20 Monate früher x 0,3 % = 6 %;
  // 1.450 x 0,94 = 1.363
  q(
    'de',
    'personal',
    'Jahrgang 1962, mein Mann ist schon in Rente und ich möchte mit 65 aufhören. Renteninfo sagt 1.450 € zur Regelaltersgrenze, 36 Versicherungsjahre hab ich. Wieviel Abschlag habe ich und was bleibt übrig?',
    [amt(1363) + '|(?<![\\d.,])6 ?(%|Prozent)'],
    ['(?<![\\d.,])7[.,]2 ?(%|Prozent)', ...US_IN_DE],
  ),
  // 38,5 Entgeltpunkte x 42,52 EUR (ab 1.7.2026) = 1.637,02 brutto
  q(
    'de',
    'personal',
    'Hallo, ich gehe im Dezember 2026 regulär in Rente. Laut meinem Versicherungsverlauf habe ich 38,5 Entgeltpunkte. Wieviel Rente ist das brutto im Monat?',
    ['1[.]?637'],
    ['(?<![\\d.,])1[.]?570', ...US_IN_DE],
  ),
  // 3 weitere Jahre x 1,2 EP = 3,6 EP x 42,52 = 153,07 EUR mehr im Monat
  q(
    'de',
    'personal',
    'Mein Chef will, dass ich noch drei Jahre bleibe. Ich verdiene ungefähr so, dass ich pro Jahr 1,2 Entgeltpunkte bekomme. Um wieviel Euro im Monat steigt meine Rente dadurch, mit dem heutigen Rentenwert gerechnet (ohne Zuschlag)?',
    ['153[.,]0'],
    US_IN_DE,
  ),
  // KVdR: 7,3 % + 1,45 % (halber Zusatzbeitrag 2,9 %) = 8,75 % = 157,50; PV 3,6 % = 64,80;
  // 1.800 - 222,30 = 1.577,70
  q(
    'de',
    'personal',
    'Ich bekomme ab nächsten Monat 1.800 Euro Bruttorente. Ich bin pflichtversichert in der KVdR, meine Kasse nimmt 2,9 % Zusatzbeitrag, ich habe zwei erwachsene Kinder. Was kommt netto auf dem Konto an (Steuer mal außen vor)?',
    ['1[.]?577[.,]70?'],
    US_IN_DE,
  ),
  // kinderlos: KV 7,3 % + 1,25 % = 8,55 % = 128,25; PV 4,2 % = 63,00; 1.500 - 191,25 = 1.308,75
  q(
    'de',
    'personal',
    'ich hab keine kinder, rente 1500 brutto, krankenkasse hat 2,5 % zusatzbeitrag. wie viel geht für kranken- und pflegeversicherung weg und was bleibt netto? steuern zahle ich keine',
    ['1[.]?308[.,]75|191[.,]25'],
    US_IN_DE,
  ),
  // Große Witwenrente 55 % x 2.000 = 1.100; Arbeitslohn 2.200 brutto - 40 % = 1.320 netto;
  // 1.320 - 1.122,53 = 197,47 x 40 % = 78,99 angerechnet; 1.100 - 78,99 = 1.021,01
  q(
    'de',
    'personal',
    'Mein Mann ist im Sommer gestorben, wir waren seit 2004 verheiratet, ich bin 58. Er hatte 2.000 Euro Altersrente. Ich arbeite noch in Teilzeit und verdiene 2.200 Euro brutto. Wie hoch ist meine Witwenrente nach dem Sterbevierteljahr, also mit Anrechnung meines Gehalts?',
    ['1[.]?021|78[.,]99'],
    US_IN_DE,
  ),
  // 55 % x 1.800 = 990; eigene Rente 900 brutto minus Pauschale (14 %) = 774 < Freibetrag 1.122,53
  // -> keine Anrechnung, 990 voll
  q(
    'de',
    'personal',
    'Witwenrente Frage: Mein Mann (Rente 1.800 €) ist verstorben, Heirat 2003, ich bin 70 und habe selbst nur 900 € Rente. Wird mir da was angerechnet und wie viel Witwenrente bekomme ich?',
    [amt(990)],
    ['(?<![\\d.,])1[.]?080(?![\\d])', ...US_IN_DE],
  ),
  // Pflegegeld PG3: 599 x 12 = 7.188 EUR im Jahr
  q(
    'de',
    'personal',
    'Meine Mutter (84) hat jetzt Pflegegrad 3 bekommen. Meine Schwester und ich pflegen sie zu Hause, ohne Pflegedienst. Wieviel Pflegegeld gibt es dann im Jahr zusammen?',
    [amt(7188)],
    US_IN_DE,
  ),
  // Pflegegeld PG4: 800 x 6 Monate = 4.800 EUR Nachzahlung
  q(
    'de',
    'personal',
    'Der Antrag für meinen Vater lief ewig, jetzt kam der Bescheid: Pflegegrad 4, rückwirkend ab Antragstellung vor 6 Monaten. Ich pflege ihn allein zu Hause. Wie viel Pflegegeld müsste die Pflegekasse nachzahlen?',
    [amt(4800)],
    US_IN_DE,
  ),
  // Grundsicherung: 563 + 520 (Warmmiete, angemessen) = 1.083 Bedarf - 780 Rente = 303
  q(
    'de',
    'personal',
    'Ich bin 71, alleinstehend, habe nur 24 Beitragsjahre und bekomme 780 Euro Rente netto. Meine Warmmiete ist 520 Euro, laut Amt angemessen. Kein Vermögen. Wie viel Grundsicherung im Alter stünde mir ungefähr zu?',
    [amt(303)],
    US_IN_DE,
  ),
  // Ehepaar: 2 x 506 + 650 = 1.662 - (900 + 300) = 462
  q(
    'de',
    'personal',
    'Wir sind beide über 70, verheiratet. Renten netto: ich 900, meine Frau 300. Warmmiete 650 €, angemessen. Ersparnisse kaum (unter 5.000 pro Kopf). Wieviel Grundsicherung bekommen wir zusammen?',
    [amt(462)],
    US_IN_DE,
  ),
  // Vorgezogene Altersrente: seit 1.1.2023 keine Hinzuverdienstgrenze mehr -> 2.500 EUR ohne Kürzung
  q(
    'de',
    'personal',
    'Ich gehe mit 64 in die Rente für langjährig Versicherte (mit Abschlag). Mein alter Arbeitgeber will mich für 2.500 Euro im Monat weiter beschäftigen. Wie viel wird mir dann von der Rente abgezogen?',
    [
      '([Kk]eine|[Nn]icht) (mehr )?(gekürzt|angerechnet|Hinzuverdienstgrenze|Grenze|Kürzung)|[Uu]nbegrenzt|ohne (Kürzung|Grenze|Abzug)|nichts',
    ],
    US_IN_DE,
  ),
  // Aktivrente: 2.000 EUR steuerfrei, 2.600 - 2.000 = 600 EUR steuerpflichtig
  q(
    'de',
    'personal',
    'Ich habe die Regelaltersgrenze erreicht, beziehe meine Altersrente und arbeite sozialversicherungspflichtig weiter für 2.600 Euro brutto. Wie viel davon muss ich mit der Aktivrente noch versteuern?',
    [amt(600)],
    US_IN_DE,
  ),
  // Rentenlücke: 2.400 gewünscht - 1.650 Rente netto = 750 im Monat
  q(
    'de',
    'personal',
    'Wir brauchen im Ruhestand so ca. 2.400 € netto im Monat zum Leben, Haus ist abbezahlt. Die Rente wird laut Renteninfo nach Abzug von Kranken- und Pflegeversicherung bei 1.650 € netto liegen. Wie groß ist unsere Rentenlücke pro Monat und pro Jahr?',
    [amt(750), amt(9000)],
    US_IN_DE,
  ),
  // Jahrgang 1960: Regelaltersgrenze 66 + 4 Monate; 18 Monate später x 0,5 % = 9 %; 1.700 x 1,09 = 1.853
  q(
    'de',
    'personal',
    'Jahrgang 1960. Ich könnte jetzt regulär in Rente, 1.700 Euro brutto. Ich will aber noch 18 Monate weiterarbeiten ohne Rente zu beziehen. Wie viel Zuschlag bekomme ich und wie hoch wird die Rente dann (ohne die zusätzlichen Beiträge gerechnet)?',
    [amt(1853), '(?<![\\d.,])9 ?(%|Prozent)'],
    US_IN_DE,
  ),
  // Rentenanpassung 1.7.2026 +4,24 %: 1.350 x 1,0424 = 1.407,24
  q(
    'de',
    'personal',
    'Bis Juni hatte ich 1.350 € Bruttorente. Um wieviel ist sie im Juli 2026 gestiegen und wie hoch ist sie jetzt?',
    ['1[.]?407|57[.,]24'],
    ['3[.,]73 ?%', ...US_IN_DE],
  ),
  // Jahrgang 1963: Regelaltersgrenze 66 + 10 Monate; mit 63 = 46 Monate x 0,3 % = 13,8 %
  q(
    'de',
    'personal',
    'Bin 1963 geboren, hab 40 Jahre gearbeitet (also keine 45). Wenn ich direkt mit 63 in Rente gehe, wie viel Prozent Abschlag sind das genau?',
    ['13[.,]8'],
    US_IN_DE,
  ),
  // Jahrgang 1964 mit 45 Jahren: abschlagsfrei erst mit 65; mit 64 nur als langjährig Versicherter,
  // Abschlag gegenüber 67: 36 Monate x 0,3 % = 10,8 % (nicht 12 x 0,3 % = 3,6 %)
  q(
    'de',
    'personal',
    'Ich (Jahrgang 1964) habe schon 45 Beitragsjahre voll. Ich hab gehört, ich kann mit 65 ohne Abschlag gehen. Kann ich auch mit 64 gehen und wie viel Abschlag wäre das dann?',
    ['10[.,]8'],
    ['(?<![\\d.,])3[.,]6 ?(%|Prozent)', ...US_IN_DE],
  ),
  // Pflegegrad 1: kein Pflegegeld, nur Entlastungsbetrag 131 EUR im Monat
  q(
    'de',
    'personal',
    'Papa hat Pflegegrad 1 bekommen. Wieviel Pflegegeld zahlt die Kasse uns jetzt monatlich? wir kümmern uns selbst',
    [amt(131)],
    US_IN_DE,
  ),

  // ================================================================ English: followup
  // Born 1964, FRA 67: at 62 -> 70 % (1,400); at 70 -> 124 %: 2,000 x 1.24 = 2,480
  q(
    'en',
    'followup',
    [
      "I'm 62, born 1964, my full retirement amount is $2,000. What if I claim now?",
      'and if I wait until 70?',
    ],
    [amt(2480)],
    [amt(2640), ...DE_IN_US],
  ),
  // Wife 78, own IRA 200,000 / 22.0 = 9,090.91
  q(
    'en',
    'followup',
    [
      "I'm 74 this year, my IRA was $300,000 at the end of last year. What's my RMD for this year?",
      'and my wife, she turns 78 this year and has $200,000 in her own IRA?',
    ],
    ['(?<![\\d.,])9[.,\\s]?09[01]'],
    DE_IN_US,
  ),
  // 2024 MAGI 120,000 single -> 284.10
  q(
    'en',
    'followup',
    [
      "I'm single, 66, my 2024 income (MAGI) was $100,000. What's my Medicare Part B premium this year?",
      'what if it had been $120,000 instead?',
    ],
    ['284[.,]10?'],
    DE_IN_US,
  ),
  // 4 %: 800,000 x 4 % = 32,000 a year -> 2,666.67 a month
  q(
    'en',
    'followup',
    [
      'We saved $800,000. Using the 4% rule, how much can we take out the first year?',
      'in money per month?',
    ],
    ['(?<![\\d.,])2[.,\\s]?66[67]'],
    DE_IN_US,
  ),
  // Spousal at 62 with FRA 67: 1,300 x 0.65 = 845
  q(
    'en',
    'followup',
    [
      "My PIA is $2,600 and I'm claiming at my full retirement age. My wife never worked outside the home. What spousal benefit would she get at her full retirement age?",
      "and if she takes it at 62 instead? she's born in 1965",
    ],
    [amt(845)],
    [amt(910), ...DE_IN_US],
  ),
  // Earnings test: (50,000 - 24,480) / 2 = 12,760
  q(
    'en',
    'followup',
    [
      "I'm 64, I get $1,600 a month from Social Security and I'll earn $30,000 from my job in 2026. How much will they withhold?",
      'ok and if I take more shifts and make $50,000?',
    ],
    [amt(12760)],
    DE_IN_US,
  ),
  // Part D penalty: 26 x 1 % x 38.99 = 10.14 -> nearest dime 10.10
  q(
    'en',
    'followup',
    [
      'I went 14 months without creditable drug coverage after my Medicare started. How much is my Part D penalty in 2026?',
      'sorry I miscounted, it was 26 months. what is it then?',
    ],
    ['(?<![\\d.,])10[.,]1[04]?(?!\\d)'],
    DE_IN_US,
  ),
  // 401(k): husband 61 -> 24,500 + 11,250 = 35,750
  q(
    'en',
    'followup',
    [
      "I'm 52. How much can I put into my 401(k) in 2026?",
      "and my husband? he's 61 and has a 401k at his job",
    ],
    [amt(35750)],
    DE_IN_US,
  ),
  // Savings: 200,000; spend 5,000, SS 3,000 + 1,000 -> gap 1,000 a month -> 200 months = 16.7 years
  q(
    'en',
    'followup',
    [
      'No investment returns or inflation please, just the simple math. I have $200,000 saved, we spend $5,000 a month and my Social Security is $3,000. How many years will the savings last?',
      "I forgot my wife's Social Security, she gets $1,000 a month. Now how long?",
    ],
    ['16[.,]6|16[.,]7|200 months|16 years'],
    DE_IN_US,
  ),
  // Survivor: he gets 2,900 (delayed to 70); survivor at 60 = 71.5 % x 2,900 = 2,073.50
  q(
    'en',
    'followup',
    [
      'My husband waited until 70 and gets $2,900 a month. I get $1,300 on my own record and I am at my full retirement age. If he dies first, what do I get?',
      "my sister has the same numbers but she's only 60. what would she get as a widow if she started survivor benefits right away?",
    ],
    ['(?<![\\d.,])2[.,\\s]?07[34]'],
    DE_IN_US,
  ),

  // ================================================================ Deutsch: followup
  // Jahrgang 1964, mit 65 = 24 Monate x 0,3 % = 7,2 %; 1.700 x 0,928 = 1.577,60
  q(
    'de',
    'followup',
    [
      'Jahrgang 1964, 36 Beitragsjahre. Laut Renteninfo 1.700 € Regelaltersrente. Wie viel bekomme ich, wenn ich mit 63 gehe?',
      'und mit 65?',
    ],
    ['1[.]?577[.,]6|7[.,]2 ?(%|Prozent)'],
    US_IN_DE,
  ),
  // 22,5 EP x 42,52 = 956,70
  q(
    'de',
    'followup',
    [
      'Ich habe 40 Entgeltpunkte gesammelt. Wie viel Rente ist das heute brutto?',
      'und meine Frau hat 22,5 Punkte?',
    ],
    ['956[.,]70?'],
    US_IN_DE,
  ),
  // Kinderlos: 1.600 - 8,75 % (140,00) - 4,2 % (67,20) = 1.392,80
  q(
    'de',
    'followup',
    [
      'Meine Bruttorente ist 1.600 €, KVdR, Zusatzbeitrag meiner Kasse 2,9 %, ich habe eine Tochter. Wie viel bleibt netto?',
      'und bei meinem Bruder, gleiche Rente und Kasse, aber kinderlos?',
    ],
    ['1[.]?392[.,]80?'],
    US_IN_DE,
  ),
  // PG2 347 -> PG3 599: +252 im Monat x 12 = 3.024 im Jahr
  q(
    'de',
    'followup',
    [
      'Meine Mutter hat Pflegegrad 2, ich pflege sie. Wieviel Pflegegeld gibt es?',
      'Sie wurde jetzt auf Pflegegrad 3 hochgestuft. Wie viel mehr ist das im Jahr?',
    ],
    [amt(3024)],
    US_IN_DE,
  ),
  // 563 + 560 - 700 = 423
  q(
    'de',
    'followup',
    [
      'Ich bin alleinstehend, 73, Rente 700 € netto, Warmmiete 480 € (angemessen), kein Vermögen. Wie viel Grundsicherung bekomme ich?',
      'Die Miete steigt nächsten Monat auf 560 € warm, immer noch angemessen. Wie viel dann?',
    ],
    [amt(423)],
    US_IN_DE,
  ),
  // 55 % x 1.900 = 1.045; 2.000 brutto - 40 % = 1.200; 1.200 - 1.122,53 = 77,47 x 40 % = 30,99;
  // 1.045 - 30,99 = 1.014,01
  q(
    'de',
    'followup',
    [
      'Mein Mann ist verstorben, wir haben 2008 geheiratet, ich bin 61. Er hatte 1.900 € Rente. Wie hoch ist die große Witwenrente?',
      'Ich verdiene aber noch 2.000 € brutto im Monat. Wie viel bleibt dann von der Witwenrente?',
    ],
    ['1[.]?014|30[.,]99'],
    US_IN_DE,
  ),
  // Jahrgang 1962: Regelaltersgrenze 66 + 8; 12 Monate früher x 0,3 % = 3,6 %; 1.500 x 0,964 = 1.446
  q(
    'de',
    'followup',
    [
      'Jahrgang 1962 – wann ist meine Regelaltersgrenze?',
      'Und wenn ich ein Jahr früher gehe? 36 Beitragsjahre, Renteninfo sagt 1.500 €. Wie viel Abschlag in Euro?',
    ],
    ['(?<![\\d.,])54(?![\\d])|1[.]?446'],
    US_IN_DE,
  ),
  // 850 x 1,0424 = 886,04
  q(
    'de',
    'followup',
    [
      'Meine Rente war bis Juni 1.200 € brutto. Was bekomme ich seit der Erhöhung im Juli 2026?',
      'und meine Frau hatte 850 €?',
    ],
    ['886[.,]0'],
    US_IN_DE,
  ),
  // 80 % x 2.600 = 2.080 - 1.500 = 580 im Monat; x 12 x 20 = 139.200
  q(
    'de',
    'followup',
    [
      'Ich verdiene heute 2.600 € netto. Im Alter möchte ich 80 % davon haben. Meine Rente wird netto etwa 1.500 € sein. Wie groß ist meine Rentenlücke?',
      'und wie viel Geld fehlt mir dann insgesamt über 20 Jahre Ruhestand, ohne Zinsen und Inflation?',
    ],
    [amt(139200)],
    US_IN_DE,
  ),
  // Aktivrente: 2.900 - 2.000 = 900 steuerpflichtig
  q(
    'de',
    'followup',
    [
      'Ich bin über der Regelaltersgrenze, bekomme Altersrente und arbeite angestellt weiter für 1.800 € brutto. Muss ich darauf Steuern zahlen wegen der Aktivrente?',
      'Mein Chef bietet mir mehr Stunden an, dann wären es 2.900 € brutto. Wie viel davon wäre steuerpflichtig?',
    ],
    [amt(900)],
    US_IN_DE,
  ),
];

number(QUESTIONS, 'personal2-');
