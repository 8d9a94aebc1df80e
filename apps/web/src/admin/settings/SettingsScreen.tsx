import type { EnvironmentSetting, SettingsAnswer } from '@grocery/contracts';
import { Badge, Card, Code, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTexts } from '../../i18n/useTexts';
import { PageError } from '../shared/feedback';
import { settingsQueryOptions } from './queries';
import { settingsGroupTexts, settingsNoteTexts, settingsTexts, settingsVariableTexts } from './texts';
import './settings.css';

/**
 * The Settings page (decision 0056): what the environment sets, read-only, by group; and what a
 * manager may change here, which nothing is yet (the section says so).
 */
export function SettingsScreen() {
  const texts = useTexts(settingsTexts);
  const settings = useQuery(settingsQueryOptions());
  return (
    <Stack gap="md" p="md" aria-busy={settings.isPending}>
      <Title order={1} size="h2">
        {texts.title}
      </Title>
      <Text size="sm" c="dimmed" maw={760}>
        {texts.intro}
      </Text>
      <RuntimeSection />
      <Title order={2} size="h3" mt="sm">
        {texts.environmentTitle}
      </Title>
      <Text size="sm" c="dimmed" maw={760}>
        {texts.environmentIntro}
      </Text>
      {settings.data ? (
        <Groups answer={settings.data} />
      ) : settings.isError ? (
        <PageError message={texts.loadFailed} error={settings.error} onRetry={() => settings.refetch()} />
      ) : (
        <LoadingCards label={texts.loading} />
      )}
    </Stack>
  );
}

/** Nothing a manager may change at run time exists yet; settings that later work adds land here. */
function RuntimeSection() {
  const texts = useTexts(settingsTexts);
  const titleId = useId();
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={titleId} maw="72rem">
      <Title order={2} size="h3" id={titleId} mb="xs">
        {texts.runtimeTitle}
      </Title>
      <Text size="sm" data-testid="runtime-settings-empty">
        {texts.runtimeEmpty}
      </Text>
    </Card>
  );
}

function LoadingCards({ label }: { label: string }) {
  return (
    <div className="settings__groups" data-testid="settings-loading">
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      {[0, 1, 2].map((card) => (
        <Card key={card} withBorder padding="md">
          <Skeleton height={20} width="25%" />
          {[0, 1, 2, 3].map((line) => (
            <Skeleton key={line} height={14} mt="md" width={`${85 - line * 10}%`} />
          ))}
        </Card>
      ))}
    </div>
  );
}

function Groups({ answer }: { answer: SettingsAnswer }) {
  return (
    <div className="settings__groups">
      {answer.environment.map((group) => (
        <GroupCard key={group.group} group={group} />
      ))}
    </div>
  );
}

function GroupCard({ group }: { group: SettingsAnswer['environment'][number] }) {
  const texts = useTexts(settingsTexts);
  const titles = useTexts(settingsGroupTexts);
  const descriptions = useTexts(settingsVariableTexts);
  const titleId = useId();
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={titleId} data-group={group.group}>
      <Title order={3} size="h4" id={titleId} mb="xs">
        {titles[group.group]}
      </Title>
      <Table layout="fixed" verticalSpacing={8} aria-labelledby={titleId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w="50%">{texts.variable}</Table.Th>
            <Table.Th>{texts.value}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {group.settings.map((setting) => (
            <Table.Tr key={setting.name} data-name={setting.name}>
              <Table.Th scope="row" fw={400} className="settings__name">
                <Code dir="ltr">{setting.name}</Code>
                <Text size="xs" c="dimmed" mt={4}>
                  {descriptions[setting.name]}
                </Text>
              </Table.Th>
              <Table.Td className="settings__value">
                <SettingValue setting={setting} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}

type Texts = { [K in keyof (typeof settingsTexts)['en']]: string };

/** A secret never more than set or not and its fingerprint, as Application info shows it. */
function Secret({ secret, texts }: { secret: NonNullable<EnvironmentSetting['secret']>; texts: Texts }) {
  if (!secret.set) return <span className="settings__dimmed">{texts.secretNotSet}</span>;
  return (
    <>
      {texts.secretSet}
      {secret.fingerprint && (
        <>
          {' · '}
          <Code dir="ltr" title={texts.fingerprintHint}>
            {secret.fingerprint}
          </Code>
        </>
      )}
    </>
  );
}

/** The value (left to right: paths, URLs, numbers), then whether it is the default and, if not, what that is. */
function SettingValue({ setting }: { setting: EnvironmentSetting }) {
  const texts = useTexts(settingsTexts);
  const notes = useTexts(settingsNoteTexts);
  if (setting.note === 'notUsed') return <span className="settings__dimmed">{notes.notUsed}</span>;
  const { value, secret } = setting;
  return (
    <>
      <div>
        {value !== null ? (
          <Code dir="ltr">{value}</Code>
        ) : secret ? (
          <Secret secret={secret} texts={texts} />
        ) : (
          <span className="settings__dimmed">{texts.notSet}</span>
        )}
        {setting.note && <span className="settings__dimmed"> — {notes[setting.note]}</span>}
      </div>
      {value !== null && secret?.set && (
        <div className="settings__default">
          {texts.password} <Secret secret={secret} texts={texts} />
        </div>
      )}
      <div className="settings__default">
        <Badge size="sm" variant="light" color={setting.isDefault ? 'gray' : 'blue'}>
          {setting.isDefault ? texts.isDefault : texts.changed}
        </Badge>
        {!setting.isDefault && (
          <span>
            {texts.defaultIs}{' '}
            {setting.defaultValue === null ? texts.notSet : <Code dir="ltr">{setting.defaultValue}</Code>}
          </span>
        )}
      </div>
    </>
  );
}
