import { MESSAGE_MAX, messageToSend } from './message-draft';

describe('the introduction message', () => {
  it('is not sent empty', () => {
    expect(messageToSend('')).toBeNull();
    expect(messageToSend('   \n ')).toBeNull();
  });

  it('is trimmed and never over the cap the API enforces', () => {
    expect(messageToSend('  Hello Berta  ')).toBe('Hello Berta');
    expect(messageToSend('x'.repeat(MESSAGE_MAX + 20))).toHaveLength(MESSAGE_MAX);
    expect(MESSAGE_MAX).toBe(500);
  });
});
