import { afterEach, expect, test, vi } from 'vitest';
import { Toasts } from '../../../components/toast/Toasts';
import { loadSonner } from '../../../components/toast/toast';
import { renderAdmin } from '../testing/renderAdmin';
import { adminToast } from './adminToast';

afterEach(() => {
  vi.useRealTimers();
});

/** Sonner's exit animation, after which a closed toast leaves the page. */
const exitMs = 200;

/** Lets React commit what a fired timer changed (its scheduler does not run on the faked timers). */
async function settle() {
  for (let frame = 0; frame < 3; frame++) await new Promise(requestAnimationFrame);
}

test('a success toast closes after 3 s, an error toast after 5 s', async () => {
  const screen = await renderAdmin(<Toasts />);
  await loadSonner();
  await expect.element(screen.getByRole('region')).toBeInTheDocument();
  // Faked only now: the polls above move faked time along.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  adminToast.success('Saved');
  adminToast.error('Failed to save user details.');
  await vi.advanceTimersByTimeAsync(0);
  await settle();
  const shown = () => [
    screen.getByText('Saved').query(),
    screen.getByText('Failed to save user details.').query(),
  ];
  expect(shown().map(Boolean)).toEqual([true, true]);

  await vi.advanceTimersByTimeAsync(2990);
  await settle();
  expect(shown().map(Boolean)).toEqual([true, true]);
  await vi.advanceTimersByTimeAsync(10 + exitMs);
  await settle();
  expect(shown().map(Boolean)).toEqual([false, true]);
  await vi.advanceTimersByTimeAsync(5000 - 3000 - exitMs - 20);
  await settle();
  expect(shown().map(Boolean)).toEqual([false, true]);
  await vi.advanceTimersByTimeAsync(20 + exitMs);
  await settle();
  expect(shown().map(Boolean)).toEqual([false, false]);
});
