import type { SyncStatusAnswer } from '@grocery/contracts';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { fillNodes } from '../../i18n/fillNodes';
import { useTexts } from '../../i18n/useTexts';
import { fileKindText } from './fileKindText';
import { priceFileTexts } from './priceFileTexts';
import { databaseTexts } from './texts';

type Props = {
  sync: SyncStatusAnswer;
  /** Opens the Connect step; absent without sync:credentials. */
  onConnect?: () => void;
};

/**
 * Why the run failed, in the page's language (decision 0053), with the server's own words as the
 * details; a file of another kind than a price file is named as such (decision 0067). When the POS wants a sign-in again (its code, or a session that could not be renewed),
 * the Connect step is offered here, or who may take it is named.
 */
export function RunFailure({ sync, onConnect }: Props) {
  const texts = useTexts(databaseTexts);
  const fileTexts = useTexts(priceFileTexts);
  const reason = sync.failureReason ?? 'INTERNAL';
  const signIn = (reason === 'CODE_REQUIRED' || reason === 'SIGN_IN_REQUIRED') && !sync.positiveConnected;
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      data-testid="sync-failure"
      data-reason={reason}
      data-file-kind={sync.fileKind?.kind}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{sync.fileKind ? fileKindText(fileTexts, sync.fileKind) : texts[reason]}</Text>
        {sync.error && (
          <Text size="xs" c="dimmed" component="div">
            {fillNodes(texts.failureDetails, { error: <bdi dir="ltr">{sync.error}</bdi> })}
          </Text>
        )}
        {signIn &&
          (onConnect ? (
            <Button size="xs" onClick={onConnect}>
              {texts.connectAgain}
            </Button>
          ) : (
            <Text size="sm">{texts.connectAsk}</Text>
          ))}
      </Stack>
    </Alert>
  );
}
