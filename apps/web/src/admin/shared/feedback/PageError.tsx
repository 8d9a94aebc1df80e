import { Alert, Button, Group, Text } from '@mantine/core';
import { useEffect } from 'react';
import { ApiError } from '../../../api/client';
import { useTexts } from '../../../i18n/useTexts';
import { adminFeedbackTexts } from './texts';

type Props = {
  /** The failure in the user's words, e.g. the spec's 'Failed to fetch users.' (translated). */
  message: string;
  /** What failed; logged, and its ticket number shown when the server gave one (ApiError). */
  error?: unknown;
  onRetry?: () => void;
};

/** The back office's page error display (spec §8): the message, the ticket number, a retry. */
export function PageError({ message, error, onRetry }: Props) {
  const texts = useTexts(adminFeedbackTexts);
  const ticketId = error instanceof ApiError ? error.ticketId : undefined;
  useEffect(() => {
    if (error !== undefined) console.error(message, error);
  }, [message, error]);
  return (
    <Alert color="red" role="alert" variant="light" data-testid="page-error">
      <Text size="sm">{message}</Text>
      {ticketId && (
        <Text size="sm" c="dimmed">
          {texts.ticket}: <bdi dir="ltr">{ticketId}</bdi>
        </Text>
      )}
      {onRetry && (
        <Group mt="sm">
          <Button size="xs" variant="outline" color="red" onClick={onRetry}>
            {texts.retry}
          </Button>
        </Group>
      )}
    </Alert>
  );
}
