import { useTexts } from '../../i18n/useTexts';
import { brandTexts } from './texts';
import './logo.css';

/** The brand mark: a green basket with a leaf. */
export function LogoMark({ size = 40 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 48 48"
      aria-hidden="true"
      focusable="false"
      className="logo-mark"
    >
      <rect width="48" height="48" rx="14" fill="#15803d" />
      <path d="M27 9c5-3 11-2 13 0-1 5-6 8-12 7" fill="#86efac" />
      <path d="M24 17c1-4 3-6 5-8" stroke="#dcfce7" strokeWidth="2.4" strokeLinecap="round" fill="none" />
      <path d="M9 20h30l-3.2 17.2a3 3 0 0 1-3 2.5H15.2a3 3 0 0 1-3-2.5L9 20z" fill="#fff" />
      <path d="M17 25v9M24 25v9M31 25v9" stroke="#15803d" strokeWidth="2.6" strokeLinecap="round" />
      <circle cx="15" cy="18" r="4" fill="#ef4444" />
      <circle cx="33" cy="18.5" r="3.4" fill="#f59e0b" />
    </svg>
  );
}

/** Mark and brand name. */
export function Logo({ size = 40, tone = 'dark' }: { size?: number; tone?: 'dark' | 'light' }) {
  const texts = useTexts(brandTexts);
  return (
    <span className={`logo logo--${tone}`}>
      <LogoMark size={size} />
      <span className="logo__name" dir="ltr">
        {texts.brandName}
      </span>
    </span>
  );
}
