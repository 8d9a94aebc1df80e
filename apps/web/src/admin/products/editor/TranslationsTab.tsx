import { productTranslationRequest } from '@grocery/contracts';
import { Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ComponentProps } from 'react';
import type { z } from 'zod';
import { useTexts } from '../../../i18n/useTexts';
import { PageError } from '../../shared/feedback';
import { TranslationsEditor } from '../../shared/translations';
import { useProductTranslations } from '../mutations';
import { productTranslationsQueryOptions } from '../queries';
import { productTranslationsTexts } from '../texts';

type Request = z.ZodType<Record<string, unknown>, Record<string, string>>;

/** A card per language (the shared translations editor) for a saved product. */
export function TranslationsTab({ productId }: { productId: number | null }) {
  const texts = useTexts(productTranslationsTexts);
  if (productId === null) return <Text c="gray.7">{texts.saveFirst}</Text>;
  return <Translations productId={productId} />;
}

function Translations({ productId }: { productId: number }) {
  const texts = useTexts(productTranslationsTexts);
  const loaded = useQuery(productTranslationsQueryOptions(productId));
  const calls = useProductTranslations(productId);
  if (loaded.isError) {
    return (
      <PageError message={texts.loadFailed} error={loaded.error} onRetry={() => void loaded.refetch()} />
    );
  }
  if (!loaded.data) return <Skeleton height={240} />;
  return (
    <ProductTranslationsEditor
      base={loaded.data.base}
      translations={loaded.data.translations}
      onSave={(language, body) => calls.save.mutateAsync({ language, body })}
      onDelete={(language) => calls.remove.mutateAsync(language)}
    />
  );
}

type EditorProps = Pick<
  ComponentProps<typeof TranslationsEditor>,
  'base' | 'translations' | 'onSave' | 'onDelete'
>;

/** The shared translations editor over a product's three texts and the contract's upsert body. */
export function ProductTranslationsEditor(props: EditorProps) {
  const texts = useTexts(productTranslationsTexts);
  return (
    <TranslationsEditor
      fields={[
        { name: 'productName', label: texts.productName, required: true, maxLength: 200 },
        { name: 'shortDesc', label: texts.shortDesc, maxLength: 500 },
        { name: 'longDesc', label: texts.longDesc, maxLength: 10_000 },
      ]}
      request={productTranslationRequest as unknown as Request}
      {...props}
    />
  );
}
