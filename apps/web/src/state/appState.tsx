import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import type { AppError } from './appError';
import type { User } from './permissions';

/** The spec's global state: loading flag, error, user. */
type AppState = {
  loading: boolean;
  error: AppError | null;
  user: User | null;
  /** Unread notifications of the signed-in user (the notifications issue keeps it current). */
  unreadNotifications: number;
};

type AppActions = {
  setLoading: (loading: boolean) => void;
  setError: (error: AppError | null) => void;
  clearError: () => void;
  setUser: (user: User | null) => void;
  setUnreadNotifications: (count: number) => void;
};

const StateContext = createContext<AppState | null>(null);
const ActionsContext = createContext<AppActions | null>(null);

const initialState: AppState = {
  loading: true,
  error: null,
  user: null,
  unreadNotifications: 0,
};

/** `loading` is false from the start on a page the server rendered: it shows at once. */
export function AppStateProvider({ children, loading = true }: { children: ReactNode; loading?: boolean }) {
  const [state, setState] = useState<AppState>(() => ({ ...initialState, loading }));
  const actions = useMemo<AppActions>(() => {
    const set =
      <K extends keyof AppState>(key: K) =>
      (value: AppState[K]) =>
        setState((current) => (current[key] === value ? current : { ...current, [key]: value }));
    return {
      setLoading: set('loading'),
      setError: set('error'),
      clearError: () => set('error')(null),
      setUser: set('user'),
      setUnreadNotifications: set('unreadNotifications'),
    };
  }, []);
  return (
    <ActionsContext.Provider value={actions}>
      <StateContext.Provider value={state}>{children}</StateContext.Provider>
    </ActionsContext.Provider>
  );
}

export function useAppState(): AppState {
  const state = useContext(StateContext);
  if (!state) throw new Error('useAppState outside AppStateProvider');
  return state;
}

export function useAppActions(): AppActions {
  const actions = useContext(ActionsContext);
  if (!actions) throw new Error('useAppActions outside AppStateProvider');
  return actions;
}
