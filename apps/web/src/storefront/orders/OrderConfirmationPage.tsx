import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { ButtonLink } from '../../components/button/Button';
import { useDocumentTitle } from '../../components/documentTitle/useDocumentTitle';
import { Icon } from '../../components/icons/Icon';
import { LazyNotFoundPage } from '../../components/notFound/LazyNotFoundPage';
import { supportEmail } from '../../components/support';
import { useLanguage } from '../../i18n/useLanguage';
import { useTexts } from '../../i18n/useTexts';
import { shopPaths } from '../shared/catalogue/paths';
import { refreshUnreadNotifications } from '../shared/notifications/unreadCount';
import { RequireSignIn } from '../shared/signIn';
import { storefrontPageTitles } from '../shared/texts';
import { isOrderNumber } from './api';
import { BookedSlot } from './BookedSlot';
import { confirmationTexts, orderSharedTexts } from './texts';
import './orders.css';

/** The support line shown on the confirmation (a fixed text of the page, as the spec has it). */
const supportPhone = '+972 3-555-0100';

export function OrderConfirmationPage() {
  const { orderNumber } = useParams();
  if (!isOrderNumber(orderNumber)) return <LazyNotFoundPage />;
  return (
    <RequireSignIn>
      <Confirmation orderNumber={orderNumber} />
    </RequireSignIn>
  );
}

/**
 * Order confirmation (spec 2): thank-you text, the order number, the delivery slot booked, support
 * phone and email, continue
 * shopping to the language's home. Everything comes from the URL, so a reload or a shared link
 * shows the same page; arriving straight from checkout (source shipping-details) also recounts
 * the unread notifications, since placing the order sent one.
 */
function Confirmation({ orderNumber }: { orderNumber: string }) {
  const texts = useTexts(confirmationTexts);
  const shared = useTexts(orderSharedTexts);
  useDocumentTitle(useTexts(storefrontPageTitles).orderConfirmation);
  const language = useLanguage();
  const fromCheckout = (useLocation().state as { source?: unknown } | null)?.source === 'shipping-details';
  useEffect(() => {
    if (fromCheckout) void refreshUnreadNotifications();
  }, [fromCheckout]);
  return (
    <section className="confirmation" aria-labelledby="confirmation-title" data-testid="order-confirmation">
      <span className="confirmation__icon">
        <Icon name="checkCircle" size={44} />
      </span>
      <h1 id="confirmation-title">{texts.title}</h1>
      <p className="confirmation__message">{texts.message}</p>
      <p className="confirmation__number">
        <span>{shared.orderNumber}</span>
        <bdi dir="ltr" data-testid="order-number">
          {orderNumber}
        </bdi>
      </p>
      <BookedSlot orderNumber={orderNumber} />
      <div className="confirmation__support">
        <h2>{texts.supportTitle}</h2>
        <p>{texts.supportMessage}</p>
        <ul>
          <li>
            <Icon name="support" size={18} />
            <span>{texts.phone}:</span>
            <a href={`tel:${supportPhone.replace(/[\s-]/g, '')}`} dir="ltr">
              {supportPhone}
            </a>
          </li>
          <li>
            <Icon name="mail" size={18} />
            <span>{texts.email}:</span>
            <a href={`mailto:${supportEmail}`} dir="ltr">
              {supportEmail}
            </a>
          </li>
        </ul>
      </div>
      <div className="confirmation__actions">
        <ButtonLink to={shopPaths.home(language)} icon="basket">
          {shared.continueShopping}
        </ButtonLink>
        <ButtonLink to={`/${language}/orders/${orderNumber}`} variant="secondary" icon="orders">
          {texts.viewOrder}
        </ButtonLink>
      </div>
    </section>
  );
}
