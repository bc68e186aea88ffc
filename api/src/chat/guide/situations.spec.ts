import { askedSentence, IN_MONEY, situationOf } from './situations.js';
import { factsOf } from './understanding/facts.js';

const today = { year: 2026, month: 11, day: 22 };
const ask = (
  message: string,
  system: 'US' | 'DE',
  language: 'en' | 'de',
  earlier: string[] = [],
  pending: Parameters<typeof situationOf>[0]['pending'] = null,
  previousTopic: string | null = null,
) => {
  const own = factsOf(message, today);
  const facts = Object.assign({}, ...earlier.map((m) => factsOf(m, today)), own);
  return situationOf({ message, facts, own, system, language, pending, previousTopic, today });
};
const text = (result: ReturnType<typeof ask>): string =>
  result?.kind === 'answer' ? result.text : '';

describe('the sentence that asks', () => {
  it('is the last with a question mark, or the whole message', () => {
    expect(askedSentence('I turn 65 in March. Does it cost anything? My friend said no.')).toBe(
      ' Does it cost anything?',
    );
    expect(askedSentence('No question here.')).toBe('No question here.');
    // Read to the end in one pass, however long.
    expect(askedSentence(`${'a'.repeat(50_000)}?`)).toHaveLength(50_001);
  });
});

describe('personal situations', () => {
  it('works out the Medicare sign-up window from turning 65, unless a price is asked', () => {
    expect(
      text(ask('I turn 65 in August. When can I sign up for Medicare?', 'US', 'en')),
    ).toContain('Initial Enrollment Period lasts 7 months');
    expect(text(ask('I turn 65 in August.', 'US', 'en'))).toContain('Initial Enrollment Period');
    expect(
      ask('I turn 65 in March. Does Medicare charge anything for the hospital part?', 'US', 'en')
        ?.intent,
    ).not.toBe('medicare-window');
  });

  it('works out the share of the income the rent takes, against the yardstick of the market', () => {
    const us = text(
      ask(
        'My Social Security is $2,100 a month and the landlord raised the rent to $1,260. What percent of my income is the rent now?',
        'US',
        'en',
      ),
    );
    expect(us).toContain('Your rent of $1,260 is 60% of your income of $2,100 a month');
    expect(us).toContain('more than 50% as a severe one (HUD)');
    const de = text(
      ask(
        'Meine Rente ist 1.400 Euro netto, die Warmmiete 700 Euro. Wie viel Prozent geht für die Miete drauf?',
        'DE',
        'de',
      ),
    );
    expect(de).toContain('Ihre Miete von 700 € sind 50 % Ihres Einkommens von 1.400 € im Monat');
    expect(de).toContain('Wohngeld');
    // Within the yardstick it says so, and offers no help that is not asked for.
    const fine = text(
      ask('My pension is $3,000 and my rent is $750. What share of my income is that?', 'US', 'en'),
    );
    expect(fine).toContain('25% of your income');
    expect(fine).toContain('within the 30%');
    // A rent without a share asked is no share question.
    expect(
      ask('My pension is $3,000 and my rent is $750. Can I get help?', 'US', 'en')?.intent,
    ).not.toBe('housing-share');
  });

  it('says whether savings and a pension are enough to retire, by the 4 % rule, against the need when given', () => {
    // 4 % of 400,000 a year = 16,000, 1,333 a month; with 2,100 that is 3,433.
    const now = text(
      ask(
        'I have 400k saved and get 2100 from social security. Can I afford to retire now at 63?',
        'US',
        'en',
      ),
    );
    expect(now).toContain('$400,000 in savings can pay about $1,333 a month');
    expect(now).toContain('about $3,433 a month before taxes');
    expect(now).toContain('Until Medicare starts at 65');
    // The savings amount with a currency is not taken for the monthly income.
    const couple = text(
      ask(
        'We have $600,000 in our 401k and will get 3,500 a month from social security. We need about 6000 a month. Can we afford to retire?',
        'US',
        'en',
      ),
    );
    expect(couple).toContain('With your $3,500 a month that makes about $5,500 a month');
    expect(couple).toContain('You need $6,000: about $500 a month is missing.');
    const german = text(
      ask(
        'Ich habe 150.000 € gespart und bekomme 1.400 € Rente. Reicht das für den Ruhestand?',
        'DE',
        'de',
      ),
    );
    expect(german).toContain('150.000 € Erspartes etwa 500 € im Monat');
    expect(german).toContain('zusammen etwa 1.900 € im Monat vor Steuern');
    // Without the income, it is asked for.
    expect(ask('I have 300k saved, can I afford to retire?', 'US', 'en')).toMatchObject({
      kind: 'ask',
      intent: 'retire-afford',
      missing: 'incomeAmount',
    });
    // "200k" in a runway question is 200,000.
    expect(text(ask('how long will 200k last if I take 1500 a month', 'US', 'en'))).toContain(
      '$200,000 with $1,500 taken out each month lasts about 11 years and 1 month',
    );
  });

  it("works out a spouse's benefit from the partner's amount and the age, saying why it is only an upper bound", () => {
    // Age 64 in 2026: born 1961 or 1962, full retirement age 67 either way. Half of 2,800 = 1,400;
    // 36 months early: 36 × 25/36 % = 25 % less, so 1,050.
    const wife = text(
      ask(
        'my husband is 68 and gets 2800 a month, im 64, what would I get as his wife?',
        'US',
        'en',
      ),
    );
    expect(wife).toContain('half would be $1,400 a month');
    expect(wife).toContain(
      '36 months before your full retirement age of 67, reduces it by 25% for good, to about $1,050',
    );
    expect(wife).toContain('not half of what they are paid now');
    // Age 66 in 2026: born 1959 (66 and 10 months) or 1960 (67): the year of birth is asked for.
    expect(
      ask(
        "My wife gets $1,900 from Social Security. I'm 66, can I get spousal benefits on her record?",
        'US',
        'en',
      ),
    ).toMatchObject({ kind: 'ask', intent: 'us-spousal', missing: 'birthYear' });
    // The reply to that question (the planner reads a bare "1963" as the year asked for), no age
    // given, so the earliest start (62, 60 months early: 35 %).
    const reply = text(
      ask(
        'born 1963',
        'US',
        'en',
        ['my husband gets 3000 a month. what would I get as his wife?'],
        'us-spousal',
      ),
    );
    // A new question while the guide waits for the year is answered as a new question.
    expect(
      ask(
        'what does Medicare Part B cost?',
        'US',
        'en',
        ['my husband gets 3000 a month.'],
        'us-spousal',
      ),
    ).toBeNull();
    expect(reply).toContain('half would be $1,500 a month');
    expect(reply).toContain(
      'Starting it at 62, the earliest, 60 months before your full retirement age of 67, reduces it by 35% for good, to about $975',
    );
    // At full retirement age there is no reduction.
    expect(
      text(
        ask(
          "I'm 62 and my husband's benefit is $2,400. How much is the spousal benefit if I start at 67?",
          'US',
          'en',
        ),
      ),
    ).toContain('At 67 you have reached your full retirement age (67), so there is no reduction.');
    // A German pension question is not a US spousal benefit.
    expect(
      ask('Mein Mann bekommt 1.800 € Rente, was bekomme ich als seine Frau?', 'DE', 'de')?.intent,
    ).not.toBe('us-spousal');
  });

  it('works out the Abschlag from the age one turns next year, set against the years given', () => {
    // Born 1964: Regelaltersgrenze 67, so 63 is 48 months early: 48 × 0.3 % = 14.4 %.
    const forty = text(
      ask(
        'Ich werde nächstes Jahr 63 und habe 40 Jahre gearbeitet. Wie viel wird mir abgezogen?',
        'DE',
        'de',
      ),
    );
    expect(forty).toContain('Jahrgang 1964');
    expect(forty).toContain('14,4 % Abschlag');
    expect(forty).toContain('Die nötigen 35 Versicherungsjahre haben Sie mit 40 Jahren');
    // 40 years are short of the 45 of the pension without reduction: never "without a reduction" as if it applied.
    expect(forty).toContain('mit 40 Jahren erreichen Sie das nicht');
    const thirty = text(
      ask(
        'Ich werde nächstes Jahr 63 und habe 30 Jahre gearbeitet. Kann ich dann in Rente?',
        'DE',
        'de',
      ),
    );
    expect(thirty).toContain('ginge es nur mit 35 Versicherungsjahren');
    expect(thirty).toContain('mit 30 Jahren reicht es noch nicht');
    // The US reduction needs no amount: 48 months early = 36 × 5/9 % + 12 × 5/12 % = 25 %.
    const us = text(ask('I turn 63 next year. How much less would I get?', 'US', 'en'));
    expect(us).toContain('born in 1964');
    expect(us).toContain('Starting at 63, you get 25% less than at full retirement age, for life.');
  });

  it('works out how long savings last from the two amounts, in either order and language', () => {
    const us = ask(
      'how long will my savings last if I have 300,000 and spend 2000 a month',
      'US',
      'en',
    );
    // 300,000 / 2,000 = 150 months = 12 years 6 months; 4 % of 300,000 / 12 = 1,000.
    expect(text(us)).toMatch(/\$300,000 with \$2,000 .* 12 years and 6 months \(150 months\)/);
    expect(text(us)).toContain('about $1,000 a month');
    const de = ask(
      'Wie lange reicht mein Erspartes von 80.000 €, wenn ich 600 € im Monat entnehme?',
      'DE',
      'de',
    );
    // 80.000 / 600 = 133,3: 133 whole months = 11 years 1 month.
    expect(text(de)).toContain('etwa 11 Jahre und 1 Monat (133 Monate)');
    expect(ask('Ich habe 120000 Euro gespart. Wie lange reicht das?', 'DE', 'de')).toMatchObject({
      kind: 'ask',
      missing: 'monthlyWithdrawal',
    });
    expect(ask('How long will my money last?', 'US', 'en')).toMatchObject({
      kind: 'ask',
      missing: 'savingsAmount',
    });
  });

  it('reads a birthday told after an answer on that subject as a question for that person', () => {
    const medicare = ask('I was born on May 15, 1961', 'US', 'en', [], null, 'medicare');
    expect(text(medicare)).toContain('from February 2026 through August 2026');
    const rente = ask('Ich bin 1966 geboren', 'DE', 'de', [], null, 'gesetzliche-rente');
    expect(text(rente)).toContain('Regelaltersgrenze von 67 Jahren');
    // Without such an answer before, a birthday alone is no question.
    expect(ask('Ich bin 1966 geboren', 'DE', 'de')).toBeNull();
  });

  it('asks for the year of birth when someone asks when they can retire, but not when the pension is paid', () => {
    expect(ask('Wann kann ich in Rente gehen?', 'DE', 'de')).toMatchObject({
      kind: 'ask',
      intent: 'de-retirement-age',
      missing: 'birthYear',
    });
    expect(ask('When can I retire?', 'US', 'en')).toMatchObject({
      kind: 'ask',
      intent: 'us-full-retirement-age',
    });
    expect(ask('Wann kommt die Rente aufs Konto?', 'DE', 'de')).toBeNull();
    expect(ask('When should I claim Social Security?', 'US', 'en')).toBeNull();
    expect(ask('How much Social Security will I get?', 'US', 'en')).toMatchObject({
      kind: 'ask',
      missing: 'pia',
    });
  });

  it('computes the Abschlag for a start age from the birth year (1962 at 63: 44 months, 13.2 %)', () => {
    const result = ask(
      'Ich bin 1962 geboren und will mit 63 in Rente. Wie viel Abschlag habe ich?',
      'DE',
      'de',
    );
    expect(result).toMatchObject({ kind: 'answer', intent: 'de-start-age' });
    expect(result?.kind === 'answer' && result.text).toMatch(/44 Monate früher.*13,2 %/);
  });

  it('gives the Regelaltersgrenze and says what 45 years would change', () => {
    const result = ask('Ich bin 1965 geboren, 38 Beitragsjahre, wann ohne Abschläge?', 'DE', 'de');
    expect(result?.kind === 'answer' && result.text).toMatch(/67 Jahren.*45 Beitragsjahren.*65/s);
    const long = ask(
      'Ich habe 45 Jahre gearbeitet und bin 1963 geboren. Ab wann ohne Abschlag?',
      'DE',
      'de',
    );
    expect(long?.kind === 'answer' && long.text).toContain('64 Jahren und 10 Monaten');
    expect(long?.kind === 'answer' && long.text).not.toMatch(/Jahren Jahren/);
  });

  it('answers both parts of "full retirement age (born 1962) and what do I lose at 62"', () => {
    const result = ask(
      "What's my full retirement age (born 1962) and how much do I lose if I start at 62?",
      'US',
      'en',
    );
    expect(result).toMatchObject({ kind: 'answer', intent: 'us-full-retirement-age' });
    expect(result?.kind === 'answer' && result.text).toMatch(
      /is 67\b.*at 62, you get 30(\.00)?% less/s,
    );
    expect(result?.kind === 'answer' && result.text).not.toMatch(/\$1,962/);
  });

  it('computes the Part B penalty from months late (2.5 years: 2 full years, 20 %)', () => {
    const result = ask("I'm 2.5 years late signing up for Part B. What's my penalty?", 'US', 'en');
    expect(result?.kind === 'answer' && result.text).toMatch(
      /30 months.*2 full 12-month periods.*20%/s,
    );
    expect(result?.kind === 'answer' && result.text).toContain('$40.60');
  });

  it('gives the Medicare window from a birthday, a month earlier for the 1st', () => {
    const result = ask(
      'I was born on July 15, 1961. When is my Medicare enrollment window?',
      'US',
      'en',
    );
    expect(result?.kind === 'answer' && result.text).toMatch(/April 2026 through October 2026/);
    const first = ask('Born on July 1, 1961, when do I sign up for Medicare?', 'US', 'en');
    expect(first?.kind === 'answer' && first.text).toMatch(/March 2026 through September 2026/);
  });

  it('works out a gap from two amounts, in either format', () => {
    const de = ask('1.450 € Rente, ich brauche 2.200 €', 'DE', 'de');
    expect(de?.kind === 'answer' && de.text).toContain('750 €');
    const en = ask(
      'My pension will be $2,100 a month and I need about $3,000. How big is my gap?',
      'US',
      'en',
    );
    expect(en?.kind === 'answer' && en.text).toContain('$900');
  });

  it('asks for exactly the one number missing, and uses the reply', () => {
    // At 68 in 2026 the year of birth may be 1958 or 1959, each with its own full retirement age.
    const first = ask('How much Social Security will I get at 68? My PIA is $1,800.', 'US', 'en');
    expect(first).toMatchObject({ kind: 'ask', missing: 'birthYear' });
    const gap = ask('Ich brauche 2.000 € im Monat. Wie groß ist meine Lücke?', 'DE', 'de');
    expect(gap).toMatchObject({ kind: 'ask', missing: 'incomeAmount' });
  });

  it('leaves ordinary questions to the cards', () => {
    expect(ask('What is the IRA contribution limit?', 'US', 'en')).toBeNull();
    expect(ask('Wie hoch ist der aktuelle Rentenwert?', 'DE', 'de')).toBeNull();
  });
});

describe('sanity before arithmetic (issue 24, item 4)', () => {
  it('repeats the numbers a computed answer used, before the answer', () => {
    const answer = text(
      ask(
        'I have 400k saved and get 2100 from social security. Can I afford to retire?',
        'US',
        'en',
      ),
    );
    expect(answer).toMatch(
      /^You told me: savings \$400,000; pension or other income \$2,100 a month\./,
    );
    const runway = text(
      ask('Wie lange reichen 80.000 € Erspartes, wenn ich 1.000 € im Monat entnehme?', 'DE', 'de'),
    );
    expect(runway).toMatch(
      /^Sie haben mir genannt: Ersparnisse 80\.000 €; Entnahme aus dem Ersparten 1\.000 € im Monat\./,
    );
  });

  it('draws on savings only for what the spending leaves beyond the income, and says so', () => {
    const runway = text(
      ask(
        'I get $2,250 a month from Social Security. My bills come to about $3,100 a month. I have $85,000 saved. How long will my savings last?',
        'US',
        'en',
      ),
    );
    expect(runway).toContain('$850 taken out each month ($3,100 spent minus $2,250 income)');
    expect(runway).toContain('100 months');
  });

  it('says what savings fill an income gap for about 30 years by the 4 % rule', () => {
    const gap = text(
      ask(
        'Our Social Security will be $3,800 a month and we need about $5,300 a month. How big is our gap?',
        'US',
        'en',
      ),
    );
    // $1,500 a month, $18,000 a year, 25 times that.
    expect(gap).toContain('$450,000');
  });

  it.each([
    [
      'a monthly need larger than every household has',
      'My pension will be $1,800 a month but I need $400,000 a month. How big is my gap?',
      'neededAmount',
    ],
    [
      'a withdrawal larger than the savings',
      'How long will 20,000 in savings last if I take 25,000 a month?',
      'monthlyWithdrawal',
    ],
  ])('asks about %s instead of computing with it', (_what, message, fact) => {
    const result = ask(message, 'US', 'en');
    expect(result).toMatchObject({ kind: 'ask', missing: fact });
    expect(result?.kind === 'ask' && result.text).toMatch(
      /write the (amount|monthly amount) again/,
    );
  });
});

describe('a widow or widower, with the late spouse’s pension', () => {
  it('knows the person is widowed from the story when only its question is read', () => {
    const story =
      'My husband Walter passed in September. He had been getting $2,300 a month from social security. ' +
      'I get my own check of 1100 dollars, I started mine at 66 and I turned 68 this spring. ' +
      'So how much will I get each month now in total, counting my own?';
    const question = 'So how much will I get each month now in total, counting my own?';
    const own = factsOf(story, today);
    const result = situationOf({
      message: question,
      story,
      facts: own,
      own,
      system: 'US',
      language: 'en',
      pending: null,
      previousTopic: null,
      today,
    });
    // 68 is past the survivor full retirement age: the whole $2,300, not an amount for 66.
    expect(text(result)).toContain('so it is the full $2,300 a month');
  });

  it('computes the US survivor benefit at the survivor’s age, never overstated from an age alone', () => {
    const answer = text(
      ask(
        "My husband passed away in March, he was getting $2,650 a month from Social Security. I'm 64. How much would I get as his widow if I claim now?",
        'US',
        'en',
      ),
    );
    // 64 in 2026: born 1961 or 1962, survivor FRA 67 for the later year; 36 months early of 84:
    // 100 % − 28.5 % × 36/84 = 87.79 %, $2,326.32.
    expect(answer).toMatch(/^You told me: your late spouse's benefit \$2,650 a month\./);
    expect(answer).toContain('about 87.79%, some $2,326.32 a month');
    expect(answer).toContain('the higher of the two, not both');
  });

  it.each([
    // 55 % of 1.980 € = 1.089 €; 900 € own pension, 774 € net, under the allowance: nothing deducted.
    [
      'Mein Mann ist letztes Jahr gestorben, er bekam 1.980 € Rente. Ich bekomme selbst 900 € Rente. Wie viel Witwenrente bekomme ich?',
      ['etwa 1.089 € brutto im Monat', 'Es wird nichts angerechnet'],
    ],
    // 55 % of 1.400 € = 770 €; 1.900 € own pension, 1.634 € net, 511,47 € over 1.122,53 €: 204,59 € less.
    [
      'Meine Frau ist im Mai verstorben. Sie hatte 1.400 Euro Rente, ich selbst bekomme 1.900 Euro. Bekomme ich Witwerrente?',
      ['etwa 770 € brutto im Monat', '205 € weniger, also etwa 565 € im Monat'],
    ],
  ])('computes the German widow’s pension after the income allowance: %p', (message, parts) => {
    const answer = text(ask(message, 'DE', 'de'));
    for (const part of parts) expect(answer).toContain(part);
    expect(answer).toMatch(/^Sie haben mir genannt: Rente Ihres verstorbenen Partners/);
  });

  it('pays 60 % under the old law: married before 2002, one partner born before 2 January 1962', () => {
    // 60 % of 2.100 € = 1.260 €.
    const old = text(
      ask(
        'Mein Mann ist im Juni gestorben, er bekam 2.100 € Rente. Wir haben 1987 geheiratet, er war Jahrgang 1955. Wie viel Witwenrente bekomme ich?',
        'DE',
        'de',
      ),
    );
    expect(old).toContain('60 % der Rente des Verstorbenen (altes Recht');
    expect(old).toContain('etwa 1.260 € brutto im Monat');
    // Married in 2005: the new law's 55 %, 1.155 €, whatever the years of birth.
    const newer = text(
      ask(
        'My husband died in June, he got 2,100 euros pension. We married in 2005, he was born in 1955. How much widow pension do I get?',
        'DE',
        'en',
      ),
    );
    expect(newer).toContain('55% of the late spouse');
    expect(newer).toContain('about €1,155');
  });

  it("tops a spouse's own benefit up to half the partner's PIA instead of adding both", () => {
    // Half of 2,600 = 1,300; own 1,000 topped up by 300.
    const own = text(
      ask(
        "My own full retirement amount is $1,000 and my husband's PIA is $2,600. I'm at my full retirement age (born 1959). Do I get spousal on top?",
        'US',
        'en',
      ),
    );
    expect(own).toContain('topped up by $300, $1,300 a month in all');
    expect(own).not.toContain('reduced');
    // Asked for the partner: "Can he get anything on my record?" with the person's own PIA.
    const forHim = text(
      ask(
        'My PIA is $3,000 and I have filed. My husband never worked. Can he get anything on my record? He is 62.',
        'US',
        'en',
      ),
    );
    expect(forHim).toContain('up to half of your PIA of $3,000: $1,500 a month');
    // At 62, 60 months before 67: 35 % less.
    expect(forHim).toContain('about $975 a month');
  });

  it("counts a widow's wages with 40 % deducted and a pension with 14 %", () => {
    // Wage 2,000: net 1,200, 77.47 over 1,122.53, 40 % = 30.99 less.
    const wage = text(
      ask(
        'Mein Mann ist verstorben, er hatte 1.900 € Rente. Ich arbeite noch und verdiene 2.000 € brutto. Wie viel Witwenrente bleibt?',
        'DE',
        'de',
      ),
    );
    expect(wage).toContain('Arbeitsverdienst zählt netto als etwa 1.200');
    expect(wage).toContain('etwa 1.014');
    const pension = text(
      ask(
        'Mein Mann ist verstorben, er hatte 1.900 € Rente. Ich habe selbst 1.500 € Rente. Wie viel Witwenrente bleibt?',
        'DE',
        'de',
      ),
    );
    expect(pension).toContain('(14 % pauschal abgezogen)');
  });

  it('does not read months without a pension in a German question as months without Part B', () => {
    const result = ask(
      'Jahrgang 1961, ich will 12 Monate ohne Rente weiterarbeiten. Was bringt das?',
      'DE',
      'de',
    );
    expect(result?.intent).not.toBe('partb-penalty');
  });

  it('works out a start before or after the Regelaltersgrenze from Entgeltpunkte, without a year of birth', () => {
    const early = ask(
      'Ich komme auf 45 Entgeltpunkte bis zur Regelaltersgrenze und möchte 2 Jahre früher gehen. Wie hoch wäre die Bruttorente?',
      'DE',
      'de',
    );
    expect(early?.kind).toBe('answer');
    // 45 × 42.52 = 1,913.40; 24 months × 0.3 % = 7.2 % less
    expect(text(early)).toContain('7,2');
    expect(text(early)).toContain('1.775,64');
    const late = ask(
      'Ich hab 40 Entgeltpunkte, Jahrgang 1964, und arbeite noch ein Jahr über die Regelaltersgrenze hinaus, ohne die Rente zu beziehen. Wie viel Rente hätte ich dann?',
      'DE',
      'de',
    );
    // 40 × 42.52 = 1,700.80; 12 × 0.5 % = 6 % more
    expect(text(late)).toContain('1.802,85');
  });

  it('never reads months without drug coverage as months without Part B', () => {
    const result = ask(
      'I went 14 months without creditable drug coverage after my Medicare started. How much is my Part D penalty in 2026?',
      'US',
      'en',
    );
    expect(result?.intent).not.toBe('partb-penalty');
  });
});

describe('what a person did not tell, worked out rather than asked', () => {
  it('works out a benefit at an age to come with the final full retirement age, and says so', () => {
    // A claim at 64 still to come in 2026: born 1962 or later, full retirement age 67.
    expect(
      ask('My benefit at full retirement age is $2,000. What do I get at 64?', 'US', 'en'),
    ).toEqual({
      kind: 'calculator',
      intent: 'us-benefit',
      birth: { year: 1960, from: 'earliest' },
    });
    // "I am 63": born 1962 or 1963, both with 67.
    expect(ask('My PIA is $1,800 and I am 63. What do I get at 65?', 'US', 'en')).toMatchObject({
      kind: 'calculator',
      birth: { year: 1963, from: 'age' },
    });
    // At 66 the two possible years (1959, 1960) have different full retirement ages: asked.
    expect(ask('My PIA is $1,800 and I am 66. What do I get at 68?', 'US', 'en')).toMatchObject({
      kind: 'ask',
      missing: 'birthYear',
    });
  });

  it("turns a question to the partner into the partner's spousal benefit on the person's own amount", () => {
    const earlier =
      'My Social Security at full retirement age would be $2,000. What do I get at 62?';
    const message = 'what about my wife, she is 60, what would she get?';
    const own = factsOf(message, today);
    const facts = { ...factsOf(earlier, today), ...own };
    const answer = text(
      situationOf({
        message,
        facts,
        own,
        system: 'US',
        language: 'en',
        pending: null,
        previousTopic: 'social-security',
        previousIntent: 'us-benefit',
        today,
      }),
    );
    expect(answer).toContain('half of your PIA of $2,000: $1,000 a month');
    // Not her age yet: the earliest claim, 60 months before 67, is what it works out.
    expect(answer).toContain('At 60 it cannot be claimed yet');
    expect(answer).toContain('to about $650 a month');
  });

  it('pays the survivor the full amount at full retirement age without asking the year of birth', () => {
    const earlier =
      'My husband gets $2,200 a month from Social Security. What can I get on his record?';
    const message =
      "No, I meant the survivor benefit - he passed away in March. I'm at my full retirement age now.";
    const own = factsOf(message, today);
    const facts = { ...factsOf(earlier, today), ...own };
    const answer = text(
      situationOf({
        message,
        facts,
        own,
        system: 'US',
        language: 'en',
        pending: null,
        previousTopic: 'social-security',
        previousIntent: 'us-survivor',
        today,
      }),
    );
    expect(answer).toContain('so it is the full $2,200 a month');
  });

  it('gives the small widow’s pension to a young survivor without children, with the large one’s age limit', () => {
    const answer = text(
      ask(
        'Mein Mann ist gestorben, er hatte 1.600 Euro Rente. Ich bin erst 42, wir haben keine Kinder. Wie viel Witwenrente bekomme ich?',
        'DE',
        'de',
      ),
    );
    // 25 % of 1,600; the limit for a death in 2026 is 46 years and 6 months (§ 242a Abs. 5 SGB VI).
    expect(answer).toContain('kleine Witwen- oder Witwerrente beträgt 25 %');
    expect(answer).toContain('etwa 400 € brutto im Monat, für höchstens 24 Monate');
    expect(answer).toContain('ab 46 Jahren und 6 Monaten');
    // With children or older, the large one.
    expect(
      text(
        ask(
          'Mein Mann ist gestorben, er hatte 1.600 Euro Rente. Ich bin 58. Wie viel Witwenrente bekomme ich?',
          'DE',
          'de',
        ),
      ),
    ).toContain('große Witwen- oder Witwerrente beträgt 55 %');
  });
});

describe('the same question asked again in money', () => {
  it('is read in either language, and a new question about a cost is not', () => {
    for (const again of [
      'so how much is that in dollars each month?',
      'How many dollars is that?',
      'Wie viel Euro sind das im Monat?',
      'wieviel ist das?',
    ])
      expect(IN_MONEY.test(again)).toBe(true);
    for (const other of ['How much does it cost to join?', 'Wie viel Rente bekomme ich?'])
      expect(IN_MONEY.test(other)).toBe(false);
  });
});
