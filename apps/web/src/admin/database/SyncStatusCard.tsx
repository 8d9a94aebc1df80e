import type { SyncStatus, SyncStatusAnswer } from '@grocery/contracts';
import { Alert, Badge, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDateTimeIn } from '../../i18n/dateTime';
import { fillText } from '../../i18n/dictionary';
import { fillNodes } from '../../i18n/fillNodes';
import { countText } from '../../i18n/plural';
import { useLanguage } from '../../i18n/useLanguage';
import { useTexts } from '../../i18n/useTexts';
import { formatCount, formatEta, isRunActive, progressOf } from './syncRules';
import { databaseTexts, syncStateTexts } from './texts';
import './database.css';

export const statusColors: Record<SyncStatus, string> = {
  idle: 'gray',
  init: 'blue',
  running: 'blue',
  stopped: 'yellow',
  failed: 'red',
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

/** The run: status, phase, source and connection, progress with counts, speed, time left, times, error. */
export function SyncStatusCard({ sync, controls }: { sync: SyncStatusAnswer; controls: ReactNode }) {
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
        {sync.status === 'failed' && sync.error && (
          <Alert color="red" variant="light" role="alert">
            <span dir="auto">{fillText(texts.runError, { error: sync.error })}</span>
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
