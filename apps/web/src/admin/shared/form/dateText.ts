/** Form dates are calendar days written YYYY-MM-DD; typed text counts only when it is one. */
export function parseDay(text: string): string | null {
  const day = text.trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day ? day : null;
}

/** The later of two days (either may be missing); YYYY-MM-DD compares as text. */
export function laterDay(a?: string | null, b?: string | null): string | undefined {
  if (!a) return b ?? undefined;
  if (!b) return a;
  return a > b ? a : b;
}

/** The earlier of two days (either may be missing). */
export function earlierDay(a?: string | null, b?: string | null): string | undefined {
  if (!a) return b ?? undefined;
  if (!b) return a;
  return a < b ? a : b;
}
