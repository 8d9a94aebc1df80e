import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { Icon, type IconName } from '../icons/Icon';
import './button.css';

type ButtonVariant = 'primary' | 'secondary' | 'ghost';

type Common = { variant?: ButtonVariant; icon?: IconName; mirrorIcon?: boolean; children: ReactNode };

function className(variant: ButtonVariant, extra?: string): string {
  return ['button', `button--${variant}`, extra].filter(Boolean).join(' ');
}

function Content({ icon, mirrorIcon, children }: Omit<Common, 'variant'>) {
  return (
    <>
      {icon && <Icon name={icon} size={20} className={mirrorIcon ? 'mirror-rtl' : undefined} />}
      <span>{children}</span>
    </>
  );
}

export function Button({
  variant = 'primary',
  icon,
  mirrorIcon,
  children,
  className: extra,
  type = 'button',
  ...rest
}: Common & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button type={type} className={className(variant, extra)} {...rest}>
      <Content icon={icon} mirrorIcon={mirrorIcon}>
        {children}
      </Content>
    </button>
  );
}

/** A navigation that looks like a button (it is a link, so it opens in a new tab and so on). */
export function ButtonLink({
  variant = 'primary',
  icon,
  mirrorIcon,
  children,
  className: extra,
  ...rest
}: Common & LinkProps) {
  return (
    <Link className={className(variant, extra)} {...rest}>
      <Content icon={icon} mirrorIcon={mirrorIcon}>
        {children}
      </Content>
    </Link>
  );
}

/** A round icon-only button; `label` becomes its accessible name. */
export function IconButton({
  icon,
  label,
  className: extra,
  type = 'button',
  children,
  ...rest
}: { icon: IconName; label: string; children?: ReactNode } & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type={type}
      className={['icon-button', extra].filter(Boolean).join(' ')}
      aria-label={label}
      {...rest}
    >
      <Icon name={icon} />
      {children}
    </button>
  );
}
