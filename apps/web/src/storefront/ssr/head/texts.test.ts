import { describe, expect, it } from 'vitest';
import { checkDictionary } from '../../../i18n/checkDictionary';
import { headTexts } from './texts';

describe('headTexts', () => {
  it('is complete and translated in en, he and th', () => {
    expect(checkDictionary('head', headTexts)).toEqual([]);
  });
});
