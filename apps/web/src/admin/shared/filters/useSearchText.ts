import { useDebouncedCallback } from '@mantine/hooks';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';

/** Text typed in a list's search box reaches the list after this pause, not at each keystroke. */
const searchDelayMs = 300;

/**
 * A list's search box: the text shows as typed and is sent after a pause. `takeNow()` answers the
 * text typed so far and drops the pending send, for another filter's change to carry it along.
 * When the list's text changes from elsewhere (a link, the back button), the box follows it.
 * Spread `input` on a TextInput beside its label and placeholder.
 */
export function useSearchText(current: string, send: (text: string) => void) {
  const [text, setText] = useState(current);
  const lastSent = useRef(current);
  const pending = useDebouncedCallback((value: string) => {
    lastSent.current = value;
    send(value);
  }, searchDelayMs);
  useEffect(() => {
    if (current === lastSent.current) return;
    lastSent.current = current;
    pending.cancel();
    setText(current);
  }, [current, pending]);
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
      lastSent.current = text;
      return text;
    },
  };
}
