import { type LanguageCode, languages } from '@grocery/contracts';
import { escapeHtml } from './escape-html';

/** An order's news as a mail: the greeting, the news, the slot booked and a button to the order. */
export function orderMail(mail: {
  language: LanguageCode;
  greeting: string;
  body: string;
  /** The slot line's label and the slot, or null for no slot line. */
  delivery: { label: string; when: string; zone: string } | null;
  link: string;
  viewOrder: string;
}): { text: string; html: string } {
  const { greeting, body, delivery, link, viewOrder } = mail;
  const dir = languages[mail.language].dir;
  const deliveryLine = delivery ? `${delivery.label}: ${delivery.when} (${delivery.zone})\n\n` : '';
  const deliveryHtml = delivery
    ? `<p>${escapeHtml(delivery.label)}: ${escapeHtml(delivery.when)} (<bdi>${escapeHtml(delivery.zone)}</bdi>)</p>\n`
    : '';
  return {
    text: `${greeting}\n\n${body}\n\n${deliveryLine}${viewOrder}: ${link}\n`,
    html: `<!doctype html><html lang="${mail.language}" dir="${dir}"><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>
${deliveryHtml}<p><a href="${escapeHtml(link)}" style="background:#15803d;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(viewOrder)}</a></p></body></html>`,
  };
}
