import { formatBadgeCount } from '@grocery/contracts';
import { describe, expect, it } from 'vitest';
import { defaultSelection, newestFirst, previewText } from './inbox';

describe('previewText', () => {
  it('collapses whitespace', () => {
    expect(previewText('  Your order\n\n 1042\tis   on its way.  ')).toBe('Your order 1042 is on its way.');
  });

  it('keeps exactly 140 characters and cuts 141 to 137 plus an ellipsis', () => {
    const exact = 'a'.repeat(140);
    expect(previewText(exact)).toBe(exact);
    const preview = previewText(`${'b'.repeat(140)}c`);
    expect(preview).toBe(`${'b'.repeat(137)}…`);
    expect(Array.from(preview)).toHaveLength(138);
  });

  it('counts after collapsing, in characters', () => {
    expect(previewText(`${'a '.repeat(70)}   `)).toBe(`${'a '.repeat(69)}a`);
    const thai = 'ก'.repeat(141);
    expect(previewText(thai)).toBe(`${'ก'.repeat(137)}…`);
    const emoji = '🍎'.repeat(141);
    expect(previewText(emoji)).toBe(`${'🍎'.repeat(137)}…`);
  });
});

describe('defaultSelection', () => {
  const read = (notificationId: number) => ({ notificationId, readAt: '2025-01-01T10:00:00Z' });
  const unread = (notificationId: number) => ({ notificationId, readAt: null });

  it('selects the first unread', () => {
    expect(defaultSelection([read(5), unread(4), unread(3)])).toBe(4);
  });

  it('selects the first when all are read, none when empty', () => {
    expect(defaultSelection([read(5), read(4)])).toBe(5);
    expect(defaultSelection([])).toBeNull();
  });
});

describe('newestFirst', () => {
  it('sorts by creation time, then id', () => {
    const list = [
      { notificationId: 1, createdAt: '2025-01-01T10:00:00Z' },
      { notificationId: 3, createdAt: '2025-01-02T10:00:00Z' },
      { notificationId: 2, createdAt: '2025-01-02T10:00:00Z' },
    ];
    expect(newestFirst(list).map((item) => item.notificationId)).toEqual([3, 2, 1]);
  });
});

describe('the bell badge', () => {
  it('caps at 99+', () => {
    expect(formatBadgeCount(1)).toBe('1');
    expect(formatBadgeCount(99)).toBe('99');
    expect(formatBadgeCount(100)).toBe('99+');
    expect(formatBadgeCount(250)).toBe('99+');
  });
});
