import { createContext, type ReactNode, useCallback, useContext, useRef, useState } from 'react';
import { ConfirmDialog, type ConfirmOptions } from './ConfirmDialog';

type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

/** Hosts the one confirm dialog of the back office (AdminProviders mounts it). */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [asked, setAsked] = useState<ConfirmOptions | null>(null);
  const [opened, setOpened] = useState(false);
  const answer = useRef<((confirmed: boolean) => void) | null>(null);
  const confirm = useCallback<Confirm>((options) => {
    answer.current?.(false);
    setAsked(options);
    setOpened(true);
    return new Promise((resolve) => {
      answer.current = resolve;
    });
  }, []);
  const onAnswer = (confirmed: boolean) => {
    answer.current?.(confirmed);
    answer.current = null;
    setOpened(false);
  };
  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {asked && <ConfirmDialog {...asked} opened={opened} onAnswer={onAnswer} />}
    </ConfirmContext.Provider>
  );
}

/** `if (await confirm({ title, message, confirmLabel, danger })) …`: true on confirm, false otherwise. */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs a ConfirmProvider above it (AdminProviders mounts one)');
  return confirm;
}
