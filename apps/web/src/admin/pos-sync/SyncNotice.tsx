import { Alert } from '@mantine/core';
import './database.css';

/** What a command or an upload answered, until closed: an error as an alert, a success as a status. */
export type Notice = { text: string; tone: 'error' | 'success' };

export function SyncNotice({
  notice,
  closeLabel,
  onClose,
}: {
  notice: Notice;
  closeLabel: string;
  onClose: () => void;
}) {
  return (
    <Alert
      color={notice.tone === 'error' ? 'red' : 'green'}
      role={notice.tone === 'error' ? 'alert' : 'status'}
      withCloseButton
      closeButtonLabel={closeLabel}
      onClose={onClose}
    >
      <span className="sync-notice">{notice.text}</span>
    </Alert>
  );
}
