import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

type Issue = z.core.$ZodIssue;

/** A union's issues: those of the branch that came closest (fewest issues), as zodResolver does. */
function flatten(issues: readonly Issue[]): Issue[] {
  return issues.flatMap((issue) => {
    if (issue.code !== 'invalid_union' || issue.errors.length === 0) return [issue];
    const closest = issue.errors.reduce((best, branch) => (branch.length < best.length ? branch : best));
    return flatten(closest.map((inner) => ({ ...inner, path: [...issue.path, ...inner.path] })));
  });
}

/**
 * react-hook-form's resolver over a zod schema whose messages are always ours, in the user's language.
 * zodResolver's `error` option is not enough: zod v4 ranks a schema's own message (the contracts'
 * English `.regex(pattern, 'Enter a valid email address.')`) above the map passed at parse time.
 * Here every issue goes through `message` (it gets the final issue with its input).
 */
export function translatedResolver<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  message: (issue: Issue) => string,
): Resolver<z.input<Schema>, unknown, z.output<Schema>> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values, { reportInput: true });
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of flatten(result.error.issues)) {
      const name = issue.path.map(String).join('.');
      errors[name] ??= { type: issue.code, message: message(issue) };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
