import { useTexts } from '../../i18n/useTexts';
import { LogoMark } from '../logo/Logo';
import { loadingTexts } from './texts';
import './loading.css';

/** Full-page loading screen shown while the app starts (config, later the session). */
export function LoadingScreen() {
  const texts = useTexts(loadingTexts);
  return (
    <div className="loading-screen" role="status" aria-live="polite" data-testid="loading-screen">
      <div className="loading-screen__mark">
        <LogoMark size={64} />
      </div>
      <p className="loading-screen__text">{texts.loading}</p>
    </div>
  );
}

/** Small in-page indicator for lazily loaded pages. */
export function PageLoading() {
  const texts = useTexts(loadingTexts);
  return (
    <div className="page-loading" role="status">
      <span className="page-loading__spinner" aria-hidden="true" />
      <span>{texts.page}</span>
    </div>
  );
}
