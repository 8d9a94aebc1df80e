import { useEffect, useRef } from 'react';
import { useTexts } from '../../i18n/useTexts';
import { Button } from '../button/Button';
import { Icon } from '../icons/Icon';
import { errorScreenTexts } from './texts';
import './errorScreen.css';

type ErrorScreenProps = {
  error: { id?: string; message: string; details?: string };
  /** Report and close both only clear the error (spec). */
  onClear: () => void;
};

/** The application error screen: a full-page layer over whatever failed. */
export function ErrorScreen({ error, onClear }: ErrorScreenProps) {
  const texts = useTexts(errorScreenTexts);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="error-screen" role="alertdialog" aria-modal="true" aria-labelledby="error-screen-title">
      <div className="error-screen__card">
        <span className="error-screen__icon">
          <Icon name="alert" size={34} />
        </span>
        <h1 id="error-screen-title" ref={heading} tabIndex={-1}>
          {texts.title}
        </h1>
        <p className="error-screen__message">{texts.message}</p>
        <dl className="error-screen__facts">
          <dt>{texts.details}</dt>
          <dd>
            <code dir="auto">{[error.message, error.details].filter(Boolean).join(' · ')}</code>
          </dd>
          <dt>{texts.ticket}</dt>
          <dd data-testid="error-ticket">
            {error.id ? <code dir="ltr">{error.id}</code> : texts.notAvailable}
          </dd>
        </dl>
        <div className="error-screen__actions">
          <Button onClick={onClear} icon="support">
            {texts.report}
          </Button>
          <Button variant="secondary" onClick={onClear}>
            {texts.close}
          </Button>
        </div>
      </div>
    </div>
  );
}
