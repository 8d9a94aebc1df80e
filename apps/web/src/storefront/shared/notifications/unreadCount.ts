import { notificationEndpoints } from '@grocery/contracts';
import { useEffect } from 'react';
import { call } from '../../../api/call';
import { useAppActions, useAppState } from '../../../state/appState';

/**
 * The unread count of the header's bell and the side menu: `unreadCount` of `GET /api/v2/notifications`
 * (asked for a page of one),
 * typed by the contracts and not checked again (part of the first load: no zod). Fetched when a user
 * is known (at start and after sign-in), 0 after sign-out, again when the window regains focus (at
 * most once a minute) and whenever `refreshUnreadNotifications()` is called (after an order is
 * placed). Only the newest answer counts: a count set meanwhile by the notifications page wins over
 * an older call.
 */

const focusInterval = 60_000;

let publish: (count: number) => void = () => {};
let signedIn = false;
let count = 0;
let ticket = 0;
let lastRefresh = 0;

function show(next: number) {
  ticket += 1;
  count = Math.max(0, next);
  publish(count);
}

export async function refreshUnreadNotifications(): Promise<void> {
  if (!signedIn) return;
  ticket += 1;
  const mine = ticket;
  lastRefresh = Date.now();
  try {
    const { unreadCount: next } = await call(notificationEndpoints.page, {
      query: { pageIndex: 0, pageSize: 1 },
    });
    if (mine === ticket && signedIn) show(next);
  } catch (error) {
    console.warn('unread notifications unavailable', error);
  }
}

/** The notifications page loaded the list: its count is the newest. */
export function setUnreadCount(next: number): void {
  show(next);
}

/** A notification was marked read on this device. */
export function countOneRead(): void {
  show(count - 1);
}

function onFocus() {
  if (Date.now() - lastRefresh >= focusInterval) void refreshUnreadNotifications();
}

/**
 * Follows who is signed in: a user, their count (and again on focus); nobody, 0. Returns the
 * clean-up for the next change.
 */
export function trackUnreadNotifications(userSignedIn: boolean, setter: (count: number) => void): () => void {
  publish = setter;
  signedIn = userSignedIn;
  if (!signedIn) {
    show(0);
    return () => {};
  }
  void refreshUnreadNotifications();
  window.addEventListener('focus', onFocus);
  return () => window.removeEventListener('focus', onFocus);
}

/** Rendered once inside the app state (app/Startup.tsx). */
export function UnreadNotificationsSync(): null {
  const userId = useAppState().user?.userId ?? null;
  const { setUnreadNotifications } = useAppActions();
  useEffect(
    () => trackUnreadNotifications(userId !== null, setUnreadNotifications),
    [userId, setUnreadNotifications],
  );
  return null;
}
