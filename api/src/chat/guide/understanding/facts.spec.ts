import { ageAlone, ageOfAmount, bareNumber, factsOf, mergeFacts } from './facts.js';

const today = { year: 2026, month: 11 };

describe('factsOf', () => {
  it('reads birth dates the way people write them, in English and German', () => {
    expect(factsOf('I was born in March 1961', today)).toMatchObject({
      birthYear: 1961,
      birthMonth: 3,
    });
    expect(factsOf('I was born on July 15, 1961.', today)).toMatchObject({
      birthYear: 1961,
      birthMonth: 7,
      birthDay: 15,
    });
    expect(factsOf('Ich bin am 3.4.1960 geboren', today)).toMatchObject({
      birthYear: 1960,
      birthMonth: 4,
      birthDay: 3,
    });
    expect(factsOf('Jahrgang 1962, wann kann ich gehen?', today)).toMatchObject({
      birthYear: 1962,
    });
    expect(factsOf('Ich bin 1965 geboren', today)).toMatchObject({ birthYear: 1965 });
  });

  it('reads the year of birth from the age one turns next year, this year or in a given year', () => {
    expect(factsOf('I turn 63 next year. How much less would I get?', today)).toMatchObject({
      birthYear: 1964,
      askedAge: 63,
    });
    expect(
      factsOf(
        'Ich werde nächstes Jahr 63 und habe 40 Jahre gearbeitet. Wie viel wird mir abgezogen?',
        today,
      ),
    ).toEqual({ birthYear: 1964, askedAge: 63, yearsInsured: 40 });
    expect(factsOf('I’m turning 62 this year, should I claim?', today)).toMatchObject({
      birthYear: 1964,
      askedAge: 62,
    });
    expect(factsOf('2027 werde ich 64, wann kann ich in Rente?', today).birthYear).toBe(1963);
    // The age alone, with nothing about starting a pension, is not the age asked about.
    expect(factsOf('Next year I turn 65, when do I sign up for Medicare?', today)).toEqual({
      birthYear: 1962,
    });
    // Somebody else's age is not the person's own.
    expect(factsOf('my son will be 50 next year', today)).toEqual({});
    expect(factsOf('my husband turns 65 next year', today)).toEqual({});
  });

  it("reads a person's age now and what the husband or wife is paid, not years or other numbers", () => {
    expect(
      factsOf(
        'my husband is 68 and gets 2800 a month, im 64, what would I get as his wife?',
        today,
      ),
    ).toEqual({ currentAge: 64, partnerBenefit: 2800 });
    expect(factsOf("my husband's benefit is $2,400", today).partnerBenefit).toBe(2400);
    expect(factsOf('I am 70 years old', today).currentAge).toBe(70);
    // "I'm 40 years in the workforce" is no age; my own amount is no partner's.
    expect(factsOf("I'm 45 years into my career", today).currentAge).toBeUndefined();
    expect(factsOf('I get 1500 a month', today).partnerBenefit).toBeUndefined();
  });

  it('reads savings apart from the monthly income, with or without a currency or a "k"', () => {
    expect(factsOf('I have $400k saved and get 2100 from social security', today)).toMatchObject({
      savingsAmount: 400_000,
      incomeAmount: 2100,
    });
    expect(
      factsOf(
        'We have $600,000 in our 401k and will get 3,500 a month from social security',
        today,
      ),
    ).toMatchObject({ savingsAmount: 600_000, incomeAmount: 3500 });
  });

  it('reads the benefit at full retirement age and Entgeltpunkte in both number formats', () => {
    expect(factsOf('my benefit at full retirement age is $1,850', today).pia).toBe(1850);
    expect(factsOf('My PIA is 2200 dollars', today).pia).toBe(2200);
    expect(factsOf('Ich habe 38,5 Entgeltpunkte', today).entgeltpunkte).toBe(38.5);
  });

  it('counts a year of average pay as one Entgeltpunkt, and reads an amount at 67 as the full benefit', () => {
    expect(
      factsOf('Ich habe 45 Jahre gearbeitet, immer so ungefähr Durchschnitt verdient.', today)
        .entgeltpunkte,
    ).toBe(45);
    // The age of a letter's amount is not the age asked.
    expect(
      factsOf('Renteninfo sagt 1.720 Euro mit 67. Ich will mit 63 gehen. Was bekomme ich?', today),
    ).toMatchObject({ askedAge: 63, incomeAmount: 1720 });
    // Years without the average are no points.
    expect(factsOf('Ich habe 45 Jahre gearbeitet.', today).entgeltpunkte).toBeUndefined();
    expect(factsOf('my statement says $2,000 a month at 67', today)).toMatchObject({
      pia: 2000,
      fraTold: 67 * 12,
    });
  });

  it('reads the full retirement amount however it is said, but not a benefit paid now', () => {
    for (const [text, pia] of [
      ['My full-age benefit is $1,650.', 1650],
      ['my benefit at full age is 3000 a month', 3000],
      ['it says 2400 dollars a month if I wait to full retirement age', 2400],
      ['$1,900 at FRA', 1900],
    ] as const)
      expect(factsOf(text, today).pia).toBe(pia);
    // What he is paid now is no full retirement amount, nor anyone's of this person.
    expect(
      factsOf('He gets $3,224 a month now, but his full retirement age amount was $2,600.', today),
    ).not.toHaveProperty('pia', 3224);
  });

  it('reads the months late however a question about signing up late tells them', () => {
    expect(
      factsOf('I finally signed up and my gap was 38 months. The penalty?', today),
    ).toMatchObject({ monthsLate: 38 });
    expect(
      factsOf("I'm signing up late, it's been 27 months since I should have.", today),
    ).toMatchObject({ monthsLate: 27 });
    // Years of having Part B are no months late.
    expect(factsOf('I have had Part B for 2 years', today)).not.toHaveProperty('monthsLate');
  });

  it('reads waiting told without "later" as a span later, in months', () => {
    expect(factsOf('What if I wait 2 more years?', today).monthsShift).toBe(24);
    expect(factsOf('Und wenn ich 2 Jahre warte?', today).monthsShift).toBe(24);
    expect(factsOf('I could hold off 18 months', today).monthsShift).toBe(18);
    expect(factsOf('Ich gehe 2 Jahre früher', today).monthsShift).toBe(-24);
    expect(factsOf('I have to work 2 more years', today)).not.toHaveProperty('monthsShift');
  });

  it('reads a span from the regular age however it is named, and the full-age amount as the PIA', () => {
    expect(
      factsOf('Ich will 10 Monate vor meiner regulären Altersgrenze in Rente.', today).monthsShift,
    ).toBe(-10);
    expect(factsOf('Born July 1960. FRA amount $1,720.', today).pia).toBe(1720);
    expect(factsOf('My letter says at my full age I get 2650.', today).pia).toBe(2650);
  });

  it('reads a year of birth told in two digits only after a word for birth', () => {
    expect(factsOf('I was born in 62 (march) so thats 67 for me', today).birthYear).toBe(1962);
    expect(factsOf('Jahrgang 65, 45 Jahre Schicht', today).birthYear).toBe(1965);
    expect(factsOf('born 65 years ago', today)).not.toHaveProperty('birthYear');
    expect(factsOf('I have 62 points', today)).not.toHaveProperty('birthYear');
  });

  it('reads an age alone in a short follow-up, but not one about another person', () => {
    expect(ageAlone('What about 65 then?')).toBe(65);
    expect(ageAlone('und mit 66?')).toBe(66);
    expect(ageAlone('and my wife, she is 62?')).toBeUndefined();
    expect(ageAlone('and with 65 points?')).toBeUndefined();
    expect(ageAlone('and 65 or 66?')).toBeUndefined();
  });

  it('reads the age a question sets against the one asked', () => {
    expect(
      factsOf('How many dollars a month more would I get at 70 than at 62?', today),
    ).toMatchObject({ askedAge: 70, comparedAge: 62 });
    expect(factsOf('What if I claim at 67 instead of 62?', today)).toMatchObject({
      askedAge: 67,
      comparedAge: 62,
    });
    expect(factsOf('Wie viel mehr bekomme ich mit 67 als mit 63?', today)).toMatchObject({
      askedAge: 67,
      comparedAge: 63,
    });
    expect(factsOf('What do I get at 66?', today)).not.toHaveProperty('comparedAge');
  });

  it('reads a span counted from the Regelaltersgrenze, and work while the pension waits', () => {
    expect(
      factsOf('Ich überlege, noch ein Jahr über die Regelaltersgrenze hinaus zu arbeiten.', today)
        .monthsShift,
    ).toBe(12);
    expect(
      factsOf('Was kostet es, 2 Jahre vor der Regelaltersgrenze zu gehen?', today),
    ).toMatchObject({ monthsShift: -24 });
    expect(
      factsOf('What if I claim a year and a half past my full retirement age?', today),
    ).toMatchObject({ monthsShift: 18 });
    expect(
      factsOf(
        'Die Regelaltersgrenze habe ich erreicht, ich würde die Rente noch anderthalb Jahre nicht beantragen.',
        today,
      ).monthsShift,
    ).toBe(18);
    expect(
      factsOf('Ich will noch 18 Monate weiterarbeiten, ohne Rente zu beziehen.', today).monthsShift,
    ).toBe(18);
    expect(factsOf('Ich gehe ein halbes Jahr früher.', today).monthsShift).toBe(-6);
    // Working on with no word of the pension waiting earns points; it moves no start.
    expect(
      factsOf('Ich will noch 3 Jahre arbeiten, 1,2 Punkte im Jahr.', today),
    ).not.toHaveProperty('monthsShift');
  });

  it('reads months beyond the age asked, and forgets them when an age is asked again', () => {
    for (const [text, age, months] of [
      ['I would start it at 69 and three months, when he graduates.', 69, 3],
      ['Ich will mit 64 und einem halben Jahr aufhören.', 64, 6],
      ['What if I claim at 66 and a half?', 66, 6],
      ['Was bekomme ich mit 63,5?', 63, 6],
      ['Ich gehe mit 65 Jahren und 4 Monaten.', 65, 4],
    ] as const)
      expect(factsOf(text, today)).toMatchObject({ askedAge: age, askedAgeMonths: months });
    expect(factsOf('What do I get at 67 and 20 months?', today)).not.toHaveProperty(
      'askedAgeMonths',
    );
    const before = factsOf('at 69 and 3 months?', today);
    expect(mergeFacts(before, factsOf('And at 66?', today))).not.toHaveProperty('askedAgeMonths');
    expect(mergeFacts(before, factsOf('I was born in 1961', today))).toMatchObject({
      askedAge: 69,
      askedAgeMonths: 3,
    });
  });

  it('reads the age asked with "exactly", "just" or "right" before it', () => {
    expect(factsOf('thinking to start at exactly 65. what would it be?', today).askedAge).toBe(65);
    expect(factsOf('What if I claim at just 63?', today).askedAge).toBe(63);
  });

  it('reads months late, months early or later, and years of contributions', () => {
    expect(factsOf("I'm 2.5 years late signing up for Part B", today).monthsLate).toBe(30);
    expect(factsOf('zweieinhalb Jahre zu spät', today).monthsLate).toBe(30);
    expect(factsOf('24 Monate früher in Rente', today).monthsShift).toBe(-24);
    expect(factsOf('12 Monate länger arbeiten', today).monthsShift).toBe(12);
    // A span in years and months counts both parts, not only the months next to "late".
    expect(factsOf('I signed up for Part B 2 years and 4 months late', today).monthsLate).toBe(28);
    expect(factsOf('Part B um 1 Jahr und 5 Monate verpasst', today).monthsLate).toBe(17);
    expect(factsOf('2 Jahre, 3 Monate früher in Rente', today).monthsShift).toBe(-27);
    expect(factsOf('38 Beitragsjahre', today).yearsInsured).toBe(38);
    expect(factsOf('I worked 45 years in Germany', today).yearsInsured).toBe(45);
  });

  it('reads amounts with the currency before or after, and the German ",-"', () => {
    expect(factsOf('Ich bekomme 1450,- € Rente und brauche 2100 €', today)).toMatchObject({
      incomeAmount: 1450,
      neededAmount: 2100,
    });
    expect(factsOf('Rente EUR 1.280 netto, alles kostet mich 1.900 Euro', today)).toMatchObject({
      incomeAmount: 1280,
      neededAmount: 1900,
      currency: 'EUR',
    });
    expect(factsOf('I get 2,300 USD a month but spend about $3,100', today)).toMatchObject({
      incomeAmount: 2300,
      neededAmount: 3100,
      currency: 'USD',
    });
  });

  it('never reads the year of birth as a benefit, and understands "my birthday is"', () => {
    const facts = factsOf('My birthday is July 4, 1960 and my full benefit would be $2,100', today);
    expect(facts).toMatchObject({ birthYear: 1960, birthMonth: 7, birthDay: 4, pia: 2100 });
    const year = factsOf('My benefit at full retirement age, born in 1959, is not known', today);
    expect(year.birthYear).toBe(1959);
    expect(year.pia).toBeUndefined();
    expect(factsOf('I missed signing up for Part B by 26 months', today).monthsLate).toBe(26);
  });

  it('tells the income from the amount needed', () => {
    expect(factsOf('1.450 € Rente, ich brauche 2.200 €', today)).toMatchObject({
      incomeAmount: 1450,
      neededAmount: 2200,
      currency: 'EUR',
    });
    expect(
      factsOf('My pension will be $2,100 a month and I need about $3,000.', today),
    ).toMatchObject({ incomeAmount: 2100, neededAmount: 3000, currency: 'USD' });
  });

  it('reads what a household spends beyond its income as what savings pay, when asked how long they last', () => {
    expect(
      factsOf(
        'I get $2,250 a month from Social Security. My bills, rent, food, everything comes to about $3,100 a month. I have $85,000 in savings. How long will my savings last?',
        today,
      ),
    ).toMatchObject({ incomeAmount: 2250, neededAmount: 3100, monthlyWithdrawal: 850 });
    expect(
      factsOf(
        'Meine Rente ist 1.350 Euro netto. Meine Ausgaben mit Miete, Strom, Versicherungen und Essen sind so um die 1.950 Euro im Monat. Auf dem Sparbuch habe ich 48.000 Euro. Wie lange reicht mein Erspartes?',
        today,
      ),
    ).toMatchObject({ incomeAmount: 1350, monthlyWithdrawal: 600, savingsAmount: 48000 });
    // Smaller than the income, the monthly amount is what is taken out.
    expect(
      factsOf('I get $2,000 a month. How long would $50,000 last at $800 a month?', today),
    ).toMatchObject({ monthlyWithdrawal: 800 });
  });

  it('reads "August of 1963" as a month and year of birth', () => {
    expect(factsOf('I was born in August of 1963.', today)).toMatchObject({
      birthYear: 1963,
      birthMonth: 8,
    });
  });

  it('reads an age set against the asked one with words between, and "when I\'m 64" as an age to come', () => {
    expect(
      factsOf(
        'and if I start it next year when Im 64 instead of waiting all the way to 67?',
        today,
      ),
    ).toEqual({ askedAge: 64, comparedAge: 67 });
    expect(factsOf("I'm 64 and wonder when to claim.", today)).toMatchObject({ currentAge: 64 });
  });

  it('places "I turn 65 in August" in the next August', () => {
    expect(factsOf('I turn 65 in August', today)).toMatchObject({
      turns65Month: 8,
      turns65Year: 2027,
    });
    expect(factsOf('I turn 65 in October 2027.', today)).toMatchObject({
      turns65Month: 10,
      turns65Year: 2027,
    });
  });

  it('lets later facts replace earlier ones', () => {
    expect(mergeFacts({ birthYear: 1960, pia: 1000 }, { pia: 1200 })).toEqual({
      birthYear: 1960,
      pia: 1200,
    });
  });

  it('recognises a reply that is only a number', () => {
    expect(bareNumber('1961')).toBe(1961);
    expect(bareNumber('about $1,850')).toBe(1850);
    expect(bareNumber('38,5 Punkte')).toBe(38.5);
    expect(bareNumber('I was born in 1961')).toBeNull();
  });

  it("keeps whose amount it is: the partner's PIA, a late spouse's pension, the person's own", () => {
    expect(
      factsOf("My wife's PIA is $2,400. If I take spousal at 63, what do I get?", today),
    ).toMatchObject({ partnerBenefit: 2400, partnerIsPia: true });
    expect(factsOf("My wife's PIA is $2,400.", today).pia).toBeUndefined();
    const both = factsOf(
      'Mine at full retirement age is $700, his full retirement amount is $2,200.',
      today,
    );
    expect(both).toMatchObject({ pia: 700, partnerBenefit: 2200, partnerIsPia: true });
    // The late husband's pension in brackets, her own after "selbst".
    expect(
      factsOf(
        'Mein Mann (Rente 1.650 €) ist im März verstorben, ich habe selbst 780 € Rente.',
        today,
      ),
    ).toMatchObject({ partnerBenefit: 1650, incomeAmount: 780 });
    // After a death "wir" tells the marriage: her wage is her income, not the sum with his pension.
    expect(
      factsOf(
        'Wir waren 30 Jahre verheiratet, er ist gestorben. Er bekam 1.900 € Rente, ich verdiene 1.400 € brutto.',
        today,
      ),
    ).toMatchObject({ partnerBenefit: 1900, incomeAmount: 1400 });
  });

  it('reads "a year" as one year, in a span and in points earned a year', () => {
    expect(
      factsOf('I went a year and 4 months without Part B after I turned 65.', today).monthsLate,
    ).toBe(16);
    expect(
      factsOf('Ich verdiene etwa 1,3 Entgeltpunkte im Jahr. Was bringen 5 weitere Jahre?', today),
    ).toMatchObject({ pointsPerYear: 1.3, yearsMore: 5 });
    expect(
      factsOf('I earn about 1.1 pension points a year. What do 4 more years add?', today),
    ).toEqual({ pointsPerYear: 1.1, yearsMore: 4 });
  });

  it('takes the age the question asks about over an age the story names before it', () => {
    expect(
      factsOf('My neighbour retired at 62 and regrets it. What do I get if I claim at 66?', today)
        .askedAge,
    ).toBe(66);
    expect(
      factsOf('Mein Bruder ist mit 63 gegangen. Was kostet es mich, wenn ich mit 65 gehe?', today)
        .askedAge,
    ).toBe(65);
    // A question without an age leaves the story's age as the one asked about.
    expect(factsOf('I plan to claim at 64. How much less is that?', today).askedAge).toBe(64);
  });

  it('reads the age asked for from claiming words, not from a death or the end of work', () => {
    expect(
      factsOf('I will start collecting benefits the month I turn 63. Born 1964.', today).askedAge,
    ).toBe(63);
    expect(factsOf('I want to retire when I turn 62, born 1965.', today).askedAge).toBeUndefined();
    expect(
      factsOf('My husband passed away at 66. I just turned 61. What can I get?', today),
    ).toMatchObject({ currentAge: 61 });
    expect(
      factsOf('My husband passed away at 66. I just turned 61.', today).askedAge,
    ).toBeUndefined();
  });

  it('reads months without drug coverage told as "with no"', () => {
    expect(factsOf('I went 14 months with no drug plan at all.', today).monthsLate).toBe(14);
  });
});

describe('the month full retirement age is reached, and years that are no money', () => {
  it('reads the month of full retirement age when told, and no year as an amount', () => {
    const facts = factsOf(
      'I hit my full retirement age this September, 2026, born November 1959. Does the limit apply?',
      today,
    );
    expect(facts).toMatchObject({ fraMonth: 9, fraYear: 2026, birthYear: 1959, birthMonth: 11 });
    expect(facts.pia).toBeUndefined();
    expect(facts.atFullAge).toBeUndefined();
    expect(factsOf('She reaches her FRA in March of next year.', today).fraMonth).toBeUndefined();
    expect(factsOf('My full retirement amount is $2,026 a month.', today).pia).toBe(2026);
  });

  it('tells the age of an amount with a few words between, but not under "wenn"', () => {
    expect(ageOfAmount('Meine Rente mit 67 wäre laut Auskunft 1.800 Euro. Was fehlt mir?')).toBe(
      67,
    );
    expect(ageOfAmount('Was bekomme ich mit 63 wenn meine Rente 1.800 Euro ist')).toBeUndefined();
  });

  it('reads the age a statement gives its amount as no age asked, when another is told', () => {
    expect(
      factsOf('Meine Rente mit 67 wäre 1.300 €, aber ich möchte früher gehen, so mit 64.', today)
        .askedAge,
    ).toBe(64);
    expect(
      factsOf('Mit 66 bekäme ich etwa 1.480 Euro. Ich überlege, ab 63 zu gehen', today).askedAge,
    ).toBe(63);
    // The only age told stays the one asked.
    expect(factsOf('Meine Rente mit 67 wäre 1.300 €. Was bleibt netto?', today).askedAge).toBe(67);
  });

  it('tells the age a statement names for its amount', () => {
    expect(ageOfAmount('Laut Renteninformation bekäme ich mit 67 1.250 Euro.')).toBe(67);
    expect(ageOfAmount('My statement says $2,400 at 67.')).toBe(67);
    expect(ageOfAmount('What would I get at 62?')).toBeUndefined();
  });
});

describe('a need told as a share of the pay a pension replaces', () => {
  it('reads pay beside a pension as what it replaces, and the share of it as the need', () => {
    expect(
      factsOf(
        'Ich verdiene 2.400 Euro netto, meine gesetzliche Rente wird netto etwa 1.300 Euro sein. ' +
          'Wie groß ist meine Rentenlücke, wenn ich 80 Prozent brauche?',
        today,
      ),
    ).toMatchObject({ payAmount: 2400, incomeAmount: 1300, neededShare: 80, neededAmount: 1920 });
    expect(
      factsOf(
        'I take home $4,000 a month from my job and my Social Security will be about $2,300. ' +
          'How big is my gap if I need 75 percent of my pay?',
        today,
      ),
    ).toMatchObject({ payAmount: 4000, incomeAmount: 2300, neededAmount: 3000 });
    // Without a share, pay and a pension are still not one income of 3,700.
    expect(
      factsOf('Ich verdiene 2.400 Euro netto, meine Rente wird 1.300 Euro. Reicht das?', today)
        .incomeAmount,
    ).toBe(1300);
  });

  it('takes the newest of a share and an amount needed', () => {
    const first = factsOf(
      'Ich verdiene 2.400 Euro netto, meine Rente wird 1.300 Euro. Lücke, wenn ich 80 Prozent brauche?',
      today,
    );
    expect(mergeFacts(first, factsOf('Und wenn mir 70 Prozent reichen?', today)).neededAmount).toBe(
      1680,
    );
    const amount = mergeFacts(first, factsOf('Und wenn ich 2.000 Euro brauche?', today));
    expect(amount.neededAmount).toBe(2000);
    expect(amount.neededShare).toBeUndefined();
  });

  it('reads past the full stop of an abbreviation', () => {
    expect(
      factsOf(
        'Wir brauchen im Ruhestand so ca. 2.400 € netto im Monat. Die Rente wird bei 1.650 € netto liegen. Wie groß ist die Lücke?',
        today,
      ),
    ).toMatchObject({ neededAmount: 2400, incomeAmount: 1650 });
  });
});

describe('the month an age is reached this year', () => {
  it('reads "I turn 67 in November" as a month and year of birth, not as an age reached', () => {
    expect(
      factsOf(
        'I turn 67 (my full retirement age) in November 2026. How much will they withhold?',
        today,
      ),
    ).toMatchObject({ birthYear: 1959, birthMonth: 11 });
    expect(factsOf('Im turning 66 in march and already on SS', today)).toMatchObject({
      birthYear: 1961,
      birthMonth: 3,
    });
    expect(factsOf('Ich werde im Mai 2027 66, was bekomme ich?', today)).toMatchObject({
      birthYear: 1961,
      birthMonth: 5,
    });
    // Another person's birthday is not the person's own.
    expect(factsOf('my husband turns 67 in November', today).birthYear).toBeUndefined();
  });
});

describe('an age a claim was already made at', () => {
  it('is history, not the age asked about', () => {
    expect(
      factsOf('I get my own check, I started mine at 66 and I turned 68 this spring.', today)
        .askedAge,
    ).toBeUndefined();
    expect(
      factsOf('I claimed at 62. What would I have had if I had waited until 70?', today).askedAge,
    ).toBe(70);
    expect(
      factsOf('Ich bin mit 63 in Rente gegangen. Wie viel darf ich dazuverdienen?', today).askedAge,
    ).toBeUndefined();
  });
});

describe('a full retirement amount no benefit reaches', () => {
  it('is earnings, not the PIA', () => {
    const facts = factsOf(
      'From January through September 2026, before I reach full retirement age, I will have earned $80,160. How much of my benefit will they withhold?',
      today,
    );
    expect(facts.pia).toBeUndefined();
    expect(factsOf('My benefit at full retirement age is $2,400.', today).pia).toBe(2400);
  });
});
