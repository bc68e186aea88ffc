import { cardOf } from './card.js';
import { SRC } from './sources.js';

// Die gesetzliche Rente in Deutschland: Altersgrenzen, Abschläge, Rentenwert, Vorsorge, Steuern.
export const DE_RENTE_CARDS = [
  cardOf(
    'de-regelaltersgrenze',
    'gesetzliche-rente',
    'DE',
    [SRC.sgb6_35, SRC.sgb6_235],
    [
      'Regelaltersgrenze in Germany',
      'German retirement age Regelaltersgrenze standard pension age born 1964 1960 when can I retire without deductions Germany',
      'The standard retirement age in Germany (Regelaltersgrenze) is 67 for everyone born in 1964 or later. For earlier years it rises step by step: 66 for people born in 1958, then 2 months more per year (66 and 2 months for 1959, 66 and 4 months for 1960, 66 and 6 months for 1961, 66 and 8 months for 1962, 66 and 10 months for 1963). At that age you get your pension without any reduction.',
    ],
    [
      'Regelaltersgrenze',
      'Regelaltersgrenze gesetzliche Rente Rentenalter wann Rente ohne Abschläge Jahrgang 1964 1960 1961 1962 1963 Schluss mit Arbeiten reguläre Altersrente Regelaltersrente',
      'Die Regelaltersgrenze liegt für alle ab Jahrgang 1964 bei 67 Jahren. Für frühere Jahrgänge steigt sie stufenweise: 66 Jahre für den Jahrgang 1958, dann 2 Monate mehr je Jahrgang (66 Jahre und 2 Monate für 1959, 4 Monate für 1960, 6 Monate für 1961, 8 Monate für 1962, 10 Monate für 1963). Ab der Regelaltersgrenze gibt es die Rente ohne Abschlag; nötig sind mindestens 5 Jahre Versicherungszeit.',
    ],
  ),
  cardOf(
    'de-rente-63',
    'abschlaege-zuschlaege',
    'DE',
    [SRC.sgb6_36, SRC.sgb6_77],
    [
      'Retiring at 63 in Germany',
      'retire at 63 Germany early pension long-insured 35 years reduction',
      'In Germany you can retire at 63 at the earliest with the pension for long-insured people (Altersrente für langjährig Versicherte), which needs 35 years of insurance. It is reduced by 0.3% for each month before your Regelaltersgrenze, for good: for people born in 1964 or later, 4 years early means 14.4% less. Without a reduction earlier is only possible with 45 years of contributions.',
    ],
    [
      'Rente mit 63 (langjährig Versicherte)',
      'Rente mit 63 früher in Rente langjährig Versicherte 35 Jahre Abschlag stimmt das',
      'Mit 63 in Rente gehen können langjährig Versicherte mit mindestens 35 Versicherungsjahren, dann aber mit Abschlag: 0,3 % für jeden Monat vor der Regelaltersgrenze, dauerhaft. Für den Jahrgang 1964 und später sind das 48 Monate, also 14,4 % weniger. Ohne Abschlag geht es früher nur mit 45 Beitragsjahren (besonders langjährig Versicherte).',
    ],
  ),
  cardOf(
    'de-45-jahre',
    'gesetzliche-rente',
    'DE',
    [SRC.sgb6_38, SRC.sgb6_236b],
    [
      'The 45-year pension in Germany',
      '45 years contributions especially long-insured retire earlier without deductions Germany',
      'With 45 years of contributions (Altersrente für besonders langjährig Versicherte) you can retire in Germany without any reduction before the Regelaltersgrenze: at 65 if you were born in 1964 or later; for earlier years the age rises by 2 months per year from 63 (64 for 1958, 64 and 4 months for 1960, 64 and 8 months for 1962, 64 and 10 months for 1963). Periods of unemployment benefit in the last 2 years before retirement generally do not count. Retiring even earlier is not possible with this pension.',
    ],
    [
      'Rente nach 45 Beitragsjahren',
      '45 Beitragsjahre besonders langjährig Versicherte ohne Abschlag früher abschlagsfrei 45 Jahre gearbeitet',
      'Mit 45 Jahren an Pflichtbeiträgen (Altersrente für besonders langjährig Versicherte) gehen Sie ohne Abschlag vor der Regelaltersgrenze in Rente: ab Jahrgang 1964 mit 65; für frühere Jahrgänge steigt das Alter ab 63 um 2 Monate je Jahrgang (64 Jahre für 1958, 64 Jahre und 4 Monate für 1960, 64 Jahre und 8 Monate für 1962, 64 Jahre und 10 Monate für 1963). Zeiten mit Arbeitslosengeld in den letzten 2 Jahren vor Rentenbeginn zählen in der Regel nicht mit; noch früher geht diese Rente nicht.',
    ],
  ),
  cardOf(
    'de-abschlag',
    'abschlaege-zuschlaege',
    'DE',
    [SRC.sgb6_77],
    [
      'Reductions for retiring early in Germany (Abschlag)',
      'reduction early retirement Germany Abschlag per month how much less',
      'Each month you start your German pension before the Regelaltersgrenze lowers it by 0.3%, for the rest of your life; at most 14.4% for the pension at 63. Someone born in 1962 who retires at 63 starts 44 months early and loses 13.2%.',
    ],
    [
      'Abschläge bei früherem Rentenbeginn',
      'Abschlag Abschläge früher in Rente Rentenabschlag pro Monat wie hoch vorzeitig',
      'Für jeden Monat, den die Rente vor der Regelaltersgrenze beginnt, sinkt sie um 0,3 %, und zwar dauerhaft. Bei der Rente ab 63 sind es höchstens 14,4 % (48 Monate). Wer 1962 geboren ist und mit 63 geht, beginnt 44 Monate früher: 13,2 % Abschlag. Abschläge lassen sich mit Sonderzahlungen ab 50 ausgleichen.',
    ],
  ),
  cardOf(
    'de-zuschlag',
    'abschlaege-zuschlaege',
    'DE',
    [SRC.sgb6_77],
    [
      'Working longer in Germany (Zuschlag)',
      'later retirement increase Germany Zuschlag work longer more pension',
      'If you start your German pension after the Regelaltersgrenze, it rises by 0.5% for each month later, for life: 6% for a year. You also keep earning Entgeltpunkte while you work.',
    ],
    [
      'Zuschlag bei späterem Rentenbeginn',
      'Zuschlag später in Rente länger arbeiten mehr Rente',
      'Wer die Rente erst nach der Regelaltersgrenze beginnt, bekommt für jeden Monat 0,5 % mehr, dauerhaft: 6 % für ein Jahr. Wer dabei weiterarbeitet, sammelt außerdem weitere Entgeltpunkte.',
    ],
  ),
  cardOf(
    'de-rentenwert',
    'gesetzliche-rente',
    'DE',
    [SRC.sgb6_64],
    [
      'The current pension value (Rentenwert)',
      'Rentenwert pension value pension point worth Entgeltpunkt Germany current',
      'The aktueller Rentenwert, what one Entgeltpunkt (pension point) pays a month, is {de.rentenwert}. It is adjusted every 1 July in line with wages. A year of average earnings brings one Entgeltpunkt.',
    ],
    [
      'Aktueller Rentenwert',
      'Rentenwert aktueller Rentenwert Rentenpunkt wert Entgeltpunkt wie viel',
      'Der aktuelle Rentenwert, also die Monatsrente für einen Entgeltpunkt (Rentenpunkt), beträgt {de.rentenwert}. Er wird jedes Jahr zum 1. Juli an die Lohnentwicklung angepasst. Ein Jahr mit Durchschnittsverdienst bringt einen Entgeltpunkt.',
    ],
  ),
  cardOf(
    'de-entgeltpunkte',
    'gesetzliche-rente',
    'DE',
    [SRC.sgb6_70, SRC.sgb6_64],
    [
      'Entgeltpunkte (pension points)',
      'Entgeltpunkte pension points how calculated average earnings one point',
      'Each year you earn Entgeltpunkte in proportion to your pay: earning exactly the average of all insured people brings 1 point, half the average 0.5. Your monthly pension is Entgeltpunkte × Zugangsfaktor × Rentenartfaktor × aktueller Rentenwert ({de.rentenwert}).',
    ],
    [
      'Entgeltpunkte',
      'Entgeltpunkte Rentenpunkte wie berechnet Durchschnittsverdienst ein Punkt Rentenformel',
      'Für jedes Jahr gibt es Entgeltpunkte im Verhältnis zum Verdienst: Wer genau den Durchschnitt aller Versicherten verdient, bekommt einen Entgeltpunkt, mit halbem Durchschnitt 0,5. Die Monatsrente ist Entgeltpunkte × Zugangsfaktor × Rentenartfaktor × aktueller Rentenwert ({de.rentenwert}). Ihre bisherigen Punkte stehen in der Renteninformation.',
    ],
  ),
  cardOf(
    'de-rentenluecke',
    'rentenluecke',
    'DE',
    [SRC.sgb6_64],
    [
      'The pension gap in Germany (Rentenlücke)',
      'pension gap Germany Rentenlücke close calculate',
      'The Rentenlücke is the difference between the net income you need in retirement and your net statutory pension. Take the projected pension from your Renteninformation, deduct health and care insurance and any tax, and compare it with your expected spending. Workplace pensions (bAV), Riester or Rürup plans, savings or working longer can close it.',
    ],
    [
      'Rentenlücke berechnen und schließen',
      'Rentenlücke berechnen ausrechnen schließen Lücke Rentenoptionen Versorgungslücke netto',
      'Die Rentenlücke ist der Unterschied zwischen dem Nettoeinkommen, das Sie im Ruhestand brauchen, und Ihrer Nettorente. So rechnen Sie: die Hochrechnung aus der Renteninformation nehmen, Kranken- und Pflegeversicherung und gegebenenfalls Steuern abziehen und mit Ihren erwarteten Ausgaben vergleichen. Schließen lässt sich die Lücke mit betrieblicher Altersvorsorge, Riester- oder Rürup-Rente, privater Vorsorge, Ersparnissen oder längerem Arbeiten. Nennen Sie mir Rente und Bedarf, dann rechne ich die Lücke aus.',
    ],
  ),
  cardOf(
    'de-grundrente',
    'gesetzliche-rente',
    'DE',
    [SRC.sgb6_76g, SRC.drvGrundrente],
    [
      'Grundrente in Germany',
      'Grundrente basic pension supplement low earners 33 years',
      'The Grundrente is a supplement for people who paid in for many years on low wages: it needs at least 33 years of Grundrentenzeiten (contributions from work, child raising or care). It is added automatically after an income check; you do not have to apply.',
    ],
    [
      'Grundrente',
      'Grundrente wer bekommt Zuschlag Geringverdiener 33 Jahre beantragen automatisch',
      'Die Grundrente ist ein Zuschlag zur Rente für Menschen, die lange zu niedrigen Löhnen eingezahlt haben: Nötig sind mindestens 33 Jahre Grundrentenzeiten (Pflichtbeiträge aus Arbeit, Kindererziehung oder Pflege), den vollen Zuschlag gibt es ab 35 Jahren. Eine Einkommensprüfung folgt automatisch; einen Antrag braucht es nicht.',
    ],
  ),
  cardOf(
    'de-hinzuverdienst',
    'gesetzliche-rente',
    'DE',
    [SRC.sgb6_34],
    [
      'Earning extra money beside a German pension',
      'work while drawing pension Germany earnings limit Hinzuverdienst',
      'Since 1 January 2023 there is no earnings limit for German old-age pensions, also when you retire early: you can earn as much as you like without your pension being cut. Limits still apply to reduced-earning-capacity pensions. Tax and, before the Regelaltersgrenze, contributions can be due on the earnings.',
    ],
    [
      'Hinzuverdienst zur Altersrente',
      'Hinzuverdienst dazuverdienen Rentner unbegrenzt Nebenjob Grenze arbeiten neben der Rente wie viel darf ich verdienen',
      'Seit 1. Januar 2023 gibt es für Altersrenten keine Hinzuverdienstgrenze mehr, auch nicht bei vorzeitiger Rente: Sie dürfen unbegrenzt dazuverdienen, ohne dass die Rente gekürzt wird. Bei Erwerbsminderungsrenten gelten weiter Grenzen. Auf den Verdienst können Steuern und Sozialbeiträge anfallen; Rentenbeiträge erhöhen später die Rente.',
    ],
  ),
  cardOf(
    'de-teilrente',
    'gesetzliche-rente',
    'DE',
    [SRC.sgb6_42],
    [
      'Partial pension (Teilrente) in Germany',
      'partial pension Teilrente Flexirente',
      'You can draw your German old-age pension as a partial pension of at least 10% of the full amount and keep working; the part not drawn keeps its value, and contributions from your work raise the pension later.',
    ],
    [
      'Teilrente und Flexirente',
      'Teilrente Flexirente teilweise Rente gleitender Übergang',
      'Die Altersrente lässt sich als Teilrente von mindestens 10 % der Vollrente beziehen, während man weiterarbeitet (Flexirente); der nicht bezogene Teil bleibt erhalten, und Beiträge aus der Arbeit erhöhen die Rente später.',
    ],
  ),
  cardOf(
    'de-witwenrente',
    'gesetzliche-rente',
    'DE',
    [SRC.sgb6_46, SRC.sgb6_242a],
    [
      'Widow’s pension in Germany',
      'widow pension Germany husband died Witwenrente large small age',
      'After the death of a husband, wife or registered partner, the German pension insurance pays a widow’s or widower’s pension if the marriage lasted at least one year. The large one (55% of the deceased’s pension, 60% for marriages before 2002 where one partner was born before 1962) is paid with reduced earning capacity, while raising a child under 18, or from an age that depends on the year of death: 46 years and 4 months for deaths in 2025, 46 and 6 months in 2026, 46 and 8 months in 2027, 46 and 10 months in 2028, and 47 for deaths from 2029. Otherwise the small one (25%) is paid for 2 years. Your own income above an allowance is deducted at 40%. For the first 3 months the full pension of the deceased is paid.',
    ],
    [
      'Witwenrente und Witwerrente',
      'Witwenrente Witwerrente Mann gestorben Frau gestorben Hinterbliebenenrente große kleine Alter ab wann',
      'Nach dem Tod des Ehepartners zahlt die Rentenversicherung eine Witwen- oder Witwerrente, wenn die Ehe mindestens ein Jahr bestand. Die große Witwenrente (55 % der Rente des Verstorbenen, 60 % bei Ehen, die vor 2002 geschlossen wurden und ein Partner vor 1962 geboren ist) gibt es bei Erwerbsminderung, mit einem Kind unter 18 oder ab einem Alter, das vom Todesjahr abhängt: 46 Jahre und 4 Monate bei Tod im Jahr 2025, 46 Jahre und 6 Monate 2026, 46 Jahre und 8 Monate 2027, 46 Jahre und 10 Monate 2028 und 47 Jahre bei Tod ab 2029. Sonst gibt es die kleine Witwenrente (25 %) für 2 Jahre. Eigenes Einkommen über einem Freibetrag wird zu 40 % angerechnet. In den ersten 3 Monaten (Sterbevierteljahr) gibt es die volle Rente des Verstorbenen.',
    ],
  ),
  cardOf(
    'de-rentenarten',
    'gesetzliche-rente',
    'DE',
    [SRC.sgb6_35, SRC.sgb6_43, SRC.sgb6_46],
    [
      'Kinds of pension in Germany',
      'kinds of pension Germany types old age disability survivors',
      'The German pension insurance pays old-age pensions (standard, for long-insured, for especially long-insured and for severely disabled people), pensions for reduced earning capacity, and survivors’ pensions for widows, widowers and orphans.',
    ],
    [
      'Rentenarten in Deutschland',
      'Rentenarten welche Renten gibt es Altersrente Erwerbsminderungsrente Hinterbliebenenrente',
      'Die gesetzliche Rentenversicherung zahlt Altersrenten (Regelaltersrente, für langjährig und besonders langjährig Versicherte, für schwerbehinderte Menschen), Renten wegen Erwerbsminderung und Hinterbliebenenrenten (Witwen-, Witwer- und Waisenrente).',
    ],
  ),
  cardOf(
    'de-antrag',
    'gesetzliche-rente',
    'DE',
    [SRC.sgb6_115, SRC.sgb6_99, SRC.drvBeratung],
    [
      'Applying for the German pension',
      'apply pension Germany application automatic',
      'The German pension is not paid automatically: you must apply, ideally 3 months before the start, online, at a Deutsche Rentenversicherung advice centre or through your town’s insurance office. Applied later than 3 months after the conditions are met, it starts only from the month of application.',
    ],
    [
      'Rente beantragen',
      'Rente beantragen Antrag wann stellen automatisch wie kommt die Rente von selbst',
      'Die Rente kommt nicht automatisch: Sie müssen sie beantragen, am besten 3 Monate vor dem gewünschten Beginn, online, in einer Beratungsstelle der Deutschen Rentenversicherung oder beim Versicherungsamt Ihrer Gemeinde. Wer den Antrag später als 3 Monate nach Erfüllen der Voraussetzungen stellt, bekommt die Rente erst ab dem Antragsmonat.',
    ],
  ),
  cardOf(
    'de-beratung',
    'gesetzliche-rente',
    'DE',
    [SRC.drvBeratung],
    [
      'Who to ask about your German pension',
      'who to contact advice Deutsche Rentenversicherung phone counselling',
      'The Deutsche Rentenversicherung advises free of charge: by phone on 0800 1000 4800 (free within Germany), in its advice centres (book an appointment) and through voluntary Versichertenberater in many towns. It can check your insurance record, say when you can retire and help with the application.',
    ],
    [
      'Ansprechpartner für die Rente',
      'Ansprechpartner wer hilft Beratung Rentenberatung Termin Servicetelefon Deutsche Rentenversicherung zuständig dafür',
      'Ansprechpartner ist die Deutsche Rentenversicherung: Sie berät kostenlos am Servicetelefon 0800 1000 4800, in ihren Auskunfts- und Beratungsstellen (Termin vereinbaren) und über ehrenamtliche Versichertenberater in vielen Orten. Sie prüft Ihr Versicherungskonto, sagt, ab wann Sie in Rente gehen können, und hilft beim Antrag.',
    ],
  ),
  cardOf(
    'de-besteuerung',
    'gesetzliche-rente',
    'DE',
    [SRC.estg22],
    [
      'Tax on German pensions',
      'tax pension Germany taxable share Besteuerungsanteil income tax',
      'German statutory pensions are partly taxable: the taxable share depends on the year your pension starts and is {de.einkommensteuer.besteuerungsanteil} for pensions starting this year; it rises by 0.5 percentage points a year until it reaches 100% in 2058. The tax-free part is fixed in euros for life. Tax is only due if your total taxable income is above the basic allowance.',
    ],
    [
      'Steuern auf die Rente (Besteuerungsanteil)',
      'Steuern Rente versteuern Besteuerungsanteil steuerpflichtig Prozent Steuererklärung Rentenbeginn',
      'Die gesetzliche Rente ist zum Teil steuerpflichtig: Der Besteuerungsanteil hängt vom Jahr des Rentenbeginns ab und beträgt für Renten, die in diesem Jahr beginnen, {de.einkommensteuer.besteuerungsanteil}; er steigt um 0,5 Prozentpunkte je Jahr bis 100 % im Jahr 2058. Der steuerfreie Teil bleibt als Eurobetrag lebenslang gleich. Steuern fallen nur an, wenn das zu versteuernde Einkommen insgesamt über dem Grundfreibetrag liegt.',
    ],
  ),
  cardOf(
    'de-grundfreibetrag',
    'gesetzliche-rente',
    'DE',
    [SRC.estg32a, SRC.estg22],
    [
      'Basic tax-free allowance (Grundfreibetrag) and pensioners',
      'Grundfreibetrag tax free allowance income tax pensioner pay tax return threshold',
      'German income tax is only due on taxable income above the basic allowance (Grundfreibetrag) of {de.einkommensteuer.grundfreibetrag} a year for a single person; for married couples filing jointly it is twice that. For a pension, only its taxable share (Besteuerungsanteil, set by the year it began) counts, less health and care contributions and other deductions, so many pensioners with only a statutory pension pay no income tax; the tax office or a Lohnsteuerhilfeverein can check whether you must file a return.',
    ],
    [
      'Grundfreibetrag: ab wann Rentner Steuern zahlen',
      'Grundfreibetrag steuerfrei Einkommensteuer Rentner Steuern zahlen Steuererklärung Freibetrag',
      'Einkommensteuer fällt nur auf das zu versteuernde Einkommen über dem Grundfreibetrag an: {de.einkommensteuer.grundfreibetrag} im Jahr für Alleinstehende, für zusammen veranlagte Ehepaare das Doppelte. Von der Rente zählt nur der steuerpflichtige Teil (Besteuerungsanteil, nach dem Jahr des Rentenbeginns), abzüglich Kranken- und Pflegeversicherungsbeiträgen und weiterer Abzüge; deshalb zahlen viele Rentnerinnen und Rentner mit nur einer gesetzlichen Rente keine Einkommensteuer. Ob Sie eine Steuererklärung abgeben müssen, klären das Finanzamt oder ein Lohnsteuerhilfeverein.',
    ],
  ),
  cardOf(
    'de-kvdr',
    'gesetzliche-rente',
    'DE',
    [SRC.sgb5_5, SRC.sgb5_249a],
    [
      'Health insurance contributions of German pensioners',
      'health insurance pensioner Germany contribution how much',
      'Pensioners with statutory health insurance pay half of the general rate of {de.kv.allgemeiner-beitragssatz}, that is {de.kv.allgemeiner-beitragssatz/2}, plus half of their fund’s additional contribution (on average {de.kv.durchschnittlicher-zusatzbeitrag} in all); the pension insurance pays the other half. Long-term care insurance ({de.pv.beitragssatz}) they pay in full.',
    ],
    [
      'Krankenversicherung der Rentner: Beiträge',
      'Krankenversicherung Krankenkasse Rentner Beitrag wie viel zahle ich KVdR Zusatzbeitrag',
      'Gesetzlich versicherte Rentnerinnen und Rentner zahlen die Hälfte des allgemeinen Beitragssatzes von {de.kv.allgemeiner-beitragssatz}, also {de.kv.allgemeiner-beitragssatz/2}, und die Hälfte des Zusatzbeitrags ihrer Krankenkasse (im Durchschnitt {de.kv.durchschnittlicher-zusatzbeitrag}); die andere Hälfte trägt die Rentenversicherung. Den Beitrag zur Pflegeversicherung ({de.pv.beitragssatz}) zahlen sie allein. Pflichtversichert in der Krankenversicherung der Rentner ist, wer in der zweiten Hälfte des Erwerbslebens zu 90 % gesetzlich versichert war.',
    ],
  ),
  cardOf(
    'de-pv-rentner',
    'pflegeversicherung',
    'DE',
    [SRC.sgb11_55, SRC.sgb11_59],
    [
      'Long-term care contributions from a German pension',
      'care insurance contribution pension childless deducted',
      'German pensioners pay the full long-term care contribution of {de.pv.beitragssatz} of their pension themselves; without children it is {de.pv.beitragssatz+de.pv.kinderlosenzuschlag}. Parents of two or more children under 25 pay less.',
    ],
    [
      'Pflegeversicherung: Beitrag von der Rente',
      'Pflegeversicherung Beitrag Rente abgezogen kinderlos Kinderlose wie hoch',
      'Vom Rentenbetrag wird der volle Beitrag zur Pflegeversicherung abgezogen: {de.pv.beitragssatz}, für Kinderlose {de.pv.beitragssatz+de.pv.kinderlosenzuschlag}. Eltern mit zwei oder mehr Kindern unter 25 zahlen weniger.',
    ],
  ),
  cardOf(
    'de-brutto-netto',
    'gesetzliche-rente',
    'DE',
    [SRC.sgb5_249a, SRC.sgb11_59],
    [
      'Gross and net German pension',
      'gross net pension Germany Renteninformation deductions',
      'The amounts in the Renteninformation are gross. From them, health insurance (half the general rate plus half the additional contribution) and the full long-term care contribution are deducted, and income tax may be due on the taxable share.',
    ],
    [
      'Brutto oder netto: was von der Rente abgeht',
      'brutto netto Renteninformation Abzüge was bleibt',
      'Die Beträge in der Renteninformation sind brutto. Davon gehen die Krankenversicherung (halber allgemeiner Beitragssatz plus halber Zusatzbeitrag) und der volle Pflegeversicherungsbeitrag ab, und auf den steuerpflichtigen Teil kann Einkommensteuer fällig werden.',
    ],
  ),
  cardOf(
    'de-riester',
    'rentenluecke',
    'DE',
    [SRC.estg10a],
    [
      'Riester pension',
      'Riester pension allowance state subsidy Germany worth it',
      'A Riester plan is a private or workplace pension with state allowances: a basic allowance of {de.riester.grundzulage} a year and {de.riester.kinderzulage} per child born from 2008, if you pay in 4% of last year’s earnings (minus the allowances, at least 60 €). Contributions up to 2,100 € a year can be tax-deductible.',
    ],
    [
      'Riester-Rente',
      'Riester Rente Zulage Förderung wie funktioniert lohnt sich noch Kosten',
      'Die Riester-Rente ist eine staatlich geförderte private oder betriebliche Vorsorge: Es gibt eine Grundzulage von {de.riester.grundzulage} im Jahr und {de.riester.kinderzulage} je ab 2008 geborenem Kind, wenn Sie 4 % Ihres Vorjahreseinkommens einzahlen (abzüglich der Zulagen, mindestens 60 €). Beiträge bis 2.100 € im Jahr können als Sonderausgaben abgesetzt werden; die Auszahlung im Alter wird voll versteuert.',
    ],
  ),
  cardOf(
    'de-ruerup',
    'rentenluecke',
    'DE',
    [SRC.estg10],
    [
      'Rürup (Basisrente)',
      'Rürup Basisrente self-employed tax deductible',
      'The Rürup or Basisrente is a private pension whose contributions are tax-deductible like those to the statutory pension, up to a yearly maximum; it is mainly used by the self-employed. It pays a lifelong monthly pension only, cannot be cashed in or inherited (except to a spouse), and the pension is taxed like the statutory one.',
    ],
    [
      'Rürup-Rente (Basisrente)',
      'Rürup Basisrente Selbstständige steuerlich absetzbar',
      'Die Rürup- oder Basisrente ist eine private Rente, deren Beiträge wie die zur gesetzlichen Rente bis zu einem Höchstbetrag steuerlich absetzbar sind; sie eignet sich vor allem für Selbstständige. Sie zahlt nur eine lebenslange Monatsrente, ist nicht kündbar oder vererbbar (außer an Ehepartner), und die Rente wird wie die gesetzliche versteuert.',
    ],
  ),
  cardOf(
    'de-bav',
    'rentenluecke',
    'DE',
    [SRC.betravg1],
    [
      'Workplace pension in Germany (bAV)',
      'workplace pension company pension Germany salary conversion employer',
      'With a workplace pension (betriebliche Altersvorsorge) your employer pays into a pension for you, or you convert part of your salary (Entgeltumwandlung), tax- and contribution-free within limits; employers must add 15% to converted salary where they save contributions. You have a legal right to salary conversion.',
    ],
    [
      'Betriebliche Altersvorsorge (bAV)',
      'betriebliche Altersvorsorge Betriebsrente Entgeltumwandlung Arbeitgeber Zuschuss',
      'Bei der betrieblichen Altersvorsorge zahlt Ihr Arbeitgeber für Sie in eine Betriebsrente ein, oder Sie wandeln einen Teil Ihres Gehalts um (Entgeltumwandlung), in Grenzen steuer- und sozialabgabenfrei; der Arbeitgeber muss 15 % dazugeben, soweit er Sozialbeiträge spart. Auf Entgeltumwandlung haben Beschäftigte einen Rechtsanspruch. Im Alter sind Betriebsrenten steuer- und meist beitragspflichtig.',
    ],
  ),
  cardOf(
    'de-kindererziehung',
    'gesetzliche-rente',
    'DE',
    [SRC.sgb6_56],
    [
      'Child-raising periods (Mütterrente)',
      'child raising periods mothers pension Mütterrente',
      'Parents get pension points for raising children: for children born from 1992, 3 years of child-raising periods, about 3 Entgeltpunkte; for children born earlier, 2.5 years. This is often called Mütterrente; it is credited to one parent, usually the mother.',
    ],
    [
      'Kindererziehungszeiten (Mütterrente)',
      'Mütterrente Kindererziehungszeiten Kinder Rente Erziehung Entgeltpunkte',
      'Für die Erziehung von Kindern gibt es Rentenpunkte: Für ab 1992 geborene Kinder 3 Jahre Kindererziehungszeit, rund 3 Entgeltpunkte; für früher geborene Kinder 2,5 Jahre. Das wird oft Mütterrente genannt und einem Elternteil gutgeschrieben, meist der Mutter.',
    ],
  ),
  cardOf(
    'de-rente-ausland',
    'overseas-retirement',
    'DE',
    [SRC.sgb6_110, SRC.drvAusland, SRC.euPension],
    [
      'German pension when living abroad',
      'German pension abroad move Spain Portugal receive outside Germany',
      'Your German statutory pension is paid if you move abroad: in full within the EU, the EEA and Switzerland, and in most other countries too (for non-Germans outside these countries some periods may count less). The pension is paid to a foreign account; you confirm once a year that you are alive. Health insurance follows the rules of your new country; within the EU, form S1 keeps German cover.',
    ],
    [
      'Rente im Ausland beziehen',
      'Rente Ausland auswandern Spanien Mallorca Portugal Italien Österreich Schweiz Türkei Thailand ins Ausland ziehen bekomme ich meine Rente weiter was passiert mit meiner Rente zahlt die Rentenversicherung ins Ausland Ruhestand',
      'Die deutsche gesetzliche Rente wird auch gezahlt, wenn Sie ins Ausland ziehen: in der EU, im EWR und in der Schweiz in voller Höhe, und auch in den meisten anderen Ländern (für Nicht-Deutsche außerhalb davon können einzelne Zeiten geringer zählen). Sie wird auf ein ausländisches Konto überwiesen; einmal im Jahr bestätigen Sie mit einer Lebensbescheinigung, dass Sie leben. Für die Krankenversicherung innerhalb der EU sorgt das Formular S1; Steuern können im neuen Land oder in Deutschland fällig sein.',
    ],
  ),
  cardOf(
    'de-beitragssatz',
    'gesetzliche-rente',
    'DE',
    [],
    [
      'German pension contribution rate',
      'contribution rate pension insurance Germany',
      'The contribution rate to the German statutory pension insurance is {de.rv.beitragssatz} of gross pay, shared equally by employee and employer.',
    ],
    [
      'Beitragssatz zur Rentenversicherung',
      'Beitragssatz Rentenversicherung wie hoch Prozent Beitrag',
      'Der Beitragssatz zur gesetzlichen Rentenversicherung beträgt {de.rv.beitragssatz} des Bruttolohns; Beschäftigte und Arbeitgeber tragen je die Hälfte.',
    ],
  ),
  cardOf(
    'de-gesetzliche-rente-ueberblick',
    'gesetzliche-rente',
    'DE',
    [SRC.sgb6_64, SRC.sgb6_35],
    [
      'How the German pension system works',
      'how German pension works retirement system Germany plan three pillars',
      'Germany’s retirement system rests on three pillars: the statutory pension (paid from contributions of {de.rv.beitragssatz} of pay, calculated from your Entgeltpunkte and the Rentenwert of {de.rentenwert}), workplace pensions, and private provision such as Riester, Rürup or savings. The statutory pension alone usually replaces about half of your last gross pay, so plan the rest early; your yearly Renteninformation shows your projection.',
    ],
    [
      'Wie das Rentensystem funktioniert',
      'Rentensystem erklären wie funktioniert drei Säulen planen Überblick Rentenoptionen gesetzliche Rente',
      'Die Altersvorsorge in Deutschland hat drei Säulen: die gesetzliche Rente (aus Beiträgen finanziert, berechnet aus Ihren Entgeltpunkten und dem Rentenwert von {de.rentenwert}), die betriebliche Altersvorsorge und die private Vorsorge wie Riester, Rürup oder Ersparnisse. Die gesetzliche Rente allein ersetzt meist nur etwa die Hälfte des letzten Bruttolohns, daher lohnt es sich, den Rest früh zu planen; die jährliche Renteninformation zeigt Ihre Hochrechnung.',
    ],
  ),
  cardOf(
    'de-erwerbsminderung',
    'gesetzliche-rente',
    'DE',
    [SRC.sgb6_43],
    [
      'Reduced earning capacity pension in Germany',
      'disability pension Germany cannot work reduced earning capacity',
      'If illness means you can work less than 6 hours a day, the German pension insurance can pay a pension for partially reduced earning capacity (less than 6 hours) or full reduced earning capacity (less than 3 hours), usually after at least 5 years of insurance with 3 years of contributions in the last 5.',
    ],
    [
      'Erwerbsminderungsrente',
      'Erwerbsminderungsrente krank nicht mehr arbeiten können EM-Rente',
      'Wer wegen Krankheit weniger als 6 Stunden täglich arbeiten kann, bekommt eine Rente wegen teilweiser, bei weniger als 3 Stunden wegen voller Erwerbsminderung, in der Regel nach mindestens 5 Versicherungsjahren mit 3 Jahren Pflichtbeiträgen in den letzten 5 Jahren.',
    ],
  ),
];
