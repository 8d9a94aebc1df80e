import type { Control } from 'react-hook-form';

/**
 * The labels the fields of a form are shown with, by field name, so that a zod issue reads
 * "Email is required" without the page listing its labels twice. Keyed by the form's control.
 */
const labelsByForm = new WeakMap<object, Map<string, string>>();

export function formLabels(control: Control<never, unknown, never> | object): Map<string, string> {
  let labels = labelsByForm.get(control);
  if (!labels) {
    labels = new Map();
    labelsByForm.set(control, labels);
  }
  return labels;
}

/** The label of an issue's path: the field's own, else the nearest parent's (a date range's parts). */
export function labelOf(
  path: readonly PropertyKey[],
  given: Readonly<Record<string, string>> | undefined,
  registered: ReadonlyMap<string, string>,
): string | undefined {
  for (let length = path.length; length > 0; length--) {
    const name = path.slice(0, length).map(String).join('.');
    const label = given?.[name] ?? registered.get(name);
    if (label !== undefined) return label;
  }
  return undefined;
}
