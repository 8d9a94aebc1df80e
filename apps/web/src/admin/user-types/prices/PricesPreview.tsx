import { fillText } from '@grocery/contracts';
import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useTexts } from '../../../i18n/useTexts';
import { userTypePricesTexts } from '../texts';
import { type PendingChange, type PriceField, type PriceValues, priceFields } from './pendingPrices';

/** The fields a change touches: those whose value moves, or, while it cannot be saved, those typed anew. */
function changedFields(change: PendingChange): PriceField[] {
  const { after } = change;
  if (after) return priceFields.filter((field) => after[field] !== change.before[field]);
  return priceFields.filter(
    (field) =>
      change.problems[field] !== undefined ||
      change.typed[field].trim() !== String(change.before[field] ?? ''),
  );
}

type Props = {
  opened: boolean;
  userTypeName: string;
  changes: readonly PendingChange[];
  money: (amount: number) => string;
  saving: boolean;
  onSave: () => void;
  onClose: () => void;
};

const fieldLabel = {
  price: 'price',
  minimumQuantity: 'minimumQuantity',
  quantityStep: 'quantityStep',
} as const;

/** What Save will send, before it is sent: per product, each changed value, old → new. */
export function PricesPreview({ opened, userTypeName, changes, money, saving, onSave, onClose }: Props) {
  const texts = useTexts(userTypePricesTexts);
  const valid = changes.every((change) => change.after !== null);
  const show = (values: PriceValues | null, field: PriceField) => {
    const value = values?.[field];
    if (field === 'price') return value === null || value === undefined ? texts.noPrice : money(value);
    return value === undefined ? texts.none : String(value);
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={texts.previewTitle}
      size="lg"
      removeScrollProps={{ removeScrollBar: false }}
    >
      <Stack gap="sm">
        <Text size="sm">{fillText(texts.previewIntro, { userType: userTypeName })}</Text>
        <List spacing="xs" size="sm" aria-label={texts.previewTitle}>
          {changes.map((change) => (
            <List.Item key={change.productId}>
              <Text span fw={600} size="sm" dir="auto">
                {change.productName}
              </Text>
              <List withPadding size="sm">
                {changedFields(change).map((field) => (
                  <List.Item key={field}>
                    {texts[fieldLabel[field]]}: <bdi dir="ltr">{show(change.before, field)}</bdi> →{' '}
                    <bdi dir="ltr">
                      {change.after ? show(change.after, field) : `${change.typed[field] || texts.none} ⚠`}
                    </bdi>
                  </List.Item>
                ))}
              </List>
            </List.Item>
          ))}
        </List>
        {!valid && (
          <Alert color="red" role="alert">
            {texts.fixFirst}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {texts.cancel}
          </Button>
          <Button onClick={onSave} disabled={!valid || changes.length === 0} loading={saving} data-autofocus>
            {texts.save}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
