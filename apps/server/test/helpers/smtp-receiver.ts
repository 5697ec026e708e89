/**
 * A real SMTP server for tests (the `smtp-server` package) on a free local port; every accepted message is
 * parsed with `mailparser`. `failing` makes it refuse every message with a temporary error.
 */
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpReceiver {
  url: string;
  messages: ParsedMail[];
  /** Messages offered, accepted or not. */
  offered: number;
  failing: boolean;
  close(): Promise<void>;
}

export async function startSmtpReceiver(options: { failing?: boolean } = {}): Promise<SmtpReceiver> {
  const receiver: SmtpReceiver = {
    url: '',
    messages: [],
    offered: 0,
    failing: options.failing ?? false,
    close: async () => {},
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      receiver.offered += 1;
      simpleParser(stream)
        .then((mail) => {
          if (receiver.failing) {
            callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 }));
            return;
          }
          receiver.messages.push(mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  // A sender that goes away mid-message (a killed worker) must not end the receiving process.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('SMTP receiver did not start');
  receiver.url = `smtp://127.0.0.1:${address.port}`;
  receiver.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return receiver;
}
