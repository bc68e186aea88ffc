import { answerSystem, namedSystem } from './market.js';

describe('the system a question is about', () => {
  it('follows the words of the question first', () => {
    expect(namedSystem('When can I sign up for Medicare?')).toBe('US');
    expect(namedSystem('Was ist die Regelaltersgrenze?')).toBe('DE');
    expect(namedSystem('How big is my pension gap?')).toBeNull();
    expect(answerSystem('Wie funktioniert Medicare in den USA?', null, 'DE', 'de')).toBe('US');
    expect(answerSystem('What is the German Rentenwert?', null, 'US', 'en')).toBe('DE');
  });

  it('reads a German compound as naming the German system, on any page', () => {
    for (const question of [
      'Wie hoch ist die Mütterrente?',
      'Wie viel darf ich zur Witwenrente dazuverdienen?',
      'Bekommen Frührentner Wohngeld?',
    ])
      expect(answerSystem(question, null, 'US', 'de')).toBe('DE');
    expect(namedSystem('My parents parented well; what is my Social Security?')).toBe('US');
    // Hyphenated compounds name the US one: "Social-Security-Leistung", "US-Rente".
    expect(namedSystem('Was ist die höchste Social-Security-Leistung?')).toBe('US');
    expect(namedSystem('Was ist der Höchstbetrag der US-Rente im Monat?')).toBe('US');
  });

  it('then the conversation, then the visitor’s market and language', () => {
    expect(answerSystem('and the deductible?', 'US', 'DE', 'de')).toBe('US');
    expect(answerSystem('How big is my pension gap?', null, 'US', 'en')).toBe('US');
    expect(answerSystem('Wie groß ist meine Lücke?', null, 'DE', 'de')).toBe('DE');
    expect(answerSystem('How big is my pension gap?', null, 'EU', 'en')).toBe('US');
  });

  it('leaves the conversation’s system only for a specific name of the other', () => {
    // Words said of either system ("Zuschlag" is Medicare's late penalty in German too, "Rente"
    // any pension, "Euro" a currency) keep a follow-up where the conversation was.
    for (const followUp of [
      'Und der Zuschlag, wenn man zu spät kommt?',
      'und wie viel Rente ist das im Monat?',
      'Was ist das in Euro?',
      'Gibt es einen Abschlag, wenn ich früher gehe?',
    ])
      expect(answerSystem(followUp, 'US', 'DE', 'de')).toBe('US');
    expect(answerSystem('and in dollars?', 'DE', 'US', 'en')).toBe('DE');
    // A specific name moves it.
    expect(answerSystem('Und wie viele Entgeltpunkte habe ich?', 'US', 'DE', 'de')).toBe('DE');
    expect(answerSystem('And what about Medicare Part B?', 'DE', 'DE', 'en')).toBe('US');
    // A hyphenated Part letter inside a German compound names Medicare.
    expect(answerSystem('Wie hoch ist der Part-B-Beitrag 2026?', null, 'DE', 'de')).toBe('US');
  });

  it('moves to the country a short follow-up names, not to one a story mentions', () => {
    expect(answerSystem('Und in den USA?', 'DE', 'DE', 'de')).toBe('US');
    expect(answerSystem('And what about in Germany?', 'US', 'US', 'en')).toBe('DE');
    expect(answerSystem('und in Amerika, wie ist das da?', 'DE', 'DE', 'de')).toBe('US');
    expect(
      answerSystem(
        'Mein Mann hat zehn Jahre in den USA gearbeitet, wie hoch wird meine Witwenrente?',
        'DE',
        'DE',
        'de',
      ),
    ).toBe('DE');
    // "us" is a pronoun as often as a country.
    expect(answerSystem('and what does that mean for us?', 'DE', 'DE', 'en')).toBe('DE');
  });
});
