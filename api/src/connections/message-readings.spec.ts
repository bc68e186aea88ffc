import { MessageReadings } from './message-readings.js';

const none = { moneyWarning: false, scamSigns: [] };

describe('MessageReadings', () => {
  it('cleans and reads each message once per language and side', () => {
    const readings = new MessageReadings();
    let cleaned = 0;
    let read = 0;
    const clean = () => {
      cleaned += 1;
      return 'hello';
    };
    const warn = () => {
      read += 1;
      return none;
    };
    for (let i = 0; i < 3; i += 1) {
      expect(readings.text('m1', 'en', clean)).toBe('hello');
      readings.warningsOf('m1', 'en', false, warn);
    }
    expect([cleaned, read]).toEqual([1, 1]);
    readings.text('m1', 'de', clean);
    readings.warningsOf('m1', 'en', true, warn);
    expect([cleaned, read]).toEqual([2, 2]);
  });

  it('keeps at most its budget of characters and warnings, dropping the oldest first', () => {
    const readings = new MessageReadings(10, 2);
    readings.text('a', 'en', () => 'aaaa');
    readings.text('b', 'en', () => 'bbbb');
    readings.text('c', 'en', () => 'cccc');
    expect(readings.characters).toBe(8);
    let again = 0;
    readings.text('a', 'en', () => {
      again += 1;
      return 'aaaa';
    });
    expect(again).toBe(1);
    // A text larger than the whole budget is returned, not kept.
    expect(readings.text('d', 'en', () => 'd'.repeat(11))).toHaveLength(11);
    expect(readings.characters).toBeLessThanOrEqual(10);
    let warned = 0;
    const warn = () => {
      warned += 1;
      return none;
    };
    for (const id of ['x', 'y', 'z', 'x']) readings.warningsOf(id, 'en', false, warn);
    expect(warned).toBe(4);
  });
});
