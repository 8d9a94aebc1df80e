import { countText, fillText, type LanguageCode, type PromotionListRow } from '@grocery/contracts';
import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';
import type { GridColumn } from '../../shared/grid';
import { promotionTimeText, rewardText, stateColors } from '../promotionText';
import type { promotionsListTexts } from '../texts';

type Texts = Record<keyof (typeof promotionsListTexts)['en'], string>;
type Options = {
  language: LanguageCode;
  money: (amount: number) => string;
  /** The on/off cell: a switch for a writer, nothing for a reader (the state says it). */
  switchCell: ((row: PromotionListRow) => ReactNode) | null;
};

function appliesTo(texts: Texts, language: LanguageCode, row: PromotionListRow): string {
  if (row.target === 'order') return texts.wholeOrder;
  return row.target === 'products'
    ? countText(language, texts.products, row.products)
    : countText(language, texts.categories, row.categories);
}

const sourceText = (texts: Texts, row: PromotionListRow) =>
  row.source === 'pos'
    ? row.sourceKey
      ? fillText(texts.sourcePosKey, { key: row.sourceKey })
      : texts.sourcePos
    : texts.sourceShop;

/** The promotions grid's columns; sortable ones carry the server's sort keys as their keys. */
export function promotionsColumns(texts: Texts, { language, money, switchCell }: Options) {
  const dates = (row: PromotionListRow) =>
    `${promotionTimeText(language, row.startsAt)} – ${promotionTimeText(language, row.endsAt)}`;
  const columns: GridColumn<PromotionListRow>[] = [
    {
      key: 'name',
      header: texts.name,
      accessor: (row) => row.name,
      cell: (row) => <span dir="auto">{row.name}</span>,
      sortable: true,
      width: 190,
    },
    {
      key: 'source',
      header: texts.source,
      accessor: (row) => sourceText(texts, row),
      cell: (row) => <bdi>{sourceText(texts, row)}</bdi>,
      width: 120,
    },
    {
      key: 'appliesTo',
      header: texts.appliesTo,
      accessor: (row) => appliesTo(texts, language, row),
      width: 120,
    },
    {
      key: 'reward',
      header: texts.reward,
      accessor: (row) => rewardText(texts, row.reward, money, language),
      width: 140,
    },
    {
      key: 'startsAt',
      header: texts.dates,
      accessor: dates,
      sortable: true,
      width: 260,
    },
    {
      key: 'state',
      header: texts.state,
      accessor: (row) => texts[row.state],
      cell: (row) => (
        <Badge variant="light" color={stateColors[row.state]} tt="none">
          {texts[row.state]}
        </Badge>
      ),
      width: 100,
    },
  ];
  if (switchCell) columns.push({ key: 'active', header: texts.active, cell: switchCell, width: 70 });
  return columns;
}
