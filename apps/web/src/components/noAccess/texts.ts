import { defineTexts } from '../../i18n/dictionary';

export const noAccessTexts = defineTexts({
  en: {
    title: 'No access',
    signedOutMessage: 'This area is for staff. Please sign in with an account that may open it.',
    signedInMessage:
      'Your account does not have permission to open this area. Ask an administrator if you need it.',
    signIn: 'Sign in',
    home: 'Back to the shop',
  },
  he: {
    title: 'אין גישה',
    signedOutMessage: 'האזור הזה מיועד לצוות. יש להתחבר עם חשבון שמורשה לפתוח אותו.',
    signedInMessage: 'לחשבון שלך אין הרשאה לפתוח את האזור הזה. אם צריך, אפשר לבקש זאת ממנהל המערכת.',
    signIn: 'התחברות',
    home: 'חזרה לחנות',
  },
  th: {
    title: 'ไม่มีสิทธิ์เข้าถึง',
    signedOutMessage: 'ส่วนนี้สำหรับพนักงานเท่านั้น โปรดเข้าสู่ระบบด้วยบัญชีที่มีสิทธิ์เปิดส่วนนี้',
    signedInMessage: 'บัญชีของคุณไม่มีสิทธิ์เปิดส่วนนี้ หากต้องการ โปรดติดต่อผู้ดูแลระบบ',
    signIn: 'เข้าสู่ระบบ',
    home: 'กลับไปที่ร้านค้า',
  },
});
