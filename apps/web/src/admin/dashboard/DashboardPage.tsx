import { fillText } from '@grocery/contracts';
import { LogoMark } from '../../components/logo/Logo';
import { useTexts } from '../../i18n/useTexts';
import { useAppState } from '../../state/appState';
import { hasPermission } from '../../state/permissions';
import { usePublicConfig } from '../../state/publicConfig';
import { DashboardFigures } from './DashboardFigures';
import type { DashboardLoader } from './queries';
import { dashboardTexts } from './texts';
import './dashboard.css';

/**
 * The admin home (also shown for about and settings): the product's title, and for admins who may
 * read orders the orders figures below it (decision 0046). `load` is for component tests.
 */
export function DashboardPage({ load }: { load?: DashboardLoader } = {}) {
  const texts = useTexts(dashboardTexts);
  const { appVersion, environment } = usePublicConfig();
  const { user } = useAppState();
  return (
    <div className="dashboard-home">
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
      {hasPermission(user, 'orders:read') && <DashboardFigures load={load} />}
    </div>
  );
}
