import type { DeliveryZoneRow } from '@grocery/contracts';
import { fillText } from '@grocery/contracts';
import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLanguage } from '../../../i18n/useLanguage';
import { useTexts } from '../../../i18n/useTexts';
import { useAppState } from '../../../state/appState';
import { hasPermission } from '../../../state/permissions';
import { adminToast, PageError, useConfirm } from '../../shared/feedback';
import { DataGrid, type GridMenuItem } from '../../shared/grid';
import { useDeleteZone } from '../mutations';
import { zonesQueryOptions } from '../queries';
import { regionsListTexts } from '../texts';
import { AddressTest } from './AddressTest';
import { regionsColumns } from './regionsColumns';

/**
 * The delivery regions: every zone in the server's order (active first, by priority, then name),
 * a row opening its editor, a row menu to create, edit or deactivate, and the address test.
 * Without delivery:write, creating and deleting are not offered.
 */
export function RegionsScreen() {
  const texts = useTexts(regionsListTexts);
  const language = useLanguage();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const { user } = useAppState();
  const canWrite = hasPermission(user, 'delivery:write');
  const zones = useQuery(zonesQueryOptions(language));
  const remove = useDeleteZone();
  const columns = useMemo(() => regionsColumns(texts, language), [texts, language]);

  const base = `/admin/${language}/regions`;
  const create = () => navigate(`${base}/new`);
  const blackouts = () => navigate(`${base}/blackouts`);
  const open = (row: DeliveryZoneRow) => navigate(`${base}/${row.deliveryZoneId}`);
  const deactivate = async (row: DeliveryZoneRow) => {
    const sure = await confirm({
      title: texts.deleteRegion,
      message: fillText(texts.deleteConfirm, { name: row.name }),
      confirmLabel: texts.deleteRegion,
      danger: true,
    });
    if (!sure) return;
    try {
      await remove.mutateAsync(row.deliveryZoneId);
      adminToast.success(texts.deleted);
    } catch (error) {
      console.error('delivery region not deactivated', error);
      adminToast.error(texts.deleteFailed);
    }
  };
  const menu = (row: DeliveryZoneRow | null): GridMenuItem[] => {
    const items: GridMenuItem[] = [];
    if (canWrite) items.push({ label: texts.createRegion, onSelect: create });
    items.push({ label: texts.manageBlackouts, onSelect: blackouts });
    if (!row) return items;
    items.push({ label: texts.editRegion, onSelect: () => open(row) });
    if (canWrite)
      items.push({
        label: texts.deleteRegion,
        onSelect: () => void deactivate(row),
        color: 'red',
        disabled: !row.isActive,
      });
    return items;
  };

  return (
    <Stack gap="md" p="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {texts.title}
        </Title>
        <Group gap="sm">
          <Button variant="default" onClick={blackouts}>
            {texts.blackouts}
          </Button>
          {canWrite && <Button onClick={create}>{texts.newRegion}</Button>}
        </Group>
      </Group>
      <AddressTest />
      {zones.isError ? (
        <PageError message={texts.loadError} error={zones.error} onRetry={() => void zones.refetch()} />
      ) : zones.isPending ? (
        <Stack gap="xs" data-testid="regions-skeleton">
          <Skeleton height={36} />
          <Skeleton height={36} />
          <Skeleton height={36} />
        </Stack>
      ) : zones.data.length === 0 ? (
        <Paper withBorder p="lg">
          <Stack align="flex-start" gap="sm">
            <Text role="status">{texts.empty}</Text>
            {canWrite && <Button onClick={create}>{texts.createRegion}</Button>}
          </Stack>
        </Paper>
      ) : (
        <DataGrid<DeliveryZoneRow>
          gridId="delivery-regions"
          label={texts.gridLabel}
          columns={columns}
          rowKey={(row) => row.deliveryZoneId}
          rows={zones.data}
          pageSize={50}
          initialSort={null}
          onOpen={open}
          contextMenu={menu}
        />
      )}
    </Stack>
  );
}
