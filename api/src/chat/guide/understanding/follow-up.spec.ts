import { situationOf } from '../situations.js';
import { leftOfResult, workedExample } from '../worked-examples.js';
import { factsOf, mergeFacts } from './facts.js';
import { besideResultWords, periodLine, resultAsked } from './follow-up.js';

const today = { year: 2026, month: 11, day: 29 };

/** The situation a follow-up `message` makes after `before`, with what else the planner knows. */
function after(
  before: string,
  message: string,
  context: Omit<Parameters<typeof situationOf>[0], 'message' | 'facts' | 'own' | 'today'>,
) {
  const own = factsOf(message, today);
  return situationOf({
    message,
    facts: mergeFacts(factsOf(before, today), own),
    own,
    today,
    ...context,
  });
}

describe('what a follow-up asks of the amount before', () => {
  it('reads a stretch of time, net of contributions, or a month’s share, by slot', () => {
    expect(resultAsked('und im Jahr?')).toEqual({ months: 12 });
    expect(resultAsked('what would that be for a whole year?')).toEqual({ months: 12 });
    expect(resultAsked('und netto?')).toEqual({ net: true });
    expect(resultAsked('Und was bleibt davon übrig?')).toEqual({ net: true });
    expect(resultAsked('What would that be per month if I spread it out?')).toEqual({
      perMonth: true,
    });
    expect(resultAsked('and if I wait until 70?')).toBeNull();
  });

  it('reads the sentence that asks, not the story before it', () => {
    expect(
      resultAsked(
        'Danke, das hilft mir schon sehr. Meine Frau fragt, was wir davon im Alltag planen können, und sie rechnet gern alles für die Steuer nach. Und netto?',
      ),
    ).toEqual({ net: true });
    // A long question of its own is no follow-up about the amount before.
    expect(
      resultAsked(
        'How much would my wife and I pay for Part B and Part D together each month if we both sign up this year?',
      ),
    ).toBeNull();
  });

  it('leaves the words that name a subject of their own', () => {
    expect(besideResultWords('and what does Part B cost per month?')).toContain('Part B cost');
    expect(besideResultWords('und im Jahr?').replace(/\W/gu, '')).toBe('und');
  });

  it('sums a month’s amount over the months asked, in both languages', () => {
    const euro = (value: number): string => `${value.toFixed(2).replace('.', ',')} €`;
    expect(periodLine(599, 12, euro, 'de')).toBe('Im Jahr sind das 7188,00 € (12 × 599,00 €).');
    expect(periodLine(100, 24, (v) => `$${v}`, 'en')).toBe(
      'For 2 years that is $2400 (24 × $100).',
    );
  });
});

describe('a follow-up resolved against the computation before', () => {
  const first = 'Ich habe 1.200 € Rente und brauche 2.000 € im Monat. Wie groß ist meine Lücke?';

  it('continues the computation when only the amount in other terms is asked', () => {
    const own = factsOf('und im Jahr?', today);
    const situation = situationOf({
      message: 'und im Jahr?',
      facts: mergeFacts(factsOf(first, today), own),
      own,
      system: 'DE',
      language: 'de',
      pending: null,
      previousIntent: 'income-gap',
      asksResult: true,
      today,
    });
    expect(situation).toMatchObject({
      kind: 'answer',
      intent: 'income-gap',
      perMonth: { amount: 800, currency: 'EUR' },
    });
  });

  it('asks for the one number that turns a reduction into money, once', () => {
    const before =
      'Ich bin Jahrgang 1964 und will mit 63 in Rente gehen. Wie hoch ist der Abschlag?';
    const message = 'Und wie viel ist das in Euro?';
    const situation = after(before, message, {
      system: 'DE',
      language: 'de',
      pending: null,
      previousIntent: 'de-start-age',
    });
    expect(situation).toMatchObject({
      kind: 'ask',
      missing: 'incomeAmount',
      text: expect.stringMatching(/14,4 %.*Renteninformation/su),
    });
  });

  it('works out a spousal benefit at an age still to come without asking the year of birth', () => {
    const before =
      'My husband gets $2,400 a month at full retirement age. What spousal benefit can I get?';
    const message = 'and if I take it at 62?';
    const situation = after(before, message, {
      system: 'US',
      language: 'en',
      pending: 'us-spousal',
    });
    expect(situation).toMatchObject({ kind: 'answer', text: expect.stringContaining('$780') });
  });

  it('takes the contributions off the gross pension the answer before came to', () => {
    const text = workedExample('de-brutto-netto', {
      messages: ['und netto?', 'Ich habe 40 Entgeltpunkte. Wie hoch ist meine Rente?'],
      facts: {},
      language: 'de',
      today,
      priorGross: 1700.8,
    })?.text;
    expect(text).toMatch(/Von 1\.700,80 € Rente brutto.*Es bleiben 1\.490,75 €/su);
  });

  it('gives a year’s amount per month when that is asked', () => {
    const text = workedExample('us-rmd', {
      messages: [
        'What would that be per month?',
        'I turn 73 this year and have $400,000 in my IRA. How much is my required minimum distribution?',
      ],
      facts: factsOf(
        'I turn 73 this year and have $400,000 in my IRA. How much is my required minimum distribution?',
        today,
      ),
      language: 'en',
      today,
    })?.text;
    expect(text).toMatch(/^Per month that is \$1,257\.86/u);
  });

  it('takes the Part B premium off a benefit worked out before', () => {
    const text = leftOfResult(
      { amount: 1440, currency: 'USD' },
      { messages: ['and after the Part B premium?'], facts: {}, language: 'en', today },
    );
    expect(text).toMatch(
      /^After the standard Part B premium of \$202\.90 comes out, about \$1,237\.10/u,
    );
  });

  it('continues a computation asked in other terms while it still waits for a year of birth', () => {
    const before = "I'm 64 and my Social Security at 67 will be $1,800. What if I start at 64?";
    const message = 'what would that be after the Part B premium comes out?';
    const situation = after(before, message, {
      system: 'US',
      language: 'en',
      pending: 'us-benefit',
      previousIntent: 'us-benefit',
      asksResult: true,
    });
    expect(situation?.kind).toBe('calculator');
  });

  it('replaces a date told before with one told anew in full, for another person', () => {
    const merged = mergeFacts(
      factsOf('I turn 65 in June 2027. When is my Medicare enrollment window?', today),
      factsOf('and my wife turns 65 in October 2027?', today),
    );
    expect(merged).toMatchObject({ turns65Month: 10, turns65Year: 2027 });
    expect(merged.birthMonth).toBeUndefined();
  });
});
