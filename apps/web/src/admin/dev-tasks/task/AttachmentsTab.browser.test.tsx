import type { DevTaskAttachment } from '@grocery/contracts';
import { afterEach, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ApiError } from '../../../api/client';
import { attachment, devTask, fakeDevTasksServer, renderSignedIn, tasksReader } from '../devTasksTestKit';
import { TaskEditScreen } from './TaskScreen';

afterEach(() => {
  vi.restoreAllMocks();
});

type Screen = Awaited<ReturnType<typeof renderSignedIn>>;

const pdf = () =>
  new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], 'spec.pdf', { type: 'application/pdf' });

async function openAttachments(screen: Screen) {
  await userEvent.click(screen.getByRole('tab', { name: 'Attachments' }));
  await expect.element(screen.getByTestId('task-attachments')).toBeVisible();
}

function fileInput(screen: Screen) {
  return screen
    .getByTestId('task-attachments')
    .element()
    .querySelector('input[type=file]') as HTMLInputElement;
}

const listed = [
  attachment(2, {
    displayName: 'מסמך אפיון.docx',
    fileSize: 3 * 1024 ** 2 + 200 * 1024,
    uploadedByDisplayName: null,
  }),
  attachment(1, { displayName: 'logs.zip', fileSize: 512 }),
];

test('lists each file: its name a download link, size, time and uploader (or Unknown)', async () => {
  fakeDevTasksServer([], {
    task: async () => devTask({ attachments: listed, attachmentsCount: 2 }),
  });
  const screen = await renderSignedIn(<TaskEditScreen taskId={7} />);
  await openAttachments(screen);
  const link = screen.getByRole('link', { name: 'מסמך אפיון.docx' });
  await expect.element(link).toHaveAttribute('href', '/api/admin/development/tasks/7/attachments/2/file');
  await expect.element(link).toHaveAttribute('download', 'מסמך אפיון.docx');
  const rows = screen.getByRole('table', { name: 'Attachments' }).getByRole('row');
  expect(rows.elements()[1]?.textContent).toContain('3.2 MB');
  expect(rows.elements()[1]?.textContent).toContain('02/03/2026, 11:30');
  expect(rows.elements()[1]?.textContent).toContain('Unknown');
  expect(rows.elements()[2]?.textContent).toContain('512 B');
  expect(rows.elements()[2]?.textContent).toContain('Dana Admin');

  await userEvent.click(screen.getByRole('button', { name: 'Actions for "logs.zip"' }));
  const download = screen.getByRole('menuitem', { name: 'Download' });
  await expect.element(download).toHaveAttribute('href', '/api/admin/development/tasks/7/attachments/1/file');
  await expect.element(download).toHaveAttribute('download', 'logs.zip');
  await expect.element(screen.getByRole('menuitem', { name: 'Delete Attachment' })).toBeVisible();
});

test('uploads with a progress bar, then shows the list the server answered', async () => {
  let answer: (value: DevTaskAttachment[]) => void = () => {};
  let progress: (fraction: number) => void = () => {};
  const api = fakeDevTasksServer([], {
    task: async () => devTask({ attachments: [listed[1] as DevTaskAttachment], attachmentsCount: 1 }),
    uploadAttachment: (_taskId, _file, onProgress) => {
      progress = onProgress ?? progress;
      return new Promise((resolve) => {
        answer = resolve;
      });
    },
  });
  const screen = await renderSignedIn(<TaskEditScreen taskId={7} />);
  await openAttachments(screen);
  await expect.element(screen.getByRole('link', { name: 'logs.zip' })).toBeVisible();
  await userEvent.upload(fileInput(screen), pdf());
  await expect.poll(() => api.uploadAttachment.mock.calls.length).toBe(1);
  const [taskId, file] = api.uploadAttachment.mock.calls[0] as [number, File];
  expect(taskId).toBe(7);
  expect(file.name).toBe('spec.pdf');
  progress(0.4);
  await expect.element(screen.getByText('Uploading spec.pdf: 40%')).toBeVisible();
  await expect
    .element(screen.getByRole('progressbar', { name: 'Upload progress' }))
    .toHaveAttribute('aria-valuenow', '40');
  // The whole list the server answered replaces the one shown.
  answer([
    attachment(3, { displayName: 'spec.pdf', fileSize: 4 }),
    attachment(9, { displayName: 'other.png' }),
  ]);
  await expect.element(screen.getByRole('link', { name: 'spec.pdf' })).toBeVisible();
  await expect.element(screen.getByRole('link', { name: 'other.png' })).toBeVisible();
  await expect.element(screen.getByRole('link', { name: 'logs.zip' })).not.toBeInTheDocument();
  await expect.element(screen.getByRole('progressbar')).not.toBeInTheDocument();
  await expect.element(screen.getByText('Attachment uploaded.')).toBeVisible();
});

test('413 and 415 say why the upload failed', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const uploadAttachment = vi
    .fn()
    .mockRejectedValueOnce(new ApiError('Too large', 413, 'PAYLOAD_TOO_LARGE'))
    .mockRejectedValueOnce(new ApiError('Unsupported', 415, 'UNSUPPORTED_MEDIA_TYPE'))
    .mockRejectedValueOnce(new ApiError('The server could not be reached.', 0, 'NETWORK_ERROR'));
  fakeDevTasksServer([], { uploadAttachment });
  const screen = await renderSignedIn(<TaskEditScreen taskId={7} />);
  await openAttachments(screen);
  const alert = screen.getByTestId('task-attachments').getByRole('alert');
  await userEvent.upload(fileInput(screen), pdf());
  await expect.element(alert).toHaveTextContent('Failed to upload attachment.The file is too large.');
  await userEvent.upload(fileInput(screen), pdf());
  await expect
    .element(alert)
    .toHaveTextContent(
      'Failed to upload attachment.This type of file is not accepted: use a document, an image or an archive.',
    );
  await userEvent.upload(fileInput(screen), pdf());
  await expect.poll(() => uploadAttachment.mock.calls.length).toBe(3);
  await expect.poll(() => alert.element().textContent).toBe('Failed to upload attachment.');
});

test('deletes an attachment after the confirmation naming it; the answer is the list left', async () => {
  const api = fakeDevTasksServer([], {
    task: async () => devTask({ attachments: listed, attachmentsCount: 2 }),
    deleteAttachment: async () => [listed[0] as DevTaskAttachment],
  });
  const screen = await renderSignedIn(<TaskEditScreen taskId={7} />);
  await openAttachments(screen);
  await userEvent.click(screen.getByRole('button', { name: 'Actions for "logs.zip"' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Delete Attachment' }));
  await expect.element(screen.getByText('Delete attachment "logs.zip"?')).toBeVisible();
  await userEvent.click(screen.getByRole('dialog').getByRole('button', { name: 'Delete Attachment' }));
  await expect.poll(() => api.deleteAttachment.mock.calls).toEqual([[7, 1]]);
  await expect.element(screen.getByRole('link', { name: 'logs.zip' })).not.toBeInTheDocument();
  await expect.element(screen.getByRole('link', { name: 'מסמך אפיון.docx' })).toBeVisible();
  await expect.element(screen.getByText('Attachment deleted.')).toBeVisible();
});

test('a failed delete says so', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  fakeDevTasksServer([], {
    task: async () => devTask({ attachments: listed, attachmentsCount: 2 }),
    deleteAttachment: async () => {
      throw new ApiError('down', 503, 'SERVICE_UNAVAILABLE');
    },
  });
  const screen = await renderSignedIn(<TaskEditScreen taskId={7} />);
  await openAttachments(screen);
  await userEvent.click(screen.getByRole('button', { name: 'Actions for "logs.zip"' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Delete Attachment' }));
  await userEvent.click(screen.getByRole('dialog').getByRole('button', { name: 'Delete Attachment' }));
  await expect.element(screen.getByText('Failed to delete attachment.')).toBeVisible();
  await expect.element(screen.getByRole('link', { name: 'logs.zip' })).toBeVisible();
});

test('with tasks:read only: download, but no upload and no delete', async () => {
  fakeDevTasksServer([], {
    task: async () => devTask({ attachments: listed, attachmentsCount: 2 }),
  });
  const screen = await renderSignedIn(<TaskEditScreen taskId={7} />, { user: tasksReader() });
  await openAttachments(screen);
  await expect.element(screen.getByRole('button', { name: 'Upload file' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Actions for "logs.zip"' }));
  await expect.element(screen.getByRole('menuitem', { name: 'Download' })).toBeVisible();
  await expect.element(screen.getByRole('menuitem', { name: 'Delete Attachment' })).not.toBeInTheDocument();
});

test('the task page, its progress bar and menus add no <style> element (our CSP refuses them)', async () => {
  const added: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        const styles = node.nodeName === 'STYLE' ? [node] : [...node.querySelectorAll('style')];
        added.push(...styles.map((style) => style.textContent ?? ''));
      }
  });
  observer.observe(document, { childList: true, subtree: true });
  fakeDevTasksServer([], {
    task: async () => devTask({ attachments: listed, attachmentsCount: 2 }),
    uploadAttachment: (_taskId, _file, onProgress) => {
      onProgress?.(0.5);
      return new Promise(() => {});
    },
  });
  const screen = await renderSignedIn(<TaskEditScreen taskId={7} />);
  await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
  await expect.element(screen.getByRole('option', { name: 'QA' })).toBeVisible();
  await userEvent.keyboard('{Escape}');
  await openAttachments(screen);
  await userEvent.click(screen.getByRole('button', { name: 'Actions for "logs.zip"' }));
  await expect.element(screen.getByRole('menuitem', { name: 'Download' })).toBeVisible();
  await userEvent.keyboard('{Escape}');
  await userEvent.upload(fileInput(screen), pdf());
  await expect.element(screen.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  observer.disconnect();
  expect(added).toEqual([]);
});
