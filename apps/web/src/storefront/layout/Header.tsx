import { countText, fillText, formatBadgeCount } from '@grocery/contracts';
import { type ComponentType, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { IconButton } from '../../components/button/Button';
import { Icon, type IconName } from '../../components/icons/Icon';
import { Logo } from '../../components/logo/Logo';
import { brandTexts } from '../../components/logo/texts';
import { useLanguage } from '../../i18n/useLanguage';
import { useTexts } from '../../i18n/useTexts';
import { useAppState } from '../../state/appState';
import { useCartBackend } from '../shared/cart/cartBackend';
import { refreshCartCount, useCartCount } from '../shared/cart/cartCount';
import { mainLayoutTexts } from './texts';

/** The search feature's box, handed in by the app: the layout imports no other feature. */
export type SearchBox = ComponentType<{ label: string; placeholder: string }>;

type Props = { menuOpen: boolean; onOpenMenu: () => void; SearchBox: SearchBox };

/** The header's bar: menu button, logo, search box, display name, notification bell and cart. */
export function Header({ menuOpen, onOpenMenu, SearchBox }: Props) {
  const texts = useTexts(mainLayoutTexts);
  const brand = useTexts(brandTexts);
  const language = useLanguage();
  const { user, unreadNotifications } = useAppState();
  return (
    <div className="site-header__bar">
      <IconButton
        icon="menu"
        label={texts.openMenu}
        className="site-header__menu"
        aria-expanded={menuOpen}
        aria-controls="side-menu"
        onClick={onOpenMenu}
      />
      <Link to={`/${language}`} className="site-header__brand" aria-label={brand.homeLink}>
        <Logo tone="light" size={38} />
      </Link>
      <div className="site-header__search">
        <SearchBox label={texts.searchLabel} placeholder={texts.searchPlaceholder} />
      </div>
      <div className="site-header__account">
        {user && (
          <span className="site-header__name" title={fillText(texts.signedInAs, { name: user.displayName })}>
            <Icon name="user" size={18} />
            {/* dir="auto": a Latin name in the Hebrew header (or the reverse) reads and truncates in its own direction. */}
            <span dir="auto">{user.displayName}</span>
          </span>
        )}
        {user && <NotificationBell count={unreadNotifications} />}
        <CartLink />
      </div>
    </div>
  );
}

/** The cart with its number of lines (recounted whenever someone signs in or out). */
function CartLink() {
  const texts = useTexts(mainLayoutTexts);
  const language = useLanguage();
  const count = useCartCount();
  const cart = useCartBackend();
  useEffect(() => {
    void refreshCartCount(cart);
  }, [cart]);
  const label = count > 0 ? `${texts.myCart}, ${countText(language, texts.cartLines, count)}` : texts.myCart;
  return (
    <CountLink
      to={`/${language}/my-cart`}
      icon="cart"
      className="site-header__cart"
      label={label}
      count={count}
      testId="cart-count"
    />
  );
}

/** Bell with the unread count; only rendered for signed-in users. */
function NotificationBell({ count }: { count: number }) {
  const texts = useTexts(mainLayoutTexts);
  const language = useLanguage();
  const label =
    count > 0 ? `${texts.notifications}, ${countText(language, texts.unread, count)}` : texts.notifications;
  return (
    <CountLink
      to={`/${language}/notifications`}
      icon="bell"
      className="site-header__bell"
      label={label}
      count={count}
    />
  );
}

type CountLinkProps = {
  to: string;
  icon: IconName;
  className: string;
  label: string;
  count: number;
  testId?: string;
};

/**
 * An icon link with its count badge drawn over it. The badge sits beside the link, not in it: the
 * link's name says the count in words ('one item'), and a badge '1' inside the link would be
 * visible text missing from its name (WCAG 2.5.3, label in name).
 */
function CountLink({ to, icon, className, label, count, testId }: CountLinkProps) {
  return (
    <span className="count-link">
      <Link to={to} className={`icon-button ${className}`} aria-label={label}>
        <Icon name={icon} />
      </Link>
      {count > 0 && (
        <span className="count-badge" aria-hidden="true" dir="ltr" data-testid={testId}>
          {formatBadgeCount(count)}
        </span>
      )}
    </span>
  );
}
