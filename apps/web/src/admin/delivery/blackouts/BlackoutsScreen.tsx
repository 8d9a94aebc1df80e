import type { DeliveryBlackout } from '@grocery/contracts';
import { Anchor, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useLanguage } from '../../../i18n/useLanguage';
import { useTexts } from '../../../i18n/useTexts';
import { useAppState } from '../../../state/appState';
import { hasPermission } from '../../../state/permissions';
import { adminToast, PageError, useConfirm } from '../../shared/feedback';
import { DataGrid, type GridColumn, type GridMenuItem } from '../../shared/grid';
import { useDeleteBlackout } from '../mutations';
import { blackoutsQueryOptions, zonesQueryOptions } from '../queries';
import { BlackoutForm, type BlackoutFormHandle } from './BlackoutForm';
import { blackoutsTexts } from './texts';

/**
 * Days without deliveries, for every zone or one: the form to add one (delivery:write) and the
 * grid by date, with a row menu to add, go back to the regions, or remove a day.
 */
export function BlackoutsScreen() {
  const texts = useTexts(blackoutsTexts);
  const language = useLanguage();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const canWrite = hasPermission(useAppState().user, 'delivery:write');
  const blackouts = useQuery(blackoutsQueryOptions(language));
  const zones = useQuery(zonesQueryOptions(language));
  const remove = useDeleteBlackout();
  const form = useRef<BlackoutFormHandle>(null);
  const columns = useMemo<GridColumn<DeliveryBlackout>[]>(
    () => [
      {
        key: 'blackoutDate',
        header: texts.date,
        accessor: (row) => row.blackoutDate,
        cell: (row) => <bdi dir="ltr">{row.blackoutDate}</bdi>,
        sortable: true,
        width: 140,
      },
      {
        key: 'appliesTo',
        header: texts.appliesToColumn,
        accessor: (row) => (row.deliveryZoneId === null ? texts.allDeliveryZones : row.deliveryZoneName),
        cell: (row) =>
          row.deliveryZoneId === null ? (
            texts.allDeliveryZones
          ) : (
            <span dir="auto">{row.deliveryZoneName ?? `#${row.deliveryZoneId}`}</span>
          ),
        sortable: true,
        width: 220,
      },
      {
        key: 'reason',
        header: texts.reason,
        accessor: (row) => row.reason,
        cell: (row) => <span dir="auto">{row.reason ?? ''}</span>,
        width: 320,
      },
    ],
    [texts],
  );

  const removeBlackout = async (row: DeliveryBlackout) => {
    const sure = await confirm({
      title: texts.removeBlackout,
      message: texts.removeConfirm,
      confirmLabel: texts.removeBlackout,
      danger: true,
    });
    if (!sure) return;
    try {
      await remove.mutateAsync(row.deliveryBlackoutId);
      adminToast.success(texts.removed);
    } catch (error) {
      console.error('delivery blackout not removed', error);
      adminToast.error(texts.deleteFailed);
    }
  };
  const menu = (row: DeliveryBlackout | null): GridMenuItem[] => {
    const items: GridMenuItem[] = [];
    if (canWrite) items.push({ label: texts.addBlackout, onSelect: () => form.current?.focusDate() });
    items.push({ label: texts.deliveryRegions, onSelect: () => navigate(`/admin/${language}/regions`) });
    if (row && canWrite)
      items.push({ label: texts.removeBlackout, onSelect: () => void removeBlackout(row), color: 'red' });
    return items;
  };

  const failed = blackouts.isError ? blackouts : zones.isError ? zones : null;
  return (
    <Stack gap="md" p="md">
      <Anchor component={Link} to={`/admin/${language}/regions`} size="sm">
        {texts.backToList}
      </Anchor>
      <Title order={1} size="h2">
        {texts.title}
      </Title>
      {failed ? (
        <PageError
          message={blackouts.isError ? texts.loadError : texts.zonesLoadError}
          error={failed.error}
          onRetry={() => void failed.refetch()}
        />
      ) : blackouts.isPending || zones.isPending ? (
        <Stack gap="xs">
          <Skeleton height={36} />
          <Skeleton height={36} />
        </Stack>
      ) : (
        <>
          {canWrite && <BlackoutForm ref={form} zones={zones.data ?? []} />}
          {(blackouts.data ?? []).length === 0 ? (
            <Paper withBorder p="lg">
              <Text role="status">{texts.empty}</Text>
            </Paper>
          ) : (
            <DataGrid<DeliveryBlackout>
              gridId="delivery-blackouts"
              label={texts.gridLabel}
              columns={columns}
              rowKey={(row) => row.deliveryBlackoutId}
              rows={blackouts.data ?? []}
              pageSize={50}
              initialSort={{ key: 'blackoutDate', dir: 'asc' }}
              contextMenu={menu}
            />
          )}
        </>
      )}
    </Stack>
  );
}
