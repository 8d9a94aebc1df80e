import { type ReactNode, useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useAppActions, useAppState } from '../../app/appState';
import { useLanguage } from '../../i18n/useLanguage';
import { isSignedOut } from './api';

/**
 * Signed-out visitors go to sign-in (as account settings does). Routes render only after the
 * start-up authentication, so "nobody" is known on arrival; when the user signs out while the page
 * is open, the sign-out navigates, so this renders nothing rather than racing it.
 */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const { user } = useAppState();
  const language = useLanguage();
  const [signedInOnArrival] = useState(user !== null);
  if (!user) return signedInOnArrival ? null : <Navigate to={`/${language}/sign-in`} replace />;
  return children;
}

/** A call answered 401 (the session ended elsewhere): clear the user and go to sign-in. */
export function useSessionEnded(error: unknown): boolean {
  const { setUser } = useAppActions();
  const navigate = useNavigate();
  const language = useLanguage();
  const ended = isSignedOut(error);
  useEffect(() => {
    if (!ended) return;
    setUser(null);
    navigate(`/${language}/sign-in`, { replace: true });
  }, [ended, language, navigate, setUser]);
  return ended;
}
