import { describe, expect, it, vi } from 'vitest';
import { AnswerCache } from './answer-cache';

describe('AnswerCache', () => {
  it('shares one load among concurrent misses and keeps it until it expires', async () => {
    vi.useFakeTimers();
    try {
      const cache = new AnswerCache<string>(1000, 10);
      const load = vi.fn(async () => 'body');
      expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual(['body', 'body']);
      expect(load).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(1001);
      await cache.get('a', load);
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('forgets failed loads and drops the oldest entry when full', async () => {
    const cache = new AnswerCache<string>(60_000, 2);
    await expect(cache.get('x', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('x', async () => 'ok')).toBe('ok');
    await cache.get('y', async () => 'y');
    await cache.get('z', async () => 'z');
    const reload = vi.fn(async () => 'x again');
    expect(await cache.get('x', reload)).toBe('x again');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
