import { countText, fillText } from '@grocery/contracts';
import { Input, Pill, Stack, Text } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { useLanguage } from '../../../i18n/useLanguage';
import { useTexts } from '../../../i18n/useTexts';
import { useAdminField } from '../../shared/form/useAdminField';
import { productByIdQueryOptions } from '../queries';
import { promotionEditorTexts } from '../texts';
import { ProductSearch } from './ProductSearch';

/** The chosen products shown by name; a promotion from a price file may hold a thousand. */
const shownAtMost = 30;

/** The promotion's products: found by name or barcode, each shown by name with a button to remove it. */
export function ProductsField({ name, label }: { name: string; label: string }) {
  const texts = useTexts(promotionEditorTexts);
  const language = useLanguage();
  const { field, error } = useAdminField(name, label);
  const chosen: number[] = Array.isArray(field.value) ? field.value : [];
  const shown = chosen.slice(0, shownAtMost);
  const names = useQueries({
    queries: shown.map((productId) => productByIdQueryOptions(productId, language)),
  });
  const remove = (productId: number) => field.onChange(chosen.filter((id) => id !== productId));
  return (
    <Input.Wrapper
      withAsterisk
      label={label}
      labelElement="div"
      error={error}
      description={countText(language, texts.chosenProducts, chosen.length)}
    >
      <Stack gap="xs" mt={4}>
        {shown.length > 0 && (
          <Pill.Group>
            {shown.map((productId, index) => {
              const productName = names[index]?.data?.productName ?? `#${productId}`;
              return (
                <Pill
                  key={productId}
                  withRemoveButton
                  onRemove={() => remove(productId)}
                  removeButtonProps={{
                    'aria-label': fillText(texts.removeProduct, { name: productName }),
                    // Mantine hides a pill's remove button from the keyboard and screen readers.
                    'aria-hidden': false,
                    tabIndex: 0,
                  }}
                >
                  <bdi>{productName}</bdi>
                </Pill>
              );
            })}
          </Pill.Group>
        )}
        {chosen.length > shownAtMost && (
          <Text size="sm" c="gray.7">
            {countText(language, texts.moreProducts, chosen.length - shownAtMost)}
          </Text>
        )}
        <ProductSearch
          label={texts.addProduct}
          onPick={(product) => {
            if (!chosen.includes(product.productId)) field.onChange([...chosen, product.productId]);
            field.onBlur();
          }}
        />
      </Stack>
    </Input.Wrapper>
  );
}
