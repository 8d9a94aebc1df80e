import { defineTexts } from '../../../i18n/dictionary';

export const forgotPasswordTexts = defineTexts({
  en: {
    title: 'Forgot your password?',
    intro: 'Enter the email address of your account and we will send you a link to choose a new password.',
    submit: 'Send reset link',
    processing: 'Sending…',
    success:
      'If an account exists for {email}, a link to reset its password is on its way. The link is valid for a limited time; check your spam folder if it does not arrive.',
    failed: 'We could not send the email. Please try again later.',
    remembered: 'Remembered your password?',
  },
  he: {
    title: 'שכחת את הסיסמה?',
    intro: 'יש להזין את כתובת הדוא״ל של החשבון, ונשלח אליה קישור לבחירת סיסמה חדשה.',
    submit: 'שליחת קישור לאיפוס',
    processing: 'שולחים…',
    success:
      'אם קיים חשבון עם הכתובת {email}, קישור לאיפוס הסיסמה כבר בדרך. הקישור בתוקף לזמן מוגבל; אם הוא לא מגיע, כדאי לבדוק גם בתיקיית הספאם.',
    failed: 'לא הצלחנו לשלוח את המייל. כדאי לנסות שוב מאוחר יותר.',
    remembered: 'נזכרת בסיסמה?',
  },
  th: {
    title: 'ลืมรหัสผ่าน?',
    intro: 'กรอกอีเมลของบัญชีคุณ แล้วเราจะส่งลิงก์สำหรับตั้งรหัสผ่านใหม่ให้',
    submit: 'ส่งลิงก์รีเซ็ตรหัสผ่าน',
    processing: 'กำลังส่ง…',
    success:
      'หากมีบัญชีที่ใช้อีเมล {email} เราได้ส่งลิงก์สำหรับรีเซ็ตรหัสผ่านไปแล้ว ลิงก์มีอายุการใช้งานจำกัด หากไม่ได้รับ โปรดตรวจสอบโฟลเดอร์สแปม',
    failed: 'ไม่สามารถส่งอีเมลได้ โปรดลองใหม่อีกครั้งภายหลัง',
    remembered: 'นึกรหัสผ่านออกแล้วใช่ไหม?',
  },
});
