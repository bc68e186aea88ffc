// A fourth held-out set: 60 questions (30 EN, 30 DE) written on 2026-11-27 by someone who had not
// seen the engine (nothing under api/, docs/ or the scoring internals of run.mjs was read), and never
// changed after the first run. Two kinds:
//   personal  (36: 18 EN, 18 DE) - a real person's situation with their own numbers; the answer must
//             contain one checkable fact, computed below with the official rule (arithmetic in comments).
//   followup  (24: 12 EN, 12 DE) - 2 or 3 turns; the expectation is on the LAST answer only.
// Yearly figures relied on (checked against public sources for 2026): SS COLA 2.8 %, earnings test
// $24,480 ($1 per $2); Medicare Part B $202.90, IRMAA tier 1 (2024 MAGI $109,001-137,000 single /
// $218,001-274,000 joint) $284.10; 401(k) $24,500, catch-up $8,000, ages 60-63 $11,250; IRA $7,500 +
// $1,100; aktueller Rentenwert ab 1.7.2026 42,52 EUR (+4,24 %); Witwenrente-Freibetrag 26,4 x Rentenwert
// = 1.122,53 EUR; Pflegegeld PG2 347 / PG3 599 / PG4 800 EUR; Regelbedarf Stufe 1 563 EUR; PV 3,6 %
// (kinderlos 4,2 %); Aktivrente 2.000 EUR/Monat steuerfrei. Rules: SSA reduction 5/9 % per month for
// the first 36 months, 5/12 % beyond; spousal 50 % of PIA reduced 25/36 % then 5/12 % per month;
// delayed credits 2/3 % per month; survivor at 60 = 71.5 %; Abschlag 0,3 % / Monat, Zuschlag 0,5 % /
// Monat; Regelaltersgrenze by Jahrgang (1960 66+4, 1961 66+6, 1962 66+8, 1963 66+10, 1964+ 67).
// Run with:  node bench/guide/run.mjs --set personal

import { amt, q, US_IN_DE, DE_IN_US, number } from './question-kit.mjs';

const DOES_NOT_COVER =
  '(does ?n.?t|does not|won.?t|will not|is ?n.?t|is not|generally not|not) (usually |generally |normally )?(cover|pay|covered|valid|work)';

export const QUESTIONS = [
  // ================================================================ English: personal
  // FRA 67 (born 1965); 62 = 60 months early: 36 x 5/9 % = 20 % + 24 x 5/12 % = 10 % -> 30 %;
  // 2,400 x 0.70 = 1,680
  q(
    'en',
    'personal',
    "I was born in April 1965 and worked construction my whole life. My knees are shot and I don't think I can keep going much longer. My Social Security statement says $2,400 a month at full retirement age. If I claim the month I turn 62, what would my check actually be?",
    [amt(1680)],
    DE_IN_US,
  ),
  // born Jan 1962 -> FRA 67; 65 = 24 months early x 5/9 % = 13.33 %; 2,100 x 0.86667 = 1,820 (loss 280)
  q(
    'en',
    'personal',
    'hi, im turning 65 in january (born jan 1962). my estimate at full retirement age is 2100 a month. my wife retired already and wants me to start social security at 65 too. how much would i get per month if i do that?',
    [amt(1820, 280)],
    DE_IN_US,
  ),
  // spousal = 50 % of his PIA 2,600 = 1,300 (his delayed credits do not count); her FRA 67, 62 = 60
  // months early: 36 x 25/36 % = 25 % + 24 x 5/12 % = 10 % -> 35 %; 1,300 x 0.65 = 845.
  // Wrong: 32.5 % of 3,224 = 1,048; half of 3,224 = 1,612.
  q(
    'en',
    'personal',
    'My husband is 72 and has been drawing Social Security since he turned 70. He gets $3,224 a month now, but his full retirement age amount was $2,600. I stayed home with our four kids and never paid in myself. I turn 62 next June (born June 1965). If I take spousal benefits right at 62, how much will I get a month?',
    [amt(845)],
    [...DE_IN_US, amt(1048), amt(1612)],
  ),
  // spousal top-up: 50 % x 2,800 = 1,400 at her FRA; she gets own 900 + excess 500 = 1,400 total
  // (not 900 + 1,400 = 2,300)
  q(
    'en',
    'personal',
    "My wife's own Social Security at her full retirement age will be $900. Mine at full retirement age is $2,800 and I already filed. She reaches her full retirement age in March. Does she get her $900 plus half of mine? What will her monthly total be?",
    [amt(1400)],
    [...DE_IN_US, amt(2300)],
  ),
  // survivor at/after survivor FRA = 100 % of what the deceased received; only the higher is paid:
  // 2,900 (not 2,900 + 1,200 = 4,100)
  q(
    'en',
    'personal',
    "My husband Frank died in September. He was getting $2,900 a month from Social Security, and I get $1,200 on my own record. I'm 70. Do I get to keep mine and add his? What will I get each month from now on?",
    [amt(2900)],
    [...DE_IN_US, amt(4100)],
  ),
  // 240,000 / 1,600 = 150 months = 12.5 years
  q(
    'en',
    'personal',
    "I'm 66, divorced, and I have $240,000 in my IRA. Social Security covers most things but I take out $1,600 a month for the rest, mostly my car and the dentist. If the money earned nothing at all, how many years would it last?",
    ['12[.,]5|150 months|12 (years )?and (a half|6 months)|twelve and a half'],
    DE_IN_US,
  ),
  // income 1,950 + 450 = 2,400; spending 3,100 -> gap 700 / month (8,400 / year)
  q(
    'en',
    'personal',
    "Just did our budget at the kitchen table. Together we get $1,950 from Social Security and I have a small pension of $450 from the county. We spend about $3,100 a month, and that's with me clipping coupons. What's our shortfall each month?",
    [amt(700, 8400)],
    DE_IN_US,
  ),
  // 2026: 24,500 + catch-up. Me (61 in 2026): 60-63 catch-up 11,250 -> 35,750. Wife (64 by Dec 31):
  // regular 50+ catch-up 8,000 -> 32,500
  q(
    'en',
    'personal',
    "I turn 61 this year and my wife turns 64 in December. We both still work and both have 401(k)s through our jobs. We finally paid off the house and want to stuff as much as possible into retirement. What's the most each of us can put in for 2026, including catch-up?",
    [amt(35750), amt(32500)],
    DE_IN_US,
  ),
  // 2026 IRA: 7,500 + 50+ catch-up 1,100 = 8,600 (earned income 30,000 > 8,600)
  q(
    'en',
    'personal',
    "I'm 66, semi-retired, and still earn about $30,000 a year doing bookkeeping for two local shops. I don't have a 401(k) anymore. How much can I put into a traditional IRA for 2026?",
    [amt(8600)],
    DE_IN_US,
  ),
  // born Feb 1952 -> age 74 at end of 2026 -> Uniform Lifetime divisor 25.5; 380,000 / 25.5 = 14,901.96
  q(
    'en',
    'personal',
    "I was born in February 1952 and I've been taking RMDs for a couple of years now. My IRA balance on December 31, 2025 was $380,000. What is my required minimum distribution for 2026?",
    [amt(14901, 14902)],
    DE_IN_US,
  ),
  // SECURE 2.0: born 1960 or later -> RMD age 75 (first RMD year 2035, deadline April 1, 2036)
  q(
    'en',
    'personal',
    "Retired school teacher here, born November 1960. I have about $310,000 in a traditional IRA and I'd rather leave it alone as long as possible because my pension covers my bills. At what age am I forced to start taking money out?",
    ['age 75|at 75|turn(s|ing)? 75|75(th)? (birthday|years)|until 75|2035'],
    DE_IN_US,
  ),
  // 27 months without Part B or employer coverage -> 2 full 12-month periods -> 20 % for life;
  // 202.90 x 1.20 = 243.48
  q(
    'en',
    'personal',
    "I retired at 63 and had no job insurance after that. I didn't sign up for Part B at 65 because I was healthy and figured why pay. I went 2 years and 3 months without it before I finally enrolled this year. How much is my Part B going to cost me each month now?",
    ['20 ?%|20 percent|243\\.4[0-9]|243\\.5'],
    DE_IN_US,
  ),
  // 2026 IRMAA uses 2024 MAGI; single 121,000 is tier 1 (109,001-137,000) -> 284.10 (202.90 + 81.20)
  q(
    'en',
    'personal',
    "I'm single and 67. Back in 2024 I sold some stock and my MAGI came to $121,000, but normally I live on about $60k. What will I pay for Medicare Part B in 2026?",
    ['284\\.10?|81\\.20?'],
    DE_IN_US,
  ),
  // 2026 earnings test below FRA all year: 24,480; excess 36,480 - 24,480 = 12,000; $1 per $2 -> 6,000
  q(
    'en',
    'personal',
    "I'm 63 and started my Social Security at $1,500 a month in January. My old boss asked me back part time and I'll make $36,480 this year. Will they take some of my Social Security back? How much?",
    [amt(6000)],
    DE_IN_US,
  ),
  // 650,000 x 4 % = 26,000 / year (2,166.67 / month)
  q(
    'en',
    'personal',
    "We're 64 and 62, and between the 401(k) and our IRAs we have $650,000. A friend at church says to only take 4% a year. What's that in dollars per year for us?",
    [amt(26000, 2166, 2167)],
    DE_IN_US,
  ),
  // rule: Original Medicare generally does not cover care outside the US
  q(
    'en',
    'personal',
    "My husband and I are 68 and 70 and get about $3,900 a month in Social Security between us. We're seriously looking at moving to the Algarve in Portugal because everything is cheaper. Will Medicare pay for our doctors and the hospital over there?",
    [DOES_NOT_COVER],
    DE_IN_US,
  ),
  // 8.5 Entgeltpunkte x 42.52 EUR (Rentenwert from 1 July 2026) = 361.42 EUR (old value would give 346.72)
  q(
    'en',
    'personal',
    "I'm an American who worked in Stuttgart for nine years in the 90s. My German Renteninformation says I have 8.5 Entgeltpunkte. What is that worth per month at today's German rate?",
    ['361[.,]42|(?<![\\d.,])361(?![\\d])'],
    ['346[.,]7'],
  ),
  // born 1964 -> Regelaltersgrenze 67; 63 = 48 months early x 0.3 % = 14.4 %; 1,400 x 0.856 = 1,198.40
  q(
    'en',
    'personal',
    'My wife is German, born in 1964, and has 36 years in the German pension system. She wants to stop working on her 63rd birthday. Her Renteninformation shows €1,400 a month at regular retirement age. How much would she get if she starts at 63?',
    [`${amt(1198)}|14[.,]4 ?%`],
    [],
  ),

  // ================================================================ English: follow-ups
  // FRA 67; 63 = 48 months early: 20 % + 12 x 5/12 % = 5 % -> 25 %; 2,000 x 0.75 = 1,500
  q(
    'en',
    'followup',
    [
      "What's my full retirement age for Social Security? I was born in 1964.",
      'ok. if my full amount is $2,000, what would I get starting at 63?',
    ],
    [amt(1500)],
    DE_IN_US,
  ),
  // spousal 50 % x 2,200 = 1,100 at his FRA 67; 64 = 36 months x 25/36 % = 25 % -> 825
  q(
    'en',
    'followup',
    [
      'I started my Social Security last year, my full benefit was $2,200. My husband worked our farm his whole life and never paid into Social Security. Can he get anything on my record?',
      "what if he takes it at 64? he's 63 now",
    ],
    [amt(825)],
    DE_IN_US,
  ),
  // 180,000 / 1,200 = 150 months = 12.5 years
  q(
    'en',
    'followup',
    [
      "I have $180,000 saved and I'm pulling about $1,500 a month out of it on top of social security. How long will it last if it doesn't grow?",
      'and if I cut it to $1,200?',
    ],
    ['12[.,]5|150 months|12 (years )?and (a half|6 months)|twelve and a half'],
    DE_IN_US,
  ),
  // no IRMAA; 202.90 x 12 x 2 = 4,869.60
  q(
    'en',
    'followup',
    [
      'How much is the Medicare Part B premium in 2026?',
      'our income is only around $70k. so what does that come to for the whole year for me and my wife together?',
    ],
    [amt(4869, 4870)],
    DE_IN_US,
  ),
  // FRA 67; at 70: 36 months x 2/3 % = 24 % -> 1,850 x 1.24 = 2,294 (at 62: 1,295)
  q(
    'en',
    'followup',
    [
      "I'm 60, born in 1966. My Social Security statement says $1,850 a month if I start at 67.",
      'what about at 62?',
      'and if I wait until 70?',
    ],
    [amt(2294)],
    DE_IN_US,
  ),
  // earliest survivor benefit at 60 = 71.5 % x 2,450 = 1,751.75
  q(
    'en',
    'followup',
    [
      "My husband died in July. He was getting $2,450 a month from Social Security. I'm 59 and not drawing anything yet.",
      'how much would I get if I start survivor benefits as early as they let me?',
    ],
    [amt(1751, 1752)],
    DE_IN_US,
  ),
  // 2026 limit 24,480; (40,000 - 24,480) / 2 = 7,760
  q(
    'en',
    'followup',
    [
      'How much can I earn while collecting Social Security before full retirement age?',
      "I'm 64 and will make about $40,000 this year while taking benefits. how much will they hold back?",
    ],
    [amt(7760)],
    DE_IN_US,
  ),
  // born 1953 -> RMD age 73, reached in 2026; divisor 26.5; 250,000 / 26.5 = 9,433.96
  q(
    'en',
    'followup',
    [
      'At what age do I have to start taking money out of my IRA?',
      'I was born in 1953 and my IRA had $250,000 at the end of last year. how much do I have to take out this year?',
    ],
    [amt(9433, 9434)],
    DE_IN_US,
  ),
  // 820,000 x 4 % = 32,800 / 12 = 2,733.33
  q(
    'en',
    'followup',
    [
      'Is the 4% rule still a good idea?',
      'we have $820,000 between us. what does that give us a month?',
    ],
    [amt(2733)],
    DE_IN_US,
  ),
  // Part D penalty: 1 % of the national base premium per uncovered month -> 20 % (about $7.80 / month)
  q(
    'en',
    'followup',
    [
      "What's the Medicare Part D late enrollment penalty?",
      "I went 20 months without any drug coverage after I turned 65. what's mine?",
    ],
    ['20 ?%|20 percent|7\\.80?(?![\\d])'],
    DE_IN_US,
  ),
  // Regelaltersgrenze 1963: 66 y 10 m; at 64 -> 34 months early x 0.3 % = 10.2 % (35+ years: allowed)
  q(
    'en',
    'followup',
    [
      "I'm American but have lived in Hamburg since 1989 and have 37 years in the German pension system. I was born in May 1963. When is my regular German retirement age?",
      'and if I stop at 64, how much is cut?',
    ],
    ['10[.,]2'],
    [],
  ),
  // gap 4,100 - (1,300 + 2,150) = 650 / month -> 7,800 / year
  q(
    'en',
    'followup',
    [
      'My wife and I live on about $4,100 a month. Her Social Security is $1,300 and mine is $2,150.',
      'so how much are we short over a year?',
    ],
    [amt(7800)],
    DE_IN_US,
  ),

  // ================================================================ German: personal
  // RAG 1964 = 67; 63 = 48 Monate x 0,3 % = 14,4 %; 1.650 x 0,856 = 1.412,40
  q(
    'de',
    'personal',
    'Guten Tag, ich bin Jahrgang 1964 und habe bis jetzt 38 Versicherungsjahre zusammen. Mein Rücken macht nicht mehr mit, ich würde gern mit 63 aufhören. In der Renteninformation steht 1.650 Euro Regelaltersrente. Wie viel bekomme ich, wenn ich mit 63 gehe?',
    [amt(1412)],
    US_IN_DE,
  ),
  // RAG 1961 = 66 J. + 6 Mon.; geb. 15.03.1961 -> erreicht 15.09.2027 -> Rentenbeginn 01.10.2027
  q(
    'de',
    'personal',
    'Ich bin am 15. März 1961 geboren und arbeite als Krankenschwester im Schichtdienst, das schlaucht inzwischen sehr. Meine Kollegin sagt, ich kann mit 66 ohne Abzüge gehen. Ab wann bekomme ich denn wirklich die volle Rente?',
    ['66.{0,25}6 Monat|Oktober 2027|September 2027|0?1\\. ?10\\. ?2027'],
    US_IN_DE,
  ),
  // besonders langjährig Versicherte, Jg. 1963: 64 J. + 10 Mon. (§ 236b SGB VI);
  // geb. Juni 1963 -> 64 im Juni 2027 + 10 Monate = April 2028 -> Rentenbeginn 1. Mai 2028
  q(
    'de',
    'personal',
    'hallo, ich bin im juni 1963 geboren und hab mit 15 die Lehre als Schlosser angefangen, seitdem immer gearbeitet, also komme ich locker auf über 45 jahre. ab wann kann ich ohne abschlaege in rente?',
    ['64.{0,25}10 Monat|Mai 2028|April 2028'],
    US_IN_DE,
  ),
  // große Witwenrente, neues Recht (Heirat 2004): 55 % x 1.800 = 990 EUR; eigene 700 EUR liegen unter
  // dem Freibetrag (1.122,53) -> keine Anrechnung. Falsch (altes Recht 60 %): 1.080
  q(
    'de',
    'personal',
    'Mein Mann ist im August gestorben, wir waren seit 2004 verheiratet. Er hatte 1.800 € Rente brutto. Ich bin 63 und bekomme selbst nur eine kleine Rente von 700 Euro. Was steht mir an Witwenrente zu?',
    [amt(990)],
    [...US_IN_DE, amt(1080)],
  ),
  // Freibetrag ab 1.7.2026 = 26,4 x 42,52 = 1.122,53; (1.400 - 1.122,53) x 40 % = 110,99;
  // 900 - 110,99 = 789,01. Mit altem Freibetrag (1.076,86) wären es 129,26 / 770,74.
  q(
    'de',
    'personal',
    'Ich bekomme seit letztem Jahr 900 € Witwenrente. Jetzt kam ein Brief, dass mein eigenes Einkommen angerechnet wird, die Rentenversicherung setzt bei mir 1.400 Euro Nettoeinkommen an. Die Kinder sind längst aus dem Haus. Wie viel wird mir jetzt im Monat abgezogen und was bleibt übrig?',
    ['110,99|(?<![\\d.,])111 ?(€|Euro)|(?<![\\d.,])789(,01)?(?![\\d])'],
    [...US_IN_DE, '129,26|770,74'],
  ),
  // 38,5 x 42,52 = 1.637,02
  q(
    'de',
    'personal',
    'Ich habe laut meinem letzten Rentenbescheid 38,5 Entgeltpunkte gesammelt und gehe im Frühjahr in Rente. Was macht das nach dem aktuellen Rentenwert brutto im Monat?',
    [amt(1637)],
    US_IN_DE,
  ),
  // KVdR: 14,6 %/2 + 2,9 %/2 = 8,75 % -> 140,00; PV 3,6 % (Eltern, Kinder über 25) -> 57,60;
  // 1.600 - 197,60 = 1.402,40
  q(
    'de',
    'personal',
    'Meine Rente wird ab Januar 1.600 Euro brutto sein. Ich bin gesetzlich versichert in der KVdR, meine Kasse hat 2,9 % Zusatzbeitrag, und ich habe zwei erwachsene Kinder. Steuern zahl ich keine, hat der Steuerberater gesagt. Was kommt netto auf meinem Konto an?',
    [amt(1402)],
    US_IN_DE,
  ),
  // KV 7,3 % + 1,25 % = 8,55 % -> 111,15; PV kinderlos 4,2 % -> 54,60; 1.300 - 165,75 = 1.134,25
  q(
    'de',
    'personal',
    'bin 67, keine kinder, rente 1300 brutto. meine kasse nimmt 2,5 prozent zusatzbeitrag. was bleibt mir nach kranken und pflegeversicherung uebrig?',
    [amt(1134)],
    US_IN_DE,
  ),
  // 2.100 - 1.450 = 650 EUR / Monat (7.800 EUR / Jahr)
  q(
    'de',
    'personal',
    'Wir haben uns letzten Sonntag hingesetzt und alles aufgeschrieben: meine Nettorente ist 1.450 €, unsere Ausgaben liegen bei rund 2.100 € im Monat. Meine Frau hat keine eigene Rente, sie hat die Kinder großgezogen. Wie groß ist unsere Rentenlücke pro Monat?',
    [amt(650, 7800)],
    US_IN_DE,
  ),
  // 60.000 / 400 = 150 Monate = 12,5 Jahre
  q(
    'de',
    'personal',
    'Ich habe noch 60.000 Euro auf dem Tagesgeldkonto. Die Rente reicht nicht ganz, ich nehme jeden Monat 400 Euro davon. Wenn man mal keine Zinsen rechnet, wie lange reicht das Geld?',
    ['12[.,]5|150 Monat|12 (Jahre )?und (ein )?(halb|6 Monat)|zwölfeinhalb'],
    US_IN_DE,
  ),
  // Pflegegeld: PG 2 347 EUR, PG 3 599 EUR -> 252 EUR mehr
  q(
    'de',
    'personal',
    'Meine Mutter (84) wird zu Hause von mir gepflegt und hatte bisher Pflegegrad 2. Nach dem neuen Gutachten vom Medizinischen Dienst hat sie jetzt Pflegegrad 3. Wie viel mehr Pflegegeld bekommt sie dadurch im Monat?',
    [amt(252)],
    US_IN_DE,
  ),
  // Regelbedarf Stufe 1 2026: 563 + Warmmiete 480 = 1.043 - Rente 720 = 323 EUR
  // (unter 33 Jahren: kein Grundrenten-Freibetrag; 3.000 EUR unter Schonvermögen 10.000)
  q(
    'de',
    'personal',
    'Ich bin 72, alleinstehend, und bekomme 720 € Rente ausgezahlt, ich hab nur 26 Jahre gearbeitet. Meine Warmmiete ist 480 €, Erspartes habe ich kaum, vielleicht 3.000 €. Wieviel Grundsicherung könnte ich ungefähr bekommen?',
    [amt(323)],
    US_IN_DE,
  ),
  // seit 1.1.2023 keine Hinzuverdienstgrenze bei vorgezogenen Altersrenten -> keine Kürzung
  q(
    'de',
    'personal',
    'Ich gehe im Frühjahr mit 64 in die Altersrente für langjährig Versicherte, ungefähr 1.300 € im Monat. Mein Chef will, dass ich weiter 20 Stunden die Woche mache, das wären rund 2.500 € brutto. Wird meine Rente dann gekürzt?',
    [
      '(keine|ohne) (Hinzuverdienst)?[Gg]renze|[Hh]inzuverdienstgrenze.{0,40}(weg|abgeschafft|entfallen|gestrichen|nicht mehr)|unbegrenzt|nicht (mehr )?gekürzt|seit 2023|beliebig',
    ],
    US_IN_DE,
  ),
  // Aktivrente (§ 3 Nr. 21 EStG ab 2026): 2.000 EUR / Monat steuerfrei -> 800 EUR steuerpflichtig
  q(
    'de',
    'personal',
    'Ich bin Jahrgang 1960 und hab im Juli meine Regelaltersgrenze erreicht. Ich arbeite aber weiter als Angestellter im Baumarkt, 2.800 € brutto im Monat, und bekomme keine Rente bisher. Ich hab gehört, es gibt jetzt diese Aktivrente. Wie viel von meinem Lohn ist steuerfrei?',
    [amt(2000), amt(800)],
    US_IN_DE,
  ),
  // geb. Jan 1960 -> RAG 66 + 4 = Mai 2026; 12 Monate später: 12 x 0,5 % = 6 % Zuschlag;
  // 1.500 x 1,06 = 1.590 (+ 90)
  q(
    'de',
    'personal',
    'Ich bin im Januar 1960 geboren und hab im Mai meine Regelaltersgrenze erreicht, aber ich arbeite noch ein Jahr weiter, bevor ich die Rente beantrage. Die Rente wäre jetzt 1.500 €. Um wie viel höher ist sie, wenn ich 12 Monate später anfange?',
    [`${amt(1590)}|(?<![\\d.,])6 ?%|6 Prozent|(?<![\\d.,])90 ?(€|Euro)`],
    US_IN_DE,
  ),
  // geb. Okt 1961 -> FRA 67; 65 = 24 Monate früher x 5/9 % = 13,33 %; 1.780 x 0,86667 = 1.542,67
  q(
    'de',
    'personal',
    'Ich lebe seit 30 Jahren in Texas und bin im Oktober 65 geworden. Laut meinem Social Security Statement bekomme ich mit 67 die vollen $1,780. Wenn ich jetzt gleich beantrage, wie viel wäre das im Monat?',
    [amt(1542, 1543)],
    [],
  ),
  // FRA 67; 63 = 48 Monate: 36 x 5/9 % = 20 % + 12 x 5/12 % = 5 % -> 25 %; 900 x 0,75 = 675
  q(
    'de',
    'personal',
    'Ich bin im Januar 1964 geboren und hab von 1988 bis 2003 in den USA gearbeitet. Die amerikanische Social Security sagt, ich hätte mit 67 Anspruch auf $900 im Monat. Lohnt sich das früher? Was bekomme ich, wenn ich es ab 63 nehme?',
    [amt(675)],
    [],
  ),
  // Rentenanpassung 1.7.2026 +4,24 %: 1.240 x 1,0424 = 1.292,58
  q(
    'de',
    'personal',
    'Ich hab im Juni 1.240 € Rente überwiesen bekommen. Seit Juli ist es etwas mehr geworden, aber ich weiß nicht genau warum und wieviel. Was müsste es nach der Rentenerhöhung jetzt ungefähr sein?',
    [`${amt(1292, 1293)}|4,24 ?%`],
    US_IN_DE,
  ),

  // ================================================================ German: follow-ups
  // RAG 1965 = 67; 63 = 48 Monate x 0,3 % = 14,4 %
  q(
    'de',
    'followup',
    [
      'Ab wann kann ich in Rente? Jahrgang 1965, hab bis jetzt 40 Versicherungsjahre.',
      'und wenn ich schon mit 63 gehe, wieviel abschlag?',
    ],
    ['14[.,]4'],
    US_IN_DE,
  ),
  // RAG 1963 = 66 J. 10 Mon.; 24 Monate früher x 0,3 % = 7,2 %; 1.380 x 0,928 = 1.280,64
  q(
    'de',
    'followup',
    [
      'Meine Renteninformation sagt 1.380 € Regelaltersrente. Ich bin 1963 geboren und hab 39 Jahre voll.',
      'Was passiert, wenn ich zwei Jahre früher aufhöre?',
      'und in euro?',
    ],
    [amt(1280, 1281)],
    US_IN_DE,
  ),
  // große Witwenrente neues Recht (Heirat 2005): 55 % x 2.100 = 1.155; eigene 450 < Freibetrag.
  // Falsch (60 %): 1.260
  q(
    'de',
    'followup',
    [
      'Wie hoch ist eigentlich die Witwenrente in Deutschland?',
      'Mein Mann bekommt 2.100 € Rente, wir haben 2005 geheiratet, ich bin 68 und hab selbst nur 450 € Rente. Was hieße das für mich?',
    ],
    [amt(1155)],
    [...US_IN_DE, amt(1260)],
  ),
  // 31,2 x 42,52 = 1.326,62
  q(
    'de',
    'followup',
    ['Was ist ein Rentenpunkt gerade wert?', 'ich hab 31,2 punkte. was macht das im monat?'],
    [amt(1326, 1327)],
    US_IN_DE,
  ),
  // Pflegegeld PG 4 = 800 EUR
  q(
    'de',
    'followup',
    ['Wieviel Pflegegeld gibt es bei Pflegegrad 2?', 'Und wenn meine Frau Pflegegrad 4 bekommt?'],
    [amt(800)],
    US_IN_DE,
  ),
  // 81.000 / 450 = 180 Monate = 15 Jahre (erste Antwort: 81.000 / 550 = 147 Monate)
  q(
    'de',
    'followup',
    [
      'Ich habe 81.000 € gespart und muss jeden Monat 550 € zuschießen, weil die Rente nicht reicht. Wie lange hält das?',
      'und wenn ich nur 450 brauche?',
    ],
    ['180 Monat|(?<![\\d.,])15 Jahre|fünfzehn Jahre'],
    US_IN_DE,
  ),
  // RAG Jg. 1962 = 66 J. + 8 Mon. (nach 45 Jahren: 64 J. + 8 Mon.)
  q(
    'de',
    'followup',
    [
      'Ab wann gibt es die Rente ohne Abschlag nach 45 Jahren? Ich bin 1962 geboren.',
      'und die normale Regelaltersgrenze bei mir?',
    ],
    ['66.{0,25}8 Monat|66 ?\\+ ?8'],
    US_IN_DE,
  ),
  // KVdR: 7,3 % + 3,1 %/2 = 8,85 % x 1.750 = 154,88
  q(
    'de',
    'followup',
    [
      'Was kostet die Krankenversicherung als Rentner?',
      'meine Rente ist 1.750 brutto, zusatzbeitrag meiner kasse 3,1 %. wieviel geht für die KV ab?',
    ],
    ['154[,.]8[78]|(?<![\\d.,])155 ?(€|Euro)'],
    US_IN_DE,
  ),
  // 563 + 420 - 650 = 333 EUR
  q(
    'de',
    'followup',
    [
      'Gibt es Grundsicherung im Alter, wenn die Rente nicht reicht?',
      'Ich bin alleinstehend, 70, kriege 650 € netto Rente und zahle 420 € Warmmiete. Gearbeitet hab ich nur 22 Jahre, Erspartes fast nix. Wie viel kann ich da ungefähr bekommen?',
    ],
    [amt(333)],
    US_IN_DE,
  ),
  // Pflegegrad 1: kein Pflegegeld (erst ab PG 2), nur Entlastungsbetrag 131 EUR
  q(
    'de',
    'followup',
    [
      'Was ist der Entlastungsbetrag?',
      'meine Mutti hat nur Pflegegrad 1, kriegt sie dann auch Pflegegeld?',
    ],
    [
      '[Kk]ein(en)? Pflegegeld|Pflegegeld.{0,60}(nicht|kein|erst ab)|erst ab Pflegegrad 2|nicht bei Pflegegrad 1',
    ],
    US_IN_DE,
  ),
  // PV kinderlos 4,2 % x 1.500 = 63,00 EUR
  q(
    'de',
    'followup',
    [
      'Wie hoch ist der Pflegebeitrag für Rentner?',
      'ich hab keine Kinder und 1.500 Rente. was zahl ich genau?',
    ],
    ['(?<![\\d.,])63(,00)? ?(€|Euro|EUR)|(€|EUR) ?63(?![\\d])'],
    US_IN_DE,
  ),
  // Part B: 10 % je volle 12 Monate -> 3 x 10 % = 30 % lebenslang; 202,90 x 1,3 = 263,77
  q(
    'de',
    'followup',
    [
      'Mein Mann ist Amerikaner, wir leben in Florida. Er wird im Mai 65 – wann muss er sich für Medicare anmelden?',
      'und wenn er das verpasst und sich erst drei Jahre später anmeldet? versichert über die Arbeit ist er nicht',
    ],
    ['30 ?%|30 Prozent|263[.,]77'],
    DE_IN_US,
  ),
];

number(QUESTIONS, 'personal-');
