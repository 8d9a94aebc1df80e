import { orderChangeRejections } from '@grocery/contracts';
import { describe, expect, it, vi } from 'vitest';
import { resolveTexts } from '../../../i18n/dictionary';
import { orderPanelTexts } from '../texts';
import { refusalText, sendChange } from './refusal';

const he = resolveTexts(orderPanelTexts, 'he');
const en = resolveTexts(orderPanelTexts, 'en');

describe('refused changes', () => {
  it("says every reason of the contracts in the user's language, each differently", () => {
    const texts = orderChangeRejections.map((reason) => refusalText({ reason }, he, 'he'));
    expect(new Set(texts).size).toBe(orderChangeRejections.length);
    for (const text of texts) expect(text).toMatch(/[\u0590-\u05FF]/);
    expect(refusalText({ reason: 'SOMETHING_NEW' }, en, 'en')).toBe(en.saveFailed);
  });

  it('reloads the order on a conflict before answering, and not otherwise', async () => {
    const reload = vi.fn(async () => {});
    const conflict = await sendChange(
      async () => ({ reject: true, reason: 'CONFLICT', message: 'now picking' }),
      {
        texts: en,
        language: 'en',
        reload,
      },
    );
    expect(conflict).toEqual({
      saved: false,
      conflict: true,
      reason: 'CONFLICT',
      field: undefined,
      message: en.conflict,
    });
    expect(reload).toHaveBeenCalledTimes(1);
    const refused = await sendChange(async () => ({ reject: true, reason: 'REASON_REQUIRED' }), {
      texts: en,
      language: 'en',
      reload,
    });
    expect(refused).toMatchObject({ saved: false, conflict: false, message: en.reasonRequired });
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
