import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { endSession, fetchSessionUser } from '../../api/session';
import { type LanguageCode, languageFromPath } from '../../i18n/language';
import { useLanguage } from '../../i18n/useLanguage';
import { toAppError } from '../../state/appError';
import { useAppActions } from '../../state/appState';
import type { User } from '../../state/permissions';
import { cartBackend } from './cart/cartBackend';
import { refreshCartCount } from './cart/cartCount';
import { localCartCount } from './cart/localCart';

let syncing: Promise<number> | null = null;

/**
 * Sends the cart kept on this device to the signed-in account (spec 4): each item one after
 * another, deleted locally once the server took it; returns how many were synced. An empty device
 * cart returns 0 with nothing sent. A business rejection drops the item (it cannot be added); a
 * network or server failure keeps it for the next sync; failures are only logged. Called after the
 * start-up authentication, after signing in and before signing out; the server's answers in the
 * page's language. The sync itself is imported on demand, outside the first load: most starts find
 * the device cart empty. Calls made while one runs share it.
 */
export function syncLocalCart(language: LanguageCode): Promise<number> {
  syncing ??= (async () => {
    try {
      if ((await localCartCount()) === 0) return 0;
      const { syncDeviceCart } = await import('./cart/cartSync');
      const synced = await syncDeviceCart(language);
      if (synced > 0) void refreshCartCount(cartBackend(true, language));
      return synced;
    } catch (error) {
      console.error('cart sync failed', error);
      return 0;
    } finally {
      syncing = null;
    }
  })();
  return syncing;
}

/**
 * The start-up session check (behind the loading screen): on success the user is set and the local
 * cart synced; a rejection (nobody signed in) or a failure is only logged as a warning.
 */
export async function startSession(signal: AbortSignal, setUser: (user: User) => void): Promise<void> {
  try {
    const user = await fetchSessionUser(signal);
    if (signal.aborted) return;
    if (!user) {
      console.warn('authenticate: nobody is signed in');
      return;
    }
    setUser(user);
    // Start-up runs outside the router: the language is the one of the address the shop opened at.
    await syncLocalCart(languageFromPath(window.location.pathname));
  } catch (error) {
    if (signal.aborted) return;
    console.warn('authenticate failed', error);
  }
}

/**
 * Sign-out: sync the local cart, end the session on the server, clear the user, go to the home
 * page of the current language. If the server cannot be reached the user stays signed in (the
 * session cookie is still valid) and the error screen says so.
 */
export function useSignOut(): () => Promise<void> {
  const { setUser, setError } = useAppActions();
  const navigate = useNavigate();
  const language = useLanguage();
  return useCallback(async () => {
    await syncLocalCart(language);
    try {
      await endSession();
    } catch (error) {
      console.error('sign-out failed', error);
      setError(toAppError(error));
      return;
    }
    setUser(null);
    navigate(`/${language}`);
  }, [language, navigate, setError, setUser]);
}
