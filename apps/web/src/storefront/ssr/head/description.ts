import { type LanguageCode, localeOf } from '@grocery/contracts';

/** Search engines show about this many characters of a meta description. */
export const descriptionLength = 155;

/**
 * One line of at most `descriptionLength` characters: white space collapsed, and a longer text cut at
 * the last word boundary that fits, with an ellipsis (Thai has no spaces: Intl.Segmenter finds its words).
 */
export function trimDescription(text: string, language: LanguageCode): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= descriptionLength) return line;
  const room = descriptionLength - 1;
  let end = 0;
  for (const { index, segment, isWordLike } of new Intl.Segmenter(localeOf[language], {
    granularity: 'word',
  }).segment(line)) {
    if (index + segment.length > room) break;
    if (isWordLike) end = index + segment.length;
  }
  // A single word longer than the room is cut where the room ends.
  const kept = end > 0 ? line.slice(0, end) : line.slice(0, room);
  return `${kept.replace(/[\s,;:.–—-]+$/, '')}…`;
}
