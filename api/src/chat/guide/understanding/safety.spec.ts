import {
  asksBesideLoss,
  dangerLine,
  mentionsBereavement,
  safetyAnswer,
  safetyKind,
} from './safety.js';

describe('safetyKind', () => {
  it.each([
    ['Ich habe Fieber und meine Hausarztpraxis ist zu', 'after-hours'],
    ['Which stocks should I buy with my retirement savings?', 'product-pick'],
    ['Welche Aktien soll ich für meine Altersvorsorge kaufen?', 'product-pick'],
    ['My wife died in the spring and the evenings are so lonely now.', 'loneliness'],
    ['Wie komme ich über den Tod meines Mannes hinweg?', 'grief'],
    ['Seit meine Frau tot ist, rede ich oft tagelang mit niemandem.', 'loneliness'],
    ['Since my husband passed I just sit at home', 'grief'],
    ['Ich bin 66 und fühle mich nutzlos seit der Rente', 'loneliness'],
    ['Ich habe starke Bauchschmerzen seit heute früh', 'after-hours'],
    ['is bitcoin a good idea for my IRA?', 'product-pick'],
    ['Ist Gold als Altersvorsorge sinnvoll?', 'product-pick'],
    ['Ist eine Rentenversicherung bei der Bank sinnvoll?', 'product-pick'],
    ["I'm 66 and feel like I have no reason to get up in the morning", 'loneliness'],
  ])('routes "%s" to %s', (message, kind) => {
    expect(safetyKind(message)).toBe(kind);
  });

  it('leaves ordinary questions alone, including loneliness as a subject and a loss beside a money question', () => {
    expect(safetyKind('How much is the Part B premium?')).toBeNull();
    expect(safetyKind('Is it true that loneliness is as bad for you as smoking?')).toBeNull();
    expect(
      safetyKind('My husband passed away last year. Can I get his Social Security?'),
    ).toBeNull();
    expect(safetyKind('What is my Social Security number of credits?')).toBeNull();
    // Pain alone, without the signs that come with a heart attack, is a question for the guide.
    expect(safetyKind('My knees hurt when I walk, what exercise can I do?')).toBeNull();
    expect(safetyKind('My back hurts after gardening, is that normal at 70?')).toBeNull();
    expect(safetyKind('I lost my eyeglasses, does Medicare pay for new ones?')).toBeNull();
    expect(safetyKind('Zahlt die Krankenkasse eine neue Hüfte?')).toBeNull();
    // A death or inheritance asked about is no crisis.
    expect(safetyKind('Was passiert mit meinem Haus, wenn ich nicht mehr da bin?')).toBeNull();
    expect(safetyKind('Is an index fund better than a savings account in general?')).toBeNull();
    // The statutory pension insurance is no product to pick.
    expect(safetyKind('Ist die gesetzliche Rentenversicherung sicher?')).toBeNull();
    expect(mentionsBereavement('My husband passed away last year.')).toBe(true);
  });

  it('answers a long question told beside a loss as that question, but not grief named as such', () => {
    expect(
      asksBesideLoss(
        'Ich bin 71, seit drei Jahren verwitwet und lebe allein in einem großen Haus. Das Haus wird mir zu viel. Könnte jemand bei mir wohnen, der mir etwas hilft?',
      ),
    ).toBe(true);
    expect(asksBesideLoss('My wife died last spring. How do I cope with the grief?')).toBe(false);
    expect(asksBesideLoss('My wife died last spring.')).toBe(false);
  });

  it('gives the country’s own numbers', () => {
    expect(safetyAnswer('emergency', 'US', 'en')).toContain('911');
    expect(safetyAnswer('emergency', 'DE', 'de')).toMatch(/112.*116117/s);
    expect(safetyAnswer('crisis', 'US', 'en')).toContain('988');
    expect(safetyAnswer('crisis', 'DE', 'de')).toContain('0800 111 0 111');
    expect(safetyAnswer('loneliness', 'DE', 'de')).toMatch(/TelefonSeelsorge.*0800 111 0 111/s);
    expect(safetyAnswer('loneliness', 'US', 'en')).toMatch(/988.*|onboarding/s);
    expect(safetyAnswer('product-pick', 'US', 'en')).toMatch(/fiduciary/);
  });

  it('compares health insurers by what sets them apart, not like an investment', () => {
    const kasse = safetyAnswer(
      'product-pick',
      'DE',
      'de',
      'Welche Krankenkasse ist für Rentner die beste, TK oder AOK? Sag mir einfach welche.',
    );
    expect(kasse).toMatch(/Kasse empfehle ich Ihnen nicht/);
    expect(kasse).toMatch(/Zusatzbeitrag/);
    expect(kasse).not.toMatch(/Geldanlage/);
    expect(safetyAnswer('product-pick', 'DE', 'de', 'Welchen ETF soll ich kaufen?')).toMatch(
      /Geldanlagen/,
    );
  });

  it('names the poison line of the country the person lives in, in either language', () => {
    for (const language of ['en', 'de'] as const) {
      expect(safetyAnswer('poison', 'US', language)).toMatch(/1-800-222-1222.*911/s);
      expect(safetyAnswer('poison', 'US', language)).not.toContain('19240');
      expect(safetyAnswer('poison', 'DE', language)).toMatch(/19240.*112/s);
      // Put before an answer too, not only the emergency number.
      expect(dangerLine('poison', 'US', language)).toMatch(/1-800-222-1222.*911/s);
      expect(dangerLine('poison', 'DE', language)).toMatch(/Giftnotruf.*19240.*112/s);
    }
  });
});
