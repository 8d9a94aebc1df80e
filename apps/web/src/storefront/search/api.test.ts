import { searchLimits } from '@grocery/contracts';
import { describe, expect, it } from 'vitest';
import { searchTerm } from './api';

describe('header search', () => {
  it('sends trimmed terms from 2 characters on, as the contracts say', () => {
    expect(searchTerm(' a ')).toBeNull();
    expect(searchTerm('  חל ')).toBe('חל');
    expect(searchTerm('x'.repeat(150))).toHaveLength(searchLimits.maxLength);
    expect(searchTerm('x'.repeat(searchLimits.minLength))).not.toBeNull();
    expect(searchTerm('x'.repeat(searchLimits.minLength - 1))).toBeNull();
  });
});
