import { fillText, formatQuantity } from '@grocery/contracts';
import {
  Badge,
  Button,
  CloseButton,
  Group,
  MultiSelect,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { Ltr } from '../../../components/ltr/Ltr';
import { useTexts } from '../../../i18n/useTexts';
import { usePriceFormatter } from '../../../state/publicConfig';
import { acceptNumberText } from '../../shared/form/numberText';
import { usePromotionPreview } from '../mutations';
import { isolated } from '../promotionText';
import { type PromotionFormValues, promotionFormSchema } from '../promotionValues';
import { promotionEditorTexts } from '../texts';
import { ProductSearch } from './ProductSearch';

type Line = { productId: number; name: string; quantity: string };
type Props = { userTypeOptions: { value: string; label: string }[] };

/** The quantity typed, as the contract's decimal (units, or kg of weighed goods). */
const quantityOf = (text: string) => Number(text);

/**
 * The editor's preview: a made-up cart of a few products and quantities (and the shopper's customer
 * types), priced on the server under the promotion as typed: "the shopper pays ₪X (saves ₪Y)".
 */
export function PromotionPreview({ userTypeOptions }: Props) {
  const texts = useTexts(promotionEditorTexts);
  const money = usePriceFormatter();
  const form = useFormContext<PromotionFormValues>();
  const preview = usePromotionPreview();
  const [lines, setLines] = useState<Line[]>([]);
  const [userTypeIds, setUserTypeIds] = useState<string[]>([]);
  const [invalid, setInvalid] = useState(false);

  const setQuantity = (productId: number, raw: string) => {
    const entry = acceptNumberText(raw, { min: 0 });
    if (!entry) return;
    setLines((current) =>
      current.map((line) => (line.productId === productId ? { ...line, quantity: entry.text } : line)),
    );
  };
  const run = async () => {
    const promotion = promotionFormSchema.safeParse(form.getValues());
    setInvalid(!promotion.success);
    if (!promotion.success) {
      void form.trigger();
      return;
    }
    preview.mutate({
      promotion: promotion.data,
      lines: lines.map((line) => ({ productId: line.productId, quantity: quantityOf(line.quantity) })),
      userTypeIds: userTypeIds.map(Number),
    });
  };
  const answer = preview.data;

  return (
    <section aria-labelledby="promotion-preview-title" data-no-enter-submit>
      <Stack gap="sm">
        <Title order={2} size="h4" id="promotion-preview-title">
          {texts.preview}
        </Title>
        <Text size="sm" c="gray.7">
          {texts.previewIntro}
        </Text>
        <ProductSearch
          label={texts.previewProduct}
          onPick={(product) =>
            setLines((current) =>
              current.some((line) => line.productId === product.productId)
                ? current
                : [...current, { productId: product.productId, name: product.productName, quantity: '1' }],
            )
          }
        />
        {lines.map((line) => (
          <Group key={line.productId} gap="xs" wrap="nowrap" align="flex-end">
            <TextInput
              label={fillText(texts.previewQuantity, { name: line.name })}
              value={line.quantity}
              onChange={(event) => setQuantity(line.productId, event.currentTarget.value)}
              inputMode="decimal"
              dir="ltr"
              w={260}
            />
            <CloseButton
              aria-label={fillText(texts.removeProduct, { name: line.name })}
              onClick={() =>
                setLines((current) => current.filter((other) => other.productId !== line.productId))
              }
            />
          </Group>
        ))}
        <MultiSelect
          label={texts.previewUserTypes}
          data={userTypeOptions}
          value={userTypeIds}
          onChange={setUserTypeIds}
          searchable
          clearable
          maw={420}
        />
        <Group>
          <Button
            variant="light"
            onClick={() => void run()}
            loading={preview.isPending}
            disabled={lines.length === 0 || lines.some((line) => !(quantityOf(line.quantity) > 0))}
          >
            {texts.previewRun}
          </Button>
        </Group>
        {invalid && (
          <Text size="sm" c="red.8" role="status">
            {texts.previewInvalid}
          </Text>
        )}
        {preview.isError && (
          <Text size="sm" c="red.8" role="status">
            {texts.previewFailed}
          </Text>
        )}
        {answer && !invalid && (
          <Stack gap="xs" data-testid="promotion-preview">
            <Table.ScrollContainer minWidth={520}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{texts.previewProductName}</Table.Th>
                    <Table.Th ta="end">{texts.previewQty}</Table.Th>
                    <Table.Th ta="end">{texts.listTotal}</Table.Th>
                    <Table.Th ta="end">{texts.saving}</Table.Th>
                    <Table.Th ta="end">{texts.total}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {answer.lines.map((line) => (
                    <Table.Tr key={line.productId}>
                      <Table.Td>
                        <bdi>{line.productName}</bdi>{' '}
                        {line.byThisPromotion && (
                          <Badge size="xs" variant="light" tt="none">
                            {texts.byThisPromotion}
                          </Badge>
                        )}
                      </Table.Td>
                      <Table.Td ta="end">
                        <Ltr>{formatQuantity(Math.round(line.quantity * 1000))}</Ltr>
                      </Table.Td>
                      <Table.Td ta="end">
                        <Ltr>{money(line.listTotal)}</Ltr>
                      </Table.Td>
                      <Table.Td ta="end">
                        <Ltr>{money(line.saving)}</Ltr>
                      </Table.Td>
                      <Table.Td ta="end">
                        <Ltr>{money(line.total)}</Ltr>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Text fw={600} role="status">
              {fillText(texts.shopperPays, {
                total: isolated(money(answer.total)),
                saving: isolated(money(answer.discount)),
              })}
            </Text>
          </Stack>
        )}
      </Stack>
    </section>
  );
}
