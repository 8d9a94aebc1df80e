import fs from 'node:fs/promises';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on loopback for the browser tests: the store sends its mail here, and each
 * message is written as a raw .eml file into `directory`, named by recipient, for the tests to read.
 */
export async function startSmtpSink(directory: string): Promise<{ port: number; close(): Promise<void> }> {
  let counter = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
        counter += 1;
        const name = `${Date.now()}-${String(counter).padStart(4, '0')}-${recipients.join(',')}.eml`;
        // Written aside and renamed in, so a reader never sees half a message.
        const partial = path.join(directory, `.${name}.partial`);
        fs.writeFile(partial, Buffer.concat(chunks))
          .then(() => fs.rename(partial, path.join(directory, name)))
          .then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
