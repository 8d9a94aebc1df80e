import { useLocation } from 'react-router-dom';
import { useLanguage } from '../../i18n/useLanguage';
import { useTexts } from '../../i18n/useTexts';
import { Button, ButtonLink } from '../button/Button';
import { useDocumentTitle } from '../documentTitle/useDocumentTitle';
import { supportMailto } from '../support';
import { notify } from '../toast/toast';
import { notFoundTexts } from './texts';
import './notFound.css';

/** Shown for unknown routes and unknown language segments, inside the main layout. */
export function NotFoundPage() {
  const texts = useTexts(notFoundTexts);
  useDocumentTitle(texts.title);
  const language = useLanguage();
  const location = useLocation();
  const requestSupport = () => {
    notify.info(texts.supportOpening);
    window.location.href = supportMailto(
      texts.supportSubject,
      `${window.location.origin}${location.pathname}`,
    );
  };
  return (
    <section className="not-found" data-testid="not-found">
      <NotFoundArt />
      <p className="not-found__code" aria-hidden="true">
        {texts.code}
      </p>
      <h1>{texts.title}</h1>
      <p className="not-found__message">{texts.message}</p>
      <div className="not-found__actions">
        <ButtonLink to={`/${language}/categories`} icon="basket">
          {texts.shopNow}
        </ButtonLink>
        <Button variant="secondary" icon="support" onClick={requestSupport}>
          {texts.requestSupport}
        </Button>
      </div>
    </section>
  );
}

/** An empty, tipped-over basket. */
function NotFoundArt() {
  return (
    <svg className="not-found__art" viewBox="0 0 200 120" aria-hidden="true" focusable="false">
      <ellipse cx="100" cy="108" rx="80" ry="8" fill="#dcfce7" />
      <g transform="rotate(-14 100 70)">
        <path
          d="M50 50h100l-10 50a6 6 0 0 1-6 5H66a6 6 0 0 1-6-5L50 50z"
          fill="#fff"
          stroke="#15803d"
          strokeWidth="4"
        />
        <path d="M75 60v32M100 60v32M125 60v32" stroke="#86efac" strokeWidth="5" strokeLinecap="round" />
        <path d="M70 50c8-22 52-22 60 0" fill="none" stroke="#15803d" strokeWidth="4" strokeLinecap="round" />
      </g>
      <circle cx="165" cy="98" r="9" fill="#ef4444" />
      <path d="M165 89c1-4 4-6 7-6" stroke="#15803d" strokeWidth="3" fill="none" strokeLinecap="round" />
      <path d="M28 96c6-2 14-2 18 4-6 4-14 3-18-4z" fill="#f59e0b" />
    </svg>
  );
}
