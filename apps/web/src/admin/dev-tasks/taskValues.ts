import type { devTaskValuesTexts } from './texts';

export type ValueTexts = Record<keyof (typeof devTaskValuesTexts)['en'], string>;

/** A user's display name as shown: 'Unknown' when the user has none (or is gone). */
export function whoText(displayName: string | null, texts: Pick<ValueTexts, 'unknown'>): string {
  return displayName?.trim() ? displayName : texts.unknown;
}
