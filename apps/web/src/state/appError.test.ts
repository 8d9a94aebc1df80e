import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { toAppError } from './appError';

describe('toAppError', () => {
  it('keeps the ticketId of a server fault as the error id', () => {
    const error = new ApiError('Something broke', 500, 'INTERNAL_ERROR', 'a1b2c3');
    expect(toAppError(error)).toEqual({
      id: 'a1b2c3',
      message: 'Something broke',
      details: 'INTERNAL_ERROR (HTTP 500)',
    });
  });

  it('has no id for other errors (the screen shows the not-available text)', () => {
    expect(toAppError(new TypeError('x is undefined'))).toEqual({
      message: 'x is undefined',
      details: 'TypeError',
    });
    expect(toAppError(new Error('plain'))).toEqual({ message: 'plain', details: undefined });
    expect(toAppError('text')).toEqual({ message: 'text' });
  });
});
