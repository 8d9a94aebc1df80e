import { ActionIcon, Group } from '@mantine/core';
import { useTexts } from '../../../i18n/useTexts';
import { GridIcon, type GridIconName } from './GridIcon';
import { pageWindow } from './pageWindow';
import { gridTexts } from './texts';
import { useThrottledHandler } from './useThrottledHandler';

type Props = {
  pageIndex: number;
  /** null when the server does not know the total. */
  pageCount: number | null;
  hasNext: boolean;
  onPage: (pageIndex: number) => void;
  direction: 'ltr' | 'rtl';
};

/** Arrows point along the reading direction: in Hebrew 'next' points left. */
const arrows: Record<'ltr' | 'rtl', Record<'first' | 'previous' | 'next' | 'last', GridIconName>> = {
  ltr: { first: 'doubleLeft', previous: 'left', next: 'right', last: 'doubleRight' },
  rtl: { first: 'doubleRight', previous: 'right', next: 'left', last: 'doubleLeft' },
};

/** Spec §9 pager: first, previous, up to 5 page numbers either side of the current one, next, last. */
export function GridPager({ pageIndex, pageCount, hasNext, onPage, direction }: Props) {
  const texts = useTexts(gridTexts);
  const go = useThrottledHandler(onPage);
  const knownCount = pageCount ?? pageIndex + (hasNext ? 2 : 1);
  const icons = arrows[direction];
  const arrow = (label: string, icon: GridIconName, target: number, disabled: boolean) => (
    <ActionIcon variant="default" size="md" aria-label={label} disabled={disabled} onClick={() => go(target)}>
      <GridIcon name={icon} />
    </ActionIcon>
  );
  return (
    <nav aria-label={texts.pagination}>
      <Group gap={4}>
        {arrow(texts.firstPage, icons.first, 0, pageIndex === 0)}
        {arrow(texts.previousPage, icons.previous, pageIndex - 1, pageIndex === 0)}
        {pageWindow(pageIndex, knownCount).map((page) => (
          <ActionIcon
            key={page}
            variant={page === pageIndex ? 'filled' : 'subtle'}
            size="md"
            aria-current={page === pageIndex ? 'page' : undefined}
            onClick={() => go(page)}
            className="grid-page-number"
          >
            {page + 1}
          </ActionIcon>
        ))}
        {arrow(texts.nextPage, icons.next, pageIndex + 1, !hasNext)}
        {arrow(texts.lastPage, icons.last, knownCount - 1, pageCount === null || pageIndex >= pageCount - 1)}
      </Group>
    </nav>
  );
}
