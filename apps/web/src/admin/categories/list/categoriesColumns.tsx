import type { AdminCategoryRow, LanguageCode } from '@grocery/contracts';
import { Anchor, Badge, Group } from '@mantine/core';
import { Link } from 'react-router-dom';
import { categoryImageUrl } from '../../../api/imageUrls';
import type { GridColumn } from '../../shared/grid';
import type { categoriesListTexts } from '../texts';

type Texts = Record<keyof (typeof categoriesListTexts)['en'], string>;

/** The categories grid's columns; sortable ones carry the server's sort keys as their keys. */
export function categoriesColumns(
  texts: Texts,
  language: LanguageCode,
  userTypeNames: ReadonlyMap<number, string>,
): GridColumn<AdminCategoryRow>[] {
  return [
    {
      key: 'image',
      header: texts.image,
      cell: (row) => {
        const src = categoryImageUrl(row.imageFile);
        return src ? <img src={src} alt="" width={40} height={40} className="category-thumb" /> : null;
      },
      width: 90,
    },
    {
      key: 'categoryName',
      header: texts.name,
      accessor: (row) => row.categoryName,
      cell: (row) => (
        <Anchor component={Link} to={`/admin/${language}/categories/${row.categoryId}`} dir="auto">
          {row.categoryName}
        </Anchor>
      ),
      sortable: true,
      width: 200,
    },
    {
      key: 'categoryId',
      header: texts.categoryId,
      accessor: (row) => row.categoryId,
      sortable: true,
      width: 90,
      align: 'end',
    },
    {
      key: 'externalId',
      header: texts.externalId,
      accessor: (row) => row.externalId,
      width: 140,
      // In the column picker: the default columns fit a 1366 px screen (decision 0055).
      defaultHidden: true,
      align: 'end',
    },
    {
      key: 'active',
      header: texts.active,
      accessor: (row) => (row.active ? texts.yes : texts.no),
      cell: (row) => (
        <Badge variant="light" color={row.active ? 'green' : 'gray'} tt="none">
          {row.active ? texts.yes : texts.no}
        </Badge>
      ),
      sortable: true,
      width: 110,
    },
    {
      key: 'totalProducts',
      header: texts.products,
      accessor: (row) => row.totalProducts,
      width: 120,
      align: 'end',
    },
    {
      key: 'sortOrder',
      header: texts.sortOrder,
      accessor: (row) => row.sortOrder,
      sortable: true,
      width: 140,
      align: 'end',
    },
    {
      key: 'visibility',
      header: texts.visibility,
      accessor: (row) => visibilityText(row.userTypeIds, userTypeNames, texts.everyone),
      cell: (row) =>
        row.userTypeIds.length === 0 ? (
          texts.everyone
        ) : (
          <Group gap={4} wrap="wrap">
            {row.userTypeIds.map((id) => (
              <Badge key={id} variant="light" tt="none" dir="auto">
                {userTypeNames.get(id) ?? `#${id}`}
              </Badge>
            ))}
          </Group>
        ),
      width: 200,
    },
  ];
}

/** Who sees a category, as text: everyone, or the names of its user types. */
function visibilityText(
  userTypeIds: readonly number[],
  names: ReadonlyMap<number, string>,
  everyone: string,
): string {
  if (userTypeIds.length === 0) return everyone;
  return userTypeIds.map((id) => names.get(id) ?? `#${id}`).join(', ');
}
