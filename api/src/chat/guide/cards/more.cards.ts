import { cardOf } from './card.js';
import { law, SRC } from './sources.js';

// Further subjects older people ask about: more of the US and German systems, care at home, and
// everyday health and safety.
export const MORE_CARDS = [
  cardOf(
    'ss-break-even',
    'social-security',
    'US',
    [SRC.ssaEarly, SRC.ssaDelay],
    [
      'Social Security break-even age',
      'break-even breakeven age when does waiting pay off total lifetime',
      'The break-even age is the age from which waiting has paid more in total than claiming early. Comparing 62 with 70 (full retirement age 67), it usually lies around 80 to 81: if you live longer, waiting pays off. Give me your benefit at full retirement age and your year of birth, and I will calculate your own break-even ages.',
    ],
    [
      'Break-even bei der Social Security',
      'Break-even ab wann lohnt warten insgesamt',
      'Der Break-even ist das Alter, ab dem sich späteres Beantragen insgesamt mehr gelohnt hat als frühes. Im Vergleich 62 gegen 70 (volles Rentenalter 67) liegt er meist bei etwa 80 bis 81 Jahren. Nennen Sie mir Ihre Leistung zum vollen Rentenalter und Ihr Geburtsjahr, dann rechne ich Ihren Break-even aus.',
    ],
  ),
  cardOf(
    'ss-automatic-medicare',
    'medicare',
    'US',
    [SRC.medicareStart],
    [
      'Automatic Medicare enrollment with Social Security',
      'automatic enrollment Medicare already get Social Security card in the mail',
      'If you already receive Social Security (or Railroad Retirement) benefits when you turn 65, you are enrolled in Medicare Parts A and B automatically and your card arrives about 3 months before your birthday. You can turn Part B down if you have coverage from a current job; otherwise you must sign up yourself.',
    ],
    [
      'Automatische Medicare-Anmeldung',
      'automatisch angemeldet Medicare Karte Social Security',
      'Wer mit 65 schon Social Security bezieht, wird automatisch in Medicare Part A und B aufgenommen; die Karte kommt etwa 3 Monate vor dem Geburtstag. Part B kann man ablehnen, wenn man über eine aktuelle Beschäftigung versichert ist; sonst muss man sich selbst anmelden.',
    ],
  ),
  cardOf(
    'medicare-hsa',
    'medicare',
    'US',
    [SRC.medicareStart],
    [
      'Health savings account (HSA) and Medicare',
      'HSA health savings account contribute Medicare stop contributing',
      'Once you are enrolled in any part of Medicare you can no longer contribute to a health savings account, and Part A coverage can start up to 6 months back when you sign up after 65, so stop HSA contributions 6 months before you enroll to avoid a tax penalty. Money already in the HSA can still pay Medicare premiums and medical costs tax-free.',
    ],
    [
      'Gesundheitssparkonto (HSA) und Medicare',
      'HSA Gesundheitssparkonto Medicare Einzahlung',
      'Sobald man in einem Teil von Medicare versichert ist, darf man nicht mehr in ein Health Savings Account einzahlen; weil Part A bis zu 6 Monate rückwirkend beginnen kann, sollte man die Einzahlungen 6 Monate vor der Anmeldung beenden. Vorhandenes Guthaben kann weiter steuerfrei für Beiträge und Behandlungskosten genutzt werden.',
    ],
  ),
  cardOf(
    'medicare-extra-help',
    'medicare',
    'US',
    [SRC.medicarePartD],
    [
      'Help paying Medicare costs',
      'help paying Medicare low income Extra Help Medicare Savings Program Medicaid afford',
      'People with limited income and savings can get help: Medicare Savings Programs from your state can pay the Part B premium and sometimes deductibles, and Extra Help lowers Part D drug costs. Apply through your state Medicaid office or Social Security; a free SHIP counselor in your state can help you apply.',
    ],
    [
      'Hilfe bei Medicare-Kosten',
      'Hilfe geringes Einkommen Medicare Kosten Extra Help Medicaid',
      'Wer wenig Einkommen und Vermögen hat, bekommt Hilfe: Medicare Savings Programs der Bundesstaaten übernehmen den Part-B-Beitrag und teils Selbstbehalte, und „Extra Help“ senkt die Medikamentenkosten in Part D. Kostenlose SHIP-Beratungsstellen helfen beim Antrag.',
    ],
  ),
  cardOf(
    'us-bridge-before-65',
    'healthcare-costs',
    'US',
    [SRC.medicareBasics],
    [
      'Health insurance if you retire before 65',
      'retire before 65 health insurance bridge COBRA marketplace ACA early retirement coverage until Medicare starts 62 63 64 laid off',
      'If you stop working before 65, you need coverage until Medicare starts: COBRA lets you keep your employer plan for usually up to 18 months at the full cost, a spouse’s plan may cover you, and the Health Insurance Marketplace (healthcare.gov) sells plans with income-based tax credits. Losing job coverage opens a special enrollment period there.',
    ],
    [
      'Krankenversicherung bei Ruhestand vor 65 (USA)',
      'vor 65 Ruhestand Krankenversicherung USA COBRA Marketplace',
      'Wer vor 65 aufhört zu arbeiten, braucht bis Medicare eine Versicherung: Mit COBRA lässt sich der Arbeitgebertarif meist bis zu 18 Monate zum vollen Preis behalten, der Tarif des Ehepartners kann helfen, und der Health Insurance Marketplace bietet Tarife mit einkommensabhängigen Zuschüssen.',
    ],
  ),
  cardOf(
    'us-rollover',
    '401k',
    'US',
    [SRC.irsIras],
    [
      'Rolling over a 401(k) when you retire',
      'rollover roll over 401k IRA leave job retire move money direct rollover',
      'When you leave a job you can usually leave the money in the 401(k), move it to a new employer’s plan, or roll it over to an IRA. Ask for a direct rollover (plan to plan or plan to IRA): if a check is paid to you, 20% is withheld for tax and you have 60 days to deposit the full amount or it is taxed. Compare fees and investment choices before you move.',
    ],
    [
      '401(k) übertragen beim Ruhestand',
      '401k übertragen Rollover IRA Jobwechsel',
      'Beim Ausscheiden kann man das Geld meist im 401(k) lassen, in den Plan des neuen Arbeitgebers übertragen oder in eine IRA umschichten. Am besten als direkte Übertragung: Wird ein Scheck an Sie ausgezahlt, werden 20 % Steuer einbehalten, und Sie haben 60 Tage, den vollen Betrag einzuzahlen.',
    ],
  ),
  cardOf(
    'us-roth-conversion',
    '401k',
    'US',
    [SRC.irsIras],
    [
      'Roth conversions',
      'Roth conversion convert traditional IRA to Roth tax',
      'A Roth conversion moves money from a traditional IRA or 401(k) into a Roth account; the amount converted is taxed as income that year, and later qualified withdrawals are tax-free with no required minimum distributions. Some people convert in low-income years between retirement and required distributions; a larger income can also raise Medicare premiums two years later (IRMAA).',
    ],
    [
      'Roth-Umwandlung',
      'Roth Umwandlung Conversion traditionell Steuer',
      'Bei einer Roth-Umwandlung wird Geld aus einer traditionellen IRA in ein Roth-Konto verschoben; der umgewandelte Betrag wird im selben Jahr als Einkommen versteuert, spätere qualifizierte Entnahmen sind steuerfrei. Ein höheres Einkommen kann zwei Jahre später die Medicare-Beiträge erhöhen (IRMAA).',
    ],
  ),
  cardOf(
    'us-spousal-ira',
    '401k',
    'US',
    [SRC.irsIras],
    [
      'IRA for a spouse without earnings',
      'spousal IRA non-working spouse contribute',
      'A married couple filing jointly can contribute to an IRA for a spouse who has little or no earnings, as long as the couple together earned at least as much as both contribute; each spouse has their own limit of {us.irs.ira.limit}, plus {us.irs.ira.catch-up-50} from age 50.',
    ],
    [
      'IRA für einen Ehepartner ohne Einkommen',
      'Ehegatten IRA ohne Einkommen',
      'Bei gemeinsamer Steuererklärung können Paare auch für einen Ehepartner ohne eigenes Einkommen in eine IRA einzahlen, solange das gemeinsame Einkommen reicht; jeder hat seinen eigenen Höchstbetrag von {us.irs.ira.limit}, ab 50 zuzüglich {us.irs.ira.catch-up-50}.',
    ],
  ),
  cardOf(
    'de-schwerbehindert',
    'gesetzliche-rente',
    'DE',
    [
      law('sgb_6', '37', '§ 37 SGB VI Altersrente für schwerbehinderte Menschen'),
      law('sgb_6', '236a', '§ 236a SGB VI Altersrente für schwerbehinderte Menschen (Übergang)'),
    ],
    [
      'Pension for severely disabled people in Germany',
      'severely disabled disability handicapped pension Germany degree of disability 50 earlier early retire',
      'With a recognised degree of disability of at least 50 and 35 years of insurance, people born in 1964 or later can retire at 65 without a reduction, or from 62 with a reduction of 0.3% per month (10.8%); for earlier years the ages are lower.',
    ],
    [
      'Altersrente für schwerbehinderte Menschen',
      'schwerbehindert Schwerbehinderung Schwerbehindertenausweis Behinderung behindert GdB 50 Rente früher vorzeitig schwerbehinderte Menschen',
      'Mit einem anerkannten Grad der Behinderung von mindestens 50 und 35 Versicherungsjahren können Versicherte ab Jahrgang 1964 mit 65 ohne Abschlag in Rente gehen, oder ab 62 mit 0,3 % Abschlag je Monat (10,8 %); für frühere Jahrgänge gelten niedrigere Altersgrenzen.',
    ],
  ),
  cardOf(
    'de-renteninformation',
    'gesetzliche-rente',
    'DE',
    [SRC.drvBeratung],
    [
      'Renteninformation and Rentenauskunft',
      'pension statement Germany Renteninformation projection',
      'From age 27, with at least 5 years of contributions, the Deutsche Rentenversicherung sends a yearly Renteninformation with your pension so far and a projection; from 55 a detailed Rentenauskunft follows every 3 years. The amounts are gross, in today’s values.',
    ],
    [
      'Renteninformation und Rentenauskunft',
      'Renteninformation Rentenauskunft Hochrechnung Brief jährlich',
      'Ab 27 Jahren und mindestens 5 Beitragsjahren schickt die Deutsche Rentenversicherung jedes Jahr eine Renteninformation mit der bisherigen Rente und einer Hochrechnung; ab 55 folgt alle 3 Jahre eine ausführliche Rentenauskunft. Die Beträge sind brutto und in heutigen Werten; künftige Rentenanpassungen sind nicht eingerechnet.',
    ],
  ),
  cardOf(
    'de-rentenanpassung',
    'gesetzliche-rente',
    'DE',
    [SRC.sgb6_64],
    [
      'Yearly pension increase in Germany',
      'pension increase Germany July adjustment when is the next increase Rentenerhöhung',
      'German pensions are adjusted every 1 July in line with the development of wages; the new Rentenwert is {de.rentenwert}. The increase is paid automatically, with no application. The size of the next increase is announced each spring, once the wage figures are in; until then it is not known.',
    ],
    [
      'Rentenanpassung zum 1. Juli',
      'Rentenerhöhung Rentenanpassung Juli wie viel steigt die Rente wann kommt die nächste Rentenerhöhung nächstes Jahr',
      'Die Renten werden jedes Jahr zum 1. Juli an die Lohnentwicklung angepasst; der aktuelle Rentenwert beträgt {de.rentenwert}. Die Erhöhung kommt automatisch, ohne Antrag. Wie hoch die nächste Anpassung ausfällt, gibt die Bundesregierung jeweils im Frühjahr bekannt, wenn die Lohnzahlen vorliegen; vorher steht sie nicht fest.',
    ],
  ),
  cardOf(
    'de-abschlag-ausgleichen',
    'abschlaege-zuschlaege',
    'DE',
    [
      law(
        'sgb_6',
        '187a',
        '§ 187a SGB VI Zahlung von Beiträgen bei vorzeitiger Inanspruchnahme einer Rente wegen Alters',
      ),
    ],
    [
      'Buying back the early-retirement reduction',
      'offset reduction extra payments Germany from 50',
      'From age 50 you can make extra payments to the German pension insurance to offset some or all of the reduction for retiring early; the Deutsche Rentenversicherung tells you the amount on request, and the payments are tax-deductible. If you then retire later after all, they raise your pension.',
    ],
    [
      'Abschläge durch Sonderzahlung ausgleichen',
      'Abschläge ausgleichen Sonderzahlung ab 50 zurückkaufen',
      'Ab 50 können Sie mit Sonderzahlungen an die Rentenversicherung Abschläge ganz oder teilweise ausgleichen; die Deutsche Rentenversicherung nennt den Betrag auf Antrag, und die Zahlungen sind steuerlich absetzbar. Gehen Sie doch später, erhöhen sie die Rente.',
    ],
  ),
  cardOf(
    'de-grundsicherung',
    'gesetzliche-rente',
    'DE',
    [SRC.sgb12_41, SRC.sgb12_42, SRC.sgb12_43, SRC.drvBeratung],
    [
      'Basic income support in old age (Grundsicherung)',
      'basic income support old age Germany pension too low Grundsicherung im Alter social welfare office Sozialamt standard rate Regelsatz how much not enough to live on children pay documents papers what to bring',
      'If your pension and other income do not cover your basic needs, you can claim Grundsicherung im Alter from the social welfare office (Sozialamt) of your town or district once you reach the Regelaltersgrenze, or from 18 if you are permanently and fully unable to work. It tops your income up to your need: the standard rate of {de.sozialhilfe.regelbedarf.stufe-1} a month for a single person (Regelbedarfsstufe 1), plus reasonable costs of rent and heating and, in some cases, extra needs; your own income, and savings above a protected amount, count first. Your children only have to contribute if one of them has an income of more than 100,000 € a year (Angehörigen-Entlastungsgesetz), so most families pay nothing. You can also hand in the application at the Deutsche Rentenversicherung, which forwards it and advises free of charge on 0800 1000 4800. Documents for the application: your ID, the pension notice (Rentenbescheid), the tenancy agreement with the latest service-charge statement, bank statements of the last three months and proofs of savings.',
    ],
    [
      'Grundsicherung im Alter',
      'Grundsicherung im Alter Rente reicht nicht zum Leben Sozialamt zu wenig Rente Regelsatz wie viel Antrag Kinder zahlen Unterhalt Sozialhilfe Unterlagen Dokumente was mitbringen Nachweise',
      'Reichen Rente und sonstiges Einkommen nicht für den Lebensunterhalt, gibt es ab der Regelaltersgrenze (oder ab 18 bei dauerhaft voller Erwerbsminderung) Grundsicherung im Alter vom Sozialamt der Stadt oder des Kreises. Sie stockt das Einkommen bis zum Bedarf auf: der Regelsatz von {de.sozialhilfe.regelbedarf.stufe-1} im Monat für Alleinstehende (Regelbedarfsstufe 1), dazu die angemessenen Kosten für Miete und Heizung und in manchen Fällen Mehrbedarfe; eigenes Einkommen und Vermögen über einem Schonbetrag werden zuerst angerechnet. Kinder müssen nur zahlen, wenn eines von ihnen mehr als 100.000 € im Jahr verdient (Angehörigen-Entlastungsgesetz); die meisten Familien zahlen also nichts. Den Antrag können Sie auch bei der Deutschen Rentenversicherung abgeben, die ihn weiterleitet und kostenlos berät (0800 1000 4800). Unterlagen für den Antrag: Personalausweis, Rentenbescheid, Mietvertrag mit der letzten Nebenkostenabrechnung, Kontoauszüge der letzten drei Monate und Nachweise über Erspartes.',
    ],
  ),
  cardOf(
    'de-wohngeld',
    'budgeting',
    'DE',
    [SRC.wogg1, SRC.wogg7, SRC.wogg25, SRC.bmwsbWohngeldRechner],
    [
      'Housing benefit for pensioners in Germany',
      'housing benefit rent subsidy Germany pensioner Wohngeld rent too high pension not enough apply calculator Wohngeld-Rechner documents papers what to bring',
      'Pensioners whose income covers their living costs but leaves too little for the rent can get Wohngeld, a monthly subsidy to the rent (or, for owners who live in their home, to its costs). How much depends on the number of people in the household, their total income, the rent and the rent level of the town; the Wohngeld calculator of the federal housing ministry (BMWSB) gives an estimate. Apply at the Wohngeld office of your town or district: it is paid from the month you apply, so apply early. Wohngeld and Grundsicherung exclude each other; if your income is too low even with Wohngeld, Grundsicherung im Alter, which includes rent and heating, is the benefit to claim. Many eligible pensioners never apply, so it is worth checking. Documents for the application: your ID, the pension notice, the tenancy agreement or a rent certificate from the landlord and recent bank statements.',
    ],
    [
      'Wohngeld für Rentner',
      'Wohngeld Mietzuschuss Rentner kleine Rente Miete zu hoch über die Runden kommen Rente reicht nicht Wohngeldstelle Antrag Wohngeld-Rechner wie viel Unterlagen Dokumente was mitbringen Nachweise',
      'Rentnerinnen und Rentner, deren Einkommen zum Leben reicht, aber zu wenig für die Miete übrig lässt, können Wohngeld bekommen: einen monatlichen Zuschuss zur Miete (oder, wer im eigenen Haus wohnt, zu dessen Kosten). Die Höhe hängt von der Zahl der Haushaltsmitglieder, ihrem Gesamteinkommen, der Miete und der Mietenstufe der Gemeinde ab; eine Schätzung gibt der Wohngeld-Rechner des Bundesministeriums für Wohnen, Stadtentwicklung und Bauwesen. Den Antrag stellen Sie bei der Wohngeldstelle der Stadt, Gemeinde oder des Kreises; gezahlt wird ab dem Monat des Antrags, also lieber früh beantragen. Wohngeld und Grundsicherung schließen einander aus: Reicht das Einkommen auch mit Wohngeld nicht, ist die Grundsicherung im Alter, die Miete und Heizung einschließt, die richtige Leistung. Viele Berechtigte stellen keinen Antrag, eine Prüfung lohnt sich. Unterlagen für den Antrag: Personalausweis, Rentenbescheid, Mietvertrag oder eine Mietbescheinigung des Vermieters und aktuelle Kontoauszüge.',
    ],
  ),
  cardOf(
    'de-rente-reicht-nicht',
    'gesetzliche-rente',
    'DE',
    [SRC.wogg1, SRC.bmwsbWohngeldRechner, SRC.sgb12_41, SRC.sgb12_43, SRC.drvBeratung],
    [
      'When a German pension is not enough for the rent',
      'pension not enough for the rent cannot pay my rent small pension too little money Germany help from the state rent subsidy housing benefit Wohngeld Grundsicherung make ends meet low income heating costs',
      'If your German pension hardly covers the rent, two benefits are meant for exactly this, and many pensioners who qualify never claim them. First check Wohngeld, a monthly rent subsidy for people whose income covers their living costs but leaves too little for the rent: the Wohngeld calculator of the federal housing ministry (BMWSB) gives an estimate, and the Wohngeld office of your town decides. If your income is too low even with Wohngeld, Grundsicherung im Alter from the Sozialamt tops it up from the Regelaltersgrenze: the standard rate of {de.sozialhilfe.regelbedarf.stufe-1} a month for a single person plus reasonable rent and heating. Your children only have to contribute if one of them has an income of more than 100,000 € a year. The Deutsche Rentenversicherung (0800 1000 4800) and the Sozialamt advise free of charge, and social associations such as VdK or SoVD help their members.',
    ],
    [
      'Wenn die Rente nicht für die Miete reicht',
      'Rente reicht nicht für die Miete Miete nicht mehr bezahlen zahlen kleine Rente zu wenig Geld Wohngeld Grundsicherung Sozialamt Zuschuss zur Miete Hilfe vom Staat Wohnkosten Heizkosten Nebenkosten über die Runden kommen knapp wenig Rente was tun',
      'Reicht die Rente kaum für die Miete, gibt es zwei Leistungen genau dafür, die viele Berechtigte nie beantragen. Prüfen Sie zuerst das Wohngeld, einen monatlichen Zuschuss zur Miete für alle, deren Einkommen zum Leben reicht, aber nicht für die Miete: Der Wohngeld-Rechner des Bundesministeriums für Wohnen, Stadtentwicklung und Bauwesen gibt eine Schätzung, entscheiden tut die Wohngeldstelle der Gemeinde. Reicht das Einkommen auch mit Wohngeld nicht, stockt die Grundsicherung im Alter vom Sozialamt ab der Regelaltersgrenze auf: den Regelsatz von {de.sozialhilfe.regelbedarf.stufe-1} im Monat für Alleinstehende plus angemessene Miete und Heizung. Kinder müssen nur zahlen, wenn eines von ihnen mehr als 100.000 € im Jahr verdient. Kostenlos beraten die Deutsche Rentenversicherung (0800 1000 4800) und das Sozialamt; Sozialverbände wie VdK oder SoVD helfen ihren Mitgliedern.',
    ],
  ),
  cardOf(
    'de-freiwillige-beitraege',
    'gesetzliche-rente',
    'DE',
    [law('sgb_6', '7', '§ 7 SGB VI Freiwillige Versicherung')],
    [
      'Voluntary contributions to the German pension',
      'voluntary contributions pay in voluntarily Germany fill gaps worth it',
      'Anyone who is not compulsorily insured can pay voluntary contributions to the German pension insurance, for example to reach the 5 years needed for a pension or to fill gaps; the amount is up to you between a minimum and a maximum.',
    ],
    [
      'Freiwillige Beiträge zur Rentenversicherung',
      'freiwillige Beiträge freiwillig einzahlen einzuzahlen Rentenkasse Rentenversicherung lohnt sich Lücken schließen Wartezeit',
      'Wer nicht pflichtversichert ist, kann freiwillige Beiträge zur Rentenversicherung zahlen, etwa um die 5 Jahre Mindestversicherungszeit zu erreichen oder Lücken zu schließen; die Höhe wählen Sie zwischen einem Mindest- und einem Höchstbeitrag.',
    ],
  ),
  cardOf(
    'de-minijob',
    'gesetzliche-rente',
    'DE',
    [law('sgb_6', '6', '§ 6 SGB VI Befreiung von der Versicherungspflicht')],
    [
      'Mini-jobs and the German pension',
      'mini job pension contributions opt out Germany',
      'Mini-jobs are compulsorily insured in the pension insurance: you pay a small top-up and earn full pension months; you can opt out in writing, but then those months count less. As a pensioner after the Regelaltersgrenze you are no longer obliged to pay.',
    ],
    [
      'Minijob und Rente',
      'Minijob Rentenversicherung Befreiung Rentner',
      'Minijobs sind rentenversicherungspflichtig: Sie zahlen einen kleinen Eigenanteil und erwerben volle Beitragsmonate; eine Befreiung ist schriftlich möglich, dann zählen die Monate weniger. Nach der Regelaltersgrenze besteht keine Pflicht mehr.',
    ],
  ),
  cardOf(
    'de-tagespflege',
    'pflegeversicherung',
    'DE',
    [law('sgb_11', '41', '§ 41 SGB XI Tagespflege und Nachtpflege')],
    [
      'Day care for people in need of care',
      'day care adult day centre Germany care insurance',
      'From care grade 2 the German care insurance pays for day or night care in a facility up to a monthly amount of its own, in addition to the care allowance or care services; transport is included, meals and investment costs are paid privately.',
    ],
    [
      'Tagespflege und Nachtpflege',
      'Tagespflege Nachtpflege teilstationär Pflegekasse',
      'Ab Pflegegrad 2 zahlt die Pflegekasse Tages- oder Nachtpflege in einer Einrichtung bis zu einem eigenen Monatsbetrag, zusätzlich zu Pflegegeld oder Sachleistungen; die Fahrt ist enthalten, Verpflegung und Investitionskosten zahlt man selbst.',
    ],
  ),
  cardOf(
    'de-wohnraumanpassung',
    'pflegeversicherung',
    'DE',
    [law('sgb_11', '40', '§ 40 SGB XI Pflegehilfsmittel und wohnumfeldverbessernde Maßnahmen')],
    [
      'Home adaptations paid by the care insurance',
      'home adaptation grant walk-in shower stair lift Germany care grade',
      'From care grade 1 the German care insurance pays grants for adapting the home, such as a walk-in shower, grab bars or a stair lift, and covers care aids (for example disposable gloves) up to a monthly amount. Apply before the work starts.',
    ],
    [
      'Wohnumfeldverbesserung und Pflegehilfsmittel',
      'Zuschuss Umbau Wohnung barrierefrei Dusche Treppenlift Pflegehilfsmittel',
      'Ab Pflegegrad 1 zahlt die Pflegekasse Zuschüsse für den Umbau der Wohnung, etwa eine bodengleiche Dusche, Haltegriffe oder einen Treppenlift, und übernimmt Pflegehilfsmittel zum Verbrauch (etwa Einmalhandschuhe) bis zu einem Monatsbetrag. Den Antrag vor Beginn der Arbeiten stellen.',
    ],
  ),
  cardOf(
    'de-pflegezeit',
    'pflegeversicherung',
    'DE',
    [law('pflegezg', '3', '§ 3 PflegeZG Pflegezeit')],
    [
      'Time off work to care for a relative',
      'care leave time off work relative Germany full-time job caring for parent',
      'Employees in Germany can take up to 10 working days off at short notice to organise care for a close relative, with a care support allowance, and up to 6 months of full or partial leave (Pflegezeit) in firms with more than 15 employees.',
    ],
    [
      'Pflegezeit und Familienpflegezeit',
      'Pflegezeit Familienpflegezeit freistellen Arbeit Angehörige pflegen arbeite Vollzeit Beruf Job Pflege und Beruf vereinbaren',
      'Beschäftigte können kurzfristig bis zu 10 Arbeitstage freinehmen, um die Pflege eines nahen Angehörigen zu organisieren (mit Pflegeunterstützungsgeld), und in Betrieben mit mehr als 15 Beschäftigten bis zu 6 Monate ganz oder teilweise aussetzen (Pflegezeit).',
    ],
  ),
  cardOf(
    'de-widerspruch-pflegegrad',
    'pflegeversicherung',
    'DE',
    [SRC.sgb11_18],
    [
      'Appealing a care grade decision',
      'appeal care grade decision too low Germany objection',
      'If you think the care grade is too low, you can lodge an objection (Widerspruch) with the care fund within one month of the decision; ask for the assessment report and describe in writing what daily help is needed.',
    ],
    [
      'Widerspruch gegen den Pflegegrad',
      'Widerspruch Pflegegrad zu niedrig abgelehnt Einspruch',
      'Halten Sie den Pflegegrad für zu niedrig, können Sie innerhalb eines Monats nach dem Bescheid schriftlich Widerspruch bei der Pflegekasse einlegen; fordern Sie das Gutachten an und beschreiben Sie, welche Hilfe im Alltag nötig ist. Pflegeberatung und Sozialverbände helfen dabei.',
    ],
  ),
  cardOf(
    'de-pflegegrad-1',
    'pflegeversicherung',
    'DE',
    [SRC.bmgPflege],
    [
      'What care grade 1 brings',
      'care grade 1 benefits Germany',
      'Care grade 1 brings no care allowance, but the relief amount of {de.pflege.entlastungsbetrag} a month, care aids, home-adaptation grants, care advice and help at home through approved services.',
    ],
    [
      'Was Pflegegrad 1 bringt',
      'Pflegegrad 1 Leistungen was bekommt man',
      'Bei Pflegegrad 1 gibt es kein Pflegegeld, aber den Entlastungsbetrag von {de.pflege.entlastungsbetrag} im Monat, Pflegehilfsmittel, Zuschüsse zum Wohnungsumbau, Pflegeberatung und Hilfe im Alltag über anerkannte Angebote.',
    ],
  ),
  cardOf(
    'hausnotruf',
    'longevity',
    null,
    [SRC.cdcFalls],
    [
      'Personal emergency alarm',
      'emergency alarm button fall alert living alone medical alert',
      'A personal emergency alarm (a button worn on the wrist or neck) calls help at the press of a button, and some detect falls by themselves; it makes living alone safer. In Germany the care insurance pays the basic fee from care grade 1 if you live alone.',
    ],
    [
      'Hausnotruf',
      'Hausnotruf Notrufknopf allein leben Sturz Notruf Armband',
      'Ein Hausnotruf (Knopf am Handgelenk oder Hals) ruft per Knopfdruck Hilfe, manche Geräte erkennen Stürze selbst; er macht das Alleinleben sicherer. Ab Pflegegrad 1 übernimmt die Pflegekasse bei Alleinlebenden die Grundgebühr.',
    ],
  ),
  cardOf(
    'vaccinations',
    'longevity',
    null,
    [SRC.cdcActivity],
    [
      'Vaccinations in later life',
      'vaccines flu shot shingles pneumonia covid older adults vaccination',
      'Vaccinations matter more with age: a yearly flu shot, the shingles vaccine, pneumococcal vaccination against pneumonia and the current COVID-19 and RSV recommendations for older adults. Ask your doctor or pharmacist which ones are due for you.',
    ],
    [
      'Impfungen im Alter',
      'Impfung Grippe Gürtelrose Pneumokokken Impfen ab 60',
      'Impfungen werden mit dem Alter wichtiger: jährlich gegen Grippe, gegen Gürtelrose, gegen Pneumokokken (Lungenentzündung) sowie die aktuellen Empfehlungen zu COVID-19 und RSV für Ältere. Fragen Sie Ihre Hausarztpraxis, welche bei Ihnen fällig sind.',
    ],
  ),
  cardOf(
    'hearing',
    'cognitive-health',
    null,
    [SRC.nihBrain],
    [
      'Hearing loss in later life',
      'hearing loss hearing aids hard of hearing dementia risk',
      'Hearing loss is common with age and often creeps up unnoticed; untreated, it makes conversations tiring, leads to withdrawal and is linked to a higher risk of dementia. A hearing test is quick, and hearing aids help most people.',
    ],
    [
      'Schwerhörigkeit im Alter',
      'schwerhörig Hörgerät Hörtest hören',
      'Schwerhörigkeit ist im Alter häufig und kommt schleichend; unbehandelt macht sie Gespräche anstrengend, führt zu Rückzug und hängt mit einem höheren Demenzrisiko zusammen. Ein Hörtest beim HNO-Arzt geht schnell, und Hörgeräte helfen den meisten.',
    ],
  ),
  cardOf(
    'nutrition',
    'longevity',
    null,
    [SRC.cdcActivity],
    [
      'Eating well in later life',
      'nutrition diet eat protein older adults food healthy eating',
      'With age the body needs fewer calories but as much protein and as many vitamins as before: eat protein at every meal (fish, eggs, dairy, legumes), plenty of vegetables, fruit and whole grains, and drink regularly even without thirst. Unwanted weight loss is a reason to see your doctor.',
    ],
    [
      'Gesund essen im Alter',
      'Ernährung essen Eiweiß trinken Alter gesund',
      'Im Alter braucht der Körper weniger Kalorien, aber genauso viel Eiweiß und Vitamine: zu jeder Mahlzeit Eiweiß (Fisch, Eier, Milchprodukte, Hülsenfrüchte), viel Gemüse, Obst und Vollkorn, und regelmäßig trinken, auch ohne Durst. Ungewollter Gewichtsverlust ist ein Grund, zur Ärztin oder zum Arzt zu gehen.',
    ],
  ),
  cardOf(
    'depression',
    'longevity',
    null,
    [SRC.niaLoneliness],
    [
      'Low mood and depression in later life',
      "depression low mood sad no energy older adults treatment feeling down for weeks can't enjoy anything no interest blue",
      'Depression is not a normal part of ageing and can be treated at any age. Signs lasting more than two weeks, such as low mood, loss of interest, poor sleep or feeling worthless, are a reason to talk to your doctor. If you have thoughts of ending your life, call 988 in the US or the TelefonSeelsorge (0800 111 0 111) in Germany.',
    ],
    [
      'Niedergeschlagenheit und Depression im Alter',
      'Depression traurig antriebslos niedergeschlagen Alter seit Wochen keine Lust zu nichts mehr Freude',
      'Depression gehört nicht zum Älterwerden und ist in jedem Alter behandelbar. Halten Anzeichen wie gedrückte Stimmung, Interessenverlust, Schlafprobleme oder Gefühle der Wertlosigkeit länger als zwei Wochen an, sprechen Sie mit Ihrer Ärztin oder Ihrem Arzt. Bei Gedanken, sich das Leben zu nehmen: TelefonSeelsorge 0800 111 0 111 oder 0800 111 0 222.',
    ],
  ),
  cardOf(
    'dementia-signs',
    'cognitive-health',
    null,
    [SRC.nihBrain],
    [
      'Forgetfulness or dementia?',
      'dementia signs forgetful memory loss Alzheimer worried',
      'Occasionally forgetting a name is normal; a reason to see a doctor is when memory problems disrupt daily life, such as getting lost in familiar places, repeating the same questions, trouble with money or everyday tasks, or changes in personality. Some causes, such as vitamin deficiency, thyroid problems or medicines, can be treated.',
    ],
    [
      'Vergesslichkeit oder Demenz?',
      'Demenz Anzeichen vergesslich Gedächtnis Alzheimer Sorgen',
      'Gelegentlich einen Namen zu vergessen ist normal; ein Grund für einen Arztbesuch ist, wenn Gedächtnisprobleme den Alltag stören, etwa Verirren an bekannten Orten, immer gleiche Fragen, Schwierigkeiten mit Geld oder Alltagsaufgaben oder Veränderungen der Persönlichkeit. Manche Ursachen, etwa Vitaminmangel, Schilddrüse oder Medikamente, sind behandelbar.',
    ],
  ),
  cardOf(
    'caregiver-stress',
    'connection',
    null,
    [SRC.niaLoneliness],
    [
      'Looking after yourself as a caregiver',
      'caregiver stress burnout caring for spouse parent exhausted support taking care of my wife husband dementia worn out cannot cope',
      'Caring for a partner or parent is demanding; caregivers who take breaks care longer and better. Accept help, use respite care and day care, join a caregiver support group, and see your own doctor regularly.',
    ],
    [
      'Pflegende Angehörige: auf sich selbst achten',
      'pflegende Angehörige Überlastung erschöpft Entlastung Selbsthilfegruppe kann nicht mehr überfordert pflege meinen Mann meine Frau Demenz am Ende',
      'Die Pflege eines Partners oder Elternteils ist anstrengend; wer Pausen macht, pflegt länger und besser. Nehmen Sie Hilfe an, nutzen Sie Verhinderungspflege und Tagespflege, suchen Sie eine Angehörigengruppe und gehen Sie selbst regelmäßig zum Arzt.',
    ],
  ),
  cardOf(
    'scams',
    'budgeting',
    null,
    [SRC.ssaOigScams, SRC.ftcReportFraud, SRC.finraBrokerCheck],
    [
      'Protecting yourself from scams',
      'scam scams fraud neighbor friend keeps asking me for money invest it for me phone call caller grandchild trick investment fraud protect targeting seniors Social Security number suspended pay gift cards arrest threat IRS impostor',
      'Scammers often target older people: a caller posing as a grandchild or the police in urgent need of money, fake bank or government messages, or investments promising high, safe returns. Never give out PINs or passwords, hang up and call the person or institution back on a number you know, and talk to someone you trust before paying anything. Social Security, Medicare and the IRS never call to say your number is suspended, never threaten arrest and never ask for payment by gift card, wire transfer or cryptocurrency; report such calls to the Social Security Inspector General (oig.ssa.gov) or the FTC (reportfraud.ftc.gov).',
    ],
    [
      'Schutz vor Betrug',
      'Betrug Enkeltrick falsche Polizisten Kontodaten am Telefon Anruf Betrüger Abzocke Schockanruf Gewinnversprechen Rentenversicherung ruft an Geld überweisen Gutscheinkarten',
      'Betrüger nehmen oft Ältere ins Visier: Anrufer, die sich als Enkel oder Polizei in Geldnot ausgeben, gefälschte Nachrichten von Bank oder Behörden, oder Geldanlagen mit hohen, angeblich sicheren Renditen. Geben Sie nie PIN oder Passwörter heraus, legen Sie auf und rufen Sie die Person oder Stelle unter einer bekannten Nummer zurück, und sprechen Sie vor jeder Zahlung mit einem vertrauten Menschen. Die echte Polizei verlangt nie Geld am Telefon, und Rentenversicherung, Krankenkasse und Finanzamt verlangen nie Zahlungen mit Gutscheinkarten oder per Bargeldboten.',
    ],
  ),
  cardOf(
    'digital-skills',
    'purpose',
    null,
    [],
    [
      'Getting comfortable with smartphones and video calls',
      'smartphone video call family computer internet learn digital help',
      'Video calls with family are easiest with one app the whole family uses; ask a grandchild or a neighbour to set it up with you and practise once together. Libraries, community colleges and senior centres offer free or low-cost courses on smartphones, online banking and staying safe online.',
    ],
    [
      'Smartphone und Videoanrufe lernen',
      'Smartphone Videoanruf Familie Internet lernen Computer Kurs',
      'Videoanrufe mit der Familie gehen am einfachsten mit einer App, die alle nutzen; lassen Sie sie sich von Enkeln oder Nachbarn einrichten und üben Sie einmal gemeinsam. Volkshochschulen, Bibliotheken und Seniorentreffs bieten günstige Kurse zu Smartphone, Online-Banking und Sicherheit im Netz.',
    ],
  ),
  cardOf(
    'first-year-retirement',
    'purpose',
    null,
    [],
    [
      'The first year of retirement',
      'first year of retirement just retired adjust routine plan',
      'The first year is an adjustment: many people enjoy the freedom at first and then miss structure and contacts. Plan a loose weekly routine, keep a few fixed appointments (sport, a course, volunteering), agree with your partner how you share time and tasks, and try new things without committing too early.',
    ],
    [
      'Das erste Jahr im Ruhestand',
      'erstes Jahr Ruhestand gerade in Rente Umstellung Alltag',
      'Das erste Jahr ist eine Umstellung: Anfangs genießen viele die Freiheit, später fehlen Struktur und Kontakte. Planen Sie einen lockeren Wochenrhythmus mit einigen festen Terminen (Sport, Kurs, Ehrenamt), sprechen Sie mit Ihrer Partnerin oder Ihrem Partner über gemeinsame Zeit und Aufgaben, und probieren Sie Neues aus, ohne sich zu früh festzulegen.',
    ],
  ),
  cardOf(
    'travel-insurance',
    'overseas-retirement',
    null,
    [SRC.medicareTravel],
    [
      'Travel health insurance for older travellers',
      'travel insurance abroad trip health cover older',
      'Check before every trip abroad what your health insurance covers there: Original Medicare generally pays nothing outside the US, and German statutory insurance covers only what is usual in EU countries and no repatriation. A travel health insurance with repatriation cover is worth it; read the age limits and pre-existing-condition rules.',
    ],
    [
      'Auslandsreisekrankenversicherung',
      'Reiseversicherung Auslandskrankenversicherung Reise Ausland Rücktransport',
      'Prüfen Sie vor jeder Auslandsreise, was Ihre Krankenversicherung dort zahlt: Die gesetzliche Krankenversicherung deckt im EU-Ausland nur das dort Übliche und keinen Rücktransport. Eine Auslandsreisekrankenversicherung mit Rücktransport lohnt sich; achten Sie auf Altersgrenzen und Vorerkrankungen.',
    ],
  ),
  cardOf(
    'living-with-children',
    'relocation',
    null,
    [],
    [
      'Moving in with your children',
      'move in with children family granny flat live with kids',
      'Living with adult children can work well with clear agreements: your own room or flat if possible, how costs and chores are shared, privacy, and what happens if you need care. Talk it through with everyone involved before you give up your home.',
    ],
    [
      'Zu den Kindern ziehen',
      'zu den Kindern ziehen Einliegerwohnung Familie zusammen wohnen',
      'Mit erwachsenen Kindern zusammenzuwohnen kann gut gehen, wenn vieles klar besprochen ist: möglichst ein eigenes Zimmer oder eine Einliegerwohnung, Aufteilung von Kosten und Aufgaben, Rückzug, und was passiert, wenn Pflege nötig wird. Sprechen Sie mit allen Beteiligten, bevor Sie die eigene Wohnung aufgeben.',
    ],
  ),
  cardOf(
    'heat-health',
    'longevity',
    null,
    [SRC.cdcActivity],
    [
      'Staying safe in hot weather',
      'heat wave hot weather summer drink heat stroke older',
      'Older people feel thirst less and are more at risk in heat: drink regularly, keep rooms cool (close blinds during the day, air at night), avoid exertion at midday and check on neighbours who live alone. Confusion, dizziness or a very high temperature can be heat stroke: call %EMERGENCY%.',
    ],
    [
      'Gesund durch die Hitze',
      'Hitze Sommer trinken Hitzschlag heiß',
      'Ältere Menschen spüren Durst weniger und sind bei Hitze stärker gefährdet: regelmäßig trinken, Räume kühl halten (tagsüber verdunkeln, nachts lüften), mittags Anstrengung meiden und nach allein lebenden Nachbarn sehen. Verwirrtheit, Schwindel oder sehr hohe Körpertemperatur können ein Hitzschlag sein: Notruf %EMERGENCY% wählen.',
    ],
  ),
  // Warning signs people ask about in general ("what are the signs of a stroke?"): the safety stage
  // puts the emergency line first when one is happening; this answers the question itself.
  cardOf(
    'stroke-signs',
    'longevity',
    null,
    [SRC.cdcStroke, SRC.schlaganfallHilfe],
    [
      'Signs of a stroke',
      'stroke signs symptoms warning FAST BE FAST face drooping crooked smile arm weak numb one side slurred speech sudden vision loss dizziness balance severe headache mini stroke TIA',
      'A stroke is an emergency: call %EMERGENCY% at once, even if the signs pass, and note the time they began. Think BE FAST: Balance lost suddenly, Eyes (sudden trouble seeing), Face drooping on one side, Arm or leg weak or numb on one side, Speech slurred or confused, Time to call. A sudden, severe headache with no known cause is a warning sign too, and signs that go away again (a "mini-stroke", TIA) need the same call. Do not drive yourself and do not wait to see if it passes: treatment works best in the first hours.',
    ],
    [
      'Anzeichen eines Schlaganfalls',
      'Schlaganfall Anzeichen Symptome Warnzeichen FAST Gesicht hängt schiefes Lächeln Arm Bein taub schwach einseitig Sprache verwaschen Sprachstörung Sehstörung Schwindel Kopfschmerz Mini-Schlaganfall TIA Hirninfarkt',
      'Ein Schlaganfall ist ein Notfall: sofort %EMERGENCY% anrufen, auch wenn die Zeichen wieder verschwinden, und sich die Uhrzeit merken, zu der sie begannen. Der FAST-Test hilft: Face (eine Gesichtshälfte hängt, das Lächeln ist schief), Arms (ein Arm oder Bein ist schwach oder taub), Speech (Sprache verwaschen oder verwirrt), Time (keine Zeit verlieren). Auch plötzliche Sehstörungen, Schwindel mit Gangunsicherheit oder plötzlicher, heftiger Kopfschmerz können Zeichen sein, und Zeichen, die wieder vergehen (TIA, „Mini-Schlaganfall“), brauchen denselben Anruf. Nicht selbst fahren und nicht abwarten: Die Behandlung wirkt in den ersten Stunden am besten.',
    ],
  ),
  cardOf(
    'heart-attack-signs',
    'longevity',
    null,
    [SRC.cdcHeartAttack, SRC.herzstiftung],
    [
      'Signs of a heart attack',
      'heart attack signs symptoms chest pain pressure tightness squeezing arm jaw neck back pain shortness of breath cold sweat nausea light-headed tired women diabetes',
      'Call %EMERGENCY% at once at the signs of a heart attack, and do not drive yourself. The most common sign is pain, pressure or tightness in the chest that lasts more than a few minutes or comes back, often spreading to the arm, shoulder, neck, jaw or back. Shortness of breath, a cold sweat, nausea, light-headedness or unusual tiredness can come with it or alone, more often in women, older people and people with diabetes. Calling early saves heart muscle: it is never a bother to call.',
    ],
    [
      'Anzeichen eines Herzinfarkts',
      'Herzinfarkt Anzeichen Symptome Warnzeichen Brustschmerz Druck Enge Brust Arm Kiefer Hals Rücken ausstrahlen Atemnot kalter Schweiß Übelkeit Schwindel Erschöpfung Frauen Diabetes',
      'Bei Anzeichen eines Herzinfarkts sofort %EMERGENCY% anrufen und nicht selbst fahren. Typisch sind Schmerzen, Druck oder Enge in der Brust, die länger als fünf Minuten anhalten oder wiederkommen und oft in Arme, Schultern, Hals, Kiefer oder Rücken ausstrahlen. Atemnot, kalter Schweiß, Übelkeit, Schwindel oder ungewöhnliche Erschöpfung können dazukommen oder allein auftreten, häufiger bei Frauen, älteren Menschen und bei Diabetes. Früh anrufen rettet Herzmuskel: Es ist nie zu früh und nie lästig, die %EMERGENCY% zu wählen.',
    ],
  ),
  cardOf(
    'grandparenting',
    'purpose',
    null,
    [],
    [
      'Being involved as a grandparent',
      'grandchildren grandparent childcare help family',
      'Time with grandchildren is a source of joy and purpose for many; agree with the parents how often and how you help, so it stays a pleasure and not an obligation, and keep time for your own friends and interests. Grandparent-style mentoring (reading or homework help at schools) is an option for those without grandchildren nearby.',
    ],
    [
      'Großeltern sein',
      'Enkel Großeltern betreuen Familie helfen Leihgroßeltern',
      'Zeit mit Enkeln ist für viele eine Quelle von Freude und Sinn; sprechen Sie mit den Eltern ab, wie oft und wie Sie helfen, damit es Freude bleibt und keine Pflicht, und behalten Sie Zeit für eigene Freunde und Interessen. Wer keine Enkel in der Nähe hat, kann sich als Leihoma oder Leihopa oder als Lesepate engagieren.',
    ],
  ),
  cardOf(
    'medicare-vs-medicaid',
    'medicare',
    'US',
    [SRC.medicareBasics, SRC.medicareLtc],
    [
      'Medicare and Medicaid: the difference',
      'difference Medicare Medicaid compare low income dual eligible',
      'Medicare is federal health insurance for people 65 and older (and some younger people with disabilities), whatever their income. Medicaid is a joint federal and state program for people with low income and savings; rules differ by state, and unlike Medicare it pays for long-term nursing home care. People who qualify for both are "dual eligible", and Medicaid then helps with Medicare costs.',
    ],
    [
      'Medicare und Medicaid: der Unterschied',
      'Unterschied Medicare Medicaid USA geringes Einkommen',
      'Medicare ist die staatliche Krankenversicherung der USA für Menschen ab 65 (und manche jüngere mit Behinderung), unabhängig vom Einkommen. Medicaid ist ein Programm von Bund und Bundesstaaten für Menschen mit geringem Einkommen und Vermögen; die Regeln unterscheiden sich je Staat, und anders als Medicare zahlt es dauerhafte Pflege im Heim.',
    ],
  ),
  cardOf(
    'mortgage-retirement',
    'budgeting',
    null,
    [],
    [
      'Paying off the mortgage before retiring',
      'pay off mortgage debt before retirement house loan',
      'Entering retirement without a mortgage lowers your monthly costs and the income you need, which many people find reassuring. Weigh it against keeping enough savings at hand: do not empty your emergency reserve to pay it off, compare the interest rate with what your savings earn after tax, and remember that money put into the house is hard to get back out. A fee-only adviser can run the numbers with you.',
    ],
    [
      'Hypothek vor dem Ruhestand abbezahlen?',
      'Kredit Baufinanzierung abbezahlen Schulden Haus vor der Rente tilgen',
      'Schuldenfrei in den Ruhestand zu gehen senkt die monatlichen Kosten und das nötige Einkommen, was vielen Sicherheit gibt. Wägen Sie das gegen ausreichende Rücklagen ab: den Notgroschen nicht für die Tilgung aufbrauchen, den Kreditzins mit dem vergleichen, was Ersparnisse nach Steuern bringen, und bedenken, dass im Haus gebundenes Geld schwer wieder verfügbar ist. Eine unabhängige Beratung, etwa bei der Verbraucherzentrale, kann das mit Ihnen durchrechnen.',
    ],
  ),
  cardOf(
    'inflation-retirement',
    'budgeting',
    null,
    [],
    [
      'Inflation in retirement',
      'inflation prices rising purchasing power retirement money',
      'Inflation slowly erodes fixed incomes: at 2% a year, prices rise by about a fifth in 10 years. Social Security and the German statutory pension are raised every year, but many private and workplace pensions are not, so plan your budget with rising prices and keep part of long-term savings in assets that can grow.',
    ],
    [
      'Inflation im Ruhestand',
      'Inflation Preise steigen Kaufkraft Rente',
      'Inflation zehrt feste Einkommen langsam auf: Bei 2 % im Jahr steigen die Preise in 10 Jahren um etwa ein Fünftel. Die gesetzliche Rente wird jährlich angepasst, viele private und betriebliche Renten aber nicht; planen Sie daher mit steigenden Preisen.',
    ],
  ),
];
