import { Link } from 'react-router-dom';
import { useAppState } from '../../app/appState';
import { IconButton } from '../../components/button/Button';
import { Icon } from '../../components/icons/Icon';
import { Logo } from '../../components/logo/Logo';
import { brandTexts } from '../../components/logo/texts';
import { fillText } from '../../i18n/dictionary';
import { formatBadgeCount } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { useTexts } from '../../i18n/useTexts';
import { mainLayoutTexts } from './texts';

type Props = { menuOpen: boolean; onOpenMenu: () => void };

/** The header's bar: menu button, logo, search box, display name and notification bell. */
export function Header({ menuOpen, onOpenMenu }: Props) {
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
      {/* The search itself comes with the search issue; for now the box is in place. */}
      <search className="site-header__search">
        <form onSubmit={(event) => event.preventDefault()}>
          <label className="search-box">
            <Icon name="search" size={20} />
            <span className="visually-hidden">{texts.searchLabel}</span>
            <input
              type="search"
              name="q"
              placeholder={texts.searchPlaceholder}
              autoComplete="off"
              enterKeyHint="search"
            />
          </label>
        </form>
      </search>
      <div className="site-header__account">
        {user && (
          <span className="site-header__name" title={fillText(texts.signedInAs, { name: user.displayName })}>
            <Icon name="user" size={18} />
            {/* dir="auto": a Latin name in the Hebrew header (or the reverse) reads and truncates in its own direction. */}
            <span dir="auto">{user.displayName}</span>
          </span>
        )}
        {user && <NotificationBell count={unreadNotifications} />}
      </div>
    </div>
  );
}

/** Bell with the unread count; only rendered for signed-in users. */
function NotificationBell({ count }: { count: number }) {
  const texts = useTexts(mainLayoutTexts);
  const language = useLanguage();
  const label =
    count > 0 ? `${texts.notifications}, ${fillText(texts.unread, { count })}` : texts.notifications;
  return (
    <Link to={`/${language}/notifications`} className="icon-button site-header__bell" aria-label={label}>
      <Icon name="bell" />
      {count > 0 && (
        <span className="count-badge" aria-hidden="true" dir="ltr">
          {formatBadgeCount(count)}
        </span>
      )}
    </Link>
  );
}
