import type { ApplicationInfo } from '@grocery/contracts';
import {
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTexts } from '../../i18n/useTexts';
import { PageError } from '../shared/feedback';
import { PropertyValue } from './PropertyValue';
import { type ApplicationApi, applicationInfoQueryOptions } from './queries';
import { applicationPropertyTexts, applicationSectionTexts, applicationTexts } from './texts';

/**
 * The Application info page (decision 0049): the server's configuration and health, a card per
 * section. Secrets show only whether they are set and a fingerprint; there is nothing to reveal.
 */
export function ApplicationScreen({ api }: { api: ApplicationApi }) {
  const texts = useTexts(applicationTexts);
  const info = useQuery(applicationInfoQueryOptions(api));
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
    <SimpleGrid cols={{ base: 1, lg: 2 }} data-testid="application-loading">
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      {[0, 1, 2, 3].map((card) => (
        <Card key={card} withBorder padding="md">
          <Skeleton height={20} width="35%" />
          {[0, 1, 2, 3].map((line) => (
            <Skeleton key={line} height={14} mt="md" width={`${85 - line * 10}%`} />
          ))}
        </Card>
      ))}
    </SimpleGrid>
  );
}

function Sections({ answer }: { answer: ApplicationInfo }) {
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }}>
      {answer.sections.map((section) => (
        <SectionCard key={section.section} section={section} queues={answer.jobQueues} />
      ))}
    </SimpleGrid>
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
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
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
        <Table.ScrollContainer minWidth={360}>
          <Table verticalSpacing={4} aria-labelledby={titleId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{texts.queue}</Table.Th>
                <Table.Th ta="end">{texts.queued}</Table.Th>
                <Table.Th ta="end">{texts.active}</Table.Th>
                <Table.Th ta="end">{texts.deferred}</Table.Th>
                <Table.Th ta="end">{texts.failed}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {queues.map((queue) => (
                <Table.Tr key={queue.name}>
                  <Table.Th scope="row" fw={400}>
                    <span dir="ltr">{queue.name}</span>
                  </Table.Th>
                  <Table.Td ta="end">{queue.queued}</Table.Td>
                  <Table.Td ta="end">{queue.active}</Table.Td>
                  <Table.Td ta="end">{queue.deferred}</Table.Td>
                  <Table.Td ta="end" c={queue.failed > 0 ? 'red' : undefined}>
                    {queue.failed}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </>
  );
}
