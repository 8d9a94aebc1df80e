import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { endSession, fetchSessionUser } from '../api/session';
import { useLanguage } from '../i18n/useLanguage';
import { toAppError } from './appError';
import { useAppActions } from './appState';
import type { User } from './permissions';

/**
 * HOOK POINT for the cart issue: sends the cart kept on this device to the signed-in account (each
 * item one after another, deleting it locally once sent) and returns how many items were synced.
 * An empty local cart returns 0 with nothing sent; failures are only logged and return 0.
 * Called after the start-up authentication, after signing in and before signing out.
 * Until the cart exists it does nothing.
 */
export async function syncLocalCart(): Promise<number> {
  return 0;
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
    await syncLocalCart();
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
    await syncLocalCart();
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
