import { defineTexts } from '../../../i18n/dictionary';

/** Texts shared by the catalogue, search and cart: prices, units, stock. */
export const catalogueSharedTexts = defineTexts({
  en: {
    perKg: '/ kg',
    wasPrice: 'Regular price {price}',
    yourPrice: 'Your price',
    sale: 'Sale',
    outOfStock: 'Out of stock',
    noImage: 'No image available',
    imageOf: 'Picture of {name}',
    barcode: 'Barcode',
  },
  he: {
    perKg: '/ ק״ג',
    wasPrice: 'מחיר רגיל {price}',
    yourPrice: 'המחיר שלך',
    sale: 'מבצע',
    outOfStock: 'אזל מהמלאי',
    noImage: 'אין תמונה זמינה',
    imageOf: 'תמונה של {name}',
    barcode: 'ברקוד',
  },
  th: {
    perKg: '/ กก.',
    wasPrice: 'ราคาปกติ {price}',
    yourPrice: 'ราคาสำหรับคุณ',
    sale: 'ลดราคา',
    outOfStock: 'สินค้าหมด',
    noImage: 'ไม่มีรูปภาพ',
    imageOf: 'รูปภาพของ {name}',
    barcode: 'บาร์โค้ด',
  },
});
