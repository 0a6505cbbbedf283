import { Logger } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import type { AccountsConfig } from '../common/config/accounts-config';
import { attachmentsOf } from './mail-attachments';
import { writeToOutbox } from './outbox';
import type { QueuedMail } from './queued-mail.entity';
import { smtpOptions } from './smtp-options';

/**
 * Hands a message over with nodemailer: to the SMTP server of `smtpUrl` when set; otherwise
 * (embedded) as a .eml file in the outbox directory, its recipient and link logged, so a fresh
 * machine works. Throws when the message cannot be handed over.
 */
export class MailTransport {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter;
  private readonly from: string;

  constructor(private readonly config: AccountsConfig) {
    this.transport = config.smtpUrl
      ? createTransport(smtpOptions(config.smtpUrl))
      : createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    this.from = `no-reply@${new URL(config.publicUrl).hostname}`;
  }

  async deliver(mail: QueuedMail): Promise<void> {
    const info: unknown = await this.transport.sendMail({
      from: this.from,
      to: mail.recipient,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      textEncoding: 'base64',
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      attachments: attachmentsOf(mail.attachments),
    });
    if (this.config.smtpUrl) return;
    const file = await writeToOutbox(this.config.outboxDir, mail.kind, messageOf(info));
    const link = mail.link ? `: ${mail.link}` : '';
    this.logger.log(`${mail.kind} e-mail to ${mail.recipient}${link} (${file})`);
  }

  close(): void {
    this.transport.close();
  }
}

function messageOf(info: unknown): Buffer {
  const message = (info as { message?: unknown }).message;
  if (!Buffer.isBuffer(message)) throw new Error('The stream transport gave no message buffer');
  return message;
}
