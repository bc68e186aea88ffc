import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/**
 * Sends short notices by SMTP (nodemailer) when SMTP_URL is set; without it nothing is sent and
 * people see what is waiting when they come back. Sending never fails the request that caused
 * it: a failure is logged (without the address) and the notice is dropped.
 */
@Injectable()
export class MailService implements OnApplicationShutdown {
  private readonly logger = new Logger(MailService.name);
  private readonly transport: Transporter | undefined;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.transport = config.smtpUrl ? createTransport(config.smtpUrl) : undefined;
  }

  get enabled(): boolean {
    return this.transport !== undefined;
  }

  async send(message: MailMessage): Promise<boolean> {
    if (!this.transport) return false;
    try {
      await this.transport.sendMail({ from: this.config.mailFrom, ...message });
      return true;
    } catch (error) {
      this.logger.warn({ err: { message: (error as Error).message } }, 'A notice email failed');
      return false;
    }
  }

  onApplicationShutdown(): void {
    this.transport?.close();
  }
}
