// A development set of follow-ups: 44 conversations (22 EN, 22 DE), all of kind 'followup', written
// on 2026-11-29 by a helper who had not seen the engine (nothing under api/, docs/ or packages/ was
// read; of bench/guide only question-kit.mjs, run.mjs and the first 60 lines of
// questions-personal7.mjs), and the guide was never run on it. It may be tuned on (holdout: false).
// Each conversation continues the way people continue talking to a guide, one pattern per entry and
// every pattern at least twice per language: change the number; change the age or year; change the
// person; ask for the result in money, per month or per year; ask why or what it means; ask the next
// step; correct a misunderstanding; a new topic in the second turn; an elliptical follow-up that only
// makes sense with the first turn ("and the penalty?"); a long second turn with a small story and a
// new number. The expectation is on the LAST answer only; `mustNot` holds the figure a careless answer
// would give (mostly the first turn's, or last year's value) and the other market's terms.
//
// Figures relied on (2026), with source and the date they apply from (checked 2026-11-29):
//   SSA earnings test 2026: $24,480 ($1 per $2 over) under FRA all year; $65,160 ($1 per $3 over) for
//     the months before FRA in the FRA year - ssa.gov/oact/COLA/rtdet.html, from 1.1.2026.
//   SSA reduction rules (not yearly): own benefit 5/9 % per month for the first 36 months early, 5/12 %
//     beyond (62 with FRA 67 = 30 %); spouse 50 % of the worker's PIA at FRA, 25/36 % per month for 36
//     months then 5/12 % (62 with FRA 67 = 35 %); delayed credits 2/3 % per month to 70; FRA 66+10 for
//     born 1959, 67 for born 1960+; survivor 100 % of the deceased's benefit at the survivor's FRA -
//     SSA Handbook §723-§724, POMS RS 00615. Apply: ssa.gov, 1-800-772-1213 or a local office.
//   Medicare Part B 2026: $202.90 a month, deductible $283; IRMAA (MAGI of 2024) single >109k-137k
//     $284.10 - CMS fact sheet "2026 Medicare Parts A & B Premiums and Deductibles". Part B late
//     penalty 10 % for each full 12 months without Part B; Special Enrollment Period 8 months after
//     employer coverage or work ends (medicare.gov).
//   Part D base beneficiary premium 2026 $38.99 (2025: $36.78) - CMS; late penalty 1 % of it per
//     uncovered month, rounded to the nearest $0.10.
//   401(k) 2026 $24,500, catch-up 50+ $8,000 (2025: $7,500), ages 60-63 $11,250; IRA $7,500, catch-up
//     $1,100 - IRS IR-2025-111, from 1.1.2026.
//   RMD start age 73 (born 1951-1959), 75 (born 1960+), first RMD by 1 April of the following year -
//     SECURE 2.0 §107; Uniform Lifetime Table divisors 73 = 26.5, 74 = 25.5 (IRS Pub. 590-B).
//   aktueller Rentenwert 42,52 EUR ab 1.7.2026 (vorher 40,79 EUR) - BMAS, Rentenanpassung 2026.
//   Zugangsfaktor: Abschlag 0,3 % je Monat vor, Zuschlag 0,5 % je Monat nach der Regelaltersgrenze
//     (§ 77 SGB VI); Regelaltersgrenze Jg. 1958 66, 1960 66+4, 1961 66+6, 1962 66+8, 1963 66+10, ab
//     1964 67 Jahre (§ 235 SGB VI); langjährig Versicherte (35 Jahre) ab 63 (§ 236 SGB VI).
//   Hinzuverdienst: seit 1.1.2023 keine Grenze neben einer vorgezogenen Altersrente (§ 34 SGB VI;
//     bis 2022 galt 46.060 EUR, vor 2020 6.300 EUR).
//   Aktivrente: ab 1.1.2026 bis 2.000 EUR Arbeitslohn im Monat steuerfrei nach Erreichen der
//     Regelaltersgrenze bei sozialversicherungspflichtiger Beschäftigung (§ 3 Nr. 21 EStG n. F.).
//   Witwen-/Witwerrente: große 55 % (neues Recht, Ehe nach 2001), kleine 25 % für 24 Monate, vor
//     Einkommensanrechnung (§ 46, § 67, § 255 SGB VI); Altersgrenze große Witwenrente bei Tod 2026
//     46 Jahre und 6 Monate (§ 242a SGB VI).
//   Pflegegeld ab 1.1.2025: PG2 347, PG3 599, PG4 800, PG5 990 EUR (2024: PG5 901) (§ 37 SGB XI);
//     Pflegesachleistung PG3 1.497 EUR (§ 36 SGB XI); beantragt bei der Pflegekasse (§ 33 SGB XI).
//   Regelbedarf 2026 (Nullrunde): Stufe 1 563 EUR, Stufe 2 506 EUR (RBSFV 2026); Grundsicherung im
//     Alter beim Träger der Sozialhilfe (Sozialamt) zu beantragen (§ 41, § 44 SGB XII).
import { DE_IN_US, US_IN_DE, amt, number, q } from './question-kit.mjs';

const FOLLOWUP2 = [
  // ---------------------------------------------------------------- EN
  // Change the number. $2,400 PIA, FRA 67, claim at 62 = 60 months early = 30 % cut:
  // 2,400 x 0.70 = $1,680 (the first turn's $2,000 gives $1,400).
  q(
    'en',
    'followup',
    [
      'I was born in 1962 and my statement says $2,000 a month at full retirement age. What would I get if I start at 62?',
      'And if my benefit at full retirement age were $2,400 instead?',
    ],
    [amt(1680)],
    [amt(1400), ...DE_IN_US],
  ),
  // Change the number. Earnings test 2026, under FRA all year: (40,000 - 24,480) / 2 = $7,760 withheld
  // (the first turn's $34,480 gives $5,000).
  q(
    'en',
    'followup',
    [
      "I'm 63, already on Social Security, and I'll earn $34,480 at my job this year. How much will they hold back?",
      'What if I earn $40,000 instead?',
    ],
    [amt(7760)],
    [amt(5000), ...DE_IN_US],
  ),
  // Change the number. Part D late penalty 30 uncovered months: 30 % x $38.99 = $11.697 -> $11.70
  // a month (the first turn's 14 months give $5.50).
  q(
    'en',
    'followup',
    [
      'I went 14 months without any drug coverage after my Medicare started. What will my Part D late penalty be?',
      'Hmm, actually I think it was 30 months. How much then?',
    ],
    ['11[.,]70'],
    ['5[.,]50', ...DE_IN_US],
  ),
  // Change the age. PIA $1,800, FRA 67 (born 1961), claim at 65 = 24 months early = 24 x 5/9 % =
  // 13.33 %: 1,800 x 0.8667 = $1,560 (at 62 it would be $1,260).
  q(
    'en',
    'followup',
    [
      'Born 1961, my full benefit would be $1,800. How much do I get if I claim at 62?',
      'What about at 65?',
    ],
    [amt(1560)],
    [amt(1260), ...DE_IN_US],
  ),
  // Change the age. PIA $2,000, FRA 67, claim at 68 = 12 months of delayed credits x 2/3 % = 8 %:
  // $2,160 (at 70 it is 24 % = $2,480).
  q(
    'en',
    'followup',
    [
      'My full retirement age is 67 and my benefit then is $2,000. What do I get if I wait until 70?',
      'And at 68?',
    ],
    [amt(2160)],
    [amt(2480), ...DE_IN_US],
  ),
  // Change the year. RMDs start at 75 for anyone born 1960 or later (SECURE 2.0).
  q(
    'en',
    'followup',
    [
      'I was born in 1958. At what age do I have to start taking money out of my IRA?',
      'What if I had been born in 1960 instead?',
    ],
    ['\\b75\\b'],
    ['\\b72\\b', ...DE_IN_US],
  ),
  // Change the person. Spousal benefit, wife born 1963 (FRA 67) claiming at 62 = 60 months early:
  // 36 x 25/36 % + 24 x 5/12 % = 35 %; half of $2,600 = $1,300 x 0.65 = $845 (30 % would give $910).
  q(
    'en',
    'followup',
    [
      "I'm already collecting Social Security, my full benefit (PIA) is $2,600. What would my wife get as a spousal benefit at her full retirement age?",
      'And if she takes it at 62? She is 3 years younger than me, born 1963.',
    ],
    [amt(845)],
    [amt(910), ...DE_IN_US],
  ),
  // Change the person. RMD for the husband, 73 in 2026: $265,000 / 26.5 = $10,000 (with the first
  // turn's divisor 25.5 it would be $10,392).
  q(
    'en',
    'followup',
    [
      "I'm 74 and my IRA was worth $510,000 on December 31 last year. What's my required minimum distribution this year?",
      'And my husband? He turned 73 this year and his IRA had $265,000 at the end of last year.',
    ],
    [amt(10000)],
    [amt(10392), ...DE_IN_US],
  ),
  // In money per year. Standard Part B 2026 $202.90 x 12 x 2 people = $4,869.60 (not the 2025 $185).
  q(
    'en',
    'followup',
    [
      "What's the normal Medicare Part B premium this year?",
      'So how much is that for a whole year, for me and my wife together?',
    ],
    [amt(4869)],
    ['185[.,]00', ...DE_IN_US],
  ),
  // In money per year. Single, 2024 MAGI $120,000: IRMAA $81.20 a month on top of $202.90; extra per
  // year 81.20 x 12 = $974.40 (the whole premium for a year, 284.10 x 12, would be $3,409.20).
  q(
    'en',
    'followup',
    [
      "I'm single and my income in 2024 was about $120,000. What will I pay for Part B in 2026?",
      'So how much extra is that per year compared to someone paying the standard premium?',
    ],
    [amt(974)],
    [amt(3409), ...DE_IN_US],
  ),
  // Why. PIA $2,000, FRA 67, claim at 64 = 36 months x 5/9 % = 20 % less, for life (not 25 %).
  q(
    'en',
    'followup',
    [
      'My full retirement age is 67. If I claim at 64 with a full benefit of $2,000, what do I get?',
      'Why is it less? And does it go back up later?',
    ],
    [
      '20 ?%',
      "permanent|for life|rest of your life|lifetime|for good|(does not|doesn't|won't|will not) go (back )?up",
    ],
    [amt(1500), ...DE_IN_US],
  ),
  // What it means. Part D penalty 20 uncovered months: 20 % x $38.99 = $7.798 -> $7.80 every month
  // for as long as one has Part D (the 2025 base $36.78 gives $7.36).
  q(
    'en',
    'followup',
    [
      'I had no drug coverage for 20 months after I turned 65. Is there a Part D penalty?',
      'What does that mean exactly - do I pay it once, or every month, and for how long?',
    ],
    [
      '7[.,]80',
      'every month|each month|monthly|for life|lifetime|as long as you (have|keep|are enrolled)',
    ],
    ['7[.,]36', ...DE_IN_US],
  ),
  // Next step. Spousal benefits are applied for with SSA: ssa.gov, 1-800-772-1213 or a local office.
  q(
    'en',
    'followup',
    [
      'What is the most my wife can get as a spousal benefit from my Social Security?',
      'OK, how does she apply for it?',
    ],
    ['ssa\\.gov|800[- .]?772[- .]?1213|Social Security office'],
    ['Rentenversicherung', ...DE_IN_US],
  ),
  // Next step. After employer coverage ends, Part B can be taken in an 8-month Special Enrollment
  // Period without the late penalty.
  q(
    'en',
    'followup',
    [
      "I'm 66 and still on my employer's health plan, retiring in March. Will I get a penalty for signing up for Part B late?",
      'So how do I sign up once I stop working, and how long do I have?',
    ],
    ['8[- ]month|eight[- ]month'],
    [...DE_IN_US],
  ),
  // Correct a misunderstanding. Survivor benefit at the widow's FRA = 100 % of what the husband got
  // (he claimed at his FRA: $2,200); the spousal half would be $1,100.
  q(
    'en',
    'followup',
    [
      'My husband gets $2,200 a month from Social Security, he started at his full retirement age. What can I get based on his record? My own benefit is only $900.',
      "No, I meant the survivor benefit - he passed away in March. I'm at my full retirement age now.",
    ],
    [amt(2200)],
    [amt(1100), ...DE_IN_US],
  ),
  // Correct a misunderstanding. 401(k) 2026 at 52: 24,500 + 8,000 catch-up = $32,500 (the IRA
  // answer would be 7,500 + 1,100 = $8,600).
  q(
    'en',
    'followup',
    [
      "How much can I put away for retirement in 2026? I'm 52.",
      'No, I meant my 401(k) at work, not an IRA. What is the total with the catch-up?',
    ],
    [amt(32500)],
    [amt(8600), ...DE_IN_US],
  ),
  // New topic. 401(k) 2026 at 61: 24,500 + 11,250 (ages 60-63) = $35,750 (not 32,500).
  q(
    'en',
    'followup',
    [
      "What's the Medicare Part B deductible this year?",
      'Different question: my friend is 61. How much can she put into her 401(k) in 2026 in total?',
    ],
    [amt(35750)],
    [amt(32500), ...DE_IN_US],
  ),
  // New topic. Born 1953, turns 73 in 2026: first RMD due by April 1, 2027.
  q(
    'en',
    'followup',
    [
      'How much can I earn while collecting Social Security before 67?',
      'Unrelated - I was born in 1953. By when do I have to take my first required minimum distribution?',
    ],
    ['April 1(st)?,? (of )?2027|1 April 2027'],
    ['April 1(st)?,? 2026', ...DE_IN_US],
  ),
  // Elliptical. 36 months without Part B after the window closed = 3 full 12-month periods = 30 %:
  // 202.90 x 0.30 = $60.87 a month on top (not 36 %).
  q(
    'en',
    'followup',
    [
      "I didn't sign up for Part B when I should have and went 36 months without it, no employer coverage. What's the premium now?",
      'And the penalty?',
    ],
    ['30 ?%|60[.,]8[67]'],
    ['(?<![\\d.])36 ?%', ...DE_IN_US],
  ),
  // Elliptical. 401(k) 2026 at 62: super catch-up $11,250, total 24,500 + 11,250 = $35,750 (the 2025
  // catch-up was $7,500).
  q(
    'en',
    'followup',
    ["What's the 401(k) contribution limit for 2026?", "And the extra bit, since I'm 62?"],
    [amt(11250)],
    [amt(7500), ...DE_IN_US],
  ),
  // Long story, new number. $384,000 at $2,400 a month, no growth or inflation: 160 months = 13.3
  // years (the first turn's numbers gave 150 months = 12.5 years).
  q(
    'en',
    'followup',
    [
      'We have $300,000 saved. If we take out $2,000 a month, how long will it last, ignoring growth?',
      "Thanks. Let me tell you a bit more. My sister and I sold our parents' old cabin this summer, it took forever because the roof needed fixing and the buyer kept changing his mind. After paying off the realtor my share added $84,000, so our savings are now $384,000. My husband wants to take out more because his knees are bad and we'd like to travel while we can, so we're thinking $2,400 a month. Still ignoring growth and inflation, how many years is that?",
    ],
    ['13[.,]3|160 months|13 years(,| and) 4 months'],
    ['12[.,]5 years', ...DE_IN_US],
  ),
  // Long story, new number. Born December 1959, FRA 66+10 = October 2026; only Jan-Sep earnings count
  // against the $65,160 limit at $1 per $3: (80,160 - 65,160) / 3 = $5,000 (the lower limit and
  // $1 per $2 would give $27,840).
  q(
    'en',
    'followup',
    [
      'What is the earnings limit if I take Social Security before full retirement age?',
      'OK here is my situation. I was born in December 1959 and I started my benefit early last year because my wife got sick and we needed the money. She is better now, thank God, and I went back to work at the hardware store. From January through September 2026, before I reach full retirement age, I will have earned $80,160. How much of my benefit will they withhold?',
    ],
    [amt(5000)],
    [amt(27840), ...DE_IN_US],
  ),

  // ---------------------------------------------------------------- DE
  // Zahl geändert. 38 EP x 42,52 = 1.615,76 EUR (die erste Runde: 35 x 42,52 = 1.488,20 EUR).
  q(
    'de',
    'followup',
    [
      'Ich habe laut Renteninformation 35 Entgeltpunkte. Wie viel Rente bekomme ich bei der Regelaltersgrenze?',
      'Und mit 38 Entgeltpunkten?',
    ],
    [amt(1615, 1616)],
    [amt(1488), ...US_IN_DE],
  ),
  // Zahl geändert. Pflegegeld Pflegegrad 4: 800 EUR (§ 37 SGB XI), nicht 599 (PG3).
  q(
    'de',
    'followup',
    [
      'Meine Mutter hat Pflegegrad 2 und wird von uns zu Hause gepflegt. Wie viel Pflegegeld bekommt sie?',
      'Jetzt ist sie auf Pflegegrad 4 hochgestuft worden. Wie viel ist es dann?',
    ],
    [amt(800)],
    [amt(599), ...US_IN_DE],
  ),
  // Zahl geändert. Grundsicherung: Bedarf 563 + 480 = 1.043 EUR; minus 820 EUR Rente netto = 223 EUR
  // (mit der ersten Rente von 650 EUR: 393 EUR).
  q(
    'de',
    'followup',
    [
      'Ich lebe allein, meine Rente ist netto 650 Euro, die Warmmiete 480 Euro (angemessen). Kein Vermögen, keine anderen Einkünfte, keine Grundrentenzeiten. Wie viel Grundsicherung bekäme ich ungefähr?',
      'Und wenn meine Rente 820 Euro wäre?',
    ],
    [amt(223)],
    [amt(393), ...US_IN_DE],
  ),
  // Alter geändert. Jg. 1964, RAG 67, 40 EP x 42,52 = 1.700,80 EUR; mit 65 = 24 Monate x 0,3 % =
  // 7,2 %: 1.700,80 x 0,928 = 1.578,34 EUR (mit 63: 14,4 % -> 1.455,88 EUR).
  q(
    'de',
    'followup',
    [
      'Ich bin Jahrgang 1964, habe 40 Entgeltpunkte und über 35 Versicherungsjahre. Was bekomme ich, wenn ich mit 63 in Rente gehe?',
      'Und wenn ich erst mit 65 gehe?',
    ],
    [amt(1578)],
    [amt(1455, 1456), ...US_IN_DE],
  ),
  // Jahr geändert. Regelaltersgrenze Jg. 1963: 66 Jahre und 10 Monate (Jg. 1961: 66 und 6).
  q(
    'de',
    'followup',
    [
      'Ich bin 1961 geboren. Wann kann ich ohne Abschlag in die Regelaltersrente?',
      'Und wenn ich 1963 geboren wäre?',
    ],
    ['66 (Jahre(n)?,? )?(und )?10 Monate|66\\s?\\+\\s?10'],
    ['66 (Jahre(n)?,? )?(und )?6 Monate', ...US_IN_DE],
  ),
  // Person geändert. Zuschlag 18 Monate x 0,5 % = 9 %: 1.100 x 1,09 = 1.199 EUR (die erste Runde:
  // 1.500 x 1,06 = 1.590 EUR).
  q(
    'de',
    'followup',
    [
      'Meine Rente bei der Regelaltersgrenze wäre 1.500 Euro. Was bekomme ich, wenn ich 12 Monate länger arbeite und die Rente später nehme?',
      'Und für meine Frau? Ihre Rente wäre 1.100 Euro, sie will 18 Monate länger arbeiten.',
    ],
    [amt(1199)],
    [amt(1590), ...US_IN_DE],
  ),
  // Person geändert. Große Witwerrente neues Recht (Ehe seit 2008), 55 % von 1.400 = 770 EUR vor
  // Einkommensanrechnung (die erste Runde: 55 % von 1.800 = 990 EUR).
  q(
    'de',
    'followup',
    [
      'Mein Mann bekommt 1.800 Euro Rente, wir sind seit 2005 verheiratet, ich bin 60. Wie hoch wäre meine große Witwenrente, wenn ihm etwas passiert, vor Anrechnung meines Einkommens?',
      'Und für meinen Bruder? Er ist 58, seit 2008 verheiratet, seine Frau hat 1.400 Euro Rente.',
    ],
    [amt(770)],
    [amt(990), ...US_IN_DE],
  ),
  // In Euro im Monat. 30 Monate x 0,3 % = 9 %: 1.650 x 0,09 = 148,50 EUR weniger (mit 0,5 % wären es
  // 15 % = 247,50 EUR).
  q(
    'de',
    'followup',
    [
      'Wie viel Abschlag gibt es pro Monat, wenn man früher in Rente geht?',
      'Meine Rente wäre 1.650 Euro und ich will 30 Monate früher gehen. Wie viel Euro sind das im Monat weniger?',
    ],
    ['148[.,]5'],
    ['247[.,]5', ...US_IN_DE],
  ),
  // In Euro im Jahr. 27,5 EP x 42,52 = 1.169,30 EUR x 12 = 14.031,60 EUR (mit dem alten Rentenwert
  // 40,79: 13.460,70 EUR).
  q(
    'de',
    'followup',
    [
      'Wie viel ist ein Rentenpunkt gerade wert?',
      'Ich habe 27,5 Punkte. Wie viel Euro Rente sind das im Jahr?',
    ],
    [amt(14031, 14032)],
    [amt(13460, 13461), ...US_IN_DE],
  ),
  // In Euro im Jahr. Pflegegeld PG3 599 x 12 = 7.188 EUR (PG2 wäre 4.164 EUR).
  q(
    'de',
    'followup',
    ['Wie viel Pflegegeld gibt es bei Pflegegrad 3?', 'Und wie viel ist das im ganzen Jahr?'],
    [amt(7188)],
    [amt(4164), ...US_IN_DE],
  ),
  // Warum. Jg. 1964, Rente mit 64 = 36 Monate x 0,3 % = 10,8 %, auf Dauer (mit 0,5 % wären es 18 %).
  q(
    'de',
    'followup',
    [
      'Ich bin Jahrgang 1964 und habe 38 Versicherungsjahre. Wie hoch ist der Abschlag, wenn ich mit 64 gehe?',
      'Warum so viel? Und fällt der Abschlag später wieder weg?',
    ],
    [
      '10[.,]8 ?%',
      'dauerhaft|lebenslang|für immer|auf Dauer|gesamte[nr]? (Renten)?bezug|ganze[nr]? Rentenbezug|bleibt (bestehen|erhalten)',
    ],
    ['(?<![\\d,])18 ?%', ...US_IN_DE],
  ),
  // Was heißt das. Paar in einem Haushalt: Regelbedarfsstufe 2, 2 x 506 = 1.012 EUR (nicht 2 x 563).
  q(
    'de',
    'followup',
    [
      'Wie hoch ist der Regelsatz in der Grundsicherung 2026?',
      'Was heißt das genau für mich und meinen Mann? Wir wohnen zusammen.',
    ],
    [`${amt(506)}|${amt(1012)}`],
    [amt(1126), ...US_IN_DE],
  ),
  // Nächster Schritt. Pflegegrad wird bei der Pflegekasse (bei der Krankenkasse) beantragt.
  q(
    'de',
    'followup',
    [
      'Meine Mutter schafft das Waschen und Anziehen nicht mehr allein. Bekommt sie einen Pflegegrad?',
      'Wo beantrage ich das?',
    ],
    ['Pflegekasse'],
    ['Medicaid', ...US_IN_DE],
  ),
  // Nächster Schritt. Grundsicherung im Alter: Antrag beim Sozialamt (Träger der Sozialhilfe), nicht
  // beim Jobcenter.
  q(
    'de',
    'followup',
    [
      'Ich bin 69, bekomme 700 Euro Rente und zahle 450 Euro Miete. Habe ich Anspruch auf Grundsicherung?',
      'Wo beantrage ich das?',
    ],
    ['Sozialamt|Träger der Sozialhilfe|Grundsicherungsamt'],
    ['(?<!nicht )(beim|ans?) Jobcenter', ...US_IN_DE],
  ),
  // Missverständnis korrigiert. Kleine Witwenrente: 25 % von 1.600 = 400 EUR für 24 Monate (große:
  // 55 % = 880 EUR; Altersgrenze bei Tod 2026 46 Jahre und 6 Monate).
  q(
    'de',
    'followup',
    [
      'Mein Mann ist im Sommer gestorben, er hatte 1.600 Euro Rente. Wir waren seit 2010 verheiratet. Wie viel bekomme ich?',
      'Nein, ich meinte die kleine Witwenrente. Ich bin erst 42, wir haben keine Kinder. Wie viel ist das vor Anrechnung meines Einkommens?',
    ],
    [amt(400)],
    [amt(880), ...US_IN_DE],
  ),
  // Missverständnis korrigiert. Pflegesachleistung PG3: 1.497 EUR (§ 36 SGB XI), nicht das
  // Pflegegeld von 599 EUR.
  q(
    'de',
    'followup',
    [
      'Mein Vater hat Pflegegrad 3. Wie viel zahlt die Pflegekasse?',
      'Nein, ich meinte die Sachleistung, wenn ein Pflegedienst kommt, nicht das Pflegegeld.',
    ],
    [amt(1497)],
    [amt(1432), ...US_IN_DE],
  ),
  // Neues Thema. Seit 2023 keine Hinzuverdienstgrenze neben einer vorgezogenen Altersrente.
  q(
    'de',
    'followup',
    [
      'Wann ist die Regelaltersgrenze für Jahrgang 1960?',
      'Andere Frage: Wie viel darf ich neben einer vorgezogenen Altersrente dazuverdienen?',
    ],
    [
      '(keine|ohne)( feste)? (Hinzuverdienst)?(grenze|Begrenzung|Obergrenze)|unbegrenzt|unbeschränkt|beliebig viel',
    ],
    ['(höchstens|maximal|bis zu) (6[.,]?300|46[.,]?060)', ...US_IN_DE],
  ),
  // Neues Thema. Pflegegeld PG5 ab 2025: 990 EUR (2024: 901 EUR).
  q(
    'de',
    'followup',
    [
      'Was ist der aktuelle Rentenwert?',
      'Was ganz anderes: Meine Frau hat Pflegegrad 5 und ich pflege sie zu Hause allein. Wie viel Pflegegeld bekommt sie?',
    ],
    [amt(990)],
    [amt(901), ...US_IN_DE],
  ),
  // Elliptisch. Zuschlag 24 Monate x 0,5 % = 12 %: 1.400 x 0,12 = 168 EUR mehr, 1.568 EUR (die
  // erste Runde: Abschlag 7,2 % -> 1.299,20 EUR).
  q(
    'de',
    'followup',
    [
      'Meine Regelaltersgrenze ist 67, meine Rente dann 1.400 Euro. Wie viel weniger bekomme ich, wenn ich zwei Jahre früher gehe?',
      'Und der Zuschlag, wenn ich zwei Jahre länger arbeite?',
    ],
    [`${amt(1568)}|${amt(168)}`],
    [amt(1299), ...US_IN_DE],
  ),
  // Elliptisch. Jg. 1962, RAG 66+8; mit 63 = 44 Monate x 0,3 % = 13,2 % (nicht 48 Monate = 14,4 %).
  q(
    'de',
    'followup',
    [
      'Ich bin Jahrgang 1962 und habe 40 Versicherungsjahre. Ab wann kann ich frühestens in Rente?',
      'Und der Abschlag?',
    ],
    ['13[.,]2 ?%'],
    ['14[.,]4 ?%', ...US_IN_DE],
  ),
  // Lange Geschichte, neue Zahl. 31,5 EP x 42,52 = 1.339,38 EUR (mit 40,79: 1.284,89 EUR).
  q(
    'de',
    'followup',
    [
      'Wie wird die gesetzliche Rente eigentlich berechnet?',
      'Danke. Also bei mir ist das so: Ich habe nach der Lehre als Verkäuferin angefangen, dann kamen die Kinder und ich war lange nur halbtags, später habe ich meine Schwiegermutter gepflegt. Jetzt habe ich die neue Renteninformation bekommen, da stehen 31,5 Entgeltpunkte drin. Ich bin Jahrgang 1964 und will ganz normal mit 67 gehen, weitere Punkte mal nicht mitgerechnet. Wie viel wäre das brutto im Monat?',
    ],
    [amt(1339)],
    [amt(1284, 1285), ...US_IN_DE],
  ),
  // Lange Geschichte, neue Zahl. Aktivrente: von 2.600 EUR Arbeitslohn sind 2.000 EUR steuerfrei,
  // 600 EUR steuerpflichtig (Jg. 1958, Regelaltersgrenze 66 erreicht).
  q(
    'de',
    'followup',
    [
      'Was ist diese neue Aktivrente?',
      'Das betrifft meinen Mann. Er ist Jahrgang 1958, hat im letzten Jahr seine Regelaltersgrenze erreicht und bezieht seine Rente. Aber der Chef wollte ihn nicht gehen lassen, er ist Hausmeister in einer Schule und kennt jede Schraube. Jetzt ist er dort weiter ganz normal angestellt, sozialversicherungspflichtig, und verdient 2.600 Euro brutto im Monat. Wie viel davon ist steuerfrei, und wie viel muss er versteuern?',
    ],
    [amt(2000), amt(600)],
    [
      '(?<!nicht )(komplett|vollständig|ganz|alles|gesamte[nr]?) (Lohn |Gehalt )?(ist |bleibt )?steuerfrei',
      ...US_IN_DE,
    ],
  ),
];

number(FOLLOWUP2, 'f2-');
// A development set: it may be tuned on, so run.mjs counts it with the tuning questions.
for (const question of FOLLOWUP2) question.holdout = false;

export const QUESTIONS = FOLLOWUP2;
export default QUESTIONS;
