import { type ReactNode, useEffect, useRef } from 'react';
import './drawer.css';

type Props = {
  open: boolean;
  onClose: () => void;
  /** Accessible name of the drawer. */
  label: string;
  id?: string;
  children: ReactNode;
};

/**
 * A side sheet opening from the inline-start side (left in LTR, right in RTL). Built on the native
 * modal dialog: focus stays inside, Escape closes it, focus returns to the opener; a click on the
 * backdrop closes it too.
 */
export function Drawer({ open, onClose, label, id, children }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes; keyboard users have Escape and the close button
    <dialog
      ref={dialog}
      id={id}
      className="drawer"
      aria-label={label}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="drawer__panel">{children}</div>
    </dialog>
  );
}
