/**
 * SMTP hand-off with nodemailer (ARCHITECTURE 'e-mail'): used when SMTP_URL is set; without it messages stay in
 * the outbox and the mailbox page lists them.
 */
import nodemailer from 'nodemailer';
import type { AppConfig } from '../../config.ts';

export interface SmtpMessage {
  /** Stable per outbox row, so a receiver can drop a repeated hand-off of the same message. */
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

export interface MailTransport {
  /** @throws when the SMTP server does not accept the message. */
  send(message: SmtpMessage): Promise<void>;
  close(): void;
}

export function createMailTransport(mail: AppConfig['mail']): MailTransport | null {
  if (!mail.smtpUrl) return null;
  // Pooled: a worker hands over message after message on the same few connections.
  const transporter = nodemailer.createTransport({ url: mail.smtpUrl, pool: true, maxConnections: 3 });
  return {
    send: async (message) => {
      await transporter.sendMail({
        from: mail.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
        messageId: message.messageId,
      });
    },
    close: () => transporter.close(),
  };
}
