import { jest } from '@jest/globals';
import {
  type ArgumentsHost,
  Logger,
  MethodNotAllowedException,
  NotFoundException,
  ServiceUnavailableException,
} from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { ApiExceptionFilter, BUSY_LOG_MS } from './api-exception.filter.js';
import { DomainError } from './domain-error.js';

function respond(
  exception: unknown,
  path = '/api/profiles',
  headers: Record<string, string> = {},
  filter = new ApiExceptionFilter(),
) {
  const sent = { status: 0, body: undefined as unknown, headers: {} as Record<string, string> };
  const res = {
    headersSent: false,
    status(code: number) {
      sent.status = code;
      return res;
    },
    json(body: unknown) {
      sent.body = body;
      return res;
    },
    setHeader(name: string, value: string) {
      sent.headers[name] = value;
    },
    end: () => undefined,
  };
  const host = {
    switchToHttp: () => ({
      getResponse: () => res,
      getRequest: () => ({ originalUrl: path, query: {}, headers }),
    }),
  } as unknown as ArgumentsHost;
  filter.catch(exception, host);
  return sent;
}

const withCode = (message: string, code: string): Error =>
  Object.assign(new Error(message), { code });

describe('ApiExceptionFilter', () => {
  let logged: ReturnType<typeof jest.spyOn>;
  beforeEach(() => {
    logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => logged.mockRestore());

  it.each([
    [
      'the database refusing connections',
      withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
    ],
    [
      'the pool waiting too long for a connection',
      new Error('timeout exceeded when trying to connect'),
    ],
    ['a connection cut mid-query', new Error('Connection terminated unexpectedly')],
    [
      'the server shutting down',
      new QueryFailedError(
        'SELECT 1',
        [],
        withCode('terminating connection due to administrator command', '57P01'),
      ),
    ],
    ['the server starting up', withCode('the database system is starting up', '57P03')],
  ])('answers %s with 503, Retry-After and the one error shape', (_, exception) => {
    const sent = respond(exception);
    expect(sent.status).toBe(503);
    expect(sent.body).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: expect.stringMatching(/temporarily unavailable/),
      code: 'service_unavailable',
    });
    expect(sent.headers['Retry-After']).toBe('5');
  });

  it('logs a 503 the code answers on purpose (the guide busy) as a warning, a lost database as an error', () => {
    const warned = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    try {
      const sent = respond(new ServiceUnavailableException('The guide is answering many people'));
      expect(sent.status).toBe(503);
      expect(warned).toHaveBeenCalledTimes(1);
      expect(logged).not.toHaveBeenCalled();
      respond(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'));
      expect(logged).toHaveBeenCalledTimes(1);
      expect(warned).toHaveBeenCalledTimes(1);
    } finally {
      warned.mockRestore();
    }
  });

  it('warns of a flood of designed 503s once, then once per spell with how many more there were', () => {
    jest.useFakeTimers();
    const warned = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    try {
      const filter = new ApiExceptionFilter();
      const busy = () =>
        respond(new ServiceUnavailableException('Many people'), '/api/my-profiles', {}, filter);
      for (let i = 0; i < 1_000; i += 1) expect(busy().status).toBe(503);
      expect(warned.mock.calls).toEqual([['Answered 503: Many people']]);
      jest.advanceTimersByTime(BUSY_LOG_MS);
      expect(warned).toHaveBeenCalledTimes(2);
      expect(warned.mock.calls[1]![0]).toMatch(/^Answered 503 999 more time\(s\) in the last 10 s/);
      busy();
      jest.advanceTimersByTime(BUSY_LOG_MS);
      expect(warned.mock.calls[2]![0]).toMatch(/^Answered 503 1 more time\(s\)/);
      // A quiet spell ends the counting: the next one is told at once.
      jest.advanceTimersByTime(BUSY_LOG_MS);
      busy();
      expect(warned).toHaveBeenCalledTimes(4);
    } finally {
      warned.mockRestore();
      jest.useRealTimers();
    }
  });

  it('answers a bug with 500 and no detail', () => {
    const sent = respond(new TypeError("Cannot read properties of undefined (reading 'length')"));
    expect(sent).toMatchObject({
      status: 500,
      body: { statusCode: 500, error: 'Internal Server Error' },
    });
    expect(JSON.stringify(sent.body)).not.toContain('length');
  });

  it('answers a path no controller serves with route_not_found, another framework refusal with its own words', () => {
    expect(
      respond(new NotFoundException('Cannot GET /api/nothing'), '/api/nothing', {
        'accept-language': 'de',
      }),
    ).toMatchObject({
      status: 404,
      body: {
        statusCode: 404,
        error: 'Not Found',
        message: 'Unter dieser Adresse der API gibt es nichts.',
        code: 'route_not_found',
      },
    });
    expect(respond(new MethodNotAllowedException('Not here'))).toMatchObject({
      status: 405,
      body: {
        statusCode: 405,
        error: 'Method Not Allowed',
        message: 'Not here',
        code: 'request_refused',
      },
    });
  });

  it('gives what no module decided a code and words in the asker’s language', () => {
    expect(
      respond(new TypeError('x is undefined'), '/api/profiles', { 'accept-language': 'de' }).body,
    ).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es noch einmal.',
      code: 'unexpected_error',
    });
    expect(respond(withCode('connect ECONNREFUSED', 'ECONNREFUSED')).body).toMatchObject({
      statusCode: 503,
      code: 'service_unavailable',
    });
  });

  it('answers a coded refusal with its code and its words in the asker’s language', () => {
    const refusal = () =>
      new DomainError(404, 'document_not_found', {
        en: 'Document not found',
        de: 'Dokument nicht gefunden',
      });
    expect(respond(refusal())).toEqual(
      expect.objectContaining({
        status: 404,
        body: {
          statusCode: 404,
          error: 'Not Found',
          message: 'Document not found',
          code: 'document_not_found',
        },
      }),
    );
    const german = respond(refusal(), '/api/knowledge', { 'accept-language': 'de-DE,de;q=0.9' });
    expect(german.body).toMatchObject({
      message: 'Dokument nicht gefunden',
      code: 'document_not_found',
    });
    // Uploads keep the spec's envelope, with the code beside it.
    expect(respond(refusal(), '/api/upload').body).toMatchObject({
      error: 'Document not found',
      success: false,
      code: 'document_not_found',
    });
  });

  it('logs a failed query without its parameters, which hold what people wrote', () => {
    const exception = new QueryFailedError(
      'INSERT INTO chat_messages (content) VALUES ($1)',
      ['my private question about my pension'],
      withCode('Connection terminated unexpectedly', '08006'),
    );
    respond(exception, '/api/chat');
    expect(logged).toHaveBeenCalledTimes(1);
    const logLine = JSON.stringify(logged.mock.calls[0]);
    expect(logLine).toContain('08006');
    expect(logLine).not.toContain('my private question');
  });
});
