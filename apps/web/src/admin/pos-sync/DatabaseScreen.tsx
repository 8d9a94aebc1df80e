import type { SyncFailedItem, SyncStatusAnswer } from '@grocery/contracts';
import { Card, Group, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTexts } from '../../i18n/useTexts';
import { useAppState } from '../../state/appState';
import { hasPermission } from '../../state/permissions';
import { adminToast, PageError } from '../shared/feedback';
import { adminPageTitles } from '../shared/texts';
import { ConnectDialog } from './ConnectForm';
import { FailedItems } from './FailedItems';
import { type SyncCommand, useSyncCommand } from './mutations';
import { PriceFileSection } from './PriceFileSection';
import { PromotionsImportNote } from './PromotionsImportNote';
import { syncPollMs, syncStatusQueryOptions } from './queries';
import { SyncControls } from './SyncControls';
import { type Notice, SyncNotice } from './SyncNotice';
import { SyncStatusCard } from './SyncStatusCard';
import { syncControls } from './syncRules';
import { databaseTexts } from './texts';
import { UncategorisedNote } from './UncategorisedNote';

type Props = {
  /** The polling period; the spec's 5000 ms, shorter only in tests. */
  pollMs?: number;
};

/**
 * The Database sync page (admin spec §3, §4; decision 0048): the run's status card with its
 * controls, the sign-in to the POS, the uploaded price file, and the failed items. The status is polled while a run
 * is live and the page visible (queries.ts), and read again right after each command.
 */
export function DatabaseScreen({ pollMs = syncPollMs }: Props) {
  const texts = useTexts(databaseTexts);
  const titles = useTexts(adminPageTitles);
  const status = useQuery(syncStatusQueryOptions(pollMs));
  return (
    <Stack gap="md" p="md" aria-busy={status.isPending}>
      <Title order={1} size="h2">
        {titles.database}
      </Title>
      <Text size="sm" c="dimmed" maw={760}>
        {texts.intro}
      </Text>
      {status.data && status.isError && (
        <Text size="sm" c="orange" role="status" data-testid="sync-stale">
          {texts.refreshFailed}
        </Text>
      )}
      {status.data ? (
        <SyncPanel sync={status.data} />
      ) : status.isError ? (
        <PageError message={texts.loadFailed} error={status.error} onRetry={() => void status.refetch()} />
      ) : (
        <Card withBorder padding="md" data-testid="sync-loading">
          <VisuallyHidden role="status">{texts.loading}</VisuallyHidden>
          <Skeleton height={24} width="30%" />
          <Skeleton height={16} mt="md" />
          <Group mt="md" grow>
            {[0, 1, 2, 3].map((cell) => (
              <Skeleton key={cell} height={36} />
            ))}
          </Group>
        </Card>
      )}
    </Stack>
  );
}

function SyncPanel({ sync }: { sync: SyncStatusAnswer }) {
  const texts = useTexts(databaseTexts);
  const { user } = useAppState();
  const credentials = hasPermission(user, 'sync:credentials');
  const controls = syncControls(sync, { write: hasPermission(user, 'sync:write'), credentials });
  const command = useSyncCommand();
  const [connecting, setConnecting] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const running = command.isPending ? command.variables : null;

  const send = useCallback(
    async (next: SyncCommand) => {
      setNotice(null);
      try {
        const answer = await command.mutateAsync(next);
        if (answer.reject) return setNotice({ text: texts[answer.reason], tone: 'error' });
        if (next.name !== 'retry') return;
        const still = answer.sync.failedItems.some((item) => item.failedItemId === next.failedItemId);
        setNotice(
          still ? { text: texts.failedAgain, tone: 'error' } : { text: texts.retried, tone: 'success' },
        );
      } catch (error) {
        console.error(`sync ${next.name} not sent`, error);
        adminToast.error(texts.commandFailed);
      }
    },
    [command.mutateAsync, texts],
  );
  const retry = useCallback(
    (item: SyncFailedItem) => void send({ name: 'retry', failedItemId: item.failedItemId }),
    [send],
  );

  return (
    <>
      <SyncStatusCard
        sync={sync}
        onConnect={controls.connect.shown ? () => setConnecting(true) : undefined}
        controls={
          <SyncControls
            controls={controls}
            busy={running?.name ?? null}
            onCommand={(next) => void send(next)}
            onConnect={() => setConnecting(true)}
            wouldDeactivate={sync.status === 'held' ? (sync.hold?.wouldDeactivate ?? null) : null}
          />
        }
      />
      {controls.start.shown && controls.needsConnection && (
        <Text size="sm" c="dimmed" data-testid="connect-first">
          {texts.connectFirst}
        </Text>
      )}
      {notice && (
        <SyncNotice notice={notice} closeLabel={texts.closeNotice} onClose={() => setNotice(null)} />
      )}
      {hasPermission(user, 'catalogue:read') && <UncategorisedNote finishedAt={sync.finishedAt} />}
      {credentials && <PriceFileSection sync={sync} />}
      {sync.promotions && <PromotionsImportNote last={sync.promotions} />}
      <FailedItems
        items={sync.failedItems}
        count={sync.failedCount}
        retry={controls.retry}
        retrying={running?.name === 'retry' ? running.failedItemId : null}
        onRetry={retry}
      />
      <ConnectDialog
        opened={connecting}
        onClose={() => setConnecting(false)}
        askCode={sync.status === 'failed' && sync.failureReason === 'CODE_REQUIRED'}
      />
    </>
  );
}
