import type { categoryProductRowSchema } from '@grocery/contracts';
import { type AdminCategory, adminCategoriesPageSize, fillText } from '@grocery/contracts';
import { Badge, Button, Stack } from '@mantine/core';
import { useMemo } from 'react';
import type { z } from 'zod';
import { useLanguage } from '../../../i18n/useLanguage';
import { useTexts } from '../../../i18n/useTexts';
import { adminToast, useConfirm } from '../../shared/feedback';
import { DataGrid, type GridColumn } from '../../shared/grid';
import { useCategoryProductLink } from '../mutations';
import { categoryProductsRemote } from '../queries';
import { categoryTabsTexts } from '../texts';
import { ProductPicker } from './ProductPicker';

type ProductRow = z.infer<typeof categoryProductRowSchema>;

/** The Products tab: a 25-a-page grid of the category's products, unlink with a confirmation, link by search. */
export function CategoryProducts({ category }: { category: AdminCategory }) {
  const texts = useTexts(categoryTabsTexts);
  const language = useLanguage();
  const confirm = useConfirm();
  const { link, unlink } = useCategoryProductLink(category.categoryId);

  const remove = async (row: ProductRow) => {
    const sure = await confirm({
      title: texts.unlinkTitle,
      message: fillText(texts.unlinkMessage, { name: row.productName }),
      confirmLabel: texts.unlink,
      danger: true,
    });
    if (!sure) return;
    try {
      await unlink.mutateAsync(row.productId);
      adminToast.success(texts.unlinked);
    } catch (error) {
      console.error('product not unlinked', error);
      adminToast.error(texts.unlinkFailed);
    }
  };
  const add = async (productId: number) => {
    try {
      await link.mutateAsync(productId);
      adminToast.success(texts.linked);
    } catch (error) {
      console.error('product not linked', error);
      adminToast.error(texts.linkFailed);
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: remove reads the latest texts and mutation
  const columns = useMemo<GridColumn<ProductRow>[]>(
    () => [
      {
        key: 'productName',
        header: texts.productName,
        accessor: (row) => row.productName,
        cell: (row) => (
          <span dir="auto" title={row.baseName === row.productName ? undefined : row.baseName}>
            {row.productName}
          </span>
        ),
        sortable: true,
        width: 240,
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
        key: 'barcode',
        header: texts.barcode,
        accessor: (row) => row.barcode,
        cell: (row) => <span dir="ltr">{row.barcode}</span>,
        width: 150,
      },
      {
        key: 'active',
        header: texts.active,
        cell: (row) => (
          <Badge variant="light" color={row.active ? 'green' : 'gray'} tt="none">
            {row.active ? texts.yes : texts.no}
          </Badge>
        ),
        width: 90,
      },
      {
        key: 'unlink',
        header: texts.unlink,
        cell: (row) => (
          <Button
            size="compact-xs"
            variant="subtle"
            color="red"
            onClick={() => void remove(row)}
            aria-label={`${texts.unlink}: ${row.productName}`}
          >
            {texts.unlink}
          </Button>
        ),
        width: 190,
      },
    ],
    [texts],
  );
  const remote = useMemo(
    () => categoryProductsRemote(category.categoryId, language, texts.productsLoadError),
    [category.categoryId, language, texts.productsLoadError],
  );

  return (
    <Stack gap="md">
      <ProductPicker onPick={add} busy={link.isPending} />
      <DataGrid<ProductRow>
        gridId="category-products"
        label={texts.productsGrid}
        columns={columns}
        rowKey={(row) => row.productId}
        pageSize={adminCategoriesPageSize}
        remote={remote}
        initialSort={{ key: 'productName', dir: 'asc' }}
        contextMenu={(row) =>
          row ? [{ label: texts.unlink, color: 'red', onSelect: () => void remove(row) }] : []
        }
      />
    </Stack>
  );
}
