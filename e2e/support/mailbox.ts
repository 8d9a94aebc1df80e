import fs from 'node:fs/promises';
import path from 'node:path';
import PostalMime from 'postal-mime';

export interface ReceivedMail {
  subject: string;
  text: string;
  html: string;
  /** Every http(s) link in the message, in order. */
  links: string[];
}

function mailDir(): string {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run through the Playwright global setup');
  return dir;
}

/** Waits for the newest mail to `to` that arrived after `since` (ms epoch) and matches `subject`. */
export async function waitForMail(
  to: string,
  options: { since?: number; subject?: RegExp; timeoutMs?: number } = {},
): Promise<ReceivedMail> {
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  const recipient = to.toLowerCase();
  while (Date.now() < deadline) {
    const files = (await fs.readdir(mailDir()))
      .filter((name) => name.endsWith(`-${recipient}.eml`))
      .filter((name) => Number(name.split('-')[0]) >= (options.since ?? 0))
      .sort()
      .reverse();
    for (const file of files) {
      const parsed = await PostalMime.parse(await fs.readFile(path.join(mailDir(), file)));
      const mail = {
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
        html: parsed.html ?? '',
        links: [...`${parsed.text ?? ''}\n${parsed.html ?? ''}`.matchAll(/https?:\/\/[^\s"'<>]+/g)].map((m) =>
          m[0].replaceAll('&amp;', '&'),
        ),
      };
      if (!options.subject || options.subject.test(mail.subject)) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail to ${to} arrived in time`);
}
