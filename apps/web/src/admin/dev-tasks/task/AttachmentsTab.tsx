import type { DevTask, DevTaskAttachment } from '@grocery/contracts';
import { fillText, formatDateTimeIn, formatFileSize } from '@grocery/contracts';
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  FileButton,
  Group,
  Menu,
  Progress,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useRef, useState } from 'react';
import { useLanguage } from '../../../i18n/useLanguage';
import { useTexts } from '../../../i18n/useTexts';
import { adminToast, useConfirm } from '../../shared/feedback';
import { useTaskAttachments } from '../mutations';
import { whoText } from '../taskValues';
import { devTaskAttachmentsTexts, devTaskValuesTexts } from '../texts';
import { uploadFailureKind } from './uploadFailure';

type Props = { task: DevTask; canWrite: boolean };
type Uploading = { name: string; fraction: number };

/**
 * The task's files: an upload with its progress (tasks:write), and the list, newest first, each
 * file's name its download link, with a menu to download it or (tasks:write) delete it.
 */
export function AttachmentsTab({ task, canWrite }: Props) {
  const texts = useTexts(devTaskAttachmentsTexts);
  const calls = useTaskAttachments(task.taskId);
  const confirm = useConfirm();
  const [uploading, setUploading] = useState<Uploading | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Emptied after each upload, so that the same file may be chosen again (after a failure).
  const resetInput = useRef<() => void>(null);

  const send = async (file: File | null) => {
    if (!file) return;
    setFailure(null);
    setUploading({ name: file.name, fraction: 0 });
    try {
      await calls.add.mutateAsync({
        file,
        onProgress: (fraction) => setUploading({ name: file.name, fraction }),
      });
      adminToast.success(texts.uploaded);
    } catch (error) {
      console.error('task attachment not uploaded', error);
      const kind = uploadFailureKind(error);
      setFailure(kind ? texts[kind] : '');
    } finally {
      setUploading(null);
      resetInput.current?.();
    }
  };
  const remove = async (attachment: DevTaskAttachment) => {
    const sure = await confirm({
      title: texts.deleteAttachment,
      message: fillText(texts.deleteConfirm, { name: attachment.displayName }),
      confirmLabel: texts.deleteAttachment,
      danger: true,
    });
    if (!sure) return;
    try {
      await calls.remove.mutateAsync(attachment.taskAttachmentId);
      adminToast.success(texts.deleted);
    } catch (error) {
      console.error('task attachment not deleted', error);
      adminToast.error(texts.deleteFailed);
    }
  };

  const percent = uploading ? Math.round(uploading.fraction * 100) : 0;
  return (
    <Stack gap="md" data-testid="task-attachments">
      {canWrite && (
        <Group gap="sm">
          <FileButton onChange={(file) => void send(file)} resetRef={resetInput}>
            {(props) => (
              <Button {...props} loading={uploading !== null} disabled={calls.remove.isPending}>
                {texts.upload}
              </Button>
            )}
          </FileButton>
        </Group>
      )}
      {uploading && (
        <Stack gap={4}>
          <Text size="sm" role="status">
            <bdi dir="auto">{fillText(texts.uploading, { name: uploading.name, percent })}</bdi>
          </Text>
          <Progress value={percent} aria-label={texts.uploadProgress} />
        </Stack>
      )}
      {failure !== null && (
        <Alert color="red" role="alert" variant="light" title={texts.uploadFailed}>
          {failure}
        </Alert>
      )}
      {task.attachments.length === 0 ? (
        <Text c="gray.7">{texts.empty}</Text>
      ) : (
        <AttachmentsTable attachments={task.attachments} canWrite={canWrite} onDelete={remove} />
      )}
    </Stack>
  );
}

function AttachmentsTable({
  attachments,
  canWrite,
  onDelete,
}: {
  attachments: DevTaskAttachment[];
  canWrite: boolean;
  onDelete: (attachment: DevTaskAttachment) => void;
}) {
  const texts = useTexts(devTaskAttachmentsTexts);
  const values = useTexts(devTaskValuesTexts);
  const language = useLanguage();
  const [menuOf, setMenuOf] = useState<number | null>(null);
  return (
    <div className="dev-task-table-scroll">
      <Table aria-label={texts.listLabel} className="dev-task-attachments">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{texts.fileName}</Table.Th>
            <Table.Th>{texts.size}</Table.Th>
            <Table.Th>{texts.uploadedAt}</Table.Th>
            <Table.Th>{texts.uploadedBy}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{texts.actions}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {attachments.map((attachment) => {
            const id = attachment.taskAttachmentId;
            return (
              <Table.Tr
                key={id}
                onContextMenu={(event) => {
                  event.preventDefault();
                  setMenuOf(id);
                }}
              >
                <Table.Td>
                  <Anchor href={attachment.fileUrl} download={attachment.displayName} dir="auto">
                    {attachment.displayName}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <bdi dir="ltr">{formatFileSize(attachment.fileSize)}</bdi>
                </Table.Td>
                <Table.Td>
                  <bdi dir="ltr">{formatDateTimeIn(language, attachment.uploadedAt)}</bdi>
                </Table.Td>
                <Table.Td>
                  <span dir="auto">{whoText(attachment.uploadedByDisplayName, values)}</span>
                </Table.Td>
                <Table.Td className="dev-task-actions-cell">
                  <Menu
                    opened={menuOf === id}
                    onChange={(opened) => setMenuOf(opened ? id : null)}
                    position="bottom-end"
                    withinPortal
                  >
                    <Menu.Target>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={fillText(texts.actionsFor, { name: attachment.displayName })}
                      >
                        <span aria-hidden="true">⋮</span>
                      </ActionIcon>
                    </Menu.Target>
                    <Menu.Dropdown>
                      <Menu.Item component="a" href={attachment.fileUrl} download={attachment.displayName}>
                        {texts.download}
                      </Menu.Item>
                      {canWrite && (
                        <Menu.Item color="red.8" onClick={() => onDelete(attachment)}>
                          {texts.deleteAttachment}
                        </Menu.Item>
                      )}
                    </Menu.Dropdown>
                  </Menu>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </div>
  );
}
