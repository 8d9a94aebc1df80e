import { Link, useLocation } from 'react-router-dom';
import { IconButton } from '../../components/button/Button';
import { Drawer } from '../../components/drawer/Drawer';
import { Icon } from '../../components/icons/Icon';
import { Logo } from '../../components/logo/Logo';
import { useLanguage } from '../../i18n/useLanguage';
import { useTexts } from '../../i18n/useTexts';
import { isMenuItemActive } from './activeItem';
import { adminMenu, menuItemTarget } from './menu';
import { adminLayoutTexts } from './texts';

type Props = { open: boolean; onClose: () => void };

export function AdminSideMenu({ open, onClose }: Props) {
  const texts = useTexts(adminLayoutTexts);
  const language = useLanguage();
  const { pathname } = useLocation();
  return (
    <Drawer id="admin-menu" open={open} onClose={onClose} label={texts.menu}>
      <div className="admin-menu">
        <div className="admin-menu__head">
          <Logo size={32} />
          <IconButton icon="close" label={texts.closeMenu} className="admin-menu__close" onClick={onClose} />
        </div>
        <nav aria-label={texts.menu}>
          {adminMenu.map((group, index) => (
            <section
              // biome-ignore lint/suspicious/noArrayIndexKey: the menu is a fixed list
              key={index}
              className="admin-menu__group"
              aria-label={group.label ? texts[group.label] : undefined}
            >
              {group.label && <h2 className="admin-menu__heading">{texts[group.label]}</h2>}
              <ul>
                {group.items.map((item) => {
                  const target = menuItemTarget(item, language);
                  const active = item.area !== 'shop' && isMenuItemActive(pathname, target, item.exact);
                  return (
                    <li key={item.label}>
                      <Link
                        to={target}
                        className={`admin-menu__item${active ? ' is-active' : ''}`}
                        aria-current={active ? 'page' : undefined}
                        onClick={onClose}
                      >
                        <Icon name={item.icon} size={20} />
                        <span>{texts[item.label]}</span>
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
        </nav>
      </div>
    </Drawer>
  );
}
