import type { ReactNode } from 'react';
import { Icon, type IconName } from '../icons/Icon';

type FormMessageTone = 'success' | 'error' | 'info';

const icons: Record<FormMessageTone, IconName> = { success: 'checkCircle', error: 'alert', info: 'info' };

/**
 * The outcome of a form (success, rejection, failure) in a live region, so screen readers announce
 * it. Errors use role="alert", the rest role="status".
 */
export function FormMessage({
  tone,
  children,
  action,
}: {
  tone: FormMessageTone;
  children: ReactNode;
  /** A link or button below the text (e.g. "Request a new one"). */
  action?: ReactNode;
}) {
  return (
    <div className={`form-message form-message--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <Icon name={icons[tone]} size={20} className="form-message__icon" />
      <div className="form-message__body">
        <p>{children}</p>
        {action && <div className="form-message__action">{action}</div>}
      </div>
    </div>
  );
}
