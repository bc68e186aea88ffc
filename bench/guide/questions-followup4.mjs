// A held-out set of follow-ups: 40 conversations (20 EN, 20 DE), all of kind 'followup', written on
// 2026-11-29 by a helper who had not seen the engine (nothing under api/, docs/ or packages/ was read;
// of bench/guide only question-kit.mjs, the first 110 lines of questions-followup3.mjs and the loader
// part of run.mjs), and the guide was never run on it before it was written. Never tune on it
// (holdout: true).
// Each conversation has 2 or 3 turns; only the LAST answer is judged. The follow-ups go on the way
// older people continue: the amount per month, per year or over N years, net after contributions, for
// the spouse, at another age, "is that taxed?", "where do I apply?", "what if I keep working?", a
// correction of a number told before, a pronoun-only question, a longer follow-up with a little
// story, typos. The market stays fixed per language (en -> US, de -> Germany). `mustNot` holds last
// year's figure or the figure a careless answer would give, and the other market's terms.
//
// Figures relied on: those checked in the header of questions-followup3.mjs (2026), and these,
// checked on 2026-11-29 with the search tool:
//   Earnings test in the year FRA is reached: $65,160, $1 withheld per $3 over, counting only the
//     months before FRA (2025: $62,160) - from 1.1.2026, SSA via aarp.org "earnings limit closer to
//     full retirement age" and newsbeep/AARP summary of the 2026 SSA fact sheet.
//   IRMAA 2026 (MAGI 2024), joint: <= $218,000 $202.90; $274,001-342,000 $405.80 (2025 same tier:
//     $370.00) - from 1.1.2026, CMS 2026 fact sheet as quoted by prepareformedicare.com and
//     greglewisinsurance.com.
//   RMD Uniform Lifetime Table: 75 = 24.6 (IRS Pub. 590-B Table III, in force since 1.1.2022); the
//     pre-2022 table had 75 = 22.9.
//   Social Security early claim with FRA 67: 5/9 % per month for 36 months, 5/12 % beyond -> 64 = 80 %,
//     62 = 70 % - ssa.gov "Benefit reduction for early retirement".
//   Pflegeversicherung 2026: 3,6 % mit Kind, 4,2 % kinderlos (Rentner trägt den ganzen Beitrag) - ab
//     1.1.2025 unverändert 2026, dpa/insuedthueringen.de 15.10.2025.
//   Altersrente nach späterem Beginn: Zuschlag 0,5 % je Monat nach der Regelaltersgrenze (§ 77 SGB VI).
//   Altersrente für besonders langjährig Versicherte (45 Jahre): ab Jahrgang 1964 mit 65, nicht
//     vorzeitig (§ 38, § 236b SGB VI, urteile-gesetze.de; vogtlandkreis.de).
//   Pflegegeld bis 31.12.2024 (Stand 2024): PG2 332, PG3 573, PG4 765, PG5 947 EUR; davor PG2 316,
//     PG3 545 (§ 37 SGB XI a. F.).

import { DE_IN_US, US_IN_DE, amt, number, q } from './question-kit.mjs';

const en = (turns, must, mustNot = []) =>
  q('en', 'followup', turns, must, [...mustNot, ...DE_IN_US]);
const de = (turns, must, mustNot = []) =>
  q('de', 'followup', turns, must, [...mustNot, ...US_IN_DE]);

const WRITTEN = [
  // --- English (market US) ---
  // Per year: FRA 67, claim at 62 = 70 % of $2,000 = $1,400/month -> $16,800/year (ssa.gov). Careless:
  // the full benefit times 12 = $24,000.
  en(
    [
      'My full benefit at 67 would be $2,000 a month. What if I start Social Security at 62 instead?',
      'and over a whole year?',
    ],
    [amt(16800)],
    [amt(24000)],
  ),
  // Per year: Part B $202.90 x 12 = $2,434.80 (CMS 2026). 2025: 185.00 x 12 = 2,220.
  en(
    ['What is the Medicare Part B premium?', 'so how much is that for the whole year?'],
    ['2[,.]?434[.,]80'],
    ['2[,.]?220(?![\\d])'],
  ),
  // Correction: (34,000 - 24,480) / 2 = $4,760 withheld (earnings test 2026). The first number would
  // give (40,000 - 24,480) / 2 = 7,760; 2025 limit: (34,000 - 23,400) / 2 = 5,300.
  en(
    [
      "I'm 63, I get Social Security and I make $40,000 a year working. How much do they hold back?",
      'sorry, I meant $34,000, not 40',
    ],
    [amt(4760)],
    [amt(7760), amt(5300)],
  ),
  // Spouse: at her FRA the spousal benefit is 50 % of his PIA $2,400 = $1,200 (ssa.gov). Careless: the
  // age-62 factor 32.5 % -> 780.
  en(
    [
      "I'm 67 and my Social Security at full retirement age is $2,400 a month.",
      "what would my wife get on my record? she's 67 too and hardly worked",
    ],
    [amt(1200)],
    [amt(780)],
  ),
  // Another age: born 1960+, FRA 67, delayed credits 8 %/year -> at 68: 1,800 x 1.08 = $1,944.
  en(
    [
      'My full retirement amount is $1,800 a month. What would I get if I wait until 70?',
      'and at 68 instead?',
    ],
    [amt(1944)],
    [amt(1908)],
  ),
  // Is that taxed: single, benefits 1,900 x 12 = 22,800; combined income = 20,000 + 11,400 = $31,400,
  // between $25,000 and $34,000 -> up to 50 % taxable (IRS Pub. 915).
  en(
    [
      "I'm single, I get $1,900 a month from Social Security and a $20,000 a year pension from my old employer.",
      'is that taxed?',
    ],
    [amt(31400), '50 ?%'],
  ),
  // Where to apply: Medicare enrollment without job coverage goes through Social Security (ssa.gov,
  // 1-800-772-1213).
  en(
    [
      'I turn 65 in March and I have no insurance from a job. Do I need to sign up for Medicare?',
      'where do I apply for that?',
    ],
    ['ssa\\.gov|1-800-772-1213|Social Security (office|Administration)'],
  ),
  // Keep working in the FRA year: born 1959, FRA 66 and 10 months in October 2026; $71,160 earned
  // January-September -> (71,160 - 65,160) / 3 = $2,000 withheld. Careless: $1 per $2 -> 3,000, or the
  // lower limit (71,160 - 24,480) / 2 = 23,340; 2025 upper limit 62,160.
  en(
    [
      'I was born in 1959 and took Social Security early at 64. My full retirement age is 66 and 10 months, I reach it in October 2026.',
      "what if I keep working? I'll earn $71,160 from January through September.",
    ],
    [amt(2000)],
    [amt(3000), amt(23340), amt(62160)],
  ),
  // Pronoun only: RMD at 75 = 246,000 / 24.6 = $10,000 -> $833.33/month (Pub. 590-B Table III). Old
  // table 22.9 -> 10,742.36 -> 895.20/month.
  en(
    [
      "I'm 75, my IRA was $246,000 at the end of last year. What's my required minimum distribution?",
      'what would that be if I spread it out over the months?',
    ],
    ['833'],
    ['895', '10[,.]?742'],
  ),
  // For the couple: joint MAGI 2024 $300,000 -> tier $274,001-342,000 -> $405.80 each (CMS 2026).
  // 2025 same tier 370.00; careless: the single table's 284.10.
  en(
    [
      'What is the Medicare Part B premium in 2026?',
      "we're married filing jointly and our 2024 income was about $300,000, so what do we each pay a month?",
    ],
    ['405\\.80'],
    ['370\\.00', '284\\.10'],
  ),
  // Over N years: 3 full years late -> 30 % x 202.90 = $60.87/month; over 5 years at 2026 rates
  // 60.87 x 60 = $3,652.20 (medicare.gov late penalty). 2025 base: 55.50/month.
  en(
    [
      'How much is the Medicare Part B late penalty if I waited 3 years to sign up without job coverage?',
      'and over 5 years of paying that, how much extra is that altogether?',
    ],
    ['3[,.]?652'],
    ['55\\.50', '3[,.]?330(?![\\d])'],
  ),
  // Longer story: a survivor gets the higher of own ($1,500) or the husband's ($2,600) benefit, not the
  // sum $4,100 (ssa.gov survivors).
  en(
    [
      'My husband passed away in September. He was getting $2,600 a month from Social Security and I get $1,500 on my own. I am 68.',
      'The lady at church told me I would now get both checks added together, so $4,100. Is that right, what will I actually get every month?',
    ],
    [amt(2600), 'higher|larger|not both|only one|not (be )?add|not the sum|not combined'],
  ),
  // Net after Part B: 2,150 - 202.90 = $1,947.10 (CMS 2026). 2025: 2,150 - 185 = 1,965.
  en(
    [
      'My Social Security is $2,150 a month before anything is taken out.',
      "what's left after they take out Medicare Part B?",
    ],
    ['1[,.]?947[.,]10'],
    ['1[,.]?965(?![\\d])'],
  ),
  // Per year: COLA 2026 2.8 % of $1,850 = $51.80/month -> $621.60/year. With 2025's 2.5 %: 46.25 /
  // 555.00.
  en(
    [
      'I got $1,850 a month from Social Security last year. How much did it go up in January?',
      'so how much more per year is that?',
    ],
    ['621[.,]60'],
    ['46\\.25', '555(?![\\d])'],
  ),
  // Typos, pronoun: IRA limit 62 = 7,500 + 1,100 = $8,600 -> $716.67 a month. 2025: 8,000 -> 666.67.
  en(
    [
      'what is the IRA contribtion limit for someone 62?',
      'how much is that a month if i spred it out',
    ],
    ['716[.,]67|717'],
    ['666[.,]67', amt(8000)],
  ),
  // Per year: 20 months without drug coverage -> 20 % x 38.99 = 7.798 -> $7.80/month -> $93.60/year
  // (cms.gov Part D base premium 2026). 2025: 36.78 -> 7.40 -> 88.80.
  en(
    [
      'I went 20 months without any drug coverage after my Medicare enrollment period. What is my Part D penalty?',
      'and for a year?',
    ],
    ['93[.,]60'],
    ['88[.,]80', '7\\.40'],
  ),
  // Another age: FRA 67, claim at 64 = 80 % of $2,100 = $1,680 (ssa.gov). The first turn's 70 % = 1,470.
  en(
    ['If my full benefit at 67 is $2,100, what do I get at 62?', 'and at 64 instead?'],
    [amt(1680)],
    [amt(1470)],
  ),
  // Divorced spouse: married 12 years, unmarried, at FRA up to 50 % of $2,800 = $1,400 in total (own
  // $1,100 plus $300), not own + 1,400 = 2,500 (ssa.gov).
  en(
    [
      "I was married to my ex-husband for 12 years, we're divorced and I never remarried. His full benefit is $2,800.",
      "I'm 67 and my own benefit is $1,100.",
      'so how much would I get each month then?',
    ],
    [amt(1400)],
    [amt(2500)],
  ),
  // SNF days 31-40: 10 x $217.00 = $2,170 (CMS 2026). 2025: 10 x 209.50 = 2,095.
  en(
    [
      'My mother is in a skilled nursing facility after three days in the hospital. What does Medicare pay?',
      'she has been there 30 days now, what does she pay for the next 10 days?',
    ],
    [amt(2170)],
    [amt(2095)],
  ),
  // Twice: Part A deductible per benefit period $1,736 x 2 = $3,472 (CMS 2026). 2025: 1,676 x 2 = 3,352.
  en(
    [
      "I'm on Medicare and going into the hospital for knee surgery next month. What do I pay?",
      'and what if I have to go back in the hospital later this year, in a separate benefit period?',
    ],
    [amt(3472)],
    [amt(3352)],
  ),

  // --- Deutsch (Markt Deutschland) ---
  // Aufs Jahr: 40 EP x 42,52 = 1.700,80 EUR/Monat -> 20.409,60 EUR/Jahr. Mit 40,79: 19.579,20.
  de(
    ['Ich habe 40 Entgeltpunkte. Wie hoch ist meine Rente?', 'und aufs Jahr gerechnet?'],
    ['20[.,]?409'],
    ['19[.,]?579'],
  ),
  // Netto: 1.600 x (7,3 % + 1,45 % = 8,75 %) = 140,00; PV 3,6 % (Kinder) = 57,60 -> 1.402,40 EUR. Mit
  // 2025er Zusatzbeitrag 2,5 %: 136,80 -> 1.405,60; kinderlos 4,2 %: 67,20 -> 1.392,80.
  de(
    [
      'Meine Bruttorente ist 1.600 Euro.',
      'was bleibt netto nach Kranken- und Pflegeversicherung? Ich habe zwei erwachsene Kinder.',
    ],
    ['1[.,]?402'],
    ['1[.,]?405[.,]60', '1[.,]?392[.,]80'],
  ),
  // Andere Zahl des Alters: Jg. 1964 mit 63 = 48 Monate x 0,3 % = 14,4 % -> 1.500 x 0,856 = 1.284 EUR.
  // Jg.-1962-Satz 13,2 % -> 1.302.
  de(
    [
      'Ich bin Jahrgang 1964, meine Rente mit 67 wäre 1.500 €.',
      'und wenn ich schon mit 63 gehe, wie viel ist das im Monat?',
    ],
    [amt(1284)],
    [amt(1302)],
  ),
  // Nach dem Sterbevierteljahr: große Witwenrente neues Recht (Ehe 2005) 55 % von 1.800 = 990 EUR (vor
  // Einkommensanrechnung; keine eigenen Einkünfte). Altes Recht 60 % = 1.080.
  de(
    [
      'Mein Mann ist gestorben, er bekam 1.800 € Rente. Wir haben 2005 geheiratet, ich bin 66 und habe kein eigenes Einkommen.',
      'und nach den ersten drei Monaten, was bekomme ich dann?',
    ],
    [amt(990)],
    [amt(1080)],
  ),
  // Aufs Jahr: Pflegegeld PG3 599 x 12 = 7.188 EUR (§ 37 SGB XI seit 1.1.2025). 2024: 573 x 12 = 6.876;
  // davor 545 x 12 = 6.540.
  de(
    [
      'Meine Mutter hat Pflegegrad 3, ich pflege sie zu Hause. Wie viel Pflegegeld gibt es?',
      'wie viel ist das im Jahr?',
    ],
    [amt(7188)],
    [amt(6876), amt(6540)],
  ),
  // Differenz: PG4 800 - PG2 347 = 453 EUR mehr im Monat. 2024: 765 - 332 = 433.
  de(
    [
      'Mein Vater hat Pflegegrad 2 und bekommt Pflegegeld.',
      'jetzt wurde er auf Pflegegrad 4 hochgestuft, wie viel mehr ist das im Monat?',
    ],
    [amt(453)],
    [amt(433)],
  ),
  // Steuer: Rentenbeginn 2026 -> Besteuerungsanteil 84 %: 1.400 x 12 x 0,84 = 14.112 EUR (§ 22 EStG).
  // 2025er Anteil 83,5 %.
  de(
    [
      'Ich bekomme seit diesem Jahr Rente, 1.400 Euro brutto im Monat.',
      'muss ich darauf Steuern zahlen?',
    ],
    ['84 ?%|14[.,]?112'],
    ['83[,.]5 ?%'],
  ),
  // Weiterarbeiten: neben vorgezogener Altersrente seit 1.1.2023 unbegrenzter Hinzuverdienst. Alte
  // Grenzen 6.300 / 46.060 EUR.
  de(
    [
      'Ich bin 64 und bekomme seit März eine vorgezogene Altersrente.',
      'was ist, wenn ich weiter arbeite und 30.000 Euro im Jahr verdiene, wird die Rente dann gekürzt?',
    ],
    [
      'unbegrenzt|keine (Hinzuverdienst)?grenze|nicht gekürzt|ohne (Grenze|Kürzung|Abzüge)|nicht angerechnet|keine Kürzung|wird nicht gekürzt',
    ],
    [amt(6300), amt(46060)],
  ),
  // Weiterarbeiten nach der Regelaltersgrenze: Aktivrente ab 1.1.2026, bis 2.000 EUR Arbeitslohn im
  // Monat steuerfrei.
  de(
    [
      'Ich erreiche im Mai die Regelaltersgrenze.',
      'Ich will aber als Angestellte weiter arbeiten. Wie viel darf ich dann im Monat steuerfrei verdienen?',
    ],
    [amt(2000), 'steuerfrei|Aktivrente'],
  ),
  // Wo beantragen: Pflegegeld bei der Pflegekasse (§ 33 SGB XI).
  de(
    [
      'Mein Mann braucht jetzt jeden Tag Hilfe beim Waschen und Anziehen. Gibt es dafür Geld?',
      'wo beantrage ich das?',
    ],
    ['Pflegekasse'],
  ),
  // Hinweis: Bedarf 563 + 450 = 1.013 EUR > 780 EUR -> Grundsicherung im Alter beim Sozialamt prüfen
  // (§ 41 SGB XII). Regelbedarf 2023 war 502.
  de(
    [
      'Ich habe nur 780 Euro Rente und zahle 450 Euro Miete warm, ich lebe allein.',
      'bekomme ich da noch was vom Amt, und wo frage ich da?',
    ],
    ['Grundsicherung', 'Sozialamt|Träger der Sozialhilfe|Grundsicherungsamt'],
    [amt(502)],
  ),
  // Korrektur: kinderlos 8,75 % + 4,2 % = 12,95 %: 1.520 - 133,00 - 63,84 = 1.323,16 EUR. Mit 3,6 %:
  // 1.332,28; die alte Zahl 1.250 -> 1.088,13.
  de(
    [
      'Meine Rente ist 1.250 Euro brutto, was bleibt netto? Ich habe keine Kinder.',
      'Entschuldigung, ich habe mich vertan, es sind 1.520 Euro.',
    ],
    ['1[.,]?323'],
    ['1[.,]?332[.,]28', '1[.,]?088'],
  ),
  // Ehepartnerin: Jg. 1964, Regelaltersgrenze 67, mit 63 = 48 x 0,3 % = 14,4 %.
  de(
    [
      'Ich bin Jahrgang 1962 und will mit 63 in Rente gehen. Wie viel Abschlag habe ich?',
      'und meine Frau, die ist Jahrgang 1964, wenn sie auch mit 63 geht?',
    ],
    ['14[,.]4 ?%'],
    ['10[,.]8 ?%'],
  ),
  // Pronomen: 35 EP x 42,52 = 1.488,20 EUR. Mit 40,79: 1.427,65.
  de(
    ['Was ist der aktuelle Rentenwert?', 'und was bringt mir das bei 35 Punkten?'],
    ['1[.,]?488[,.]20'],
    ['1[.,]?427'],
  ),
  // Geschichte, Tippfehler: besonders langjährig Versicherte ab Jg. 1964 mit 65, nicht mit 63 (§ 38,
  // § 236b SGB VI).
  de(
    [
      'Ich bin Jahrgang 1964 und habe mit 16 angefangen zu arbeiten, ohne Unterbrechung bis heute.',
      'Meine Nachbarin sagt, ich kann mit 45 Jahren Arbeit schon mit 63 ohne Abzüge gehen, stimmt das eigentlich noch für mich?',
    ],
    ['\\b65\\b'],
  ),
  // Ehemann: Regelaltersgrenze Jg. 1961 = 66 Jahre und 6 Monate (§ 235 SGB VI).
  de(
    ['Ich bin Jahrgang 1963, wann kann ich regulär in Rente?', 'und mein Mann, Jahrgang 1961?'],
    ['66 (Jahr(e|en) )?(und )?(6|sechs) Monat'],
  ),
  // Netto über 10 Jahre: 1.700 x (1 - 0,0875 - 0,036) = 1.700 - 148,75 - 61,20 = 1.490,05 -> x 120 =
  // 178.806 EUR. Brutto x 120 = 204.000.
  de(
    [
      'Ich bekomme 1.700 € Rente brutto im Monat und habe zwei Kinder.',
      'wie viel ist das netto über 10 Jahre zusammen, wenn es gleich bleibt?',
    ],
    ['178[.,]?806'],
    ['204[.,]?000'],
  ),
  // Später nehmen: 12 Monate nach der Regelaltersgrenze x 0,5 % = 6 % Zuschlag -> 1.400 x 1,06 = 1.484
  // EUR (plus Punkte aus dem weiteren Jahr). US-Regel 8 % -> 1.512.
  de(
    [
      'Meine Rente mit der Regelaltersgrenze wäre 1.400 Euro.',
      'und wenn ich noch ein Jahr länger arbeite und sie erst danach nehme?',
    ],
    [amt(1484)],
    [amt(1512)],
  ),
  // Ehepaar: Grundfreibetrag 2026 zusammen 24.696 EUR (§ 32a EStG). 2025: 24.192.
  de(
    [
      'Mein Mann und ich bekommen zusammen 2.300 € Rente im Monat.',
      'ab welchem Betrag müssen wir als Ehepaar überhaupt Steuern zahlen?',
    ],
    [amt(24696)],
    [amt(24192)],
  ),
  // Sterbevierteljahr: drei Kalendermonate die volle Rente des Verstorbenen, 2.100 EUR (§ 67 SGB VI).
  de(
    [
      'Mein Mann ist letzte Woche gestorben, er hatte 2.100 € Rente.',
      'was bekomme ich in den ersten drei Monaten?',
    ],
    [amt(2100), 'Sterbevierteljahr|volle|ungekürzt'],
  ),
];

export const QUESTIONS = WRITTEN.map((question) => ({ ...question, holdout: true }));
number(QUESTIONS, 'fu4-');
