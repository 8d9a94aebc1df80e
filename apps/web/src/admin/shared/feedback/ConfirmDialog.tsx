import { Button, Group, Modal, Text } from '@mantine/core';
import { useTexts } from '../../../i18n/useTexts';
import { adminFeedbackTexts } from './texts';

export type ConfirmOptions = {
  title: string;
  message: string;
  /** The confirm button's text; 'Confirm' in the language when absent. */
  confirmLabel?: string;
  /** A destructive action: the confirm button is red. */
  danger?: boolean;
};

type Props = ConfirmOptions & { opened: boolean; onAnswer: (confirmed: boolean) => void };

/** A yes/no question in a modal; closing it any other way (Escape, the overlay, ✕) answers no. */
export function ConfirmDialog({ opened, title, message, confirmLabel, danger, onAnswer }: Props) {
  const texts = useTexts(adminFeedbackTexts);
  return (
    <Modal
      opened={opened}
      onClose={() => onAnswer(false)}
      title={title}
      // The ✕'s name and no scroll bar remover come from the theme (providers/theme.ts).
      centered
    >
      <Text size="sm">{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => onAnswer(false)}>
          {texts.cancel}
        </Button>
        {/* red.8: white on it is 4.5:1 (red's default shade, 6, is 3.3:1). */}
        <Button color={danger ? 'red.8' : undefined} onClick={() => onAnswer(true)} data-autofocus>
          {confirmLabel ?? texts.confirm}
        </Button>
      </Group>
    </Modal>
  );
}
