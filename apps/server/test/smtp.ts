import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/**
 * A real SMTP server on loopback that keeps what it receives, for tests of the mail the store sends.
 * `refuseFirst`: how many messages it turns away first with a temporary error (451).
 */
export async function startSmtpServer({ refuseFirst = 0 } = {}) {
  const received: ReceivedMail[] = [];
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refused < refuseFirst) {
          refused += 1;
          callback(Object.assign(new Error('try again later'), { responseCode: 451 }));
          return;
        }
        PostalMime.parse(Buffer.concat(chunks)).then((mail) => {
          received.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: mail.html ?? '',
          });
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Waits for the mail to `to` (whose text matches `match`, if given) beyond the `skip` already seen. */
    async waitFor(to: string, skip = 0, match?: RegExp, timeoutMs = 10_000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const mails = received.filter(
          (mail) => mail.to.includes(to.toLowerCase()) && (!match || match.test(mail.text)),
        );
        const mail = mails[skip];
        if (mail) return mail;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`No mail to ${to} arrived`);
    },
    countTo: (to: string) => received.filter((mail) => mail.to.includes(to.toLowerCase())).length,
    refused: () => refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The token of the first link to `/{lang}/{page}?token=` in a mail. */
export function tokenFrom(mail: ReceivedMail, page: string): string {
  const match = new RegExp(`/${page}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`No ${page} link in the mail`);
  return match[1];
}
