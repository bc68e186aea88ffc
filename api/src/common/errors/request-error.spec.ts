import { REQUEST_ERROR_CODES } from '@ageless/contracts';
import { RequestError, RequestErrorCode } from './request-error.js';

describe('RequestError', () => {
  it('has the codes the contracts list for front ends, no more and no fewer', () => {
    expect(new Set(Object.values(RequestErrorCode))).toEqual(new Set(REQUEST_ERROR_CODES));
  });

  it.each(Object.values(RequestErrorCode))('%s says something in English and German', (code) => {
    const error = new RequestError(code, {
      message: 'sessionId must be a string',
      seconds: 5,
      limit: 100,
      maxDepth: 32,
      name: 'id',
      host: 'example.com',
    });
    expect(error.code).toBe(code);
    expect(error.messageIn('en')).not.toBe('');
    expect(error.messageIn('de')).not.toBe('');
  });

  it('fills its words with the parameters given', () => {
    const error = new RequestError(RequestErrorCode.RateLimited, { seconds: 12 });
    expect(error.status).toBe(429);
    expect(error.messageIn('en')).toBe('Too many requests. Please try again in 12 seconds.');
    expect(error.messageIn('de')).toBe(
      'Zu viele Anfragen. Bitte versuchen Sie es in 12 Sekunden noch einmal.',
    );
  });
});
