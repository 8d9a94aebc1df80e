import { type LanguageCode, languageCodes } from '@grocery/contracts';
import { Stack } from '@mantine/core';
import type { z } from 'zod';
import { TranslationCard, type TranslationField } from './TranslationCard';
import type { TranslationTexts } from './translationAction';
import './translations.css';

export type { TranslationField };

type Props = {
  fields: readonly TranslationField[];
  request: z.ZodType<Record<string, unknown>, Record<string, string>>;
  base: TranslationTexts;
  translations: ReadonlyArray<TranslationTexts & { languageCode: LanguageCode }>;
  onSave: (language: LanguageCode, values: Record<string, unknown>) => Promise<unknown>;
  onDelete: (language: LanguageCode) => Promise<unknown>;
};

/**
 * The Translations tab of products and categories: a card per language (en, he, th), each saved on
 * its own. A card starts again from what the server holds after each save (its key changes).
 */
export function TranslationsEditor({ translations, ...card }: Props) {
  return (
    <Stack gap="md">
      {languageCodes.map((language) => {
        const loaded = translations.find((item) => item.languageCode === language) ?? null;
        return (
          <TranslationCard
            key={`${language}:${JSON.stringify(loaded)}`}
            language={language}
            loaded={loaded}
            {...card}
          />
        );
      })}
    </Stack>
  );
}
