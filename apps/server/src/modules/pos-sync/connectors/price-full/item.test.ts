import { describe, expect, it } from 'vitest';
import { isGtin } from '../../gtin';
import { israelTimeToIso } from './israel-time';
import { toEntry } from './item';

const fields = (values: Record<string, string>) =>
  new Map(Object.entries(values).map(([key, value]) => [key.toLowerCase(), value]));
const base = { ItemCode: '7290000066318', ItemName: 'חלב  3%\r\n בקרטון ', ItemPrice: '6.9' };

describe('GTIN check digits', () => {
  it('accepts EAN-13, EAN-8 and UPC-A with a right check digit, nothing else', () => {
    for (const code of ['7290000066318', '4006381333931', '96385074', '036000291452'])
      expect(isGtin(code)).toBe(true);
    for (const code of [
      '7290000066317',
      '96385075',
      '036000291453',
      '1101346',
      '11182700916',
      '12345678901234',
      '729000006631x',
    ]) {
      expect(isGtin(code)).toBe(false);
    }
  });
});

describe('Israel time to an instant', () => {
  it('uses winter (+02) and summer (+03) offsets', () => {
    expect(israelTimeToIso('2024-11-17 13:03')).toBe('2024-11-17T11:03:00.000Z');
    expect(israelTimeToIso('2025-08-07 10:06')).toBe('2025-08-07T07:06:00.000Z');
    expect(israelTimeToIso('2025-08-07T10:06:30')).toBe('2025-08-07T07:06:30.000Z');
  });

  it('settles the days the clocks change (2025: 28 March forward, 26 October back)', () => {
    expect(israelTimeToIso('2025-03-28 01:59')).toBe('2025-03-27T23:59:00.000Z');
    expect(israelTimeToIso('2025-03-28 02:30')).toBe('2025-03-28T00:30:00.000Z'); // no such hour: read as summer time
    expect(israelTimeToIso('2025-03-28 03:00')).toBe('2025-03-28T00:00:00.000Z');
    expect(israelTimeToIso('2025-10-26 00:30')).toBe('2025-10-25T21:30:00.000Z');
    expect(israelTimeToIso('2025-10-26 01:30')).toBe('2025-10-25T23:30:00.000Z'); // twice: the winter one
    expect(israelTimeToIso('2025-10-26 02:00')).toBe('2025-10-26T00:00:00.000Z');
  });

  it('answers null for what is not a time', () => {
    for (const text of ['', '2025-02-30 10:00', '2025-08-07 24:00', '07/08/2025 10:06', 'Unknown']) {
      expect(israelTimeToIso(text)).toBeNull();
    }
  });
});

describe('an item from its fields', () => {
  it('maps a packaged item: the code is a GTIN, the name is tidied, the price has two decimals', () => {
    const entry = toEntry(fields({ ...base, PriceUpdateDate: '2025-08-07 10:06', ItemStatus: '0' }));
    expect(entry).toEqual({
      item: {
        externalId: '7290000066318',
        barcode: '7290000066318',
        name: 'חלב 3% בקרטון',
        category: null,
        price: '6.90',
        unit: 'unit',
        stock: null,
        active: false,
        changedAt: '2025-08-07T07:06:00.000Z',
        manufacturer: null,
        country: null,
        packageQuantity: null,
        packageUnit: null,
        measurePrice: null,
      },
    });
  });

  it('keeps the maker, origin and package where known, and the POS’s unit price to the agora', () => {
    const described = toEntry(
      fields({
        ...base,
        ManufacturerName: ' תנובה ',
        ManufactureCountry: 'IL',
        UnitQty: 'מיליליטרים',
        Quantity: '1000.00',
        UnitOfMeasurePrice: '0.6900',
      }),
    );
    expect(described).toMatchObject({
      item: {
        manufacturer: 'תנובה',
        country: 'IL',
        packageQuantity: 1000,
        packageUnit: 'ml',
        measurePrice: '0.69',
      },
    });
    const unknown = toEntry(
      fields({
        ...base,
        ManufacturerName: 'לא ידוע',
        ManufactureCountry: 'Unknown',
        UnitQty: 'Unknown',
        Quantity: '0.00',
      }),
    );
    expect(unknown).toMatchObject({
      item: {
        manufacturer: null,
        country: null,
        packageQuantity: null,
        packageUnit: null,
        measurePrice: null,
      },
    });
    // A package of an unknown unit, or of no quantity, is no package; neither refuses the item.
    for (const odd of [
      { UnitQty: 'קופסה', Quantity: '3' },
      { UnitQty: 'גרמים', Quantity: 'x' },
    ]) {
      expect(toEntry(fields({ ...base, ...odd }))).toMatchObject({
        item: { packageUnit: null, price: '6.90' },
      });
    }
  });

  it('keeps an internal code without a barcode, and reads a missing status and date as active, undated', () => {
    const entry = toEntry(fields({ ...base, ItemCode: '1101346', ItemPrice: '0145.50' }));
    expect(entry).toMatchObject({
      item: { externalId: '1101346', barcode: null, price: '145.50', active: true, changedAt: null },
    });
  });

  it('sells by the kilo when weighed, or, with no weighed flag, when the unit is a kilo', () => {
    const unit = (values: Record<string, string>) => {
      const entry = toEntry(fields({ ...base, ...values }));
      return 'item' in entry ? entry.item.unit : entry.problem.error;
    };
    expect(unit({ bIsWeighted: '1', UnitOfMeasure: 'ק"ג' })).toBe('kg');
    expect(unit({ BisWeighted: '1' })).toBe('kg');
    // Washing powder in a 3 kg box: its comparison price is per kilo, it is sold by the box.
    expect(unit({ bIsWeighted: '0', UnitOfMeasure: 'ק"ג' })).toBe('unit');
    for (const unitOfMeasure of ['ק"ג', 'ק״ג', 'קילו', 'KG', 'קג'])
      expect(unit({ UnitOfMeasure: unitOfMeasure })).toBe('kg');
    expect(unit({ UnitOfMeasure: '100 גרם' })).toBe('unit');
  });

  it('falls back to the manufacturer description when the item has no name', () => {
    const entry = toEntry(fields({ ...base, ItemName: ' ', ManufacturerItemDescription: 'גבינה  לבנה ' }));
    expect(entry).toMatchObject({ item: { name: 'גבינה לבנה' } });
  });

  it('reports what it cannot accept, with the code when it could be read', () => {
    const problem = (values: Record<string, string>) => toEntry(fields({ ...base, ...values }));
    expect(problem({ ItemPrice: '-3.50' })).toEqual({
      problem: { externalId: '7290000066318', error: 'negative price' },
    });
    for (const price of ['abc', '12,90', '1e3', '.', '-']) {
      expect(problem({ ItemPrice: price })).toEqual({
        problem: { externalId: '7290000066318', error: 'price is not a number' },
      });
    }
    expect(problem({ ItemPrice: '' })).toMatchObject({ problem: { error: 'no price' } });
    expect(problem({ ItemPrice: '9.995' })).toMatchObject({
      problem: { error: 'price 9.995 has more than two decimals' },
    });
    expect(problem({ ItemPrice: '9.900' })).toMatchObject({ item: { price: '9.90' } });
    expect(problem({ ItemPrice: '-0.00' })).toMatchObject({ item: { price: '0.00' } });
    expect(problem({ ItemName: '  ' })).toMatchObject({
      problem: { externalId: '7290000066318', error: 'no name' },
    });
    expect(problem({ ItemName: 'ab\uFFFDcd' })).toMatchObject({ problem: { externalId: '7290000066318' } });
    expect(problem({ ItemCode: '72900-0066' })).toEqual({
      problem: { externalId: null, error: 'item code "72900-0066" is not digits' },
    });
    expect(problem({ ItemCode: '' })).toEqual({ problem: { externalId: null, error: 'no item code' } });
    expect(problem({ ItemCode: '1'.repeat(21) })).toEqual({
      problem: { externalId: null, error: 'the item code is longer than 20 characters' },
    });
    expect(problem({ ItemName: 'א'.repeat(501) })).toEqual({
      problem: { externalId: '7290000066318', error: 'the name is longer than 500 characters' },
    });
    expect(problem({ ItemName: 'א'.repeat(500) })).toMatchObject({ item: { externalId: '7290000066318' } });
  });
});
