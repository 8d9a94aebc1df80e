import type { ApplicationInfo } from '@grocery/contracts';
import { Button, Card, Group, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTexts } from '../../i18n/useTexts';
import { PageError } from '../shared/feedback';
import { PropertyValue } from './PropertyValue';
import { applicationInfoQueryOptions } from './queries';
import { applicationPropertyTexts, applicationSectionTexts, applicationTexts } from './texts';
import './application.css';

/**
 * The Application info page (decision 0049): the server's configuration and health, a card per
 * section. Secrets show only whether they are set and a fingerprint; there is nothing to reveal.
 */
export function ApplicationScreen() {
  const texts = useTexts(applicationTexts);
  const info = useQuery(applicationInfoQueryOptions());
  return (
    <Stack gap="md" p="md" aria-busy={info.isPending}>
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {texts.title}
        </Title>
        <Button variant="default" onClick={() => info.refetch()} loading={info.isFetching && !info.isPending}>
          {texts.refresh}
        </Button>
      </Group>
      <Text size="sm" c="dimmed" maw={760}>
        {texts.intro}
      </Text>
      {info.data ? (
        <Sections answer={info.data} />
      ) : info.isError ? (
        <PageError message={texts.loadFailed} error={info.error} onRetry={() => info.refetch()} />
      ) : (
        <LoadingCards label={texts.loading} />
      )}
    </Stack>
  );
}

function LoadingCards({ label }: { label: string }) {
  return (
    <div className="app-info__grid" data-testid="application-loading">
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      {[0, 1, 2, 3].map((card) => (
        <Card key={card} withBorder padding="md">
          <Skeleton height={20} width="35%" />
          {[0, 1, 2, 3].map((line) => (
            <Skeleton key={line} height={14} mt="md" width={`${85 - line * 10}%`} />
          ))}
        </Card>
      ))}
    </div>
  );
}

function Sections({ answer }: { answer: ApplicationInfo }) {
  return (
    <div className="app-info__grid">
      {answer.sections.map((section) => (
        <SectionCard key={section.section} section={section} queues={answer.jobQueues} />
      ))}
    </div>
  );
}

type Section = ApplicationInfo['sections'][number];

function SectionCard({ section, queues }: { section: Section; queues: ApplicationInfo['jobQueues'] }) {
  const texts = useTexts(applicationTexts);
  const titles = useTexts(applicationSectionTexts);
  const labels = useTexts(applicationPropertyTexts);
  const titleId = useId();
  return (
    <Card
      withBorder
      padding="md"
      component="section"
      aria-labelledby={titleId}
      data-section={section.section}
    >
      <Title order={2} size="h4" id={titleId} mb="xs">
        {titles[section.section]}
      </Title>
      <Table layout="fixed" verticalSpacing={6} aria-labelledby={titleId}>
        <Table.Tbody>
          {section.properties.map((property) => (
            <Table.Tr key={property.key} data-key={property.key}>
              <Table.Th scope="row" w="42%" fw={500} c="dimmed">
                {labels[property.key]}
              </Table.Th>
              <Table.Td className="app-info__value">
                <PropertyValue property={property} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {section.section === 'jobs' && <QueuesTable queues={queues} texts={texts} />}
    </Card>
  );
}

type Texts = { [K in keyof (typeof applicationTexts)['en']]: string };

function QueuesTable({ queues, texts }: { queues: ApplicationInfo['jobQueues']; texts: Texts }) {
  const titleId = useId();
  return (
    <>
      <Title order={3} size="h6" id={titleId} mt="md" mb="xs">
        {texts.queuesTitle}
      </Title>
      {queues.length === 0 ? (
        <Text size="sm" c="dimmed">
          {texts.noQueues}
        </Text>
      ) : (
        <Table layout="fixed" verticalSpacing={6} aria-labelledby={titleId}>
          <Table.Tbody>
            {queues.map((queue) => (
              <Table.Tr key={queue.name}>
                <Table.Th scope="row" w="42%" fw={400}>
                  <span dir="ltr">{queue.name}</span>
                </Table.Th>
                <Table.Td>
                  <QueueCounts queue={queue} texts={texts} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </>
  );
}

/** A queue's four counts on lines that wrap between counts, never inside one; failures in red. */
function QueueCounts({ queue, texts }: { queue: ApplicationInfo['jobQueues'][number]; texts: Texts }) {
  const counts = [
    ['queued', texts.queued, queue.queued],
    ['active', texts.active, queue.active],
    ['deferred', texts.deferred, queue.deferred],
    ['failed', texts.failed, queue.failed],
  ] as const;
  return (
    <span className="app-info__counts">
      {counts.map(([name, label, count]) => (
        <span
          key={name}
          className={name === 'failed' && count > 0 ? 'app-info__count is-failed' : 'app-info__count'}
        >
          {label} <bdi>{count}</bdi>
        </span>
      ))}
    </span>
  );
}
