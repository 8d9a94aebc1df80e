import { defineTexts } from '../../../i18n/dictionary';

export const confirmEmailTexts = defineTexts({
  en: {
    title: 'Email confirmation',
    verifying: 'Confirming your email address…',
    success: 'Thank you! Your email address is confirmed. You can now sign in.',
    invalid: 'This confirmation link is not valid.',
    used: 'This confirmation link has been used already. If your email address is confirmed, you can sign in.',
    replaced:
      'This confirmation link was replaced by a newer one. Please use the link in the latest email we sent you.',
    expired: 'This confirmation link has expired. Sign in to have a new one sent to you.',
    failed: 'We could not confirm your email address right now. Please try the link again later.',
  },
  he: {
    title: 'אימות כתובת דוא״ל',
    verifying: 'מאמתים את כתובת הדוא״ל שלך…',
    success: 'תודה! כתובת הדוא״ל שלך אומתה. מעכשיו אפשר להתחבר.',
    invalid: 'קישור האימות אינו תקין.',
    used: 'כבר נעשה שימוש בקישור האימות הזה. אם כתובת הדוא״ל שלך אומתה, אפשר להתחבר.',
    replaced: 'קישור האימות הזה הוחלף בקישור חדש יותר. יש להשתמש בקישור שבהודעה האחרונה ששלחנו לך.',
    expired: 'פג תוקפו של קישור האימות. אפשר להתחבר ולבקש שנשלח קישור חדש.',
    failed: 'לא הצלחנו לאמת את כתובת הדוא״ל כרגע. כדאי לנסות את הקישור שוב מאוחר יותר.',
  },
  th: {
    title: 'ยืนยันอีเมล',
    verifying: 'กำลังยืนยันอีเมลของคุณ…',
    success: 'ขอบคุณ! ยืนยันอีเมลของคุณเรียบร้อยแล้ว คุณสามารถเข้าสู่ระบบได้ทันที',
    invalid: 'ลิงก์ยืนยันนี้ไม่ถูกต้อง',
    used: 'ลิงก์ยืนยันนี้ถูกใช้งานไปแล้ว หากยืนยันอีเมลของคุณเรียบร้อยแล้ว คุณสามารถเข้าสู่ระบบได้',
    replaced: 'ลิงก์ยืนยันนี้ถูกแทนที่ด้วยลิงก์ใหม่แล้ว โปรดใช้ลิงก์ในอีเมลฉบับล่าสุดที่เราส่งถึงคุณ',
    expired: 'ลิงก์ยืนยันนี้หมดอายุแล้ว โปรดเข้าสู่ระบบเพื่อขอให้ส่งลิงก์ใหม่',
    failed: 'ไม่สามารถยืนยันอีเมลของคุณได้ในขณะนี้ โปรดลองเปิดลิงก์อีกครั้งภายหลัง',
  },
});
