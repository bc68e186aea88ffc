import { asksBesideLoss, mentionsBereavement, safetyAnswer, safetyKind } from './safety.js';

describe('safetyKind', () => {
  it.each([
    ['I have chest pain and my left arm feels numb', 'emergency'],
    ['i feel really dizzy and my speech is slurred', 'emergency'],
    ['Ich habe starke Schmerzen in der Brust', 'emergency'],
    ['Mein Mann ist gestürzt und blutet am Kopf', 'emergency'],
    ["I don't see the point in living anymore", 'crisis'],
    ['Ich will nicht mehr leben', 'crisis'],
    ['Ich habe Fieber und meine Hausarztpraxis ist zu', 'after-hours'],
    ['Which stocks should I buy with my retirement savings?', 'product-pick'],
    ['Welche Aktien soll ich für meine Altersvorsorge kaufen?', 'product-pick'],
    ['My wife died in the spring and the evenings are so lonely now.', 'loneliness'],
    ['Wie komme ich über den Tod meines Mannes hinweg?', 'grief'],
    ['Seit meine Frau tot ist, rede ich oft tagelang mit niemandem.', 'loneliness'],
    ['Since my husband passed I just sit at home', 'grief'],
    ['Mein Vater ist plötzlich verwirrt und spricht ganz undeutlich', 'emergency'],
    ["I have a sharp pain in my left arm and I'm sweating", 'emergency'],
    ['my jaw hurts and I feel sick to my stomach', 'emergency'],
    ['Mir ist übel und mein Arm tut weh', 'emergency'],
    ['Ich habe plötzlich die stärksten Kopfschmerzen meines Lebens', 'emergency'],
    ["My husband won't wake up", 'emergency'],
    ['Ich bekomme keine Luft mehr', 'emergency'],
    ['I think I took too many pills', 'emergency'],
    ['Her lips are swollen after the new medicine', 'emergency'],
    ['Ich habe Blut gehustet', 'emergency'],
    ['Ich bin 66 und fühle mich nutzlos seit der Rente', 'loneliness'],
    ['Sometimes I think everyone would be better off without me', 'crisis'],
    ['Manchmal denke ich, es wäre besser, wenn ich nicht mehr da wäre', 'crisis'],
    ['I have terrible heartburn and my chest feels tight', 'emergency'],
    ['Meine Mutter ist gestürzt und kommt nicht mehr hoch', 'emergency'],
    ['I took my pills twice by mistake this morning, what should I do?', 'emergency'],
    ['Ich habe meine Tabletten aus Versehen doppelt genommen', 'emergency'],
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
});
