import { fallbackLanguage, isLanguageCode, type LanguageCode, languages } from '@grocery/contracts';

export type { LanguageCode };

/** Index of the language segment: the first segment, or the one after `admin`. */
function languageSegmentIndex(segments: string[]): number {
  return segments[0] === 'admin' ? 1 : 0;
}

function splitPath(pathname: string): string[] {
  return pathname.split('/').filter((segment) => segment.length > 0);
}

/** The language the URL carries, or null when it carries none. */
export function languageInPath(pathname: string): LanguageCode | null {
  const segments = splitPath(pathname);
  const segment = segments[languageSegmentIndex(segments)];
  return isLanguageCode(segment) ? segment : null;
}

/** The spec's rule: texts use the URL's language, and Hebrew when the URL carries none. */
export function languageFromPath(pathname: string): LanguageCode {
  return languageInPath(pathname) ?? fallbackLanguage;
}

type PathParts = { pathname: string; search?: string; hash?: string };

/**
 * Replaces the language segment of the path (in the admin area the segment after `admin`) and keeps
 * the query string and hash. A path that carries no language gets one inserted at that position.
 */
export function switchLanguagePath(
  { pathname, search = '', hash = '' }: PathParts,
  target: LanguageCode,
): string {
  const segments = splitPath(pathname);
  const index = languageSegmentIndex(segments);
  if (isLanguageCode(segments[index])) segments[index] = target;
  else segments.splice(index, 0, target);
  const trailingSlash = pathname.length > 1 && pathname.endsWith('/') ? '/' : '';
  return `/${segments.join('/')}${trailingSlash}${search}${hash}`;
}

export function textDirection(language: LanguageCode): 'ltr' | 'rtl' {
  return languages[language].dir;
}

export function nativeName(language: LanguageCode): string {
  return languages[language].nativeName;
}

/** The language whose texts this build carries (one build per language); empty in dev and tests. */
const buildLanguage: string = import.meta.env.WEB_LANGUAGE ?? '';

/** True when the URL carries a language whose texts this build lacks: that build must be loaded. */
export function needsOtherBuild(pathname: string): boolean {
  const inPath = languageInPath(pathname);
  return buildLanguage !== '' && inPath !== null && inPath !== buildLanguage;
}
