import type { DevTaskComment } from '@grocery/contracts';
import { afterEach, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ApiError } from '../../../api/client';
import { comment, devTask, fakeDevTasksServer, renderSignedIn, tasksReader } from '../devTasksTestKit';
import { TaskEditScreen } from './TaskScreen';

afterEach(() => {
  vi.restoreAllMocks();
});

type Screen = Awaited<ReturnType<typeof renderSignedIn>>;

async function openComments(screen: Screen) {
  await userEvent.click(screen.getByRole('tab', { name: 'Comments' }));
  await expect.element(screen.getByRole('textbox', { name: 'Comment' })).toBeVisible();
}

// The signed-in admin is user 2 (Dana Admin): the first comment is hers, the second Yossi's.
const mine = comment(1, { commentText: 'Checked on staging.\nLooks fine.' });
const theirs = comment(2, {
  commentText: 'ראיתי את זה גם',
  createdByUserId: 5,
  createdByDisplayName: null,
  createdAt: '2026-03-03T12:15:00.000Z',
});

test('lists the comments with author (or Unknown), time, and their line breaks kept', async () => {
  fakeDevTasksServer([], { task: async () => devTask({ comments: [mine, theirs] }) });
  const screen = await renderSignedIn(<TaskEditScreen taskId={7} />);
  await openComments(screen);
  const items = screen.getByRole('list', { name: 'Comments' }).getByRole('listitem');
  await expect.poll(() => items.elements().length).toBe(2);
  const first = items.elements()[0] as HTMLElement;
  expect(first.textContent).toContain('Dana Admin');
  expect(first.textContent).toContain('02/03/2026, 12:00');
  const text = screen.getByText(/Checked on staging/).element();
  expect(text.textContent).toBe('Checked on staging.\nLooks fine.');
  expect(getComputedStyle(text).whiteSpace).toBe('pre-wrap');
  expect(text.querySelector('br')).toBeNull();
  expect((items.elements()[1] as HTMLElement).textContent).toContain('Unknown');
  // With tasks:write, anyone's comment may be deleted.
  expect(screen.getByRole('button', { name: 'Delete comment' }).elements()).toHaveLength(2);
});

test('adds a comment (not blank), and shows the list the server answered', async () => {
  const added = comment(3, { commentText: 'Deployed.' });
  const api = fakeDevTasksServer([], {
    task: async () => devTask({ comments: [mine] }),
    addComment: async () => [mine, added],
  });
  const screen = await renderSignedIn(<TaskEditScreen taskId={7} />);
  await openComments(screen);
  const add = screen.getByRole('button', { name: 'Add comment' });
  await expect.element(add).toBeDisabled();
  await userEvent.type(screen.getByRole('textbox', { name: 'Comment' }), '   ');
  await expect.element(add).toBeDisabled();
  await userEvent.fill(screen.getByRole('textbox', { name: 'Comment' }), '  Deployed.\n');
  await userEvent.click(add);
  await expect.poll(() => api.addComment.mock.calls).toEqual([[7, 'Deployed.']]);
  await expect.element(screen.getByText('Deployed.', { exact: true })).toBeVisible();
  await expect.element(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue('');
  await expect.element(screen.getByText('Comment added.')).toBeVisible();
});

test('a comment not added says so and keeps the text', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  fakeDevTasksServer([], {
    addComment: async () => {
      throw new ApiError('down', 503, 'SERVICE_UNAVAILABLE');
    },
  });
  const screen = await renderSignedIn(<TaskEditScreen taskId={7} />);
  await openComments(screen);
  await userEvent.fill(screen.getByRole('textbox', { name: 'Comment' }), 'Still here');
  await userEvent.click(screen.getByRole('button', { name: 'Add comment' }));
  await expect.element(screen.getByText('Failed to create comment.')).toBeVisible();
  await expect.element(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue('Still here');
});

test('deletes a comment after "Delete this comment?"; the answer is the list left', async () => {
  const api = fakeDevTasksServer([], {
    task: async () => devTask({ comments: [mine, theirs] }),
    deleteComment: async () => [theirs as DevTaskComment],
  });
  const screen = await renderSignedIn(<TaskEditScreen taskId={7} />);
  await openComments(screen);
  await userEvent.click(screen.getByRole('button', { name: 'Delete comment' }).first());
  await expect.element(screen.getByText('Delete this comment?')).toBeVisible();
  await userEvent.click(screen.getByRole('dialog').getByRole('button', { name: 'Delete comment' }));
  await expect.poll(() => api.deleteComment.mock.calls).toEqual([[7, 1]]);
  await expect.element(screen.getByText(/Checked on staging/)).not.toBeInTheDocument();
  await expect.element(screen.getByText('ראיתי את זה גם')).toBeVisible();
  await expect.element(screen.getByText('Comment deleted.')).toBeVisible();
});

test('a failed delete says so', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  fakeDevTasksServer([], {
    task: async () => devTask({ comments: [mine] }),
    deleteComment: async () => {
      throw new ApiError('Forbidden', 403, 'FORBIDDEN');
    },
  });
  const screen = await renderSignedIn(<TaskEditScreen taskId={7} />);
  await openComments(screen);
  await userEvent.click(screen.getByRole('button', { name: 'Delete comment' }));
  await userEvent.click(screen.getByRole('dialog').getByRole('button', { name: 'Delete comment' }));
  await expect.element(screen.getByText('Failed to delete comment.')).toBeVisible();
});

test("with tasks:read only: comments may be added, and only one's own deleted", async () => {
  fakeDevTasksServer([], { task: async () => devTask({ comments: [mine, theirs] }) });
  const screen = await renderSignedIn(<TaskEditScreen taskId={7} />, { user: tasksReader() });
  await openComments(screen);
  await expect.element(screen.getByText('ראיתי את זה גם')).toBeVisible();
  const deletes = screen.getByRole('button', { name: 'Delete comment' });
  expect(deletes.elements()).toHaveLength(1);
  expect(deletes.element().closest('li')?.textContent).toContain('Checked on staging.');
  await expect.element(screen.getByRole('button', { name: 'Add comment' })).toBeVisible();
});
