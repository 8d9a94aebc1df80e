import type { Notification } from '@grocery/contracts';
import { countText } from '@grocery/contracts';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useDocumentTitle } from '../../components/documentTitle/useDocumentTitle';
import { EmptyState, ShowMore } from '../../components/loadState/LoadState';
import { SkeletonCards } from '../../components/skeleton/Skeleton';
import { useLanguage } from '../../i18n/useLanguage';
import { useTexts } from '../../i18n/useTexts';
import { useAppState } from '../../state/appState';
import { useViewer } from '../shared/catalogue/queries';
import { countOneRead } from '../shared/notifications/unreadCount';
import { RequireSignIn } from '../shared/signIn';
import { storefrontPageTitles } from '../shared/texts';
import { markNotificationRead } from './api';
import { defaultSelection } from './inbox';
import { NotificationItem } from './NotificationItem';
import { notificationQueries } from './queries';
import { notificationsTexts } from './texts';
import './notifications.css';

export function NotificationsPage() {
  useDocumentTitle(useTexts(storefrontPageTitles).notifications);
  return (
    <RequireSignIn>
      <Inbox />
    </RequireSignIn>
  );
}

const noNotifications: Notification[] = [];

/**
 * The inbox (spec 2, 4): newest first; the selected notification expands, and on opening the first
 * unread (else the first) is selected. Selecting an unread one marks it read once on the server,
 * then sets its readAt here and lowers the header's count.
 */
function Inbox() {
  const texts = useTexts(notificationsTexts);
  const language = useLanguage();
  const { unreadNotifications } = useAppState();
  const viewer = useViewer();
  const queryClient = useQueryClient();
  const inbox = useInfiniteQuery(notificationQueries.inbox(viewer));
  const { data, isPending } = inbox;
  const list = useMemo(() => data?.pages.flatMap((page) => page.items) ?? noNotifications, [data]);
  // undefined: nothing chosen yet, so the default rule applies; null: the shopper closed it.
  const [chosen, setChosen] = useState<number | null | undefined>(undefined);
  const selected = chosen === undefined ? defaultSelection(list) : chosen;
  const requested = useRef(new Set<number>());

  // Pin the default once the list is there: reading the first unread must not move the selection on
  // to the next unread one (and read that too).
  useEffect(() => {
    if (chosen === undefined && data) setChosen(defaultSelection(list));
  }, [chosen, data, list]);

  useEffect(() => {
    const item = list.find((notification) => notification.notificationId === selected);
    if (!item || item.readAt !== null || requested.current.has(item.notificationId)) return;
    const id = item.notificationId;
    requested.current.add(id);
    markNotificationRead(id).then(
      (notification) => {
        const readAt = notification.readAt ?? new Date().toISOString();
        queryClient.setQueryData(
          notificationQueries.inbox(viewer).queryKey,
          (inboxData) =>
            inboxData && {
              ...inboxData,
              pages: inboxData.pages.map((page) => ({
                ...page,
                items: page.items.map((each) => (each.notificationId === id ? { ...each, readAt } : each)),
              })),
            },
        );
        countOneRead();
      },
      (error: unknown) => {
        requested.current.delete(id);
        console.warn('marking the notification read failed', error);
      },
    );
  }, [list, selected, queryClient, viewer]);

  return (
    <section className="inbox" aria-labelledby="inbox-title">
      <header className="inbox__header">
        <h1 id="inbox-title">{texts.title}</h1>
        {unreadNotifications > 0 && (
          <p className="inbox__count">{countText(language, texts.unreadCount, unreadNotifications)}</p>
        )}
      </header>
      {isPending && <SkeletonCards count={3} layout="list" />}
      {data && list.length === 0 && <EmptyState icon="bell" title={texts.empty} />}
      {list.length > 0 && (
        <ul className="inbox__list">
          {list.map((notification) => (
            <li key={notification.notificationId}>
              <NotificationItem
                notification={notification}
                open={notification.notificationId === selected}
                onToggle={() =>
                  setChosen(notification.notificationId === selected ? null : notification.notificationId)
                }
              />
            </li>
          ))}
        </ul>
      )}
      <ShowMore pages={inbox} label={texts.showOlder} />
    </section>
  );
}
