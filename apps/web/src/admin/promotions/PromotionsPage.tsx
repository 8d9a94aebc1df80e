import type { PromotionListRow } from '@grocery/contracts';
import { Button, Group, Stack, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useLanguage } from '../../i18n/useLanguage';
import { useTexts } from '../../i18n/useTexts';
import { useAppState } from '../../state/appState';
import { hasPermission } from '../../state/permissions';
import { usePriceFormatter } from '../../state/publicConfig';
import { DataGrid } from '../shared/grid';
import { adminPageTitles } from '../shared/texts';
import { ActiveSwitch } from './list/ActiveSwitch';
import { PromotionsFilters } from './list/PromotionsFilters';
import { promotionsColumns } from './list/promotionsColumns';
import { PromotionDialog } from './PromotionDialog';
import { isolated } from './promotionText';
import { type PromotionsFilters as Filters, promotionsListRemote } from './queries';
import { promotionsListTexts } from './texts';

const pick = <T extends string>(value: string | null, allowed: readonly T[]): T | null =>
  allowed.includes(value as T) ? (value as T) : null;

/** The filters live in the URL's query: a reload or a shared link shows the same list. */
function filtersOf(params: URLSearchParams): Filters {
  return {
    search: params.get('q') ?? '',
    active: pick(params.get('active'), ['true', 'false']),
    when: pick(params.get('when'), ['current', 'future', 'past']),
    source: pick(params.get('source'), ['shop', 'pos']),
  };
}

/** The dialog open on a promotion, on a new one, or closed. */
type Editing = { promotionId: number | null } | null;

/**
 * The promotions grid: server-paged, latest start first, filtered by on/off, time and source. A
 * writer switches each on or off in its row and edits it in a dialog; a reader only looks.
 */
export function PromotionsPage() {
  const texts = useTexts(promotionsListTexts);
  const titles = useTexts(adminPageTitles);
  const language = useLanguage();
  const formatPrice = usePriceFormatter();
  const { user } = useAppState();
  const canWrite = hasPermission(user, 'promotions:write');
  const [params, setParams] = useSearchParams();
  const filterText = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filters change only with the query text
  const filters = useMemo(() => filtersOf(params), [filterText]);
  const [editing, setEditing] = useState<Editing>(null);

  const columns = useMemo(
    () =>
      promotionsColumns(texts, {
        language,
        money: (amount) => isolated(formatPrice(amount)),
        switchCell: canWrite
          ? (row) => (
              <ActiveSwitch
                key={`${row.promotionId}-${row.active}`}
                promotionId={row.promotionId}
                version={row.version}
                name={row.name}
                active={row.active}
              />
            )
          : null,
      }),
    [texts, language, formatPrice, canWrite],
  );
  const remote = useMemo(
    () => promotionsListRemote(language, filters, texts.loadError),
    [language, filters, texts.loadError],
  );
  const changeFilters = (next: Filters) => {
    const query = new URLSearchParams();
    if (next.search.trim()) query.set('q', next.search);
    if (next.active) query.set('active', next.active);
    if (next.when) query.set('when', next.when);
    if (next.source) query.set('source', next.source);
    setParams(query, { replace: true });
  };
  const open = (row: PromotionListRow) => setEditing({ promotionId: row.promotionId });

  return (
    <Stack gap="md" p="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {titles.promotions}
        </Title>
        {canWrite && <Button onClick={() => setEditing({ promotionId: null })}>{texts.newPromotion}</Button>}
      </Group>
      <PromotionsFilters filters={filters} onChange={changeFilters} />
      <DataGrid<PromotionListRow>
        key={filterText}
        gridId="promotions"
        label={texts.gridLabel}
        columns={columns}
        rowKey={(row) => row.promotionId}
        remote={remote}
        initialSort={{ key: 'startsAt', dir: 'desc' }}
        onOpen={open}
        contextMenu={(row) =>
          row
            ? [{ label: canWrite ? texts.editPromotion : texts.viewPromotion, onSelect: () => open(row) }]
            : []
        }
      />
      {editing && (
        <PromotionDialog
          promotionId={editing.promotionId}
          canWrite={canWrite}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
