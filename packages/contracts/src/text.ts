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

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
const controlCharacterButLines = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Free text of several lines (a description, a comment): as `text()`, but tabs and line breaks are kept (CRLF as LF). */
export const paragraphs = () =>
  z
    .string()
    .trim()
    .transform((value) => value.replace(/\r\n?/g, '\n'))
    .refine((value) => !controlCharacterButLines.test(value), 'must not contain control characters');
