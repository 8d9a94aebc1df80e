function trimSlashes(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * A menu item is active when the current path equals its target or lies below it. `exact` items
 * (the dashboard, whose target is the admin root) are active only on their own path.
 */
export function isMenuItemActive(pathname: string, target: string, exact = false): boolean {
  const current = trimSlashes(pathname);
  const goal = trimSlashes(target);
  if (current === goal) return true;
  if (exact) return false;
  return current.startsWith(goal === '/' ? '/' : `${goal}/`);
}
