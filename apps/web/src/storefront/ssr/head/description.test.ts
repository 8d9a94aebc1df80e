import { describe, expect, it } from 'vitest';
import { descriptionLength, trimDescription } from './description';

describe('trimDescription', () => {
  it('keeps a short text, on one line', () => {
    expect(trimDescription('  Crisp\n red   apples. ', 'en')).toBe('Crisp red apples.');
  });

  it('cuts a long text at a word boundary with an ellipsis', () => {
    const text = 'Sweet and crunchy apples picked this week, '.repeat(6);
    const trimmed = trimDescription(text, 'en');
    expect(trimmed.length).toBeLessThanOrEqual(descriptionLength);
    expect(trimmed.endsWith('…')).toBe(true);
    const kept = trimmed.slice(0, -1);
    expect(text.startsWith(kept)).toBe(true);
    expect(text[kept.length]).toMatch(/[\s,]/);
    expect(kept).not.toMatch(/[\s,]$/);
  });

  it('cuts Hebrew at a word boundary', () => {
    const text = 'תפוחים אדומים ופריכים שנקטפו השבוע במטע בגליל. '.repeat(5);
    const kept = trimDescription(text, 'he').slice(0, -1);
    expect(kept.length).toBeLessThan(descriptionLength);
    expect(text[kept.length]).toMatch(/[\s.]/);
  });

  it('cuts Thai, which has no spaces, between words', () => {
    const text = 'แอปเปิลแดงกรอบอร่อยเก็บสดใหม่จากสวน'.repeat(10);
    const trimmed = trimDescription(text, 'th');
    expect(trimmed.length).toBeLessThanOrEqual(descriptionLength);
    const kept = trimmed.slice(0, -1);
    const ends = [...new Intl.Segmenter('th', { granularity: 'word' }).segment(text)].map(
      (s) => s.index + s.segment.length,
    );
    expect(ends).toContain(kept.length);
  });

  it('cuts one overlong word where the room ends', () => {
    expect(trimDescription('x'.repeat(400), 'en')).toBe(`${'x'.repeat(descriptionLength - 1)}…`);
  });
});
