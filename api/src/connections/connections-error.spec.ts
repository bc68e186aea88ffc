import { CONNECTIONS_ERROR_CODES } from '@ageless/contracts';
import { CONNECTION_READ_CEILING } from '../common/rate-limit/connection-read-ceiling.js';
import { CONNECT_TEXTS } from './connect-texts.js';
import { ConnectionsError, ConnectionsErrorCode } from './connections-error.js';

describe('ConnectionsError', () => {
  it('has the codes the contracts list for front ends (with the read ceiling), no more and no fewer', () => {
    expect(new Set([...Object.values(ConnectionsErrorCode), CONNECTION_READ_CEILING])).toEqual(
      new Set(CONNECTIONS_ERROR_CODES),
    );
  });

  it.each(Object.values(ConnectionsErrorCode))(
    '%s says something in English and German',
    (code) => {
      const error = new ConnectionsError(code);
      expect(error.code).toBe(code);
      expect(error.messageIn('en')).not.toBe('');
      expect(error.messageIn('de')).not.toBe('');
      expect(error.messageIn('de')).not.toBe(error.messageIn('en'));
    },
  );

  it('keeps the words the API always sent, with the status each refusal had', () => {
    const cases: [ConnectionsErrorCode, number, string][] = [
      [ConnectionsErrorCode.MessageEmpty, 400, CONNECT_TEXTS.emptyMessage.en],
      [ConnectionsErrorCode.DailyLimit, 429, CONNECT_TEXTS.dailyLimit.en],
      [ConnectionsErrorCode.ThreadDailyLimit, 429, CONNECT_TEXTS.threadLimit.en],
      [ConnectionsErrorCode.ProfileNotOwned, 403, CONNECT_TEXTS.notOwner.en],
      [ConnectionsErrorCode.ReportOnlyReceived, 403, CONNECT_TEXTS.reportOnlyReceived.en],
      [ConnectionsErrorCode.NotYours, 403, CONNECT_TEXTS.notYours.en],
      [ConnectionsErrorCode.ThreadNotFound, 404, CONNECT_TEXTS.threadNotFound.en],
      [ConnectionsErrorCode.AlreadyReported, 409, CONNECT_TEXTS.alreadyReported.en],
    ];
    for (const [code, status, en] of cases) {
      const error = new ConnectionsError(code);
      expect([error.status, error.messageIn('en')]).toEqual([status, en]);
    }
    expect(new ConnectionsError(ConnectionsErrorCode.ThreadNotFound).messageIn('de')).toBe(
      CONNECT_TEXTS.threadNotFound.de,
    );
  });
});
