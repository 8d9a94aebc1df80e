import type { ReactNode } from 'react';
import { useTexts } from '../../i18n/useTexts';
import { Button } from '../button/Button';
import { Icon, type IconName } from '../icons/Icon';
import { loadStateTexts } from './texts';
import './loadState.css';

/** A page's data could not be loaded: title, message and a retry button. */
export function ErrorState({ message, onRetry }: { message?: string; onRetry: () => void }) {
  const texts = useTexts(loadStateTexts);
  return (
    <section className="load-state load-state--error" role="alert">
      <span className="load-state__icon">
        <Icon name="alert" size={30} />
      </span>
      <h2>{texts.errorTitle}</h2>
      <p>{message ?? texts.errorMessage}</p>
      <Button variant="secondary" onClick={onRetry}>
        {texts.retry}
      </Button>
    </section>
  );
}

/** Nothing to show: an icon, a title, a message and an optional action. */
export function EmptyState({
  icon,
  title,
  message,
  action,
  headingLevel = 2,
}: {
  icon: IconName;
  title: string;
  message?: string;
  action?: ReactNode;
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="load-state" aria-live="polite">
      <span className="load-state__icon">
        <Icon name={icon} size={30} />
      </span>
      <Heading>{title}</Heading>
      {message && <p>{message}</p>}
      {action}
    </section>
  );
}

/** A list read in pages (an infinite query): the next page on asking, while there is one. */
export function ShowMore({
  pages,
  label,
}: {
  pages: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
  label: string;
}) {
  if (!pages.hasNextPage) return null;
  return (
    <Button
      variant="secondary"
      className="load-more"
      onClick={() => void pages.fetchNextPage()}
      disabled={pages.isFetchingNextPage}
      aria-busy={pages.isFetchingNextPage || undefined}
    >
      {label}
    </Button>
  );
}
