/** A list's option; ids may be numbers (a contract's `userTypeIds`), which the field keeps as numbers. */
export type SelectOption = { value: string | number; label: string };

/**
 * Mantine's lists work on strings; the form holds each option's own value. Maps between the two:
 * the options as Mantine takes them, and the form value for a chosen key.
 */
export function optionValues(options: readonly SelectOption[]) {
  const byKey = new Map(options.map((option) => [String(option.value), option.value]));
  return {
    data: options.map((option) => ({ value: String(option.value), label: option.label })),
    key: (value: unknown): string | null =>
      typeof value === 'string' || typeof value === 'number' ? String(value) : null,
    valueOf: (key: string): string | number => byKey.get(key) ?? key,
  };
}
