import type { AdminProductRow, LanguageCode } from '@grocery/contracts';
import { formatDateTimeIn } from '@grocery/contracts';
import { Anchor, Badge } from '@mantine/core';
import { Link } from 'react-router-dom';
import { productImageUrl } from '../../../api/imageUrls';
import { Ltr } from '../../../components/ltr/Ltr';
import type { GridColumn } from '../../shared/grid';
import type { productsListTexts } from '../texts';

type Texts = Record<keyof (typeof productsListTexts)['en'], string>;
type Format = {
  language: LanguageCode;
  price: (amount: number | null) => string;
  /** The editor's path for a row: the name is a link to it (the grid opens it on Enter too). */
  editorPath: (row: AdminProductRow) => string;
};

function Flag({ on, texts, alert }: { on: boolean; texts: Texts; alert?: boolean }) {
  return (
    <Badge variant="light" color={on ? (alert ? 'red' : 'green') : 'gray'} tt="none">
      {on ? texts.yes : texts.no}
    </Badge>
  );
}

function Thumbnail({ row, texts }: { row: AdminProductRow; texts: Texts }) {
  const src = productImageUrl(row.imageFile);
  if (!src) return <span className="products-thumbnail products-thumbnail--none" title={texts.noImage} />;
  return <img className="products-thumbnail" src={src} alt="" loading="lazy" width={40} height={40} />;
}

const ltr = (value: string | number | null) => (value === null ? '' : <Ltr>{value}</Ltr>);

/**
 * The products grid's columns; each key is the server's sort key, except out of stock. The default
 * ones fit a 1366 px screen with the side menu open; the external id, POS code, consumer price and
 * the three times are in the column picker (decision 0055).
 */
export function productsColumns(
  texts: Texts,
  { language, price, editorPath }: Format,
): GridColumn<AdminProductRow>[] {
  const date = (value: string | null) => (value ? formatDateTimeIn(language, value) : '');
  return [
    {
      key: 'imageFile',
      header: texts.image,
      accessor: (row) => row.imageFile,
      cell: (row) => <Thumbnail row={row} texts={texts} />,
      sortable: true,
      width: 110,
      align: 'center',
    },
    {
      key: 'productName',
      header: texts.productName,
      accessor: (row) => row.productName,
      // In the page's language; the base name (what the column sorts by) on hover where it differs.
      cell: (row) => (
        <Anchor
          component={Link}
          to={editorPath(row)}
          state={{ fromList: true }}
          c="inherit"
          dir="auto"
          title={row.baseName === row.productName ? undefined : row.baseName}
        >
          {row.productName}
        </Anchor>
      ),
      sortable: true,
      width: 220,
    },
    {
      key: 'barcode',
      header: texts.barcode,
      accessor: (row) => row.barcode,
      cell: (row) => ltr(row.barcode),
      sortable: true,
      width: 140,
    },
    {
      key: 'productId',
      header: texts.productId,
      accessor: (row) => row.productId,
      cell: (row) => ltr(row.productId),
      sortable: true,
      width: 120,
      align: 'end',
    },
    {
      key: 'externalId',
      header: texts.externalId,
      accessor: (row) => row.externalId,
      cell: (row) => ltr(row.externalId),
      sortable: true,
      width: 140,
      defaultHidden: true,
      align: 'end',
    },
    {
      key: 'posCode',
      header: texts.posCode,
      accessor: (row) => row.posCode,
      cell: (row) => ltr(row.posCode),
      sortable: true,
      width: 130,
      defaultHidden: true,
    },
    {
      key: 'onlinePrice',
      header: texts.onlinePrice,
      accessor: (row) => row.onlinePrice,
      cell: (row) => ltr(price(row.onlinePrice)),
      sortable: true,
      width: 130,
      align: 'end',
    },
    {
      key: 'consumerPrice',
      header: texts.consumerPrice,
      accessor: (row) => row.consumerPrice,
      cell: (row) => (row.consumerPrice === null ? '' : ltr(price(row.consumerPrice))),
      sortable: true,
      width: 170,
      defaultHidden: true,
      align: 'end',
    },
    {
      key: 'active',
      header: texts.active,
      accessor: (row) => (row.active ? 1 : 0),
      cell: (row) => <Flag on={row.active} texts={texts} />,
      sortable: true,
      width: 110,
      align: 'center',
    },
    {
      key: 'outOfStock',
      header: texts.outOfStock,
      accessor: (row) => (row.outOfStock ? 1 : 0),
      cell: (row) => <Flag on={row.outOfStock} texts={texts} alert />,
      width: 110,
      align: 'center',
    },
    {
      key: 'createdAt',
      header: texts.createdAt,
      accessor: (row) => row.createdAt,
      cell: (row) => date(row.createdAt),
      sortable: true,
      width: 160,
      defaultHidden: true,
    },
    {
      key: 'modifiedAt',
      header: texts.modifiedAt,
      accessor: (row) => row.modifiedAt,
      cell: (row) => date(row.modifiedAt),
      sortable: true,
      width: 160,
      defaultHidden: true,
    },
    {
      key: 'syncedAt',
      header: texts.syncedAt,
      accessor: (row) => row.syncedAt,
      cell: (row) => date(row.syncedAt),
      sortable: true,
      width: 160,
      defaultHidden: true,
    },
  ];
}
