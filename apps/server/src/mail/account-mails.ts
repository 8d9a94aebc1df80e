import { type LanguageCode, languages } from '@grocery/contracts';
import { escapeHtml } from './escape-html';
import type { MailMessage } from './mailer';

type MailKind = 'confirmEmail' | 'resetPassword';

const texts: Record<
  LanguageCode,
  Record<MailKind, { subject: string; greeting: string; body: string; action: string; ignore: string }>
> = {
  en: {
    confirmEmail: {
      subject: 'Confirm your email address',
      greeting: 'Hello {name},',
      body: 'Thank you for signing up. Please confirm your email address to start shopping. The link works for {hours} hours.',
      action: 'Confirm my email',
      ignore: 'If you did not sign up, you can ignore this message.',
    },
    resetPassword: {
      subject: 'Reset your password',
      greeting: 'Hello {name},',
      body: 'We received a request to reset your password. The link works for {minutes} minutes and only once.',
      action: 'Choose a new password',
      ignore: 'If you did not ask for this, you can ignore this message; your password stays the same.',
    },
  },
  he: {
    confirmEmail: {
      subject: 'אישור כתובת הדוא״ל שלך',
      greeting: 'שלום {name},',
      body: 'תודה שנרשמת. נא לאשר את כתובת הדוא״ל כדי להתחיל לקנות. הקישור תקף למשך {hours} שעות.',
      action: 'אישור כתובת הדוא״ל',
      ignore: 'אם לא נרשמת, אפשר להתעלם מהודעה זו.',
    },
    resetPassword: {
      subject: 'איפוס הסיסמה שלך',
      greeting: 'שלום {name},',
      body: 'קיבלנו בקשה לאיפוס הסיסמה שלך. הקישור תקף למשך {minutes} דקות ולשימוש אחד בלבד.',
      action: 'בחירת סיסמה חדשה',
      ignore: 'אם לא ביקשת זאת, אפשר להתעלם מהודעה זו; הסיסמה שלך לא תשתנה.',
    },
  },
  th: {
    confirmEmail: {
      subject: 'ยืนยันที่อยู่อีเมลของคุณ',
      greeting: 'สวัสดีคุณ {name}',
      body: 'ขอบคุณที่สมัครสมาชิก กรุณายืนยันที่อยู่อีเมลของคุณเพื่อเริ่มช้อปปิ้ง ลิงก์นี้ใช้ได้ {hours} ชั่วโมง',
      action: 'ยืนยันอีเมลของฉัน',
      ignore: 'หากคุณไม่ได้สมัครสมาชิก คุณสามารถเพิกเฉยต่อข้อความนี้ได้',
    },
    resetPassword: {
      subject: 'ตั้งรหัสผ่านใหม่',
      greeting: 'สวัสดีคุณ {name}',
      body: 'เราได้รับคำขอให้ตั้งรหัสผ่านใหม่ของคุณ ลิงก์นี้ใช้ได้ {minutes} นาทีและใช้ได้เพียงครั้งเดียว',
      action: 'ตั้งรหัสผ่านใหม่',
      ignore: 'หากคุณไม่ได้ขอ คุณสามารถเพิกเฉยต่อข้อความนี้ได้ รหัสผ่านของคุณจะยังคงเดิม',
    },
  },
};

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

/** The storefront page a mailed token opens, in the mail's language. */
export const accountLink = (publicUrl: string, language: LanguageCode, page: string, token: string) =>
  `${publicUrl}/${language}/${page}?token=${encodeURIComponent(token)}`;

/** A confirmation or reset message in the user's language, with the link as a button and as text. */
export function accountMail(input: {
  kind: MailKind;
  language: LanguageCode;
  to: string;
  name: string;
  link: string;
  hours?: number;
  minutes?: number;
}): MailMessage {
  const t = texts[input.language][input.kind];
  const values = { name: input.name, hours: input.hours ?? '', minutes: input.minutes ?? '' };
  const greeting = fill(t.greeting, values);
  const body = fill(t.body, values);
  const dir = languages[input.language].dir;
  return {
    to: input.to,
    subject: t.subject,
    text: `${greeting}\n\n${body}\n\n${t.action}: ${input.link}\n\n${t.ignore}\n`,
    html: `<!doctype html><html lang="${input.language}" dir="${dir}"><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(input.link)}" style="background:#15803d;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(t.action)}</a></p>
<p style="color:#555">${escapeHtml(t.ignore)}</p></body></html>`,
  };
}
