import { useInfiniteQuery } from '@tanstack/react-query';
import { ButtonLink } from '../../components/button/Button';
import { useDocumentTitle } from '../../components/documentTitle/useDocumentTitle';
import { EmptyState, ErrorState, ShowMore } from '../../components/loadState/LoadState';
import { SkeletonCards } from '../../components/skeleton/Skeleton';
import { useLanguage } from '../../i18n/useLanguage';
import { useTexts } from '../../i18n/useTexts';
import { shopPaths } from '../shared/catalogue/paths';
import { useViewer } from '../shared/catalogue/queries';
import { RequireSignIn, useSessionEnded } from '../shared/signIn';
import { storefrontPageTitles } from '../shared/texts';
import { OrderCard } from './OrderCard';
import { orderQueries } from './queries';
import { myOrdersTexts } from './texts';
import './orders.css';

export function MyOrdersPage() {
  useDocumentTitle(useTexts(storefrontPageTitles).myOrders);
  return (
    <RequireSignIn>
      <MyOrders />
    </RequireSignIn>
  );
}

/**
 * My orders (spec 2, 4, 8): a card per order with its number, date and time, real status, total in
 * the order's currency and item count; three skeleton cards while loading, an empty state, and the
 * spec's failure text with a retry button.
 */
function MyOrders() {
  const texts = useTexts(myOrdersTexts);
  const language = useLanguage();
  const list = useInfiniteQuery(orderQueries.list(language, useViewer()));
  const { error, isPending, refetch } = list;
  const orders = list.data?.pages.flatMap((page) => page.items);
  const ended = useSessionEnded(error);
  if (ended) return null;
  return (
    <section className="orders-page" aria-labelledby="my-orders-title">
      <header className="orders-page__header">
        <h1 id="my-orders-title">{texts.title}</h1>
        <p>{texts.intro}</p>
      </header>
      {isPending && <SkeletonCards count={3} layout="list" />}
      {error && <ErrorState message={texts.failed} onRetry={() => void refetch()} />}
      {orders?.length === 0 && (
        <EmptyState
          icon="orders"
          title={texts.emptyTitle}
          message={texts.emptyMessage}
          action={
            <ButtonLink to={shopPaths.categories(language)} icon="basket">
              {texts.startShopping}
            </ButtonLink>
          }
        />
      )}
      {orders && orders.length > 0 && (
        <ul className="order-list">
          {orders.map((order) => (
            <li key={order.orderId}>
              <OrderCard order={order} />
            </li>
          ))}
        </ul>
      )}
      <ShowMore pages={list} label={texts.showOlder} />
    </section>
  );
}
