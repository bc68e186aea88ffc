import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { type ConfirmationMailResult, NOTICE_LIMITS } from '@ageless/contracts';
import { hashOf } from '../common/daily-allowance/daily-allowance.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { type DailyCap, MailOutboxRepository, type OutboxRow } from './mail-outbox.repository.js';

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

/**
 * Resends per address and UTC day for profiles that named the address before that day: the owner's
 * own request, which strangers' new profiles cannot use up (sixth hostile pass #5).
 */
export const RESENDS_PER_ADDRESS_PER_DAY = 3;

/** Who asked for a confirmation mail: the asking browser's owner key hash and its site. */
export interface MailAsker {
  browser: string;
  /** The asking site (siteKey: an IPv4 address, an IPv6 /48). */
  network: string;
  /**
   * An explicit resend for a profile that has named the address since before today: counted against
   * RESENDS_PER_ADDRESS_PER_DAY instead of the total that new profiles share.
   */
  established: boolean;
}

// The last notice of a day says so, so that silence afterwards is not read as nothing waiting.
const LAST_NOTICE_TODAY =
  '\n\nDies ist heute die letzte einzelne Benachrichtigung an diese Adresse; kommt heute mehr, erhalten Sie morgen eine Zusammenfassung.' +
  '\nThis is the last single notice to this address today; if more comes today, you get one summary tomorrow.';

/**
 * The next day's one mail for the notices over a recipient's cap (fourth hostile pass: three junk
 * requests used up the day's notices and a genuine one afterwards was never told). Only a count:
 * nothing of the people who wrote.
 */
export function digestEmail(
  count: number,
  link: string | undefined,
): { subject: string; text: string } {
  const where = link
    ? { en: `Open your matches page: ${link}`, de: `Öffnen Sie Ihre Matches-Seite: ${link}` }
    : {
        en: 'Open Ageless Connect in the browser you used to see them.',
        de: 'Öffnen Sie Ageless Connect in dem Browser, mit dem Sie es nutzen.',
      };
  const what =
    count === 1
      ? {
          en: 'You have 1 new introduction request or answer.',
          de: 'Sie haben 1 neue Vorstellungsanfrage oder Antwort.',
        }
      : {
          en: `You have ${count} new introduction requests or answers.`,
          de: `Sie haben ${count} neue Vorstellungsanfragen oder Antworten.`,
        };
  return {
    subject: 'Ageless Connect: neue Anfragen / new introduction requests',
    text: `${what.de}\n${where.de}\n\n${what.en}\n${where.en}\n\nAgeless Connect`,
  };
}

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
    private readonly outbox: MailOutboxRepository,
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
   * Stores a mail for the background sender within its kind's daily cap for the recipient. A notice
   * past the cap is counted (daily_allowances: `used - cap` that day) and told in one digest the next
   * day. A confirmation mail is also capped per asking browser and network (`asker`), so that other
   * browsers cannot use up the owner's; past a cap it is not sent. Never fails the request that
   * caused it.
   */
  async queue(message: MailMessage, kind: MailKind, asker?: MailAsker): Promise<QueueResult> {
    if (!this.transport) return 'not-sent';
    const cap = MAILS_PER_ADDRESS_PER_DAY[kind];
    try {
      if (kind === 'confirmation' && !(await this.confirmationAllowed(message.to, asker))) {
        this.logger.log({ kind }, 'A confirmation mail over a daily cap was not sent');
        return 'over-daily-cap';
      }
      const { allowed, used } =
        kind === 'notice'
          ? await this.outbox.countUse('notice-mails', recipientKey(message.to), cap)
          : { allowed: true, used: 0 };
      if (!allowed) {
        await this.gatherInDigest(message.to);
        this.logger.log(
          { kind, inDigest: used - cap },
          'A notice over its daily cap waits for the digest',
        );
        return 'over-daily-cap';
      }
      const text =
        kind === 'notice' && used === cap ? message.text + LAST_NOTICE_TODAY : message.text;
      await this.outbox.add(message.to, message.subject, text);
    } catch (error) {
      this.logger.error({ err: reasonOf(error) }, 'A notice email could not be queued');
      return 'not-sent';
    }
    this.wake();
    return 'queued';
  }

  // Per address and asking browser, per address and asking site, and per address from all: each
  // within its cap, or none counted. A browser or site gets one a day. New profiles from five other
  // sites can use up the day's total (sixth hostile pass #5); the owner's resend for a profile that
  // named the address before today has a total of its own, which such newcomers do not touch.
  private async confirmationAllowed(to: string, asker: MailAsker | undefined): Promise<boolean> {
    const address = recipientKey(to);
    const caps: DailyCap[] = [
      asker?.established
        ? ['confirmation-resends', address, RESENDS_PER_ADDRESS_PER_DAY]
        : ['confirmation-mails', address, NOTICE_LIMITS.confirmationsPerAddressPerDay],
    ];
    if (asker)
      caps.unshift(
        [
          'confirmation-by-browser',
          `${address} ${asker.browser}`,
          NOTICE_LIMITS.confirmationsPerAddressPerBrowserPerDay,
        ],
        [
          'confirmation-by-network',
          `${address} ${asker.network}`,
          NOTICE_LIMITS.confirmationsPerAddressPerNetworkPerDay,
        ],
        // Whatever the address: a browser or site mailing many strangers is refused at once.
        [
          'confirmations-from-browser',
          asker.browser,
          NOTICE_LIMITS.confirmationAddressesPerBrowserPerDay,
        ],
        [
          'confirmations-from-network',
          asker.network,
          NOTICE_LIMITS.confirmationAddressesPerNetworkPerDay,
        ],
      );
    return this.outbox.countUseWithinAll(caps);
  }

  private async gatherInDigest(to: string): Promise<void> {
    await this.outbox.addDigestOnce(to, hashOf(recipientKey(to)));
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

  // Held for twice a delivery's time limit: by then this sender's delivery can no longer be running.
  private claim(): Promise<OutboxRow | undefined> {
    return this.outbox.claimDue(2 * this.config.smtpTimeouts.sendMs);
  }

  private async deliver(row: OutboxRow): Promise<void> {
    try {
      const mail = row.digest_key
        ? await this.digestOf(row.digest_key, row.digest_day)
        : { subject: row.subject, text: row.body };
      await this.transport!.sendMail({
        from: this.config.mailFrom,
        to: row.recipient,
        subject: mail.subject,
        text: mail.text,
        signal: AbortSignal.any([
          this.stopping.signal,
          AbortSignal.timeout(this.config.smtpTimeouts.sendMs),
        ]),
      });
    } catch (error) {
      await this.failed(row, error);
      return;
    }
    await this.outbox.remove(row.id);
  }

  // How many notices the recipient was not sent on the digest's day: that day's count over the cap.
  private async digestOf(
    digestKey: string,
    day: string | null,
  ): Promise<{ subject: string; text: string }> {
    const counted = await this.outbox.noticesCounted(digestKey, day);
    const over = counted - MAILS_PER_ADDRESS_PER_DAY.notice;
    const link = this.config.publicUrl ? `${this.config.publicUrl}/matches` : undefined;
    return digestEmail(Math.max(1, over), link);
  }

  private async failed(row: OutboxRow, error: unknown): Promise<void> {
    if (this.stopping.signal.aborted) {
      // Not the relay's fault: due again at once, for whichever sender runs next.
      await this.outbox.release(row.id);
      return;
    }
    const attempts = Number(row.attempts) + 1;
    if (attempts >= MAX_ATTEMPTS) {
      await this.outbox.remove(row.id);
      this.logger.error({ err: reasonOf(error), attempts }, 'A notice email was given up');
      return;
    }
    const retryAfterMs = RETRY_AFTER_MS[attempts - 1]!;
    await this.outbox.retryLater(row.id, attempts, retryAfterMs);
    this.logger.warn(
      { err: reasonOf(error), attempts, retryAfterMs },
      'A notice email failed; it is tried again later',
    );
  }
}
