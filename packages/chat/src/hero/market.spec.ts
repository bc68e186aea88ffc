import { composeOpeningMessage, NO_STARTER_TEXT, pickStarter } from '@ageless/contracts';
import { topicsForMarket } from './market.js';

describe('topicsForMarket', () => {
  it('offers German topics for DE and US topics otherwise', () => {
    expect(topicsForMarket('DE').every((t) => t.tagId.startsWith('de-'))).toBe(true);
    expect(topicsForMarket('EU').every((t) => t.tagId.startsWith('us-'))).toBe(true);
  });
});

describe('opening message of a tag (from @ageless/contracts)', () => {
  it('strips a -N suffix and writes the disclaimer in italics', () => {
    const text = composeOpeningMessage(
      pickStarter('us-1-3', 'en', () => 0),
      'en',
    );
    expect(text.split('\n\n')).toHaveLength(4);
    expect(text.endsWith('*')).toBe(true);
  });
  it('answers with the no-starter text for an unknown tag', () => {
    expect(composeOpeningMessage(pickStarter('zz-9', 'de'), 'de')).toBe(NO_STARTER_TEXT.de);
  });
});
