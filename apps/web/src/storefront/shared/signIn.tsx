import type { User } from '@grocery/contracts';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { isSignedOut } from '../../api/client';
import { useLanguage } from '../../i18n/useLanguage';
import { useAppActions, useAppState } from '../../state/appState';

/**
 * Pages for signed-in users: a visitor signed out on arrival goes to sign-in. Routes render only
 * after the start-up authentication, so "nobody" is known by then. When the user goes away while
 * the page is open, whoever ended the session navigates (sign-out goes home, an ended session goes
 * to sign-in), so this renders nothing rather than racing that navigation.
 */
export function RequireSignIn({ children }: { children: ReactNode | ((user: User) => ReactNode) }) {
  const { user } = useAppState();
  const language = useLanguage();
  const [signedInOnArrival] = useState(user !== null);
  if (!user) return signedInOnArrival ? null : <Navigate to={`/${language}/sign-in`} replace />;
  return typeof children === 'function' ? children(user) : children;
}

/** Forgets the user whose session ended (a call answered 401) and goes to sign-in. */
export function useEndSession(): () => void {
  const { setUser } = useAppActions();
  const navigate = useNavigate();
  const language = useLanguage();
  return useCallback(() => {
    setUser(null);
    navigate(`/${language}/sign-in`, { replace: true });
  }, [setUser, navigate, language]);
}

/** Ends the session when `error` says it ended; true then. */
export function useSessionEnded(error: unknown): boolean {
  const endSession = useEndSession();
  const ended = isSignedOut(error);
  useEffect(() => {
    if (ended) endSession();
  }, [ended, endSession]);
  return ended;
}
