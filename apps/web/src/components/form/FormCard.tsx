import type { ReactNode } from 'react';
import { Icon, type IconName } from '../icons/Icon';
import './form.css';

type Props = {
  icon: IconName;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Links under the card's content (e.g. "Already have an account? Sign in"). */
  footer?: ReactNode;
  testId?: string;
};

/** The centred card that holds an account form: icon, heading, intro, content, footer links. */
export function FormCard({ icon, title, intro, children, footer, testId }: Props) {
  return (
    <section
      className="form-card"
      data-testid={testId}
      aria-labelledby={testId ? `${testId}-title` : undefined}
    >
      <header className="form-card__header">
        <span className="form-card__icon">
          <Icon name={icon} size={28} />
        </span>
        <h1 id={testId ? `${testId}-title` : undefined}>{title}</h1>
        {intro && <p className="form-card__intro">{intro}</p>}
      </header>
      {children}
      {footer && <footer className="form-card__footer">{footer}</footer>}
    </section>
  );
}
