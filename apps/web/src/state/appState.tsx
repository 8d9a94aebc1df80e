import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import type { AppError } from './appError';
import type { User } from './permissions';

/** The spec's global state: loading flag, error, user, footer element. */
export type AppState = {
  loading: boolean;
  error: AppError | null;
  user: User | null;
  /** Unread notifications of the signed-in user (the notifications issue keeps it current). */
  unreadNotifications: number;
  /** Rendered in the main layout's footer area (the products list puts its pager there). */
  footer: ReactNode;
  /** Rendered at the start of the main layout's sub-menu bar (the products list shows its category there). */
  subMenu: ReactNode;
};

export type AppActions = {
  setLoading: (loading: boolean) => void;
  setError: (error: AppError | null) => void;
  clearError: () => void;
  setUser: (user: User | null) => void;
  setUnreadNotifications: (count: number) => void;
  setFooter: (footer: ReactNode) => void;
  setSubMenu: (subMenu: ReactNode) => void;
};

const StateContext = createContext<AppState | null>(null);
const ActionsContext = createContext<AppActions | null>(null);

const initialState: AppState = {
  loading: true,
  error: null,
  user: null,
  unreadNotifications: 0,
  footer: null,
  subMenu: null,
};

export function AppStateProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AppState>(initialState);
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
      setFooter: set('footer'),
      setSubMenu: set('subMenu'),
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
