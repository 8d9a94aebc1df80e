import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  countOneRead,
  refreshUnreadNotifications,
  setUnreadCount,
  trackUnreadNotifications,
} from './unreadCount';

/** A fetch that answers the given unread counts one after another (resolved by hand when asked). */
function stubFetch() {
  const calls: { url: string; answer: (unreadCount: number) => void }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (url: string) =>
        new Promise<Response>((resolve) => {
          calls.push({
            url,
            answer: (unreadCount) =>
              resolve(
                new Response(
                  JSON.stringify({
                    reject: false,
                    reason: null,
                    items: [],
                    total: unreadCount,
                    pageIndex: 0,
                    pageSize: 1,
                    unreadCount,
                  }),
                ),
              ),
          });
        }),
    ),
  );
  return calls;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('unread notifications count', () => {
  let shown: number[];
  const setter = (count: number) => shown.push(count);

  beforeEach(() => {
    shown = [];
    vi.stubGlobal('window', new EventTarget());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('counts at sign-in, drops to 0 at sign-out and never below 0', async () => {
    const calls = stubFetch();
    const stop = trackUnreadNotifications(true, setter);
    expect(calls[0]?.url).toBe('/api/v2/notifications?pageIndex=0&pageSize=1');
    calls[0]?.answer(3);
    await settle();
    expect(shown.at(-1)).toBe(3);
    countOneRead();
    expect(shown.at(-1)).toBe(2);
    stop();
    trackUnreadNotifications(false, setter);
    expect(shown.at(-1)).toBe(0);
    countOneRead();
    expect(shown.at(-1)).toBe(0);
    await refreshUnreadNotifications();
    expect(calls).toHaveLength(1);
  });

  it('keeps a count set meanwhile over an older answer', async () => {
    const calls = stubFetch();
    const stop = trackUnreadNotifications(true, setter);
    setUnreadCount(7);
    calls[0]?.answer(9);
    await settle();
    expect(shown.at(-1)).toBe(7);
    stop();
  });

  it('refreshes on focus at most once a minute', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const calls = stubFetch();
    const stop = trackUnreadNotifications(true, setter);
    window.dispatchEvent(new Event('focus'));
    expect(calls).toHaveLength(1);
    vi.setSystemTime(Date.now() + 60_000);
    window.dispatchEvent(new Event('focus'));
    expect(calls).toHaveLength(2);
    stop();
    vi.setSystemTime(Date.now() + 120_000);
    window.dispatchEvent(new Event('focus'));
    expect(calls).toHaveLength(2);
  });
});
