import type { DeliveryZone } from '@grocery/contracts';
import { Divider, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { isNotFound } from '../../../api/client';
import { useLanguage } from '../../../i18n/useLanguage';
import { useTexts } from '../../../i18n/useTexts';
import { useAppState } from '../../../state/appState';
import { hasPermission } from '../../../state/permissions';
import { EditorFrame } from '../../shared/EditorFrame';
import { adminToast, PageError, useConfirm } from '../../shared/feedback';
import { useDeleteZone } from '../mutations';
import { zoneQueryOptions } from '../queries';
import { windowsTexts, zoneEditorTexts, zoneNamesTexts } from './texts';
import { WindowsTable } from './WindowsTable';
import { DeleteZoneButton, ZoneForm } from './ZoneForm';
import { ZoneNames } from './ZoneNames';

function Frame({ title, children }: { title: ReactNode; children: ReactNode }) {
  const texts = useTexts(zoneEditorTexts);
  return (
    <EditorFrame backTo="regions" backLabel={texts.backToList} title={title} maw={1100}>
      {children}
    </EditorFrame>
  );
}

function useCanWrite() {
  return hasPermission(useAppState().user, 'delivery:write');
}

/** A new zone: the form, then its edit page (replacing this one in the history). */
export function RegionNewScreen() {
  const texts = useTexts(zoneEditorTexts);
  const windows = useTexts(windowsTexts);
  const names = useTexts(zoneNamesTexts);
  const language = useLanguage();
  const navigate = useNavigate();
  const created = (zone: DeliveryZone) =>
    navigate(`/admin/${language}/regions/${zone.deliveryZoneId}`, { replace: true });
  return (
    <Frame title={texts.newTitle}>
      <ZoneForm canWrite={useCanWrite()} onSaved={created} />
      <Divider />
      <Title order={2} size="h4">
        {names.title}
      </Title>
      <Text size="sm" c="gray.7">
        {names.saveFirst}
      </Text>
      <Divider />
      <Title order={2} size="h4">
        {windows.title}
      </Title>
      <Text size="sm" c="gray.7">
        {windows.saveFirst}
      </Text>
    </Frame>
  );
}

/** An existing zone (`deliveryZoneId` null: the URL's id is not a number). */
export function RegionEditScreen({ deliveryZoneId }: { deliveryZoneId: number | null }) {
  const texts = useTexts(zoneEditorTexts);
  if (deliveryZoneId === null)
    return (
      <Frame title={texts.editTitle}>
        <Text role="status">{texts.notFound}</Text>
      </Frame>
    );
  return <ZoneEditor deliveryZoneId={deliveryZoneId} />;
}

function ZoneEditor({ deliveryZoneId }: { deliveryZoneId: number }) {
  const texts = useTexts(zoneEditorTexts);
  const canWrite = useCanWrite();
  const confirm = useConfirm();
  const zone = useQuery(zoneQueryOptions(deliveryZoneId));
  const remove = useDeleteZone();

  if (isNotFound(zone.error))
    return (
      <Frame title={texts.editTitle}>
        <Text role="status">{texts.notFound}</Text>
      </Frame>
    );
  if (zone.isError)
    return (
      <Frame title={texts.editTitle}>
        <PageError message={texts.loadFailed} error={zone.error} onRetry={() => void zone.refetch()} />
      </Frame>
    );
  if (zone.isPending)
    return (
      <Frame title={<Skeleton height={28} width={220} />}>
        <Stack gap="md" maw={560}>
          <Skeleton height={56} />
          <Skeleton height={56} />
          <Skeleton height={320} />
        </Stack>
      </Frame>
    );
  const deactivate = async () => {
    const sure = await confirm({
      title: texts.deleteZone,
      message: texts.deleteConfirm,
      confirmLabel: texts.deleteZone,
      danger: true,
    });
    if (!sure) return;
    try {
      await remove.mutateAsync(deliveryZoneId);
      adminToast.success(texts.deactivated);
    } catch (error) {
      console.error('delivery zone not deactivated', error);
      adminToast.error(texts.deleteFailed);
    }
  };
  const data = zone.data;
  return (
    <Frame title={<bdi dir="auto">{data.name}</bdi>}>
      <ZoneForm key={data.deliveryZoneId} zone={data} canWrite={canWrite} onSaved={() => {}} />
      {canWrite && data.isActive && <DeleteZoneButton onDelete={deactivate} />}
      <Divider />
      <ZoneNames zone={data} canWrite={canWrite} />
      <Divider />
      <WindowsTable key={JSON.stringify(data.windows)} zone={data} canWrite={canWrite} />
    </Frame>
  );
}
