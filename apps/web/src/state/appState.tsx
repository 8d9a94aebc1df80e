import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import type { AppError } from './appError';
import type { User } from './permissions';

/**
 * What a page shows at the start of the main layout's sub-menu bar: a small label, its title (the
 * page's first-level heading) and a detail; the products list: "Category", its name, its count.
 */
export type SubMenuHeading = { label: string; title: string; detail: string };

/** Where the products list is, which the main layout's footer area shows as a pager. */
export type PagerPosition = { categoryId: number; pageIndex: number; pageCount: number };

/**
 * The spec's global state: loading flag, error, user, and what the page shows in the layout's
 * sub-menu bar and footer area, as data (the layout draws them).
 */
type AppState = {
  loading: boolean;
  error: AppError | null;
  user: User | null;
  /** Unread notifications of the signed-in user (the notifications issue keeps it current). */
  unreadNotifications: number;
  /** The page's heading in the sub-menu bar; 'loading' draws a placeholder until it is known. */
  subMenuHeading: SubMenuHeading | 'loading' | null;
  /** The products list's pager in the footer area. */
  footerPager: PagerPosition | null;
};

type AppActions = {
  setLoading: (loading: boolean) => void;
  setError: (error: AppError | null) => void;
  clearError: () => void;
  setUser: (user: User | null) => void;
  setUnreadNotifications: (count: number) => void;
  setSubMenuHeading: (heading: AppState['subMenuHeading']) => void;
  setFooterPager: (pager: PagerPosition | null) => void;
};

const StateContext = createContext<AppState | null>(null);
const ActionsContext = createContext<AppActions | null>(null);

const initialState: AppState = {
  loading: true,
  error: null,
  user: null,
  unreadNotifications: 0,
  subMenuHeading: null,
  footerPager: null,
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
      setSubMenuHeading: set('subMenuHeading'),
      setFooterPager: set('footerPager'),
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
