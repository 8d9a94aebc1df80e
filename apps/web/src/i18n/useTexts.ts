import { useMemo } from 'react';
import { type Dictionary, resolveTexts, type TextSet } from './dictionary';
import { useLanguage } from './useLanguage';

/** The dictionary's texts in the language of the current URL. */
export function useTexts<E extends TextSet>(dictionary: Dictionary<E>): { [K in keyof E]: string } {
  const language = useLanguage();
  return useMemo(() => resolveTexts(dictionary, language), [dictionary, language]);
}
