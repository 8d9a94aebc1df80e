import type { DeliverySlot } from '@grocery/contracts';
import { fillText, formatDateTimeIn } from '@grocery/contracts';
import { Badge, Button, Group, List, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useLanguage } from '../../../i18n/useLanguage';
import { useTexts } from '../../../i18n/useTexts';
import { PageError } from '../../shared/feedback';
import { lookupQueryOptions } from '../queries';
import { lookupTexts } from '../texts';
import { type LatLon, parsePoint } from './point';

/** How many of the coming slots the box lists. */
const slotsShown = 6;

/** "Test an address": a point typed as 'lat, lon', the zone serving it and its next slots. */
export function AddressTest() {
  const texts = useTexts(lookupTexts);
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [point, setPoint] = useState<LatLon | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = parsePoint(text);
    setInvalid(parsed === null);
    if (parsed) setPoint(parsed);
  };
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {texts.title}
        </Title>
        <form onSubmit={submit} noValidate>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label={texts.point}
              placeholder={texts.pointHint}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              error={invalid ? texts.invalidPoint : undefined}
              inputMode="decimal"
              autoComplete="off"
              dir="ltr"
              miw={260}
            />
            <Button type="submit" variant="default">
              {texts.check}
            </Button>
          </Group>
        </form>
        {point && <LookupResult point={point} />}
      </Stack>
    </Paper>
  );
}

function LookupResult({ point }: { point: LatLon }) {
  const texts = useTexts(lookupTexts);
  const language = useLanguage();
  const lookup = useQuery(lookupQueryOptions(point.latitude, point.longitude, language));
  if (lookup.isError)
    return <PageError message={texts.failed} error={lookup.error} onRetry={() => void lookup.refetch()} />;
  if (lookup.isPending) return <Loader size="sm" aria-label={texts.check} />;
  const { zone, slots } = lookup.data;
  return (
    <Stack gap="xs" role="status" data-testid="lookup-result">
      <Text fw={600}>
        {zone ? fillText(texts.servedBy, { name: `\u2068${zone.name}\u2069` }) : texts.noZone}
      </Text>
      {zone && slots.length === 0 && <Text size="sm">{texts.noSlots}</Text>}
      {zone && slots.length > 0 && (
        <List size="sm" spacing={4} aria-label={texts.slots}>
          {slots.slice(0, slotsShown).map((slot) => (
            <SlotLine key={`${slot.date}-${slot.deliveryZoneWindowId}`} slot={slot} />
          ))}
        </List>
      )}
    </Stack>
  );
}

function SlotLine({ slot }: { slot: DeliverySlot }) {
  const texts = useTexts(lookupTexts);
  const language = useLanguage();
  return (
    <List.Item>
      <Group gap="xs" wrap="nowrap">
        <bdi dir="ltr">{`${formatDateTimeIn(language, slot.startsAt)}–${slot.endTime}`}</bdi>
        <Badge size="sm" variant="light" color={slot.bookable ? 'green' : 'gray'}>
          {slot.bookable ? texts.bookable : texts[slot.reason ?? 'FULL']}
        </Badge>
      </Group>
    </List.Item>
  );
}
