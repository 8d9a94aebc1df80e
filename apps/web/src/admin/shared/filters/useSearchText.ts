import { useDebouncedCallback } from '@mantine/hooks';
import { type ChangeEvent, useState } from 'react';

/** Text typed in a list's search box reaches the list after this pause, not at each keystroke. */
export const searchDelayMs = 300;

/**
 * A list's search box: the text shows as typed and is sent after a pause. `takeNow()` answers the
 * text typed so far and drops the pending send, for another filter's change to carry it along.
 * Spread `input` on a TextInput beside its label and placeholder.
 */
export function useSearchText(initial: string, send: (text: string) => void) {
  const [text, setText] = useState(initial);
  const pending = useDebouncedCallback(send, searchDelayMs);
  return {
    input: {
      type: 'search' as const,
      value: text,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setText(event.currentTarget.value);
        pending(event.currentTarget.value);
      },
      style: { flex: '1 1 14rem', maxWidth: '24rem' },
    },
    takeNow: () => {
      pending.cancel();
      return text;
    },
  };
}
