// The calculators' assumptions in English and German: full sentences, each one thought, numbers
// already formatted for the language by the caller.

export const US_TEXT = {
  todaysDollars: {
    en: "Amounts in today's dollars: no cost-of-living adjustments, interest, taxes or Medicare premiums.",
    de: 'Beträge in heutigen Dollar: ohne Rentenanpassungen (COLA), Zinsen, Steuern und Medicare-Beiträge.',
  },
  rounding: {
    en: 'Monthly amounts are rounded to the nearest cent. SSA itself rounds each benefit down to the next 10 cents and pays whole dollars, so its figures can be a little lower.',
    de: 'Monatsbeträge sind auf den Cent gerundet. Die SSA rundet jede Leistung auf volle 10 Cent ab und zahlt volle Dollar aus; ihre Beträge können daher etwas niedriger sein.',
  },
  cumulative: {
    en: 'Cumulative totals count the monthly benefits received before each birthday. A break-even age is the first age at which claiming later has paid at least as much in total.',
    de: 'Summen zählen die Monatsleistungen bis vor dem jeweiligen Geburtstag. Der Break-even ist das erste Alter, ab dem der spätere Beginn insgesamt mindestens gleich viel gezahlt hat.',
  },
  notModelled: {
    en: 'Not included: the family maximum, the windfall and government-pension offsets, and benefits for children.',
    de: 'Nicht berücksichtigt: Familienhöchstbetrag, Anrechnung von Pensionen aus nicht versicherter Beschäftigung und Leistungen für Kinder.',
  },
  noEarningsTest: {
    en: 'Benefits before full retirement age assume you are not working. With earnings from work, give them to see the earnings test.',
    de: 'Leistungen vor dem vollen Rentenalter setzen voraus, dass Sie nicht arbeiten. Mit Arbeitseinkommen geben Sie es an, um die Hinzuverdienstregel (Earnings Test) zu sehen.',
  },
  yearOnly: {
    en: 'Only the birth year is known, so ages are not tied to calendar months. If you were born on 1 January, enter the previous year. With the full birth date, SSA’s month rules apply.',
    de: 'Nur das Geburtsjahr ist bekannt, daher ohne Kalendermonate. Wer am 1. Januar geboren ist, gibt das Vorjahr an. Mit dem Geburtsdatum gelten die Monatsregeln der SSA.',
  },
  notAt62: {
    en: (month: string) =>
      `SSA pays benefits before full retirement age only for months you are 62 throughout, so the earliest claim is at 62 and 1 month (from ${month}).`,
    de: (month: string) =>
      `Vor dem vollen Rentenalter zahlt die SSA nur für Monate, in denen Sie durchgehend 62 sind. Frühester Beginn ist daher 62 Jahre und 1 Monat (ab ${month}).`,
  },
  spouse: {
    en: "The spousal benefit depends on the partner's PIA, not on when the partner claims, but it cannot start before the partner files. Its reduction follows the spouse's age when it starts. When the own benefit is larger than the own PIA (delayed credits), the larger amount is taken off.",
    de: 'Die Ehegattenleistung hängt von der PIA des Partners ab, nicht von dessen Rentenbeginn, beginnt aber frühestens, wenn der Partner seine Leistung beantragt. Ihre Kürzung richtet sich nach dem Alter bei ihrem Beginn. Ist die eigene Leistung durch Zuschläge höher als die eigene PIA, wird der höhere Betrag abgezogen.',
  },
  partnerAlreadyFiled: {
    en: 'No claiming age was given for the partner, so the partner is taken to receive benefits already.',
    de: 'Für den Partner wurde kein Rentenbeginn angegeben; angenommen ist, dass er bereits Leistungen bezieht.',
  },
  deemedFiling: {
    en: 'Applying for the own benefit or the spousal benefit is applying for both (deemed filing, for everyone born on or after 2 January 1954, so for every choice still open), so the spousal part starts with the own benefit, or when the partner files if that is later.',
    de: 'Ein Antrag auf die eigene oder die Ehegattenleistung gilt für beide (Deemed Filing, für alle ab dem 2. Januar 1954 Geborenen, also für jede noch offene Entscheidung). Die Ehegattenleistung beginnt daher mit der eigenen Leistung oder, falls später, wenn der Partner beantragt.',
  },
  coupleYearsOnly: {
    en: "With birth years only, the partner's filing is placed in the spouse's life by the difference of the birth years.",
    de: 'Mit Geburtsjahren allein wird der Antrag des Partners über die Differenz der Geburtsjahre ins Leben des Ehegatten übertragen.',
  },
  survivor: {
    en: "The survivor benefit is 71.5% of the deceased's benefit at 60, rising each month to 100% at the survivor's full retirement age, and does not grow after it. If the deceased claimed early, it is limited to the larger of the deceased's reduced benefit and 82.5% of the PIA.",
    de: 'Die Hinterbliebenenleistung beträgt mit 60 71,5 % der Leistung des Verstorbenen, steigt monatlich bis 100 % im vollen Rentenalter des Hinterbliebenen und wächst danach nicht weiter. Hat der Verstorbene vorzeitig beantragt, ist sie auf den höheren Betrag aus dessen gekürzter Leistung und 82,5 % der PIA begrenzt.',
  },
  survivorOwnBenefit: {
    en: 'With an own retirement benefit, SSA pays the higher of the two, not both. The survivor benefit can be taken first and the own benefit later (or the other way round): survivor benefits are not subject to deemed filing.',
    de: 'Mit eigener Altersleistung zahlt die SSA die höhere der beiden, nicht beide. Man kann zuerst die Hinterbliebenenleistung und später die eigene nehmen (oder umgekehrt): Für Hinterbliebenenleistungen gilt kein Deemed Filing.',
  },
  earningsTest: {
    en: (earliest: boolean) =>
      `Earnings test${earliest ? ' (for the earliest claiming age, since no claiming age was given)' : ''}: earnings are taken as the same every year and spread evenly over it, in today's dollars, so each later year uses this year's exempt amount. Withheld benefits are not lost: at full retirement age the benefit is recomputed as if it had started later by the months withheld.`,
    de: (earliest: boolean) =>
      `Hinzuverdienst${earliest ? ' (für den frühesten Beginn, da kein Rentenbeginn angegeben ist)' : ''}: Das Arbeitseinkommen ist jedes Jahr gleich und gleichmäßig verteilt, in heutigen Dollar, daher gilt für spätere Jahre der Freibetrag dieses Jahres. Einbehaltene Leistungen sind nicht verloren: Im vollen Rentenalter wird die Leistung neu berechnet, als hätte sie um die einbehaltenen Monate später begonnen.`,
  },
  earningsTestMidYear: {
    en: 'With the birth year only, the earnings test takes a birthday in the middle of the year (2 July).',
    de: 'Mit dem Geburtsjahr allein nimmt der Hinzuverdienst-Test einen Geburtstag zur Jahresmitte an (2. Juli).',
  },
  staleFigure: {
    en: (label: string, year: string) =>
      `${label}: the figure for this year is not published in our table yet, so the value from ${year} is used.`,
    de: (label: string, year: string) =>
      `${label}: Der Wert für dieses Jahr ist in unserer Tabelle noch nicht veröffentlicht; verwendet wird der Wert von ${year}.`,
  },
} as const;

export const DE_TEXT = {
  gross: {
    en: 'The pension is gross. Health and long-term care contributions and possibly income tax are deducted from it. Give the number of children to see the net amount.',
    de: 'Die Rente ist ein Bruttobetrag. Davon gehen Beiträge zur Kranken- und Pflegeversicherung und ggf. Einkommensteuer ab. Geben Sie die Zahl Ihrer Kinder an, um den Nettobetrag zu sehen.',
  },
  net: {
    en: (zusatz: string, average: boolean) =>
      `Net after health and long-term care insurance as a compulsorily insured pensioner (KVdR): half the general rate of 14.6% plus half the additional rate of ${zusatz}${average ? ' (the average; your fund’s own rate may differ)' : ''}; the pension insurer pays the other half. Long-term care is paid in full, with the surcharge for people without children. Privately or voluntarily insured pensioners pay differently. Income tax is not deducted.`,
    de: (zusatz: string, average: boolean) =>
      `Netto nach Kranken- und Pflegeversicherung als pflichtversicherter Rentner (KVdR): die Hälfte des allgemeinen Beitragssatzes von 14,6\u00a0% und die Hälfte des Zusatzbeitrags von ${zusatz}${average ? ' (der Durchschnitt; der Ihrer Krankenkasse kann abweichen)' : ''}; die andere Hälfte zahlt die Rentenversicherung. Die Pflegeversicherung tragen Rentner allein, Kinderlose mit Zuschlag. Privat oder freiwillig Versicherte zahlen anders. Einkommensteuer ist nicht abgezogen.`,
  },
  gapNet: {
    en: 'The Rentenlücke compares the net pension with your target.',
    de: 'Die Rentenlücke vergleicht die Nettorente mit Ihrem Wunscheinkommen.',
  },
  gapGross: {
    en: 'The Rentenlücke compares the gross pension with your target, so the real gap is larger.',
    de: 'Die Rentenlücke vergleicht die Bruttorente mit Ihrem Wunscheinkommen; die tatsächliche Lücke ist daher größer.',
  },
  tax: {
    en: (percent: string, year: string, estimated: boolean) =>
      `Taxable share ${percent} for a pension beginning in ${year}${estimated ? ' (estimated from the birth year)' : ''}: this share of the first full year's pension counts as income; the rest stays tax-free as a fixed amount for life, so later increases are taxed in full. Whether tax is due depends on all income and allowances.`,
    de: (percent: string, year: string, estimated: boolean) =>
      `Besteuerungsanteil ${percent} bei Rentenbeginn ${year}${estimated ? ' (aus dem Geburtsjahr geschätzt)' : ''}: Dieser Teil der Rente des ersten vollen Jahres zählt als Einkommen; der Rest bleibt als fester Betrag lebenslang steuerfrei, spätere Erhöhungen sind voll steuerpflichtig. Ob Steuer anfällt, hängt vom gesamten Einkommen und den Freibeträgen ab.`,
  },
  todaysValues: {
    en: (date: string) =>
      `In today's values: aktueller Rentenwert valid from ${date}. Future pension increases and Entgeltpunkte still to be earned are not included (enter the Entgeltpunkte you expect by the start).`,
    de: (date: string) =>
      `In heutigen Werten: aktueller Rentenwert gültig ab ${date}. Künftige Rentenanpassungen und bis zum Rentenbeginn noch erworbene Entgeltpunkte sind nicht enthalten (geben Sie die bis dahin erwarteten Entgeltpunkte an).`,
  },
  early: {
    en: 'Early start: Altersrente für langjährig Versicherte from 63 (35 years of qualifying periods required), 0.3% less per month, at most 14.4%. Not modelled: the pension for severely disabled people, reduced earning capacity, additional earnings and partial pensions.',
    de: 'Früher Beginn: Altersrente für langjährig Versicherte ab 63 (35 Jahre Wartezeit vorausgesetzt), 0,3 % Abschlag je Monat, höchstens 14,4 %. Nicht berechnet: Altersrente für schwerbehinderte Menschen, Erwerbsminderung, Hinzuverdienst und Teilrente.',
  },
  besondersLangjaehrig: {
    en: (age: string) =>
      `With 45 years of Wartezeit (contributions from work, child raising up to age 10, care, ...; unemployment benefit in the last two years does not count), the Altersrente für besonders langjährig Versicherte is paid from ${age} without Abschlag.`,
    de: (age: string) =>
      `Mit 45 Jahren Wartezeit (Pflichtbeiträge aus Beschäftigung, Kindererziehung bis zum 10. Lebensjahr, Pflege …; Arbeitslosengeld in den letzten zwei Jahren zählt nicht) gibt es die Altersrente für besonders langjährig Versicherte ab ${age} ohne Abschlag.`,
  },
  notBesondersLangjaehrig: {
    en: (age: string) =>
      `The Altersrente für besonders langjährig Versicherte (from ${age} without Abschlag) needs 45 years of Wartezeit.`,
    de: (age: string) =>
      `Die Altersrente für besonders langjährig Versicherte (ab ${age} ohne Abschlag) setzt 45 Jahre Wartezeit voraus.`,
  },
  fromSalary: {
    en: 'Entgeltpunkte are estimated as years × salary relative to the average. Earnings above the contribution ceiling do not count, and periods without contributions (child raising, education ...) are not included.',
    de: 'Entgeltpunkte sind geschätzt als Jahre × Verhältnis zum Durchschnittsentgelt. Einkommen über der Beitragsbemessungsgrenze zählt nicht, beitragsfreie Zeiten (Kindererziehung, Ausbildung …) sind nicht enthalten.',
  },
  yearOnly: {
    en: 'Only the birth year is known, so the start is counted as an age. With the birth date the exact month follows (people born on the 1st reach an age one month earlier).',
    de: 'Nur das Geburtsjahr ist bekannt, daher zählt der Beginn als Alter. Mit dem Geburtsdatum folgt der genaue Monat (wer am 1. geboren ist, erreicht ein Alter einen Monat früher).',
  },
  rounding: {
    en: 'Persönliche Entgeltpunkte = Entgeltpunkte × Zugangsfaktor to four decimals, the monthly amount to the cent (§§ 121, 123 SGB VI).',
    de: 'Persönliche Entgeltpunkte = Entgeltpunkte × Zugangsfaktor auf vier Dezimalstellen, Monatsbetrag auf den Cent (§§ 121, 123 SGB VI).',
  },
  staleFigure: US_TEXT.staleFigure,
} as const;
