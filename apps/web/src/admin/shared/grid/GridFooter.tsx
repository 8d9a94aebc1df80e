import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { fillNodes } from '../../../i18n/fillNodes';
import { countText } from '../../../i18n/plural';
import { useLanguage } from '../../../i18n/useLanguage';
import { useTexts } from '../../../i18n/useTexts';
import { gridTexts } from './texts';

type Props = {
  pageIndex: number;
  pageSize: number;
  rowsOnPage: number;
  /** Rows in all pages; null when the server does not know. */
  total: number | null;
  pageCount: number | null;
  /** The page is loading (or failed): no count to give yet. */
  counting: boolean;
  pager: ReactNode;
};

/** Numbers stay left to right inside Hebrew sentences ('1–25' must not read '25–1'). */
function Ltr({ children }: { children: ReactNode }) {
  return <span dir="ltr">{children}</span>;
}

/** Spec §9 footer: '1–25 of N' and 'page x / y', or '0 rows' when there is nothing to show. */
export function GridFooter({ pageIndex, pageSize, rowsOnPage, total, pageCount, counting, pager }: Props) {
  const language = useLanguage();
  const texts = useTexts(gridTexts);
  const number = new Intl.NumberFormat(language);
  const from = pageIndex * pageSize + 1;
  const range = <Ltr>{`${number.format(from)}–${number.format(from + rowsOnPage - 1)}`}</Ltr>;
  let summary: ReactNode = null;
  if (!counting && rowsOnPage === 0) summary = countText(language, texts.rowCount, total ?? 0);
  else if (!counting && total === null) summary = range;
  else if (!counting && total !== null)
    summary = fillNodes(texts.rangeOf, { range, total: <Ltr>{number.format(total)}</Ltr> });
  const position =
    pageCount === null
      ? number.format(pageIndex + 1)
      : `${number.format(pageIndex + 1)} / ${number.format(Math.max(pageCount, 1))}`;
  return (
    <Group justify="space-between" gap="sm" className="grid-footer">
      <Group gap="md">
        <Text size="sm" aria-live="polite">
          {summary}
        </Text>
        <Text size="sm">{fillNodes(texts.page, { position: <Ltr>{position}</Ltr> })}</Text>
      </Group>
      {pager}
    </Group>
  );
}
