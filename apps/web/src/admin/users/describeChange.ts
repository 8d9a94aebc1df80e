/** One list an audit entry changed, as names: what it held before and after. */
type ChangedList = { field: string; before: string[]; after: string[] };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const listOf = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/**
 * The lists a user's audit entry changed (user types by id, groups, permissions), in the order the
 * entry gives them; each item named by `nameOf` (a user type id becomes its name). Entries that are
 * not lists (a reset link sent) change none.
 */
export function describeChange(
  before: unknown,
  after: unknown,
  nameOf: (field: string, item: string) => string,
): ChangedList[] {
  const was = isRecord(before) ? before : {};
  const now = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  return fields
    .filter((field) => Array.isArray(was[field]) || Array.isArray(now[field]))
    .map((field) => ({
      field,
      before: listOf(was[field]).map((item) => nameOf(field, item)),
      after: listOf(now[field]).map((item) => nameOf(field, item)),
    }))
    .filter((list) => list.before.join('\n') !== list.after.join('\n'));
}
