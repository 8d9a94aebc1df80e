import { LogoMark } from '../../components/logo/Logo';
import { fillText } from '../../i18n/dictionary';
import { useTexts } from '../../i18n/useTexts';
import { usePublicConfig } from '../../state/publicConfig';
import { dashboardTexts } from './texts';
import './dashboard.css';

/** The admin home (also shown for about and settings). */
export function DashboardPage() {
  const texts = useTexts(dashboardTexts);
  const { appVersion, environment } = usePublicConfig();
  return (
    <section className="dashboard" data-testid="admin-dashboard">
      <LogoMark size={96} />
      <h1>{texts.productTitle}</h1>
      <p className="dashboard__system">{texts.systemName}</p>
      <p className="dashboard__welcome">{texts.welcome}</p>
      <p className="dashboard__meta">
        <span>{fillText(texts.version, { version: appVersion })}</span>
        {environment && <span>{fillText(texts.environment, { environment })}</span>}
      </p>
    </section>
  );
}
