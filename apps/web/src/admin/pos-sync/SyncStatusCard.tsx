import type { SyncStatus, SyncStatusAnswer } from '@grocery/contracts';
import { countText, fillText, formatCount, formatDateTimeIn, formatEta } from '@grocery/contracts';
import { Badge, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { fillNodes } from '../../i18n/fillNodes';
import { useLanguage } from '../../i18n/useLanguage';
import { useTexts } from '../../i18n/useTexts';
import { RunFailure } from './RunFailure';
import { RunHold } from './RunHold';
import { isRunActive, progressOf } from './syncRules';
import { databaseTexts, syncStateTexts } from './texts';
import './database.css';

const statusColors: Record<SyncStatus, string> = {
  idle: 'gray',
  init: 'blue',
  running: 'blue',
  stopped: 'yellow',
  failed: 'red',
  held: 'orange',
  done: 'green',
};

const dash = <span className="sync-status__none">—</span>;
const ltr = (value: string) => <bdi dir="ltr">{value}</bdi>;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

type Props = {
  sync: SyncStatusAnswer;
  controls: ReactNode;
  /** Opens the Connect step from a failure that wants a sign-in; absent without sync:credentials. */
  onConnect?: () => void;
};

/** The run: status, phase, source and connection, progress with counts, speed, time left, times, why it failed or waits. */
export function SyncStatusCard({ sync, controls, onConnect }: Props) {
  const texts = useTexts(databaseTexts);
  const states = useTexts(syncStateTexts);
  const language = useLanguage();
  const active = isRunActive(sync.status);
  const progress = progressOf(sync);
  const processed = formatCount(language, sync.totalProcessed);
  const total = sync.totalItems === null ? null : formatCount(language, sync.totalItems);
  const counts =
    total === null
      ? countText(language, texts.processed, sync.totalProcessed, { processed })
      : fillText(texts.processedOf, { processed, total });
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="sync-status-title">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Group gap="sm">
            <Title order={2} size="h4" id="sync-status-title">
              {texts.statusTitle}
            </Title>
            <Badge color={statusColors[sync.status]} variant="light" size="lg" data-testid="sync-status">
              {states[sync.status]}
            </Badge>
          </Group>
          {controls}
        </Group>
        <div>
          <Group justify="space-between" mb={4}>
            <Text size="sm" fw={500}>
              {texts.progress}
            </Text>
            <Text size="sm" data-testid="sync-counts">
              {total === null
                ? counts
                : fillNodes(texts.processedOf, { processed: ltr(processed), total: ltr(total) })}
            </Text>
          </Group>
          <Progress.Root size="lg">
            <Progress.Section
              value={progress.percent}
              striped={progress.indeterminate || active}
              animated={active}
              aria-label={texts.progress}
              aria-valuetext={counts}
              data-indeterminate={progress.indeterminate || undefined}
            />
          </Progress.Root>
        </div>
        <div className="sync-facts">
          <Fact label={texts.phase}>{sync.phase ? states[sync.phase] : dash}</Fact>
          <Fact label={texts.source}>
            {states[sync.source]}
            {sync.kind && ` · ${states[sync.kind]}`}
          </Fact>
          {sync.source === 'pos' && (
            <Fact label={texts.connection}>
              <Badge color={sync.positiveConnected ? 'green' : 'gray'} variant="dot">
                {sync.positiveConnected ? texts.connected : texts.notConnected}
              </Badge>
            </Fact>
          )}
          <Fact label={texts.speed}>
            {sync.itemsPerSecond === null
              ? dash
              : fillNodes(texts.perSecond, { speed: ltr(formatCount(language, sync.itemsPerSecond, 1)) })}
          </Fact>
          <Fact label={texts.eta}>
            <span data-testid="sync-eta">
              {active && sync.eta !== null ? formatEta(language, sync.eta) : dash}
            </span>
          </Fact>
          <Fact label={texts.startedAt}>
            {sync.startedAt ? ltr(formatDateTimeIn(language, sync.startedAt)) : dash}
          </Fact>
          <Fact label={texts.finishedAt}>
            {sync.finishedAt ? ltr(formatDateTimeIn(language, sync.finishedAt)) : dash}
          </Fact>
        </div>
        {sync.status === 'failed' && <RunFailure sync={sync} onConnect={onConnect} />}
        {sync.status === 'held' && sync.hold && <RunHold hold={sync.hold} />}
      </Stack>
    </Card>
  );
}
