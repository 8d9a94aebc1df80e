import { fillText } from '@grocery/contracts';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { isNotFound } from '../../api/client';
import { Button, ButtonLink } from '../../components/button/Button';
import { useDocumentTitle } from '../../components/documentTitle/useDocumentTitle';
import { EmptyState } from '../../components/loadState/LoadState';
import { LazyNotFoundPage } from '../../components/notFound/LazyNotFoundPage';
import { SkeletonCards } from '../../components/skeleton/Skeleton';
import { useLanguage } from '../../i18n/useLanguage';
import { useTexts } from '../../i18n/useTexts';
import { shopPaths } from '../shared/catalogue/paths';
import { useViewer } from '../shared/catalogue/queries';
import { RequireSignIn, useSessionEnded } from '../shared/signIn';
import { isOrderNumber } from './api';
import { OrderHistory } from './OrderHistory';
import { OrderItemCard } from './OrderItemCard';
import { OrderFacts, OrderSummary } from './OrderSummary';
import { orderQueries } from './queries';
import { orderDetailsTexts, orderSharedTexts } from './texts';
import './orders.css';

export function OrderDetailsPage() {
  const { orderNumber } = useParams();
  if (!isOrderNumber(orderNumber)) return <LazyNotFoundPage />;
  return (
    <RequireSignIn>
      <OrderDetails key={orderNumber} orderNumber={orderNumber} />
    </RequireSignIn>
  );
}

/**
 * Order details (spec 2, 8): number, status, date and time, amounts in the order's currency (the
 * final total beside the placed one once weighed goods were weighed), delivery address, the items
 * (weighed lines with what they weighed), the steps the shopper was told (oldest first), a shipping
 * note and three actions. Three skeletons while loading.
 * An order that is not the shopper's (404) shows a not-found state; any other failure keeps the
 * page with the spec's fallback texts (not available, status unknown) and a retry button.
 */
function OrderDetails({ orderNumber }: { orderNumber: string }) {
  const texts = useTexts(orderDetailsTexts);
  const shared = useTexts(orderSharedTexts);
  useDocumentTitle(`${shared.orderNumber} ${orderNumber}`);
  const language = useLanguage();
  const { data, error, isPending, refetch } = useQuery(
    orderQueries.order(language, useViewer(), orderNumber),
  );
  const ended = useSessionEnded(error);
  if (ended) return null;
  if (error && isNotFound(error)) {
    return (
      <EmptyState
        icon="orders"
        headingLevel={1}
        title={texts.notFoundTitle}
        message={fillText(texts.notFoundMessage, { number: orderNumber })}
        action={
          <ButtonLink to={`/${language}/my-orders`} icon="arrowBack" mirrorIcon>
            {texts.backToOrders}
          </ButtonLink>
        }
      />
    );
  }
  return (
    <section className="order-details" aria-labelledby="order-title" data-testid="order-details">
      <ButtonLink
        to={`/${language}/my-orders`}
        variant="ghost"
        icon="arrowBack"
        mirrorIcon
        className="order-details__back"
      >
        {shared.myOrders}
      </ButtonLink>
      <header className="order-details__header">
        <h1 id="order-title">
          {shared.orderNumber} <bdi dir="ltr">{orderNumber}</bdi>
        </h1>
      </header>
      {isPending && <SkeletonCards count={3} layout="list" />}
      {error && (
        <div className="order-details__failed" role="alert">
          <p>{texts.failed}</p>
          <Button variant="secondary" onClick={() => void refetch()}>
            {texts.retry}
          </Button>
        </div>
      )}
      {!isPending && (
        <div className="order-details__layout">
          <div className="order-details__main">
            <OrderFacts order={data?.order ?? null} />
            <section aria-labelledby="order-items-title" className="order-details__items">
              <h2 id="order-items-title">{shared.itemsLabel}</h2>
              {data ? (
                <ul className="order-items">
                  {data.orderItems.map((item) => (
                    <li key={item.orderItemId}>
                      <OrderItemCard item={item} order={data.order} language={language} />
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="order-details__muted">{texts.notAvailable}</p>
              )}
            </section>
            {data && <OrderHistory history={data.history} />}
          </div>
          <aside className="order-details__side">
            <OrderSummary order={data?.order ?? null} />
            <p className="order-details__note">
              {data?.order.deliverySlot ? texts.slotNote : texts.shippingNote}
            </p>
            <div className="order-details__actions">
              <Button variant="secondary" icon="support" onClick={() => window.alert(texts.requestSupport)}>
                {texts.requestSupport}
              </Button>
              <Button variant="secondary" icon="coins" onClick={() => window.alert(texts.requestRefund)}>
                {texts.requestRefund}
              </Button>
              <ButtonLink to={shopPaths.categories(language)} icon="basket">
                {shared.continueShopping}
              </ButtonLink>
            </div>
          </aside>
        </div>
      )}
    </section>
  );
}
