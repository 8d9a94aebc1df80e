import type { Notification } from '@grocery/contracts';
import { fillText, formatDateTimeIn } from '@grocery/contracts';
import { Link } from 'react-router-dom';
import { Icon } from '../../components/icons/Icon';
import { useLanguage } from '../../i18n/useLanguage';
import { useTexts } from '../../i18n/useTexts';
import { previewText } from './inbox';
import { notificationsTexts } from './texts';

type Props = { notification: Notification; open: boolean; onToggle: () => void };

/** One notification: a disclosure button (subject, time, preview) over its full text when open. */
export function NotificationItem({ notification, open, onToggle }: Props) {
  const texts = useTexts(notificationsTexts);
  const language = useLanguage();
  const id = notification.notificationId;
  const unread = notification.readAt === null;
  const classes = ['notice', unread && 'notice--unread', open && 'notice--open'].filter(Boolean).join(' ');
  return (
    <article className={classes} data-testid="notification" data-unread={unread}>
      <h2 className="notice__heading">
        <button
          type="button"
          className="notice__toggle"
          id={`notice-${id}`}
          aria-expanded={open}
          aria-controls={`notice-body-${id}`}
          onClick={onToggle}
        >
          <span className="notice__dot" aria-hidden="true" />
          <span className="notice__summary">
            <span className="notice__subject">
              {unread && <span className="visually-hidden">{texts.unread}: </span>}
              <bdi>{notification.subject}</bdi>
            </span>
            {!open && (
              <span className="notice__preview">
                <bdi>{previewText(notification.body)}</bdi>
              </span>
            )}
          </span>
          <span className="notice__time">
            <span className="visually-hidden">{texts.received} </span>
            <bdi dir="ltr">{formatDateTimeIn(language, notification.createdAt)}</bdi>
          </span>
          <Icon name="chevronDown" size={18} className="notice__chevron" />
        </button>
      </h2>
      <section
        className="notice__body"
        id={`notice-body-${id}`}
        aria-labelledby={`notice-${id}`}
        hidden={!open}
      >
        <p dir="auto">{notification.body}</p>
        {notification.orderNumber && (
          <Link className="notice__link" to={`/${language}/orders/${notification.orderNumber}`}>
            <Icon name="orders" size={18} />
            {fillText(texts.viewOrder, { number: notification.orderNumber })}
          </Link>
        )}
      </section>
    </article>
  );
}
