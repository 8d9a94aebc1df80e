import { describe, expect, it, vi } from 'vitest';
import { tagsDroppedBy } from '../domain/catalogue/catalogue-changes';
import { AnswerCache } from './answer-cache';

/** A load of `answer` tagged with the words of `tags`. */
const tagged =
  (answer: string, tags = '') =>
  async () => ({ answer, tags: tags.split(' ').filter(Boolean) });

describe('AnswerCache', () => {
  it('shares one load among concurrent misses and keeps it until it expires', async () => {
    vi.useFakeTimers();
    try {
      const cache = new AnswerCache<string>(1000, 10);
      const load = vi.fn(tagged('body'));
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
    expect(await cache.get('x', tagged('ok'))).toBe('ok');
    await cache.get('y', tagged('y'));
    await cache.get('z', tagged('z'));
    const reload = vi.fn(tagged('x again'));
    expect(await cache.get('x', reload)).toBe('x again');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('drops only the answers tagged with what changed', async () => {
    const cache = new AnswerCache<string>(60_000, 10);
    await cache.get('page', tagged('page', 'product:1 product:2 category:7'));
    await cache.get('details', tagged('details', 'product:3'));
    cache.drop(['product:2']);
    const page = vi.fn(tagged('page again'));
    const details = vi.fn(tagged('details again'));
    expect(await cache.get('page', page)).toBe('page again');
    expect(await cache.get('details', details)).toBe('details');
    expect(details).not.toHaveBeenCalled();
    expect(cache.size).toBe(2);
  });

  it('does not keep an answer that was being computed when a change arrived', async () => {
    const cache = new AnswerCache<string>(60_000, 10);
    let finish: (value: string) => void = () => {};
    const slow = cache.get('a', async () => ({
      answer: await new Promise<string>((resolve) => (finish = resolve)),
      tags: [],
    }));
    cache.drop(['product:99']);
    // A request after the change does not share the computation that began before it.
    expect(await cache.get('a', tagged('after'))).toBe('after');
    finish('before');
    expect(await slow).toBe('before');
    expect(await cache.get('a', tagged('third'))).toBe('after');
  });
});
describe('catalogue change notices', () => {
  it('name the tags they drop', () => {
    expect(tagsDroppedBy('p:1,22')).toEqual(['product:1', 'product:22', 'anything']);
    expect(tagsDroppedBy('c:5')).toEqual(['category:5', 'anything', 'categories']);
    expect(tagsDroppedBy('s')).toEqual(['anything', 'search']);
    expect(tagsDroppedBy('-')).toEqual(['anything']);
    expect(tagsDroppedBy('*')).toBe('everything');
    expect(tagsDroppedBy('products')).toBe('everything');
    expect(tagsDroppedBy('p:1,x')).toBe('everything');
  });
});
