import type { DeliveryZone } from '@grocery/contracts';
import { fillText } from '@grocery/contracts';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../../api/client';
import { useTexts } from '../../../i18n/useTexts';
import { adminToast } from '../../shared/feedback';
import { issuesAt } from '../issues';
import { useSaveWindows } from '../mutations';
import { windowsTexts } from './texts';
import { draftsOf, newDraft, type WindowDraft, windowsRequest } from './windowValues';

type Props = { zone: DeliveryZone; canWrite: boolean };

const days = [0, 1, 2, 3, 4, 5, 6] as const;

/**
 * The zone's weekly windows, edited as a table and saved as a whole list (PUT); the answer (the
 * list as saved) replaces the table. Problems show on their row: a missing time, a start not
 * before the end, the server's refusals (two windows of one day overlapping).
 */
export function WindowsTable({ zone, canWrite }: Props) {
  const texts = useTexts(windowsTexts);
  const save = useSaveWindows(zone.deliveryZoneId);
  const [drafts, setDrafts] = useState(() => draftsOf(zone.windows));
  const [problems, setProblems] = useState<Map<number, string[]>>(new Map());
  const [failed, setFailed] = useState(false);

  const change = (index: number, part: Partial<WindowDraft>) =>
    setDrafts((rows) => rows.map((row, at) => (at === index ? { ...row, ...part } : row)));
  const submit = async () => {
    setFailed(false);
    const request = windowsRequest(drafts);
    if ('problems' in request) {
      return setProblems(new Map([...request.problems].map(([index, problem]) => [index, [texts[problem]]])));
    }
    setProblems(new Map());
    try {
      const windows = await save.mutateAsync({ windows: request.windows });
      setDrafts(draftsOf(windows));
      adminToast.success(texts.saved);
    } catch (error) {
      console.error('delivery windows not saved', error);
      if (error instanceof ApiError && error.status === 400) {
        const byRow = drafts.map((_, index) => issuesAt(error, `body.windows.${index}`));
        setProblems(
          new Map(byRow.flatMap((messages, index) => (messages.length ? [[index, messages]] : []))),
        );
      }
      setFailed(true);
    }
  };
  const label = (field: string, index: number) => fillText(texts.rowField, { field, index: index + 1 });
  const dayOptions = days.map((day) => ({ value: String(day), label: texts[`day${day}`] }));

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {texts.title}
      </Title>
      {drafts.length === 0 ? (
        <Text size="sm">{texts.empty}</Text>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table aria-label={texts.tableLabel} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                {[
                  texts.day,
                  texts.start,
                  texts.end,
                  texts.capacity,
                  texts.cutoff,
                  texts.active,
                  texts.remove,
                ].map((header) => (
                  <Table.Th key={header}>{header}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {drafts.map((row, index) => (
                <WindowRow
                  key={row.key}
                  row={row}
                  index={index}
                  label={label}
                  dayOptions={dayOptions}
                  problems={problems.get(index)}
                  readOnly={!canWrite}
                  onChange={(part) => change(index, part)}
                  onRemove={() => setDrafts((rows) => rows.filter((_, at) => at !== index))}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {failed && (
        <Alert color="red" role="alert" variant="light">
          {texts.saveFailed}
        </Alert>
      )}
      {canWrite && (
        <Group gap="sm">
          <Button variant="default" onClick={() => setDrafts((rows) => [...rows, newDraft(rows)])}>
            {texts.addWindow}
          </Button>
          <Button onClick={submit} loading={save.isPending}>
            {texts.saveWindows}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

type RowProps = {
  row: WindowDraft;
  index: number;
  label: (field: string, index: number) => string;
  dayOptions: { value: string; label: string }[];
  problems?: string[];
  readOnly: boolean;
  onChange: (part: Partial<WindowDraft>) => void;
  onRemove: () => void;
};

function WindowRow({ row, index, label, dayOptions, problems, readOnly, onChange, onRemove }: RowProps) {
  const texts = useTexts(windowsTexts);
  const problemId = `window-problem-${row.key}`;
  const described = problems ? { 'aria-describedby': problemId, error: true } : {};
  const text = (field: 'startTime' | 'endTime' | 'capacity' | 'cutoffHours', name: string, type = 'text') => (
    <TextInput
      type={type}
      aria-label={label(name, index)}
      value={row[field]}
      onChange={(event) => onChange({ [field]: event.currentTarget.value })}
      inputMode={type === 'text' ? 'decimal' : undefined}
      disabled={readOnly}
      dir="ltr"
      size="xs"
      {...described}
    />
  );
  return (
    <>
      <Table.Tr>
        <Table.Td>
          <NativeSelect
            aria-label={label(texts.day, index)}
            data={dayOptions}
            value={String(row.dayOfWeek)}
            onChange={(event) => onChange({ dayOfWeek: Number(event.currentTarget.value) })}
            disabled={readOnly}
            size="xs"
          />
        </Table.Td>
        <Table.Td>{text('startTime', texts.start, 'time')}</Table.Td>
        <Table.Td>{text('endTime', texts.end, 'time')}</Table.Td>
        <Table.Td>{text('capacity', texts.capacity)}</Table.Td>
        <Table.Td>{text('cutoffHours', texts.cutoff)}</Table.Td>
        <Table.Td>
          <Checkbox
            aria-label={label(texts.active, index)}
            checked={row.isActive}
            onChange={(event) => onChange({ isActive: event.currentTarget.checked })}
            disabled={readOnly}
          />
        </Table.Td>
        <Table.Td>
          {!readOnly && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={onRemove}
              aria-label={label(texts.remove, index)}
            >
              {texts.remove}
            </Button>
          )}
        </Table.Td>
      </Table.Tr>
      {problems && (
        <Table.Tr>
          <Table.Td colSpan={7}>
            <Text id={problemId} size="sm" c="red" role="alert" dir="auto">
              {problems.join(' ')}
            </Text>
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}
