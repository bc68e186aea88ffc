import { cardOf } from './card.js';
import { SRC } from './sources.js';

// US retirement savings (401(k), IRA, RMDs) and the costs of health and care in retirement.
export const US_SAVINGS_CARDS = [
  cardOf(
    'us-401k-limit',
    '401k',
    'US',
    [],
    [
      '401(k) contribution limit',
      '401k 403b 457 TSP contribution limit how much can I put in contribute max maximum this year employee deferral',
      'You can put up to {us.irs.401k.elective-deferral} a year into a 401(k), 403(b), most 457 plans or the Thrift Savings Plan. From age 50 you may add a catch-up contribution of {us.irs.401k.catch-up-50}; at ages 60 to 63 the catch-up is higher, {us.irs.401k.catch-up-60-63}. Employer contributions come on top of your own.',
    ],
    [
      'Höchstbeitrag für den 401(k)',
      '401k Höchstbeitrag wie viel einzahlen Grenze',
      'In einen 401(k), 403(b), die meisten 457-Pläne oder den Thrift Savings Plan können Sie bis zu {us.irs.401k.elective-deferral} im Jahr einzahlen. Ab 50 kommt ein Nachholbeitrag von {us.irs.401k.catch-up-50} hinzu, mit 60 bis 63 ein höherer von {us.irs.401k.catch-up-60-63}. Arbeitgeberbeiträge kommen zusätzlich.',
    ],
  ),
  cardOf(
    'us-401k-catch-up',
    '401k',
    'US',
    [],
    [
      '401(k) catch-up contributions after 50',
      'catch-up catchup contribution 401k age 50 older extra super catch-up 60 61 62 63',
      'From the year you turn 50 you can add a catch-up contribution of {us.irs.401k.catch-up-50} to your 401(k) on top of the regular {us.irs.401k.elective-deferral}. In the years you turn 60, 61, 62 or 63 the catch-up is {us.irs.401k.catch-up-60-63} instead. If you earned more than $150,000 in wages the year before, catch-ups must go in as Roth (after-tax) contributions. These catch-ups are for workplace plans; an IRA has its own, smaller one.',
    ],
    [
      'Nachholbeiträge zum 401(k) ab 50',
      'Nachholbeitrag catch-up 401k ab 50 60 bis 63',
      'Ab dem Jahr, in dem Sie 50 werden, dürfen Sie zusätzlich zum regulären Höchstbeitrag von {us.irs.401k.elective-deferral} einen Nachholbeitrag von {us.irs.401k.catch-up-50} einzahlen. In den Jahren, in denen Sie 60 bis 63 werden, sind es {us.irs.401k.catch-up-60-63}. Diese Nachholbeiträge gelten für betriebliche Pläne; eine IRA hat einen eigenen, kleineren.',
    ],
  ),
  cardOf(
    'us-ira-limit',
    '401k',
    'US',
    [SRC.irsIras],
    [
      'IRA contribution limit',
      'IRA contribution limit how much can I put in an IRA traditional Roth individual retirement account still contribute age limit too old put money in at 67 70 75',
      'You can contribute up to {us.irs.ira.limit} a year to your traditional and Roth IRAs together, but not more than you earned. There is no upper age limit: as long as you or your spouse have earned income, you can keep contributing, also to a traditional IRA after 70 (since 2020). From age 50 the IRA catch-up adds {us.irs.ira.catch-up-50}. Roth IRA contributions phase out at higher incomes, and whether a traditional IRA contribution is deductible depends on your income and workplace plan.',
    ],
    [
      'Höchstbeitrag für eine IRA',
      'IRA Höchstbeitrag wie viel einzahlen Roth traditionell Altersgrenze noch einzahlen',
      'In traditionelle und Roth-IRAs zusammen können Sie bis zu {us.irs.ira.limit} im Jahr einzahlen, höchstens aber Ihr Erwerbseinkommen. Eine obere Altersgrenze gibt es nicht: Solange Sie oder Ihr Ehepartner Erwerbseinkommen haben, können Sie weiter einzahlen, seit 2020 auch nach 70 in eine traditionelle IRA. Ab 50 kommt ein Nachholbeitrag von {us.irs.ira.catch-up-50} hinzu. Bei hohem Einkommen sind Roth-Beiträge begrenzt.',
    ],
  ),
  cardOf(
    'us-ira-catch-up',
    '401k',
    'US',
    [SRC.irsIras],
    [
      'IRA catch-up contribution after 50',
      'IRA catch-up extra over 50 older additional contribution',
      'People aged 50 or older can add {us.irs.ira.catch-up-50} a year to their IRAs, on top of the regular limit of {us.irs.ira.limit}. The larger 401(k) catch-ups do not apply to IRAs.',
    ],
    [
      'Nachholbeitrag zur IRA ab 50',
      'IRA Nachholbeitrag ab 50 zusätzlich',
      'Ab 50 dürfen Sie zusätzlich zum regulären Höchstbetrag von {us.irs.ira.limit} noch {us.irs.ira.catch-up-50} im Jahr in IRAs einzahlen. Die höheren Nachholbeiträge des 401(k) gelten für IRAs nicht.',
    ],
  ),
  cardOf(
    'us-reverse-mortgage',
    'budgeting',
    'US',
    [SRC.cfpbReverseMortgage, SRC.hudHecm],
    [
      'Reverse mortgages',
      'reverse mortgage HECM home equity conversion borrow against my house home equity loan should I get one stay in my home',
      'A reverse mortgage lets homeowners aged 62 or older borrow against their home’s value and receive cash, a monthly payment or a credit line, without monthly loan payments; most are federally insured Home Equity Conversion Mortgages (HECM), and a session with a HUD-approved counselor is required first. The loan grows with interest and fees and becomes due when the last borrower sells, moves out for good or dies, so less is left for you or your heirs. You must keep paying property taxes, insurance and upkeep, or the lender can foreclose. Compare it with downsizing or a regular home equity loan, and be wary of anyone pushing one to sell you something else.',
    ],
    [
      'Umkehrhypothek (Reverse Mortgage, USA)',
      'Umkehrhypothek Reverse Mortgage HECM Immobilienverzehrkredit Haus beleihen USA im Haus bleiben Geld aus dem Haus',
      'Mit einer Reverse Mortgage können Hausbesitzer in den USA ab 62 Jahren gegen den Wert ihres Hauses Geld leihen, als Einmalbetrag, Monatszahlung oder Kreditrahmen, ohne monatliche Raten; die meisten sind staatlich versicherte Home Equity Conversion Mortgages (HECM), und vorher ist ein Gespräch mit einer von HUD zugelassenen Beratung Pflicht. Der Kredit wächst mit Zinsen und Gebühren und wird fällig, wenn der letzte Kreditnehmer verkauft, dauerhaft auszieht oder stirbt; so bleibt weniger für Sie oder Ihre Erben. Grundsteuer, Versicherung und Instandhaltung müssen Sie weiter zahlen, sonst kann die Bank das Haus verwerten. Vergleichen Sie es mit Verkleinern oder einem normalen Kredit, und seien Sie vorsichtig, wenn Ihnen jemand damit etwas anderes verkaufen will.',
    ],
  ),
  cardOf(
    'us-rmd',
    '401k',
    'US',
    [],
    [
      'Required minimum distributions (RMDs)',
      'required minimum distribution RMD must take money out withdraw age 73 75 traditional IRA 401k',
      'You must start taking required minimum distributions from traditional IRAs and 401(k)s at age {us.irs.rmd.age} if you were born 1951 to 1959, and at 75 if you were born in 1960 or later. The first one can wait until April 1 of the year after you reach that age; later ones are due by December 31 each year. Roth IRAs have no RMDs while the owner is alive. Missing an RMD costs an excise tax of 25% of the amount not taken (10% if corrected in time).',
    ],
    [
      'Pflichtentnahmen (RMD) aus IRA und 401(k)',
      'Pflichtentnahme RMD entnehmen Alter 73 75',
      'Aus traditionellen IRAs und 401(k) müssen Sie ab {us.irs.rmd.age} Jahren Mindestbeträge entnehmen, wenn Sie 1951 bis 1959 geboren sind, und ab 75, wenn Sie 1960 oder später geboren sind. Die erste Entnahme kann bis zum 1. April des Folgejahres warten. Roth-IRAs kennen zu Lebzeiten keine Pflichtentnahmen. Eine versäumte Entnahme kostet 25 % Strafsteuer auf den fehlenden Betrag.',
    ],
  ),
  cardOf(
    'us-roth-vs-traditional',
    '401k',
    'US',
    [SRC.irsIras],
    [
      'Roth or traditional IRA?',
      'Roth traditional difference tax now later tax-free withdrawals',
      'With a traditional IRA or 401(k) you may deduct contributions now and pay income tax when you take money out; with a Roth you pay tax now and qualified withdrawals (after age 59½ and 5 years) are tax-free. A Roth tends to suit people who expect a higher tax rate later; a traditional account, people who expect a lower one. Roth IRAs have no required minimum distributions.',
    ],
    [
      'Roth oder traditionelle IRA?',
      'Roth traditionell Unterschied Steuer jetzt später steuerfrei',
      'Bei einer traditionellen IRA oder einem 401(k) sind Beiträge oft jetzt absetzbar und Entnahmen später steuerpflichtig; bei Roth zahlt man jetzt Steuern und qualifizierte Entnahmen (ab 59½ und nach 5 Jahren) sind steuerfrei.',
    ],
  ),
  cardOf(
    'us-401k-taxes',
    '401k',
    'US',
    [SRC.irsPensions],
    [
      'Taxes on 401(k) withdrawals',
      '401k withdrawal taxed tax when I take it out income tax traditional distribution',
      'Money you take out of a traditional 401(k) or IRA is taxed as ordinary income in the year you withdraw it, because it went in before tax. Qualified withdrawals from a Roth 401(k) or Roth IRA are tax-free. Spreading withdrawals over the years can keep you in a lower tax bracket and lower your Medicare premiums (IRMAA).',
    ],
    [
      'Steuern auf Entnahmen aus dem 401(k)',
      '401k Entnahme Steuer versteuert',
      'Entnahmen aus einem traditionellen 401(k) oder einer IRA werden in den USA im Jahr der Entnahme als normales Einkommen versteuert; qualifizierte Roth-Entnahmen sind steuerfrei.',
    ],
  ),
  cardOf(
    'us-early-withdrawal',
    '401k',
    'US',
    [SRC.irsEarly],
    [
      'Taking money out before 59½',
      'early withdrawal before 59 and a half penalty 10 percent additional tax rule of 55',
      'Withdrawals from a 401(k) or IRA before age 59½ usually cost an additional 10% tax on top of income tax. There are exceptions, for example leaving your job in or after the year you turn 55 (for that employer’s 401(k)), disability, or a series of substantially equal payments.',
    ],
    [
      'Entnahme vor 59½',
      'vorzeitige Entnahme vor 59 Strafsteuer 10 Prozent',
      'Entnahmen aus 401(k) oder IRA vor 59½ kosten meist 10 % Zusatzsteuer zur Einkommensteuer. Ausnahmen gibt es etwa beim Ausscheiden aus dem Job ab dem Jahr, in dem man 55 wird (für den 401(k) dieses Arbeitgebers).',
    ],
  ),
  cardOf(
    'us-healthcare-costs',
    'healthcare-costs',
    'US',
    [SRC.fidelityHealth, SRC.medicareParts],
    [
      'Health care costs in retirement',
      'health care costs retirement how much will healthcare cost me save need Medicare premiums out of pocket couple',
      'Fidelity estimates that a 65-year-old retiring now needs about {us.costs.retiree-health-care-single} after tax to pay health care costs in retirement, roughly twice that for a couple; this covers Medicare premiums, deductibles, copays and drugs, not long-term care. Health savings accounts, Medigap or Advantage plans that cap costs, and a yearly plan review help keep it manageable.',
    ],
    [
      'Gesundheitskosten im Ruhestand (USA)',
      'Gesundheitskosten Ruhestand wie viel sparen USA Medicare Ehepaar',
      'Fidelity schätzt, dass eine 65-jährige Person in den USA nach Steuern etwa {us.costs.retiree-health-care-single} für Gesundheitskosten im Ruhestand braucht, ein Paar etwa das Doppelte; gemeint sind Beiträge, Selbstbehalte, Zuzahlungen und Medikamente, nicht die Langzeitpflege.',
    ],
  ),
  cardOf(
    'us-ltc-chance',
    'healthcare-costs',
    'US',
    [SRC.aclLtc, SRC.medicareLtc],
    [
      'How likely you are to need long-term care',
      'chance likely need long-term care odds percent seven in ten',
      'Someone turning 65 today has almost a 70% chance of needing some long-term care services later in life, and about 20% will need it for more than 5 years. Medicare does not pay for most of it, so it is worth planning how you would pay: savings, long-term care insurance, family help or, with little money left, Medicaid.',
    ],
    [
      'Wie wahrscheinlich Pflegebedarf ist (USA)',
      'Wahrscheinlichkeit Pflege brauchen Prozent',
      'Wer heute 65 wird, hat nach Angaben der US-Behörde ACL eine Wahrscheinlichkeit von fast 70 %, später Langzeitpflege zu brauchen; etwa 20 % brauchen sie länger als 5 Jahre. Medicare zahlt das meiste davon nicht.',
    ],
  ),
  cardOf(
    'us-nursing-home-cost',
    'healthcare-costs',
    'US',
    [SRC.medicareLtc],
    [
      'What a nursing home costs in the US',
      'nursing home cost how much does a nursing home cost assisted living price per year per month per day daily rate these days nowadays',
      'A private room in a U.S. nursing home cost a national median of {us.costs.nursing-home-private-room} a year in the CareScout (Genworth) survey, and assisted living {us.costs.assisted-living}; prices vary widely by state. Medicare does not pay for long-term custodial care.',
    ],
    [
      'Was ein Pflegeheim in den USA kostet',
      'Pflegeheim Kosten USA pro Jahr',
      'Ein Einzelzimmer im US-Pflegeheim kostete laut CareScout (Genworth) im landesweiten Mittel {us.costs.nursing-home-private-room} im Jahr, betreutes Wohnen {us.costs.assisted-living}; je Bundesstaat sehr verschieden.',
    ],
  ),
  cardOf(
    'us-ltc-insurance',
    'healthcare-costs',
    'US',
    [SRC.aclLtc],
    [
      'Long-term care insurance',
      'long-term care insurance what does it cover policy buy hybrid',
      'Long-term care insurance pays for care at home, in assisted living or in a nursing home when you need help with everyday activities such as bathing or dressing, up to a daily or monthly amount for a set time. Premiums are lower the younger and healthier you are when you buy, and can rise later; compare the waiting period, the benefit amount, inflation protection and how long benefits last.',
    ],
    [
      'Pflegeversicherung in den USA (long-term care insurance)',
      'private Pflegeversicherung USA',
      'Eine private „long-term care insurance“ zahlt Pflege zu Hause, im betreuten Wohnen oder im Heim bis zu einem Tages- oder Monatsbetrag für eine vereinbarte Zeit. Je jünger und gesünder man abschließt, desto günstiger.',
    ],
  ),
  cardOf(
    'us-income-gap',
    'budgeting',
    'US',
    [SRC.ssaAccount],
    [
      'Your retirement income gap',
      'pension gap income gap shortfall how much do I need enough money last figure out mine',
      'Your retirement income gap is the difference between what you will spend each month and your guaranteed income (Social Security plus any pension). Start from your current spending, take off costs that end (commuting, saving) and add health costs; then subtract the income from your Social Security statement. Savings must fill the rest; if you give me both amounts I can work out the gap.',
    ],
    [
      'Die Einkommenslücke im Ruhestand (USA)',
      'Lücke Einkommen reicht Ruhestand USA',
      'Die Einkommenslücke ist der Unterschied zwischen Ihren monatlichen Ausgaben im Ruhestand und dem sicheren Einkommen (Social Security und eventuelle Betriebsrente). Nennen Sie mir beide Beträge, dann rechne ich die Lücke aus.',
    ],
  ),
  cardOf(
    'us-home-care',
    'healthcare-costs',
    'US',
    [SRC.medicareHomeHealth, SRC.medicaidHcbs, SRC.vaAidAttendance, SRC.eldercareLocator],
    [
      'Who pays for help at home in the US',
      'help at home home care in-home care aide caregiver who pays pay for care at home mom dad mother father parent needs help bathing dressing meals housekeeping personal care daily living stay at home aging in place home health aide',
      "Medicare pays for home health care only while someone is homebound and needs part-time skilled nursing or therapy that a doctor orders; it does not pay for ongoing help with bathing, dressing, meals or housekeeping when that is all that is needed. That everyday help is paid out of pocket, by long-term care insurance if there is a policy, by Medicaid's home and community-based services for people with low income and savings (the rules differ by state), or, for veterans and their surviving spouses, by the VA's Aid and Attendance pension. The Eldercare Locator (1-800-677-1116, eldercare.acl.gov) connects you with the local Area Agency on Aging, which can assess the needs and find help nearby.",
    ],
    [
      'Wer in den USA Hilfe zu Hause bezahlt',
      'Hilfe zu Hause häusliche Pflege USA wer zahlt Mutter Vater Eltern Pflegekraft Haushaltshilfe Medicaid Medicare',
      'Medicare zahlt häusliche Pflege nur, solange jemand das Haus kaum verlassen kann und zeitweise ärztlich verordnete Fachpflege oder Therapie braucht; dauerhafte Hilfe beim Waschen, Anziehen, Essen oder im Haushalt zahlt Medicare nicht, wenn nur sie gebraucht wird. Diese Alltagshilfe wird selbst bezahlt, von einer Pflegeversicherung, falls vorhanden, von Medicaid (häusliche und gemeindenahe Leistungen für Menschen mit geringem Einkommen und Vermögen, je Bundesstaat verschieden) oder, für Veteranen und ihre hinterbliebenen Ehepartner, von der Aid-and-Attendance-Leistung des VA. Der Eldercare Locator (1-800-677-1116, eldercare.acl.gov) vermittelt die örtliche Area Agency on Aging, die den Bedarf einschätzt und Hilfe vor Ort findet.',
    ],
  ),
  cardOf(
    'us-dementia-care',
    'cognitive-health',
    'US',
    [SRC.alzHelpline, SRC.eldercareLocator, SRC.medicaidHcbs],
    [
      'Help when a spouse or parent has dementia (US)',
      "Alzheimer's Alzheimer dementia husband wife mother father cannot leave alone anymore help is there what help respite adult day care memory care caregiver support",
      "You do not have to manage this alone. The Alzheimer's Association's 24/7 Helpline (1-800-272-3900) gives advice day and night and knows local support groups. The Eldercare Locator (1-800-677-1116) connects you with the local Area Agency on Aging, which can arrange an assessment, adult day programs and respite care, so that someone else is with him or her for a few hours or days. Ask the doctor for a cognitive assessment and care planning visit, which Medicare covers. Everyday care at home or in memory care is mostly paid privately or by long-term care insurance; Medicaid helps people with low income and savings.",
    ],
    [
      'Hilfe bei Demenz eines Angehörigen (USA)',
      'Alzheimer Demenz USA Hilfe nicht mehr allein lassen Tagespflege Entlastung',
      "Sie müssen das nicht allein schaffen. Die Helpline der Alzheimer's Association (1-800-272-3900) berät rund um die Uhr und kennt Selbsthilfegruppen vor Ort. Der Eldercare Locator (1-800-677-1116) vermittelt die örtliche Area Agency on Aging, die eine Einschätzung, Tagesbetreuung und Entlastungspflege organisieren kann. Die Betreuung zu Hause oder in einer Demenz-Einrichtung wird überwiegend privat oder über eine Pflegeversicherung bezahlt; Medicaid hilft bei geringem Einkommen und Vermögen.",
    ],
  ),
  cardOf(
    'us-ssi',
    'social-security',
    'US',
    [SRC.ssaSsi, SRC.ssaSsiIncome],
    [
      'Supplemental Security Income (SSI)',
      'SSI Supplemental Security Income how much federal payment maximum monthly low income few resources 65 older blind disabled couple individual qualify eligible apply',
      'Supplemental Security Income (SSI) pays a monthly amount to people 65 or older, blind or disabled who have little income and few resources (as a rule at most $2,000 in countable resources for one person, $3,000 for a couple; the home and one car do not count). The federal maximum is {us.ssi.federal-individual} for one person and {us.ssi.federal-couple} for an eligible couple; other income lowers it, after the first $20 a month of most income (such as Social Security) is left out, and many states add a supplement. You apply with Social Security (1-800-772-1213 or a local office); SSI also usually opens the door to Medicaid.',
    ],
    [
      'Supplemental Security Income (SSI, USA)',
      'SSI Supplemental Security Income wie viel Grundsicherung USA Höchstbetrag monatlich geringes Einkommen wenig Vermögen 65 Ehepaar Einzelperson Anspruch beantragen',
      'Supplemental Security Income (SSI) zahlt Menschen ab 65, Blinden und Menschen mit Behinderung mit wenig Einkommen und Vermögen einen monatlichen Betrag (in der Regel höchstens 2.000 $ anrechenbares Vermögen für eine Person, 3.000 $ für ein Paar; das eigene Haus und ein Auto zählen nicht). Der Bundeshöchstbetrag ist {us.ssi.federal-individual} für eine Person und {us.ssi.federal-couple} für ein Ehepaar; anderes Einkommen mindert ihn, nachdem die ersten 20 $ im Monat der meisten Einkünfte (etwa Social Security) frei bleiben, und viele Bundesstaaten zahlen etwas dazu. Beantragt wird SSI bei der Social Security (+1-800-772-1213 oder ein Büro); mit SSI kommt meist auch Medicaid.',
    ],
  ),
  cardOf(
    'us-low-income-help',
    'budgeting',
    'US',
    [SRC.ncoaBenefitsCheckUp, SRC.eldercareLocator],
    [
      'When the pension does not cover the bills (US)',
      'pension does not cover rent too high make ends meet cannot afford bills low income help benefits struggling how do I make this work not enough money',
      'If your income hardly covers rent and bills, check the help meant for exactly this, which many older people never claim: food assistance (SNAP), a Medicare Savings Program that pays the Part B premium, Extra Help for drug costs, Supplemental Security Income (SSI), help with heating and cooling bills (LIHEAP) and senior or subsidized housing. The free BenefitsCheckUp of the National Council on Aging (benefitscheckup.org) shows which ones you may get, and the Eldercare Locator (1-800-677-1116) connects you with local help. Rent above about a third of income is a common sign that a cheaper home, a roommate or a home share is worth considering.',
    ],
    [
      'Wenn die Rente nicht reicht (USA)',
      'Rente reicht nicht Miete zu hoch über die Runden kommen Hilfe USA geringes Einkommen',
      'Reicht das Einkommen kaum für Miete und Rechnungen, lohnt der Blick auf Hilfen, die viele Ältere nie beantragen: Lebensmittelhilfe (SNAP), ein Medicare Savings Program, das den Part-B-Beitrag zahlt, Extra Help für Medikamente, Supplemental Security Income (SSI), Heizkostenhilfe (LIHEAP) und geförderter Wohnraum. Der kostenlose BenefitsCheckUp des National Council on Aging (benefitscheckup.org) zeigt, was in Frage kommt; der Eldercare Locator (1-800-677-1116) vermittelt Hilfe vor Ort.',
    ],
  ),
];
