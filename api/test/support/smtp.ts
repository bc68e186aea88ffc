import { type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface Mail {
  to: string[];
  body: string;
}

/** The replies a relay can hold back or refuse: its greeting, MAIL FROM, RCPT TO and the end of DATA. */
export type RelayStep = 'greeting' | 'from' | 'to' | 'data';

export interface LocalSmtp {
  url: string;
  mails: Mail[];
  close(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives. `beforeReply` runs before each of
 * its replies: the reply waits for its promise (a stalling relay), and a rejection is sent instead
 * (an error with `responseCode` 451 is a temporary refusal).
 */
export async function startSmtp(
  beforeReply: (step: RelayStep) => Promise<void> = () => Promise.resolve(),
): Promise<LocalSmtp> {
  const mails: Mail[] = [];
  const after = (step: RelayStep, callback: (error?: Error | null) => void): void => {
    beforeReply(step).then(
      () => callback(),
      (error: Error) => callback(error),
    );
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // Connections a test left stalled are cut when it closes the server, not 30 s later.
    closeTimeout: 100,
    onConnect: (_session, callback) => after('greeting', callback),
    onMailFrom: (_address, _session, callback) => after('from', callback),
    onRcptTo: (_address, _session, callback) => after('to', callback),
    onData(stream, session, callback) {
      let body = '';
      stream.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      stream.on('end', () =>
        after('data', (error) => {
          // Quoted-printable soft line breaks joined, so a long link reads as one.
          if (!error)
            mails.push({
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              body: body.replace(/=\r?\n/g, ''),
            });
          callback(error);
        }),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Waits until `check` holds (a mail arrived, a row went), failing after `ms`. */
export async function waitFor(check: () => boolean | Promise<boolean>, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
