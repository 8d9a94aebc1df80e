import { defineTexts } from '../../i18n/dictionary';

export const loadingTexts = defineTexts({
  en: { loading: 'Loading your store…', page: 'Loading…' },
  he: { loading: 'טוענים את החנות שלך…', page: 'טוען…' },
  th: { loading: 'กำลังโหลดร้านค้าของคุณ…', page: 'กำลังโหลด…' },
});
