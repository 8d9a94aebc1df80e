import type { AdminOrderItem } from '@grocery/contracts';
import { formatPrice, formatQuantity, toThousandths } from '@grocery/contracts';
import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTexts } from '../../i18n/useTexts';
import { orderItemsTexts } from './texts';

type Props = {
  items: readonly AdminOrderItem[];
  currencySymbol: string;
  /** The picked column's cell in place of the weight shown (the panel's inputs while picking). */
  pickedCell?: (item: AdminOrderItem, index: number) => ReactNode;
  label: string;
};

/**
 * An order's lines: product (name and short description, in their own direction, and the promotion
 * with what it saved), quantity, unit price (for a weighed line on a deal, the deal's price per kg the
 * picked weight is charged at), total as placed (after the promotion), and for weighed lines what was
 * picked and its total. Numbers read left to right in every language.
 */
export function OrderItemsTable({ items, currencySymbol, pickedCell, label }: Props) {
  const texts = useTexts(orderItemsTexts);
  const money = (amount: number) => (
    <bdi dir="ltr" className="order-money">
      {formatPrice(amount, currencySymbol)}
    </bdi>
  );
  /** A text with its {price} as money, left to right inside any language. */
  const withMoney = (text: string, amount: number) => {
    const [before, after = ''] = text.split('{price}');
    return (
      <>
        {before}
        {money(amount)}
        {after}
      </>
    );
  };
  const weighed = items.some((item) => item.unit === 'kg');
  if (items.length === 0) return <Text size="sm">{texts.noItems}</Text>;
  return (
    // A narrow screen scrolls the lines sideways: the region takes the focus, so a keyboard scrolls it too.
    <Table.ScrollContainer type="native" minWidth={600} tabIndex={0} role="region" aria-label={label}>
      <Table className="order-items-table" aria-label={label} verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{texts.product}</Table.Th>
            <Table.Th className="order-items-table__number">{texts.quantity}</Table.Th>
            <Table.Th className="order-items-table__number">{texts.unitPrice}</Table.Th>
            <Table.Th className="order-items-table__number">{texts.totalPrice}</Table.Th>
            {weighed && <Table.Th className="order-items-table__number">{texts.picked}</Table.Th>}
            {weighed && <Table.Th className="order-items-table__number">{texts.pickedTotal}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item, index) => {
            const kg = item.unit === 'kg';
            return (
              <Table.Tr key={item.orderItemId} data-testid="order-item-row">
                <Table.Td className="order-items-table__product">
                  <Text size="sm" fw={600} dir="auto">
                    {item.productName}
                  </Text>
                  {item.shortDesc && (
                    <Text className="order-items-table__description" dir="auto">
                      {item.shortDesc}
                    </Text>
                  )}
                  {item.promotionName && (
                    <Text className="order-items-table__promotion" data-testid="order-item-promotion">
                      <bdi>{item.promotionName}</bdi>
                      {item.saving > 0 && <> · {withMoney(texts.saving, item.saving)}</>}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td className="order-items-table__number">
                  <bdi dir="ltr">{formatQuantity(toThousandths(item.quantity))}</bdi>
                  {kg && ` ${texts.kg}`}
                </Table.Td>
                <Table.Td className="order-items-table__number">
                  {money(item.unitPrice)}
                  {kg && ` ${texts.perKg}`}
                  {kg && item.dealUnitPrice !== null && (
                    <Text className="order-items-table__deal" data-testid="order-item-deal-price">
                      {withMoney(texts.dealPerKg, item.dealUnitPrice)}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td className="order-items-table__number">{money(item.totalPrice)}</Table.Td>
                {weighed && (
                  <Table.Td className="order-items-table__number">
                    {kg && pickedCell
                      ? pickedCell(item, index)
                      : kg &&
                        item.pickedQuantity !== null && (
                          <>
                            <bdi dir="ltr">{formatQuantity(toThousandths(item.pickedQuantity))}</bdi>{' '}
                            {texts.kg}
                          </>
                        )}
                    {kg && !pickedCell && item.pickedQuantity === null && (
                      <Text span size="xs" c="gray.7">
                        {texts.notWeighed}
                      </Text>
                    )}
                  </Table.Td>
                )}
                {weighed && (
                  <Table.Td className="order-items-table__number">
                    {item.pickedTotal !== null && money(item.pickedTotal)}
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
