import { isLanguageCode, type LanguageCode } from '@grocery/contracts';

/**
 * The shop's language an `Accept-Language` header prefers most (`he-IL,he;q=0.9,en;q=0.8` → he),
 * by each range's primary subtag; English when it names none of ours (the spec's default).
 */
export function preferredLanguage(header: string | undefined): LanguageCode {
  const ranked = (header ?? '')
    .split(',')
    .map((part, order) => {
      const [range = '', ...parameters] = part.trim().split(';');
      const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((value) => value !== undefined);
      return {
        language: range.split('-')[0]?.toLowerCase() ?? '',
        weight: q === undefined ? 1 : Number(q),
        order,
      };
    })
    .filter(({ weight }) => weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  return ranked.map(({ language }) => language).find(isLanguageCode) ?? 'en';
}
