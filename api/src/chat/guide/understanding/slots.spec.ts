import { childrenTold } from './slots.js';

describe('childrenTold', () => {
  it('hears having no children however it is said, the children named first included', () => {
    for (const message of [
      'Kinder habe ich keine (leider).',
      'Wir haben keine eigenen Kinder.',
      'Ich bin kinderlos.',
      'Kids, we never had.',
      'We have no children.',
    ])
      expect(childrenTold(message)).toBe(0);
  });

  it('counts children told as a number, and hears nothing where none are named', () => {
    expect(childrenTold('Ich habe zwei Kinder unter 25.')).toBe(2);
    expect(childrenTold('Meine Rente ist 1.920 Euro brutto.')).toBeUndefined();
  });
});
