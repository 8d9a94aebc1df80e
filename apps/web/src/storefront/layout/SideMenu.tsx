import { formatBadgeCount } from '@grocery/contracts';
import { NavLink } from 'react-router-dom';
import { IconButton } from '../../components/button/Button';
import { Drawer } from '../../components/drawer/Drawer';
import { Icon, type IconName } from '../../components/icons/Icon';
import { LanguageLinks } from '../../components/languageLinks/LanguageLinks';
import { Logo } from '../../components/logo/Logo';
import { supportEmail } from '../../components/support';
import { useLanguage } from '../../i18n/useLanguage';
import { useTexts } from '../../i18n/useTexts';
import { useAppState } from '../../state/appState';
import { hasPermission } from '../../state/permissions';
import { useSignOut } from '../shared/session';
import { sideMenuTexts } from './sideMenuTexts';
import { mainLayoutTexts } from './texts';

type Props = { open: boolean; onClose: () => void };

type MenuLinkProps = { to: string; icon: IconName; label: string; badge?: number; mirror?: boolean };

function MenuLink({ to, icon, label, badge, mirror }: MenuLinkProps) {
  return (
    <li>
      <NavLink to={to} className="side-menu__item">
        <Icon name={icon} className={mirror ? 'mirror-rtl' : undefined} />
        <span className="side-menu__label">{label}</span>
        {badge ? (
          <span className="count-badge count-badge--inline" dir="ltr">
            {formatBadgeCount(badge)}
          </span>
        ) : null}
      </NavLink>
    </li>
  );
}

/** The storefront's side menu (drawer from the inline-start side). */
export function SideMenu({ open, onClose }: Props) {
  const texts = { ...useTexts(mainLayoutTexts), ...useTexts(sideMenuTexts) };
  const language = useLanguage();
  const { user, unreadNotifications } = useAppState();
  const signOut = useSignOut();
  const at = (path: string) => `/${language}/${path}`;
  const onSignOut = () => {
    onClose();
    void signOut();
  };
  return (
    <Drawer id="side-menu" open={open} onClose={onClose} label={texts.menu}>
      <div className="side-menu">
        <div className="side-menu__head">
          <Logo size={34} />
          <IconButton icon="close" label={texts.closeMenu} className="side-menu__close" onClick={onClose} />
        </div>
        <nav aria-label={texts.menu} className="side-menu__nav">
          <ul className="side-menu__list">
            <MenuLink to={at('categories')} icon="basket" label={texts.products} />
            <MenuLink to={at('my-cart')} icon="cart" label={texts.myCart} />
            {hasPermission(user, 'admin_access') && (
              <MenuLink to={`/admin/${language}`} icon="shield" label={texts.administration} />
            )}
          </ul>
          {user ? (
            <section className="side-menu__group" aria-labelledby="side-menu-account">
              <h2 id="side-menu-account" className="side-menu__heading">
                {texts.myAccount}
              </h2>
              <ul className="side-menu__list">
                <MenuLink to={at('my-orders')} icon="orders" label={texts.myOrders} />
                <MenuLink to={at('shipping-details')} icon="truck" label={texts.shippingDetails} />
                <MenuLink
                  to={at('notifications')}
                  icon="bell"
                  label={texts.notifications}
                  badge={unreadNotifications}
                />
                <MenuLink to={at('account-settings')} icon="settings" label={texts.personalDetails} />
                <li>
                  <button type="button" className="side-menu__item" onClick={onSignOut}>
                    <Icon name="signOut" className="mirror-rtl" />
                    <span className="side-menu__label">{texts.signOut}</span>
                  </button>
                </li>
              </ul>
            </section>
          ) : (
            <ul className="side-menu__list">
              <MenuLink to={at('sign-in')} icon="signIn" label={texts.signIn} mirror />
              <MenuLink to={at('sign-up')} icon="userPlus" label={texts.signUp} />
            </ul>
          )}
          <section className="side-menu__group" aria-labelledby="side-menu-language">
            <h2 id="side-menu-language" className="side-menu__heading">
              <Icon name="globe" size={16} /> {texts.language}
            </h2>
            <LanguageLinks
              className="side-menu__list"
              linkClassName="side-menu__item side-menu__item--language"
            />
          </section>
          <section className="side-menu__group side-menu__support" aria-labelledby="side-menu-support">
            <h2 id="side-menu-support" className="side-menu__heading">
              <Icon name="support" size={16} /> {texts.supportTeam}
            </h2>
            <p>
              <bdi dir="ltr">{supportEmail}</bdi>
            </p>
          </section>
        </nav>
      </div>
    </Drawer>
  );
}
