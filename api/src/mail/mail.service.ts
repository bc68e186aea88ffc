import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createTransport, type Transporter } from 'nodemailer';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

interface OutboxRow {
  id: string;
  recipient: string;
  subject: string;
  body: string;
  attempts: number;
}

/** Failed deliveries after which a notice is given up (and logged): retries over some 15 hours. */
export const MAX_ATTEMPTS = 6;
/** The wait after the n-th failure: 1 min, 5 min, 30 min, 2 h, 12 h. */
const RETRY_AFTER_MS = [60_000, 300_000, 1_800_000, 7_200_000, 43_200_000];
/** How often the outbox is read besides when a notice is queued: retries, other instances' notices, a restart's leftovers. */
const POLL_MS = 30_000;
// The relay's reply may quote the recipient; the log must not: any word with an @ in it goes.
const withoutAddresses = (text: string): string =>
  text
    .split(/(\s+)/)
    .map((word) => (word.includes('@') ? '[address]' : word))
    .join('');

const reasonOf = (error: unknown): { code?: string; message: string } => ({
  code: (error as { code?: string }).code,
  message: withoutAddresses(error instanceof Error ? error.message : String(error)),
});

/**
 * Short notices by SMTP (nodemailer) when SMTP_URL is set; without it nothing is sent and people see
 * what is waiting when they come back. A request only stores its notice in the outbox table: a
 * background sender delivers it with connection, greeting, socket and whole-delivery time limits, so
 * no request ever waits for the SMTP server. A failed delivery is tried again later and given up,
 * logged without the address, after MAX_ATTEMPTS.
 */
@Injectable()
export class MailService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(MailService.name);
  private readonly transport: Transporter | undefined;
  private readonly stopping = new AbortController();
  private poll: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private queuedWhileRunning = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {
    const timeouts = config.smtpTimeouts;
    this.transport = config.smtpUrl
      ? createTransport({
          url: config.smtpUrl,
          connectionTimeout: timeouts.connectionMs,
          greetingTimeout: timeouts.greetingMs,
          socketTimeout: timeouts.socketMs,
        })
      : undefined;
  }

  get enabled(): boolean {
    return this.transport !== undefined;
  }

  onApplicationBootstrap(): void {
    if (!this.transport) return;
    this.poll = setInterval(() => this.wake(), POLL_MS).unref();
    this.wake();
  }

  // Before the database closes (TypeORM closes it on application shutdown): a delivery under way is
  // cut short and its notice left for the next start or another instance.
  async onModuleDestroy(): Promise<void> {
    clearInterval(this.poll);
    this.stopping.abort();
    await this.running;
    this.transport?.close();
  }

  /** Stores a notice for the background sender; never fails the request that caused it. */
  async queue(message: MailMessage): Promise<void> {
    if (!this.transport) return;
    try {
      await this.dataSource.query(
        'INSERT INTO mail_outbox (recipient, subject, body) VALUES ($1, $2, $3)',
        [message.to, message.subject, message.text],
      );
    } catch (error) {
      this.logger.error({ err: reasonOf(error) }, 'A notice email could not be queued');
      return;
    }
    this.wake();
  }

  /** Delivers what is due now, as the sender does every POLL_MS; resolves when nothing is due. */
  async sendDue(): Promise<void> {
    this.wake();
    while (this.running) await this.running;
  }

  private wake(): void {
    if (this.stopping.signal.aborted) return;
    if (this.running) {
      this.queuedWhileRunning = true;
      return;
    }
    this.queuedWhileRunning = false;
    this.running = this.deliverDue()
      .catch((error: unknown) =>
        this.logger.error({ err: reasonOf(error) }, 'The mail outbox could not be read'),
      )
      .finally(() => {
        this.running = undefined;
        if (this.queuedWhileRunning) this.wake();
      });
  }

  private async deliverDue(): Promise<void> {
    while (!this.stopping.signal.aborted) {
      const row = await this.claim();
      if (!row) return;
      await this.deliver(row);
    }
  }

  // One due notice, held for this sender until its delivery can no longer be running (several API
  // instances share the outbox; a crashed sender's claim simply runs out).
  private async claim(): Promise<OutboxRow | undefined> {
    const [rows] = (await this.dataSource.query(
      `UPDATE mail_outbox SET send_after = now() + $1 * interval '1 millisecond'
        WHERE id = (SELECT id FROM mail_outbox WHERE send_after <= now()
                     ORDER BY send_after LIMIT 1 FOR UPDATE SKIP LOCKED)
        RETURNING id, recipient, subject, body, attempts`,
      [2 * this.config.smtpTimeouts.sendMs],
    )) as [OutboxRow[], number];
    return rows[0];
  }

  private async deliver(row: OutboxRow): Promise<void> {
    try {
      await this.transport!.sendMail({
        from: this.config.mailFrom,
        to: row.recipient,
        subject: row.subject,
        text: row.body,
        signal: AbortSignal.any([
          this.stopping.signal,
          AbortSignal.timeout(this.config.smtpTimeouts.sendMs),
        ]),
      });
    } catch (error) {
      await this.failed(row, error);
      return;
    }
    await this.dataSource.query('DELETE FROM mail_outbox WHERE id = $1', [row.id]);
  }

  private async failed(row: OutboxRow, error: unknown): Promise<void> {
    if (this.stopping.signal.aborted) {
      // Not the relay's fault: due again at once, for whichever sender runs next.
      await this.dataSource.query('UPDATE mail_outbox SET send_after = now() WHERE id = $1', [
        row.id,
      ]);
      return;
    }
    const attempts = Number(row.attempts) + 1;
    if (attempts >= MAX_ATTEMPTS) {
      await this.dataSource.query('DELETE FROM mail_outbox WHERE id = $1', [row.id]);
      this.logger.error({ err: reasonOf(error), attempts }, 'A notice email was given up');
      return;
    }
    const retryAfterMs = RETRY_AFTER_MS[attempts - 1]!;
    await this.dataSource.query(
      `UPDATE mail_outbox SET attempts = $2, send_after = now() + $3 * interval '1 millisecond'
        WHERE id = $1`,
      [row.id, attempts, retryAfterMs],
    );
    this.logger.warn(
      { err: reasonOf(error), attempts, retryAfterMs },
      'A notice email failed; it is tried again later',
    );
  }
}
