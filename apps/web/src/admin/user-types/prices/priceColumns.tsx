import type { UserTypePriceRow } from '@grocery/contracts';
import { fillText } from '@grocery/contracts';
import { Badge, Group } from '@mantine/core';
import type { GridColumn } from '../../shared/grid';
import type { userTypePricesTexts } from '../texts';
import { PriceInput } from './PriceInput';

type Texts = Record<keyof (typeof userTypePricesTexts)['en'], string>;

/** The prices grid's columns: the sortable ones carry the server's sort keys. */
export function priceColumns(
  texts: Texts,
  money: (amount: number) => string,
): GridColumn<UserTypePriceRow>[] {
  return [
    {
      key: 'productName',
      header: texts.productName,
      accessor: (row) => row.productName,
      cell: (row) => (
        <Group gap={6} wrap="nowrap">
          <span dir="auto">{row.productName}</span>
          {row.unit === 'kg' && (
            <Badge size="xs" variant="light" color="gray" tt="none">
              {texts.byWeight}
            </Badge>
          )}
        </Group>
      ),
      sortable: true,
      width: 220,
    },
    {
      key: 'productId',
      header: texts.productId,
      accessor: (row) => row.productId,
      sortable: true,
      width: 100,
      align: 'end',
    },
    {
      key: 'externalId',
      header: texts.externalId,
      accessor: (row) => row.externalId,
      sortable: true,
      width: 130,
      align: 'end',
    },
    {
      key: 'onlinePrice',
      header: texts.onlinePrice,
      accessor: (row) => row.onlinePrice,
      cell: (row) => <bdi dir="ltr">{money(row.onlinePrice)}</bdi>,
      sortable: true,
      width: 150,
      align: 'end',
    },
    {
      key: 'price',
      header: texts.price,
      cell: (row) => (
        <PriceInput
          row={row}
          field="price"
          label={fillText(texts.priceOf, { product: row.productName })}
          placeholder={texts.noPrice}
        />
      ),
      sortable: true,
      width: 130,
    },
    {
      key: 'minimumQuantity',
      header: texts.minimumQuantity,
      cell: (row) => (
        <PriceInput
          row={row}
          field="minimumQuantity"
          label={fillText(texts.minimumOf, { product: row.productName })}
        />
      ),
      width: 110,
    },
    {
      key: 'quantityStep',
      header: texts.quantityStep,
      cell: (row) => (
        <PriceInput
          row={row}
          field="quantityStep"
          label={fillText(texts.stepOf, { product: row.productName })}
        />
      ),
      width: 110,
    },
  ];
}
