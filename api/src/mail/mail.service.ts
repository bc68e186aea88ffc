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
import { type ConfirmationMailResult, NOTICE_LIMITS } from '@ageless/contracts';
import { countUse } from '../common/daily-allowance/daily-allowance.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/**
 * What a mail is: a notice (a request or an acceptance waits) or the one mail that asks to confirm
 * an address. Each has its own daily cap per recipient address (issue 25 item 4: 17 throwaway
 * profiles sent 55 mails to one address in seconds).
 */
export type MailKind = 'notice' | 'confirmation';

/** Mails per recipient address and UTC day, by kind (docs/DECISIONS.md). */
export const MAILS_PER_ADDRESS_PER_DAY: Record<MailKind, number> = {
  notice: NOTICE_LIMITS.noticesPerAddressPerDay,
  confirmation: NOTICE_LIMITS.confirmationsPerAddressPerDay,
};

export type QueueResult = ConfirmationMailResult;

// The last notice of a day says so, so that silence afterwards is not read as nothing waiting.
const LAST_NOTICE_TODAY =
  '\n\nDies ist heute die letzte Benachrichtigung an diese Adresse; alles Weitere sehen Sie auf Ihrer Matches-Seite.' +
  '\nThis is the last notice to this address today; anything more waits on your matches page.';

/**
 * One inbox, however its address is written: case, a "+tag", invisible characters, quotes and, for
 * Gmail, dots do not make another recipient for the daily caps.
 */
export function recipientKey(address: string): string {
  // Folded and cleared of invisible characters and quotes, which mail software drops on the way.
  const text = address
    .normalize('NFKC')
    .replace(/[\p{Default_Ignorable_Code_Point}"]/gu, '')
    .trim()
    .toLowerCase();
  const at = text.lastIndexOf('@');
  const domain = text.slice(at + 1);
  const local = text.slice(0, Math.max(0, at)).split('+')[0] ?? '';
  const gmail = domain === 'gmail.com' || domain === 'googlemail.com';
  return gmail ? `${local.replaceAll('.', '')}@gmail.com` : `${local}@${domain}`;
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
    // An address is confirmed by a link to PUBLIC_URL before anything else is sent to it.
    if (!this.config.publicUrl)
      this.logger.warn(
        'SMTP_URL is set but PUBLIC_URL is not: no address can be confirmed, so no notice is sent',
      );
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

  /**
   * Stores a mail for the background sender within its kind's daily cap for the recipient; past the
   * cap it is dropped and counted (daily_allowances: `used - cap` were dropped that day). Never
   * fails the request that caused it.
   */
  async queue(message: MailMessage, kind: MailKind): Promise<QueueResult> {
    if (!this.transport) return 'not-sent';
    const cap = MAILS_PER_ADDRESS_PER_DAY[kind];
    try {
      const { allowed, used } = await countUse(
        this.dataSource.manager,
        kind === 'notice' ? 'notice-mails' : 'confirmation-mails',
        recipientKey(message.to),
        cap,
      );
      if (!allowed) {
        this.logger.log(
          { kind, droppedToday: used - cap },
          'A mail over its daily cap was dropped',
        );
        return 'over-daily-cap';
      }
      const text =
        kind === 'notice' && used === cap ? message.text + LAST_NOTICE_TODAY : message.text;
      await this.dataSource.query(
        'INSERT INTO mail_outbox (recipient, subject, body) VALUES ($1, $2, $3)',
        [message.to, message.subject, text],
      );
    } catch (error) {
      this.logger.error({ err: reasonOf(error) }, 'A notice email could not be queued');
      return 'not-sent';
    }
    this.wake();
    return 'queued';
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
