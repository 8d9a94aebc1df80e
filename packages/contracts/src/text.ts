import { z } from 'zod';

/** C0 control characters (NUL included) and DEL: never part of a name, an address or a search term. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
const controlCharacter = /[\u0000-\u001f\u007f]/;

/**
 * Every free-text field, path and query parameter starts here: trimmed, and refused (400) when it
 * holds a control character. PostgreSQL cannot store NUL, and no single-line field needs the rest.
 */
export const text = () =>
  z
    .string()
    .trim()
    .refine((value) => !controlCharacter.test(value), 'must not contain control characters');
