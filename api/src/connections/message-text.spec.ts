import { cleanMessage, cleanPhone } from './message-text.js';

describe('introduction messages', () => {
  it.each([
    ['Visit https://evil.example/pay now', 'Visit [link removed] now'],
    ['see www.scam-site.com/x', 'see [link removed]'],
    ['write to me at anna@example.org please', 'write to me at [link removed] please'],
    ['bit.ly/abc and example.com', '[link removed] and [link removed]'],
    ['javascript:alert(1)', 'javascript:alert(1)'],
    ['Hallo,   ich   koche gern.\n\n\n\nBis bald', 'Hallo, ich koche gern.\n\nBis bald'],
    ['hidden\u202eevil\u200b text', 'hiddenevil text'],
  ])('cleans %p', (input, expected) => {
    expect(cleanMessage(input, 'en')).toBe(expected);
  });

  it('marks removed links in German for a German writer', () => {
    expect(cleanMessage('http://x.de', 'de')).toBe('[Link entfernt]');
  });

  it.each([
    ['+49 30 1234567', '+49 30 1234567'],
    ['(030) 123-4567', '(030) 123-4567'],
    ['12345', null],
    ['call me maybe', null],
    ['+1 234 567 890 123 456 7', null],
  ])('reads the phone number %p', (input, expected) => {
    expect(cleanPhone(input)).toBe(expected);
  });
});
