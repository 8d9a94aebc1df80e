import type { ReactNode } from 'react';
import { Button } from '../button/Button';
import type { IconName } from '../icons/Icon';

type Props = {
  /** A request is running: the button is disabled and shows `pendingLabel`. */
  pending: boolean;
  pendingLabel: string;
  /**
   * The form is not valid yet: the button reads as disabled (aria-disabled, dimmed) but stays
   * focusable, and pressing it (or Enter in a field) only reveals every field's error instead of
   * sending. A truly disabled button would swallow Enter without telling the user what is missing.
   */
  blocked: boolean;
  icon?: IconName;
  mirrorIcon?: boolean;
  children: ReactNode;
};

export function SubmitButton({ pending, pendingLabel, blocked, icon, mirrorIcon, children }: Props) {
  return (
    <Button
      type="submit"
      className="form__submit"
      disabled={pending}
      aria-disabled={blocked || pending ? true : undefined}
      aria-busy={pending || undefined}
      icon={pending ? undefined : icon}
      mirrorIcon={mirrorIcon}
    >
      {pending ? (
        <>
          <span className="form__spinner" aria-hidden="true" />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
