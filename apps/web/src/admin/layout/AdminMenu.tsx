import { NavLink } from '@mantine/core';
import { useId } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Icon } from '../../components/icons/Icon';
import { useLanguage } from '../../i18n/useLanguage';
import { useTexts } from '../../i18n/useTexts';
import type { AdminPage } from '../shared/texts';
import { type AdminMenuGroup, adminMenu, isItemActive, menuItemTarget, visibleMenu } from './menu';
import { adminLayoutTexts } from './texts';

type Props = {
  /** Whether the user may open a page: its item shows only then. */
  canOpen: (page: AdminPage) => boolean;
  /** Called when an item is followed (the phone drawer closes). */
  onNavigate: () => void;
};

/** The side menu's entries, in groups, each shown only to users who may open its page. */
export function AdminMenu({ canOpen, onNavigate }: Props) {
  const texts = useTexts(adminLayoutTexts);
  return (
    <nav aria-label={texts.menu} className="admin-menu">
      {visibleMenu(adminMenu, canOpen).map((group) => (
        <MenuGroup key={group.items[0]?.label} group={group} onNavigate={onNavigate} />
      ))}
    </nav>
  );
}

function MenuGroup({ group, onNavigate }: { group: AdminMenuGroup; onNavigate: () => void }) {
  const texts = useTexts(adminLayoutTexts);
  const language = useLanguage();
  const { pathname } = useLocation();
  const headingId = useId();
  return (
    <div className="admin-menu__group">
      {group.label && (
        <p className="admin-menu__heading" id={headingId}>
          {texts[group.label]}
        </p>
      )}
      <ul aria-labelledby={group.label ? headingId : undefined}>
        {group.items.map((item) => {
          const active = isItemActive(item, pathname, language);
          return (
            <li key={item.label}>
              <NavLink
                component={Link}
                to={menuItemTarget(item, language)}
                label={texts[item.label]}
                leftSection={<Icon name={item.icon} size={20} />}
                active={active}
                aria-current={active ? 'page' : undefined}
                className="admin-menu__item"
                onClick={onNavigate}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
