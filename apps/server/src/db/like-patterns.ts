/** The user's text inside a LIKE pattern: its own %, _ and \ match only themselves. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** A LIKE pattern that finds the text anywhere. */
export const containsPattern = (text: string): string => `%${escapeLike(text)}%`;

/** A LIKE pattern that finds values starting with the text. */
export const prefixPattern = (text: string): string => `${escapeLike(text)}%`;
