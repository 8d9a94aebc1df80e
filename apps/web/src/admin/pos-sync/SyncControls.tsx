import { fillText, formatCount } from '@grocery/contracts';
import { Button, Group } from '@mantine/core';
import { useLanguage } from '../../i18n/useLanguage';
import { useTexts } from '../../i18n/useTexts';
import { useConfirm } from '../shared/feedback';
import type { SyncCommand } from './mutations';
import type { SyncControls as Controls } from './syncRules';
import { databaseTexts } from './texts';

type Props = {
  controls: Controls;
  /** The command under way, if any: its button shows busy, the others wait. */
  busy: SyncCommand['name'] | null;
  onCommand: (command: SyncCommand) => void;
  onConnect: () => void;
  /** What confirming the held run deactivates; null when none is held. */
  wouldDeactivate: number | null;
};

/**
 * Start (everything or only the changes), Stop, Reset and Confirm (each after a confirmation) and
 * Connect, as the rules and permissions allow.
 */
export function SyncControls({ controls, busy, onCommand, onConnect, wouldDeactivate }: Props) {
  const texts = useTexts(databaseTexts);
  const language = useLanguage();
  const confirm = useConfirm();
  const apply = async () => {
    const sure = await confirm({
      title: texts.confirmTitle,
      message: fillText(texts.confirmMessage, {
        wouldDeactivate: formatCount(language, wouldDeactivate ?? 0),
      }),
      confirmLabel: texts.confirm,
      danger: true,
    });
    if (sure) onCommand({ name: 'confirm' });
  };
  const reset = async () => {
    const sure = await confirm({
      title: texts.resetTitle,
      message: texts.resetConfirm,
      confirmLabel: texts.reset,
      danger: true,
    });
    if (sure) onCommand({ name: 'reset' });
  };
  const waiting = busy !== null;
  return (
    <Group gap="xs" wrap="wrap">
      {controls.start.shown && (
        <Button
          onClick={() => onCommand({ name: 'start' })}
          disabled={!controls.start.enabled || (waiting && busy !== 'start')}
          loading={busy === 'start'}
        >
          {texts.start}
        </Button>
      )}
      {controls.start.shown && (
        <Button
          variant="light"
          onClick={() => onCommand({ name: 'startChanges' })}
          disabled={!controls.start.enabled || (waiting && busy !== 'startChanges')}
          loading={busy === 'startChanges'}
        >
          {texts.startChanges}
        </Button>
      )}
      {controls.stop.shown && (
        <Button
          color="red"
          variant="light"
          onClick={() => onCommand({ name: 'stop' })}
          disabled={!controls.stop.enabled || (waiting && busy !== 'stop')}
          loading={busy === 'stop'}
        >
          {texts.stop}
        </Button>
      )}
      {controls.confirm.shown && (
        <Button
          onClick={() => void apply()}
          disabled={!controls.confirm.enabled || (waiting && busy !== 'confirm')}
          loading={busy === 'confirm'}
        >
          {texts.confirm}
        </Button>
      )}
      {controls.reset.shown && (
        <Button
          variant="default"
          onClick={() => void reset()}
          disabled={!controls.reset.enabled || (waiting && busy !== 'reset')}
          loading={busy === 'reset'}
        >
          {texts.reset}
        </Button>
      )}
      {controls.connect.shown && (
        <Button variant="outline" onClick={onConnect} disabled={!controls.connect.enabled}>
          {texts.connect}
        </Button>
      )}
    </Group>
  );
}
