import { cardOf } from './card.js';
import { SRC } from './sources.js';

// US Social Security: claiming ages, spouses, survivors, work and taxes.
export const US_SOCIAL_SECURITY_CARDS = [
  cardOf(
    'ss-full-retirement-age',
    'social-security',
    'US',
    [SRC.ssaEarly],
    [
      'Full retirement age for Social Security',
      'full retirement age FRA normal retirement age when can I get my full benefit year of birth born 1960 1959 1958 1957 1955',
      'Your full retirement age depends on the year you were born: 66 for people born 1943 to 1954, then rising by 2 months a year (66 and 2 months for 1955 up to 66 and 10 months for 1959), and 67 for everyone born in 1960 or later. At full retirement age you get your full benefit (your "primary insurance amount"); you can claim a reduced benefit from 62 or a larger one by waiting until 70.',
    ],
    [
      'Volles Rentenalter der US Social Security',
      'volles Rentenalter full retirement age FRA Jahrgang Geburtsjahr wann volle Leistung USA',
      'Das volle Rentenalter der US Social Security hängt vom Geburtsjahr ab: 66 für die Jahrgänge 1943 bis 1954, dann steigt es um 2 Monate je Jahrgang (66 Jahre und 2 Monate für 1955 bis 66 Jahre und 10 Monate für 1959), und 67 für alle ab Jahrgang 1960. Zum vollen Rentenalter gibt es die volle Leistung; ab 62 ist eine gekürzte, bis 70 eine höhere Leistung möglich.',
    ],
  ),
  cardOf(
    'ss-claim-early-62',
    'social-security',
    'US',
    [SRC.ssaEarly],
    [
      'Claiming Social Security early at 62',
      'claim early 62 take early reduce reduction lose how much less start benefits early earliest age retire at 60 before 62 too early youngest age',
      'You can start Social Security at 62 at the earliest, but the benefit is reduced for good: with a full retirement age of 67, claiming at 62 pays 70% of your full benefit, which is 30% less. The cut is 5/9 of 1% for each of the first 36 months before full retirement age and 5/12 of 1% for each month beyond that. At 63 you would get 75%, at 64 80%, at 65 about 86.7% and at 66 about 93.3%.',
    ],
    [
      'Social Security früh mit 62',
      'früh 62 vorzeitig Kürzung weniger frühester Beginn US-Rente',
      'Frühestens mit 62 kann man die US Social Security beziehen, dann aber dauerhaft gekürzt: Bei einem vollen Rentenalter von 67 gibt es mit 62 nur 70 % der vollen Leistung, also 30 % weniger. Die Kürzung beträgt 5/9 Prozent je Monat für die ersten 36 Monate vor dem vollen Rentenalter und 5/12 Prozent für jeden weiteren Monat. Mit 63 wären es 75 %, mit 64 80 %, mit 65 etwa 86,7 % und mit 66 etwa 93,3 %.',
    ],
  ),
  cardOf(
    'ss-delay-70',
    'social-security',
    'US',
    [SRC.ssaDelay],
    [
      'Waiting until 70: delayed retirement credits',
      'delay wait until 70 later delayed retirement credits more how much more increase 8 percent per year',
      'Each month you wait after your full retirement age adds 2/3 of 1% to your benefit, which is 8% for each full year, up to age 70; there is no gain in waiting past 70. With a full retirement age of 67, claiming at 70 pays 124% of your full benefit for life, and a surviving spouse can inherit that larger amount.',
    ],
    [
      'Aufschub bis 70: höhere Social Security',
      'aufschieben warten bis 70 später Zuschlag mehr 8 Prozent USA',
      'Jeder Monat, den Sie nach dem vollen Rentenalter warten, erhöht die US-Leistung um 2/3 Prozent, also 8 % je volles Jahr, bis zum Alter von 70; danach lohnt weiteres Warten nicht. Bei einem vollen Rentenalter von 67 gibt es mit 70 lebenslang 124 % der vollen Leistung, und ein hinterbliebener Ehepartner kann diesen höheren Betrag übernehmen.',
    ],
  ),
  cardOf(
    'ss-when-to-claim',
    'social-security',
    'US',
    [SRC.ssaEarly, SRC.ssaDelay],
    [
      'When to claim Social Security',
      'when should I claim best age wait or take early smart decide timing break-even health life expectancy',
      'There is no single best age: claiming at 62 gives smaller checks for more years, waiting until 70 gives checks up to 77% larger than at 62 for fewer years. Waiting tends to pay off if you are healthy, expect to live into your mid-80s or longer, can live on other money meanwhile, or are the higher earner in a couple (your benefit becomes the survivor benefit). Claiming earlier can make sense if your health is poor or you need the income now. Your personal estimates at each age are in your my Social Security account.',
    ],
    [
      'Wann die Social Security beantragen?',
      'wann beantragen bestes Alter warten oder früh Zeitpunkt Break-even Gesundheit',
      'Ein bestes Alter für alle gibt es nicht: Mit 62 gibt es kleinere Zahlungen über mehr Jahre, mit 70 bis zu 77 % größere Zahlungen als mit 62 über weniger Jahre. Warten lohnt sich eher, wer gesund ist, mit einem langen Leben rechnet, bis dahin von anderem Geld leben kann oder in einer Ehe mehr verdient hat (seine Leistung wird zur Hinterbliebenenleistung). Früher kann sinnvoll sein bei schlechter Gesundheit oder wenn das Geld jetzt gebraucht wird. Ihre persönlichen Werte je Alter zeigt das my Social Security Konto.',
    ],
  ),
  cardOf(
    'ss-spousal',
    'social-security',
    'US',
    [SRC.ssaSpouse],
    [
      'Spousal benefits',
      "spouse spousal benefit wife's husband's record married partner half 50 percent claim on my spouse as his wife as her husband what would I get never worked stay-at-home homemaker no work history her his my record",
      "A husband or wife can get a spousal benefit of up to 50% of the other spouse's full benefit (PIA), if that spouse has filed for their own benefit. The full 50% is paid when the spouse claims at their own full retirement age; claimed early it is reduced, to 32.5% of the partner's PIA at 62 when full retirement age is 67 (35% of it is lost). Spousal benefits get no delayed credits, so there is no gain in waiting past full retirement age. If your own benefit is higher, you get your own.",
    ],
    [
      'Ehegattenleistung der Social Security',
      'Ehepartner Ehegatte Spousal Benefit Hälfte 50 Prozent Ehefrau Ehemann USA',
      'Ehepartner können eine Leistung von bis zu 50 % der vollen Leistung (PIA) des anderen erhalten, sobald dieser seine eigene Leistung beantragt hat. Die vollen 50 % gibt es beim Beginn zum eigenen vollen Rentenalter; früher beantragt wird gekürzt, mit 62 auf 32,5 % der PIA des Partners (bei vollem Rentenalter 67). Einen Zuschlag für späteren Beginn gibt es bei der Ehegattenleistung nicht. Ist die eigene Leistung höher, erhält man die eigene.',
    ],
  ),
  cardOf(
    'ss-divorced',
    'social-security',
    'US',
    [SRC.ssaSpouse],
    [
      'Benefits on an ex-spouse’s record',
      'divorced ex-husband ex-wife former spouse divorce claim on ex record married 10 years 12 years never worked my ex worked',
      "If you are divorced, you can get benefits on your ex-spouse's record if the marriage lasted 10 years or longer, you are unmarried, you are 62 or older, and your own benefit would be smaller. You can get up to 50% of your ex-spouse's full benefit (PIA), less if you claim before your own full retirement age, and SSA pays the higher of that and your own benefit. Your ex-spouse does not need to have applied if you have been divorced for at least 2 years, and your claim does not reduce their benefit or their new spouse's.",
    ],
    [
      'Leistung aus dem Konto des geschiedenen Ehepartners',
      'geschieden Ex-Mann Ex-Frau Scheidung 10 Jahre verheiratet USA',
      'Geschiedene können Leistungen aus dem Konto des früheren Ehepartners erhalten, wenn die Ehe mindestens 10 Jahre dauerte, sie nicht wieder verheiratet sind, mindestens 62 sind und ihre eigene Leistung kleiner wäre. Sie können bis zu 50 % der vollen Leistung (PIA) des früheren Partners bekommen, weniger bei Beginn vor dem eigenen vollen Rentenalter; gezahlt wird der höhere Betrag von diesem und der eigenen Leistung. Nach mindestens 2 Jahren Scheidung muss der frühere Partner noch nicht selbst beantragt haben, und dessen Leistung wird dadurch nicht gekürzt.',
    ],
  ),
  cardOf(
    'ss-survivor',
    'social-security',
    'US',
    [SRC.ssaSurvivors, SRC.ssaSurvivorChart, SRC.ssaLumpSum],
    [
      'Survivor benefits for a widow or widower',
      "widow widower survivor benefit survivors benefits husband died wife died passed away lost my wife husband spouse death late husband's late wife's deceased spouse his Social Security her benefit check what happens what does my wife get if I die when can I start at 60 61 early reduced how much do I get",
      "A widow or widower can get Social Security survivor benefits from age 60, reduced, or from 50 if disabled (the disability must begin within 7 years of the death), and at any age while caring for the deceased's child under 16 or disabled. Taken at 60 the benefit is 71.5% of what the deceased received or was due, rising month by month to 100% at the survivor's full retirement age, which for survivors is 66 if born 1945 to 1956 and 67 if born in 1962 or later. If the deceased claimed early, the survivor still gets at least 82.5% of the deceased's full benefit. The marriage must generally have lasted at least 9 months, and remarrying before 60 (50 if disabled) stops survivor benefits while that marriage lasts; remarrying later does not. You can take the survivor benefit first and switch to your own larger benefit later, or the other way round. Apply by calling Social Security at 1-800-772-1213 or at a local office, where a one-time payment of $255 may also be due.",
    ],
    [
      'Hinterbliebenenleistung der Social Security',
      'Witwe Witwer Hinterbliebene Hinterbliebenenleistung Witwenrente USA amerikanische Rente Ehemann verstorben Ehefrau gestorben Tod Social Security ab 60 gekürzt wie viel',
      'Witwen und Witwer erhalten die Hinterbliebenenleistung der US Social Security ab 60, dann gekürzt, bei Behinderung ab 50 (die Behinderung muss binnen 7 Jahren nach dem Tod beginnen), und in jedem Alter, solange sie ein Kind des Verstorbenen unter 16 oder mit Behinderung betreuen. Mit 60 sind es 71,5 % dessen, was der Verstorbene bekam oder bekommen hätte; der Anteil steigt Monat für Monat bis 100 % im vollen Rentenalter der Hinterbliebenen, das für sie bei 66 liegt (Jahrgänge 1945 bis 1956) und bei 67 ab Jahrgang 1962. Hatte der Verstorbene früh beantragt, gibt es mindestens 82,5 % seiner vollen Leistung. Die Ehe muss in der Regel mindestens 9 Monate gedauert haben; eine neue Heirat vor 60 (bei Behinderung vor 50) beendet den Anspruch, solange diese Ehe besteht, eine spätere nicht. Man kann erst die Hinterbliebenenleistung und später die eigene höhere nehmen (oder umgekehrt). Beantragt wird telefonisch unter +1-800-772-1213 oder in einem Social-Security-Büro; dazu kann eine einmalige Zahlung von 255 Dollar kommen.',
    ],
  ),
  cardOf(
    'ss-survivor-remarriage',
    'social-security',
    'US',
    [SRC.ssaSurvivors],
    [
      'Remarrying and Social Security survivor benefits',
      'remarry remarriage marry again get married again new marriage widow widower survivor benefits lose keep stop after 60 before 60',
      "If you remarry at 60 or later (50 or later if you are disabled), you keep your Social Security survivor benefits on your late spouse's record. If you remarry before 60 (before 50 if disabled), you cannot get survivor benefits while that marriage lasts; if it ends by death, divorce or annulment, you can claim them again. A new marriage may also bring a spousal benefit on your new spouse's record after a time; when you qualify for two benefits, Social Security pays the higher one. The same age rule applies to a surviving divorced spouse whose marriage lasted 10 years or more.",
    ],
    [
      'Neue Heirat und Hinterbliebenenleistung der Social Security',
      'wieder heiraten Wiederheirat neue Ehe Witwe Witwer Hinterbliebenenleistung verlieren behalten USA Social Security vor 60 nach 60',
      'Wer mit 60 oder später wieder heiratet (bei Behinderung mit 50 oder später), behält die Hinterbliebenenleistung der US Social Security aus dem Konto des verstorbenen Ehepartners. Wer vor 60 (bei Behinderung vor 50) wieder heiratet, bekommt sie nicht, solange diese Ehe besteht; endet sie durch Tod, Scheidung oder Aufhebung, kann man sie wieder beantragen. Eine neue Ehe kann nach einiger Zeit auch eine Ehegattenleistung aus dem Konto des neuen Partners bringen; besteht Anspruch auf zwei Leistungen, zahlt die Social Security die höhere. Dieselbe Altersregel gilt für geschiedene Hinterbliebene, deren Ehe mindestens 10 Jahre dauerte.',
    ],
  ),
  cardOf(
    'ss-lump-sum-death-payment',
    'social-security',
    'US',
    [SRC.ssaLumpSum, SRC.ssaSurvivors],
    [
      'The $255 lump-sum death payment',
      'lump sum death payment 255 dollars one-time death benefit funeral burial costs Social Security pays when someone dies',
      'When an insured worker dies, Social Security pays a one-time lump-sum death payment of $255, on top of any monthly survivor benefits. It goes to the surviving spouse who lived with the deceased, or, if they lived apart, who was getting benefits on the deceased’s record; if there is no such spouse, to a child who can get benefits on that record in the month of death. Otherwise it is not paid, and it is never paid to a funeral home or the estate. Apply within 2 years of the death by calling 1-800-772-1213.',
    ],
    [
      'Die einmalige Zahlung von 255 Dollar im Todesfall',
      'einmalige Zahlung 255 Dollar Sterbegeld Todesfall Beerdigung Social Security USA Lump Sum',
      'Stirbt eine versicherte Person, zahlt die US Social Security einmalig 255 Dollar, zusätzlich zu monatlichen Hinterbliebenenleistungen. Sie erhält der hinterbliebene Ehepartner, der mit dem Verstorbenen zusammenlebte oder, bei getrenntem Wohnen, bereits Leistungen aus dessen Konto bezog; gibt es ihn nicht, ein Kind, das im Todesmonat Leistungen aus diesem Konto bekommen kann. Sonst wird sie nicht gezahlt, und nie an ein Bestattungsunternehmen oder den Nachlass. Beantragt wird binnen 2 Jahren nach dem Tod telefonisch unter +1-800-772-1213.',
    ],
  ),
  cardOf(
    'ss-earnings-test',
    'social-security',
    'US',
    [SRC.ssaWorking],
    [
      'Working while getting Social Security (earnings test)',
      'work while collecting working part time earn earnings test limit withheld cut my checks job income before full retirement age how much can I earn before they take back',
      'If you are younger than full retirement age all year, Social Security withholds $1 for every $2 you earn above {us.ssa.earnings-test.exempt-amount} a year. In the year you reach full retirement age, $1 for every $3 above {us.ssa.earnings-test.exempt-amount-fra-year} is withheld, counting only earnings before that month. From the month you reach full retirement age there is no limit, and the withheld money is not lost: your benefit is raised to account for it.',
    ],
    [
      'Arbeiten neben der Social Security (Earnings Test)',
      'arbeiten Hinzuverdienst Verdienstgrenze Earnings Test Teilzeit Job einbehalten USA',
      'Wer das ganze Jahr jünger als das volle Rentenalter ist, dem behält die Social Security 1 Dollar je 2 Dollar Verdienst über {us.ssa.earnings-test.exempt-amount} im Jahr ein. Im Jahr, in dem man das volle Rentenalter erreicht, ist es 1 Dollar je 3 Dollar über {us.ssa.earnings-test.exempt-amount-fra-year}, nur für den Verdienst vor diesem Monat. Ab dem vollen Rentenalter gibt es keine Grenze mehr, und das Einbehaltene ist nicht verloren: Die Leistung wird danach entsprechend erhöht.',
    ],
  ),
  cardOf(
    'ss-after-fra-working',
    'social-security',
    'US',
    [SRC.ssaWorking],
    [
      'Working after full retirement age',
      'keep working after full retirement age no limit earnings still work later while getting collecting after I start at 67 job',
      'Once you reach full retirement age, you can earn any amount and your Social Security benefit is not reduced; the earnings test no longer applies. If your new earnings are among your highest 35 years, Social Security recalculates and your benefit can go up.',
    ],
    [
      'Arbeiten nach dem vollen Rentenalter (USA)',
      'nach dem vollen Rentenalter weiterarbeiten keine Grenze',
      'Ab dem vollen Rentenalter dürfen Sie beliebig viel verdienen, ohne dass die Social Security gekürzt wird. Gehört der neue Verdienst zu Ihren 35 besten Jahren, wird die Leistung neu berechnet und kann steigen.',
    ],
  ),
  cardOf(
    'ss-taxes',
    'social-security',
    'US',
    [SRC.ssaTaxes],
    [
      'Taxes on Social Security benefits',
      'tax taxes taxed taxable income tax on Social Security benefits federal state tax my state combined income 85 percent married filing jointly joint return single',
      'Up to 85% of your Social Security benefits can be subject to federal income tax, depending on your "combined income" (adjusted gross income plus nontaxable interest plus half of your benefits). Filing alone, up to 50% is taxable above $25,000 and up to 85% above $34,000; filing jointly, the thresholds are $32,000 and $44,000. You can ask Social Security to withhold tax from your payments. Most states do not tax Social Security benefits, but a few do: the tax agency of your state can tell you.',
    ],
    [
      'Steuern auf die Social Security',
      'Steuer besteuert steuerpflichtig Einkommensteuer Social Security USA 85 Prozent',
      'Bis zu 85 % der Social-Security-Leistungen können in den USA einkommensteuerpflichtig sein, abhängig vom „combined income“ (Einkommen plus steuerfreie Zinsen plus die Hälfte der Leistung). Bei Einzelveranlagung sind bis zu 50 % über 25.000 $ und bis zu 85 % über 34.000 $ steuerpflichtig, bei Zusammenveranlagung gelten 32.000 $ und 44.000 $. Die meisten Bundesstaaten besteuern die Social Security nicht, einige aber doch: Auskunft gibt die Steuerbehörde des Bundesstaats.',
    ],
  ),
  cardOf(
    'ss-credits',
    'social-security',
    'US',
    [SRC.ssaCredits],
    [
      'Work credits needed for Social Security',
      'credits work credits quarters how many years eligible qualify 40 credits 10 years',
      'To qualify for retirement benefits you need 40 work credits, which for most people means about 10 years of work. You can earn up to 4 credits a year; the earnings needed for one credit rise every year. Your benefit amount is then based on your highest 35 years of earnings.',
    ],
    [
      'Beitragszeiten für die Social Security',
      'Credits Beitragszeiten wie viele Jahre Anspruch 40 Credits USA',
      'Für eine US-Altersleistung braucht man 40 „credits“, für die meisten etwa 10 Jahre Arbeit in den USA; je Jahr sind höchstens 4 möglich. Die Höhe richtet sich nach den 35 Jahren mit dem höchsten Verdienst.',
    ],
  ),
  cardOf(
    'ss-cola',
    'social-security',
    'US',
    [SRC.ssaCola],
    [
      'Cost-of-living adjustment (COLA)',
      'cola cost of living adjustment raise increase inflation yearly how decided go up went up goes up how much more this year next year',
      'Social Security benefits rise each January with the cost-of-living adjustment, which follows inflation as measured by the Consumer Price Index for urban wage earners (CPI-W) from the third quarter of one year to the next. The adjustment was {us.ssa.cola}.',
    ],
    [
      'Jährliche Anpassung der Social Security (COLA)',
      'Anpassung Erhöhung Inflation COLA jährlich USA steigt gestiegen wie viel mehr dieses Jahr',
      'Die Social-Security-Leistungen steigen jeden Januar mit dem „cost-of-living adjustment“, das der Inflation folgt (Verbraucherpreisindex CPI-W, drittes Quartal zum Vorjahr). Die Anpassung betrug {us.ssa.cola}.',
    ],
  ),
  cardOf(
    'ss-wep-gpo',
    'social-security',
    'US',
    [SRC.ssaFairness],
    [
      'WEP and GPO repealed (Social Security Fairness Act)',
      'windfall elimination provision wep government pension offset gpo teacher public pension police firefighter non-covered pension reduce cut Social Security Fairness Act collect both pension from my teaching job state job',
      'The Windfall Elimination Provision (WEP) and the Government Pension Offset (GPO) no longer reduce Social Security: the Social Security Fairness Act, signed on January 5, 2025, repealed both for benefits payable from January 2024. They used to cut the benefits of people with a pension from work not covered by Social Security, such as many teachers, police officers, firefighters and federal workers under CSRS, and the spousal and survivor benefits of their husbands and wives. SSA recalculates affected benefits and pays the back pay without a new application; if you never applied because of WEP or GPO, you can apply now.',
    ],
    [
      'WEP und GPO abgeschafft (Social Security Fairness Act)',
      'Windfall Elimination Provision WEP Government Pension Offset GPO Beamtenpension Lehrer Kürzung Social Security Fairness Act USA',
      'Die „Windfall Elimination Provision“ (WEP) und der „Government Pension Offset“ (GPO) kürzen die US-Social-Security nicht mehr: Der Social Security Fairness Act, unterzeichnet am 5. Januar 2025, hat beide für Leistungen ab Januar 2024 abgeschafft. Sie kürzten früher die Leistungen von Menschen mit einer Pension aus einer Arbeit ohne Social-Security-Beiträge (etwa viele Lehrkräfte, Polizei, Feuerwehr) sowie die Ehegatten- und Hinterbliebenenleistungen ihrer Partner. Wer wegen WEP oder GPO nie einen Antrag gestellt hat, kann das jetzt tun.',
    ],
  ),
  cardOf(
    'ss-maximum-benefit',
    'social-security',
    'US',
    [SRC.ssaCola],
    [
      'The largest Social Security benefit',
      'maximum Social Security benefit most highest possible largest biggest check anyone can get top amount pays anyone max',
      'The most Social Security pays a worker who starts retirement benefits at full retirement age is {us.ssa.max-benefit-fra} a month. Only people who earned at least the taxable maximum in each of their 35 best years get it; starting earlier pays less, waiting until 70 more. Most people get far less: your own estimate is on your Social Security statement (ssa.gov/myaccount).',
    ],
    [
      'Die höchste Social-Security-Leistung',
      'höchste maximale Social Security Leistung USA Höchstbetrag am meisten Höchstrente US-Rente maximal',
      'Die höchste Social-Security-Leistung für jemanden, der mit dem vollen Rentenalter beginnt, beträgt {us.ssa.max-benefit-fra} im Monat. Sie bekommt nur, wer in seinen 35 besten Jahren immer mindestens bis zur Beitragsbemessungsgrenze verdient hat; früher beginnen zahlt weniger, bis 70 warten mehr. Die meisten bekommen deutlich weniger: Ihre eigene Schätzung steht in Ihrem Social-Security-Bescheid (ssa.gov/myaccount).',
    ],
  ),
  cardOf(
    'ss-taxable-maximum',
    'social-security',
    'US',
    [SRC.ssaCola],
    [
      'Maximum earnings taxed for Social Security',
      'maximum taxable earnings wage base cap payroll tax limit',
      'Social Security tax (6.2% for employees, the same again from the employer) is paid only on earnings up to the taxable maximum, which is {us.ssa.taxable-maximum}; earnings above it are not taxed for Social Security and do not raise your benefit.',
    ],
    [
      'Beitragsbemessungsgrenze der Social Security',
      'Höchstbetrag beitragspflichtig Verdienstgrenze USA',
      'Social-Security-Steuer (6,2 % für Beschäftigte und ebenso viel vom Arbeitgeber) wird nur bis zur Bemessungsgrenze gezahlt, derzeit {us.ssa.taxable-maximum}; Verdienst darüber zählt weder für die Steuer noch für die Leistung.',
    ],
  ),
  cardOf(
    'ss-benefit-amount',
    'social-security',
    'US',
    [SRC.ssaAccount, SRC.ssaEarly],
    [
      'How much Social Security will I get?',
      'how much Social Security will I get my benefit amount estimate calculated based on earnings 35 years what will my check be',
      'Your Social Security benefit is based on your 35 highest years of earnings, adjusted for wage growth; the monthly amount this gives at your full retirement age is your primary insurance amount (PIA). Claiming before full retirement age lowers it for good, and waiting past it, up to 70, raises it. Your own estimate for each claiming age is in your my Social Security account at ssa.gov/myaccount.',
    ],
    [
      'Wie viel Social Security bekomme ich?',
      'wie viel Social Security bekomme ich Höhe US-Rente berechnet 35 Jahre Verdienst Schätzung',
      'Die US Social Security richtet sich nach Ihren 35 Jahren mit dem höchsten Verdienst, angepasst an die Lohnentwicklung; der Monatsbetrag, der sich daraus zum vollen Rentenalter ergibt, ist der „primary insurance amount“ (PIA). Ein Beginn vor dem vollen Rentenalter senkt ihn dauerhaft, ein Aufschub bis 70 erhöht ihn. Ihre persönliche Schätzung für jedes Alter steht im Konto „my Social Security“ unter ssa.gov/myaccount.',
    ],
  ),
  cardOf(
    'ss-contact',
    'social-security',
    'US',
    [SRC.ssaContact, SRC.ssaAccount],
    [
      'Contacting Social Security',
      'who do I call contact phone number talk to someone office appointment Social Security Administration help reach',
      'You can reach Social Security by phone at 1-800-772-1213 (TTY 1-800-325-0778), Monday to Friday from 8 a.m. to 7 p.m. local time, or at your local Social Security office, best with an appointment. Many things, such as your benefit estimate, a benefit letter or a change of address, can be done online in your my Social Security account at ssa.gov/myaccount. Social Security will never ask you to pay by gift card or threaten you on the phone.',
    ],
    [
      'Kontakt zur US Social Security',
      'wen anrufen Kontakt Telefonnummer Ansprechpartner Büro Termin Social Security Administration erreichen USA',
      'Die US Social Security erreichen Sie telefonisch unter +1-800-772-1213 (TTY +1-800-325-0778), montags bis freitags von 8 bis 19 Uhr Ortszeit, oder in einem örtlichen Social-Security-Büro, am besten mit Termin. Vieles, etwa die Leistungsschätzung, eine Bescheinigung oder eine neue Adresse, geht online im Konto „my Social Security“ unter ssa.gov/myaccount. Die Social Security verlangt nie Zahlungen mit Gutscheinkarten und droht nicht am Telefon.',
    ],
  ),
  cardOf(
    'ss-how-to-apply',
    'social-security',
    'US',
    [SRC.ssaApply, SRC.ssaAccount],
    [
      'How to apply for Social Security',
      'apply claim file sign up application how to start benefits online statement estimate my account who to contact documents papers what to bring',
      'You can apply online at ssa.gov/retirement, by phone at 1-800-772-1213 or at a local office; apply up to 4 months before you want benefits to start. Your my Social Security account shows your earnings record and your estimated benefit at each age. Documents to have ready: your Social Security number, your birth certificate, last year’s W-2 forms or self-employment tax return, military discharge papers if you served, and your bank details for direct deposit.',
    ],
    [
      'Social Security beantragen',
      'beantragen Antrag wie wo Ansprechpartner Konto Schätzung USA Unterlagen Dokumente was mitbringen Nachweise',
      'Die Social Security beantragen Sie online unter ssa.gov/retirement, telefonisch unter +1-800-772-1213 oder in einem Büro der SSA, bis zu 4 Monate vor dem gewünschten Beginn; aus dem Ausland helfen US-Botschaften. Ihr my Social Security Konto zeigt Ihre Verdienste und die geschätzte Leistung für jedes Alter. Unterlagen, die Sie bereithalten sollten: Ihre Social Security Number, die Geburtsurkunde, die W-2-Formulare oder die Steuererklärung für Selbstständige des Vorjahres, bei Wehrdienst die Entlassungspapiere und die Bankverbindung für die Überweisung.',
    ],
  ),
  cardOf(
    'ss-abroad',
    'overseas-retirement',
    'US',
    [SRC.ssaAbroad, SRC.medicareTravel],
    [
      'Getting Social Security while living abroad',
      'move abroad live overseas retire in another country Portugal Mexico Costa Rica Spain Germany Italy Canada receive Social Security outside the US',
      "U.S. citizens can usually keep receiving Social Security while living in most other countries; Social Security's Payments Abroad Screening Tool shows the rules for each country, and a few countries (such as Cuba and North Korea) are excluded. Medicare, however, generally does not pay for care outside the United States, so you will need local or international health insurance.",
    ],
    [
      'Social Security im Ausland beziehen',
      'Ausland auswandern im Ausland leben Social Security USA Rente ins Ausland',
      'US-Bürger können die Social Security in den meisten Ländern weiter beziehen; das „Payments Abroad Screening Tool“ der SSA zeigt die Regeln je Land, einige Länder (etwa Kuba und Nordkorea) sind ausgeschlossen. Medicare zahlt außerhalb der USA in der Regel nicht, daher braucht man eine örtliche oder internationale Krankenversicherung.',
    ],
  ),
  cardOf(
    'ss-trust-fund',
    'social-security',
    'US',
    [SRC.ssaTrustees],
    [
      'Will Social Security run out? The trust fund projections',
      'run out running out go broke bankrupt insolvent trust fund depleted 2033 2034 will social security still be there when I retire future of social security still exist cut benefits reduced by 2033 is it true',
      'Social Security will not stop paying: it is funded mainly by the payroll taxes of people working now. In their 2025 report (18 June 2025), the Trustees project that the reserves of the retirement trust fund (OASI) will be used up in 2033; from then, the taxes still coming in would pay about 77% of scheduled benefits unless Congress acts. Counted together with the disability fund, the date is 2034, with about 81% payable. Congress has changed the law to close such gaps before (in 1983), and the Trustees publish a new projection every year on ssa.gov.',
    ],
    [
      'Geht der Social Security das Geld aus? Die Prognose des Treuhandfonds',
      'pleite Geld ausgehen Treuhandfonds leer 2033 2034 Zukunft Social Security gekürzt Kürzung stimmt es',
      'Die US Social Security hört nicht auf zu zahlen: Sie wird vor allem aus den Lohnabgaben der heute Beschäftigten finanziert. In ihrem Bericht von 2025 (18. Juni 2025) erwarten die Treuhänder, dass die Rücklagen des Rentenfonds (OASI) 2033 aufgebraucht sind; danach würden die laufenden Einnahmen noch etwa 77 % der vorgesehenen Leistungen decken, wenn der Kongress nichts ändert. Zusammen mit dem Invaliditätsfonds gerechnet ist es 2034, mit etwa 81 %. Der Kongress hat solche Lücken schon früher durch Gesetzesänderungen geschlossen (1983); die Treuhänder veröffentlichen jedes Jahr eine neue Prognose auf ssa.gov.',
    ],
  ),
  cardOf(
    'ss-payment-date',
    'social-security',
    'US',
    [SRC.ssaPaymentSchedule, SRC.ssaContact],
    [
      'When Social Security pays, and what to do if a payment is late',
      'payment date when do I get paid check late missing payment did not arrive deposit not received which Wednesday schedule payday lost stolen check',
      'Social Security pays on a Wednesday that depends on your day of birth: born on the 1st to the 10th, the second Wednesday of the month; the 11th to the 20th, the third; the 21st to the 31st, the fourth. People who started before May 1997, or who also get SSI, are paid on the 3rd; a payment due on a weekend or holiday comes the business day before. If a payment by mail has not come, allow 3 more mailing days; a direct deposit that is missing should be reported right away. Call Social Security at 1-800-772-1213 (TTY 1-800-325-0778).',
    ],
    [
      'Wann die Social Security zahlt und was tun, wenn sie ausbleibt',
      'Zahltermin wann Auszahlung Social Security verspätet nicht angekommen Mittwoch',
      'Die US Social Security zahlt an einem Mittwoch, der vom Geburtstag abhängt: geboren am 1. bis 10., am zweiten Mittwoch des Monats; am 11. bis 20., am dritten; am 21. bis 31., am vierten. Wer vor Mai 1997 begonnen hat oder zusätzlich SSI erhält, bekommt das Geld am 3.; fällt der Termin auf ein Wochenende oder einen Feiertag, kommt es am Werktag davor. Ist eine Zahlung per Post ausgeblieben, warten Sie 3 weitere Posttage; eine fehlende Überweisung melden Sie sofort, unter 1-800-772-1213.',
    ],
  ),
];
