import {
  adminPagePaths,
  countText,
  fillText,
  formatDateIn,
  formatPrice,
  formatQuantity,
  type LanguageCode,
  toThousandths,
} from '@grocery/contracts';
import { Skeleton, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router-dom';
import { orderStatusTexts } from '../../components/orderStatus/texts';
import { useLanguage } from '../../i18n/useLanguage';
import { useTexts } from '../../i18n/useTexts';
import { PageError } from '../shared/feedback';
import { type DashboardAnswer, type DashboardLoader, dashboardQueryOptions } from './queries';
import { dashboardTexts } from './texts';

type Texts = { [K in keyof (typeof dashboardTexts)['en']]: string };

/** The orders grid with these filters in its query string (the names the grid reads). */
function ordersLink(language: LanguageCode, filters: Record<string, string | number>): string {
  const query = new URLSearchParams(
    Object.entries(filters).map(([name, value]) => [name, String(value)]),
  ).toString();
  return `/admin/${language}/${adminPagePaths.orders}${query ? `?${query}` : ''}`;
}

/**
 * The dashboard's orders figures (decision 0046): today and this week, orders waiting per status,
 * this week's best sellers; each figure opens the orders grid with the filters it was counted with.
 */
export function DashboardFigures({ load }: { load?: DashboardLoader }) {
  const texts = useTexts(dashboardTexts);
  const language = useLanguage();
  const figures = useQuery(dashboardQueryOptions(language, load));
  const titleId = useId();

  let body: ReactNode;
  if (figures.data) body = <Figures answer={figures.data} texts={texts} language={language} />;
  else if (figures.isError)
    body = <PageError message={texts.loadFailed} error={figures.error} onRetry={() => figures.refetch()} />;
  else body = <FiguresSkeleton label={texts.loading} />;

  return (
    <section className="dashboard-figures" aria-labelledby={titleId} aria-busy={figures.isPending}>
      <h2 id={titleId} className="dashboard-figures__title">
        {texts.title}
      </h2>
      {body}
    </section>
  );
}

function FiguresSkeleton({ label }: { label: string }) {
  return (
    <div className="dashboard-figures__grid" data-testid="dashboard-loading">
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      {['today', 'week', 'waiting', 'top'].map((card) => (
        <div key={card} className={`dashboard-card dashboard-card--${card}`}>
          <Skeleton height={18} width="40%" />
          <Skeleton height={36} mt="md" width="60%" />
          <Skeleton height={14} mt="sm" width="80%" />
        </div>
      ))}
    </div>
  );
}

type FiguresProps = { answer: DashboardAnswer; texts: Texts; language: LanguageCode };

function Figures({ answer, texts, language }: FiguresProps) {
  const money = (amount: number) => formatPrice(amount, answer.currencySymbol);
  const { today, week } = answer;
  return (
    <>
      <p className="dashboard-figures__note">{fillText(texts.timeZoneNote, { timeZone: answer.timeZone })}</p>
      <div className="dashboard-figures__grid">
        <PeriodCard
          name="today"
          title={texts.today}
          detail={formatDateIn(language, today.from)}
          period={today}
          empty={texts.noOrdersToday}
          texts={texts}
          language={language}
          money={money}
        />
        <PeriodCard
          name="week"
          title={texts.thisWeek}
          detail={fillText(texts.weekSince, { date: formatDateIn(language, week.from) })}
          period={week}
          empty={texts.noOrdersThisWeek}
          texts={texts}
          language={language}
          money={money}
        />
        <WaitingCard waiting={answer.waiting} texts={texts} language={language} />
        <TopProductsCard answer={answer} texts={texts} language={language} money={money} />
      </div>
    </>
  );
}

type PeriodProps = {
  name: 'today' | 'week';
  title: string;
  detail: string;
  period: DashboardAnswer['today'];
  empty: string;
  texts: Texts;
  language: LanguageCode;
  money: (amount: number) => string;
};

function PeriodCard({ name, title, detail, period, empty, texts, language, money }: PeriodProps) {
  const titleId = useId();
  return (
    <article className={`dashboard-card dashboard-card--${name}`} aria-labelledby={titleId}>
      <h3 id={titleId} className="dashboard-card__title">
        {title}
      </h3>
      <p className="dashboard-card__detail">{detail}</p>
      <Link
        className="dashboard-card__figure"
        to={ordersLink(language, { createdFrom: period.from, createdTo: period.to })}
      >
        {countText(language, texts.orders, period.orders)}
      </Link>
      {period.orders === 0 && <p className="dashboard-card__empty">{empty}</p>}
      <dl className="dashboard-card__revenue">
        <dt>{texts.revenue}</dt>
        <dd>
          <bdi>{money(period.revenue)}</bdi>
        </dd>
      </dl>
      <p className="dashboard-card__hint">{texts.revenueNote}</p>
    </article>
  );
}

function WaitingCard({
  waiting,
  texts,
  language,
}: {
  waiting: DashboardAnswer['waiting'];
  texts: Texts;
  language: LanguageCode;
}) {
  const statusTexts = useTexts(orderStatusTexts);
  const titleId = useId();
  const none = waiting.every((entry) => entry.orders === 0);
  return (
    <article className="dashboard-card dashboard-card--waiting" aria-labelledby={titleId}>
      <h3 id={titleId} className="dashboard-card__title">
        {texts.waitingTitle}
      </h3>
      <ul className="dashboard-waiting">
        {waiting.map((entry) => (
          <li key={entry.status}>
            <Link
              to={ordersLink(language, { status: entry.status })}
              className={entry.orders === 0 ? 'dashboard-waiting__link is-zero' : 'dashboard-waiting__link'}
              data-status={entry.status}
            >
              <span>{statusTexts[entry.status] ?? statusTexts.unknown}</span>
              <span className="dashboard-waiting__count">{entry.orders}</span>
            </Link>
          </li>
        ))}
      </ul>
      {none && <p className="dashboard-card__empty">{texts.nothingWaiting}</p>}
    </article>
  );
}

function TopProductsCard({
  answer,
  texts,
  language,
  money,
}: {
  answer: DashboardAnswer;
  texts: Texts;
  language: LanguageCode;
  money: (amount: number) => string;
}) {
  const titleId = useId();
  const { week, topProducts } = answer;
  return (
    <article className="dashboard-card dashboard-card--top" aria-labelledby={titleId}>
      <h3 id={titleId} className="dashboard-card__title">
        {texts.topTitle}
      </h3>
      {topProducts.length === 0 ? (
        <p className="dashboard-card__empty">{texts.topEmpty}</p>
      ) : (
        <table className="dashboard-top" aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col">{texts.product}</th>
              <th scope="col">{texts.quantity}</th>
              <th scope="col">{texts.ordersColumn}</th>
              <th scope="col">{texts.revenueColumn}</th>
            </tr>
          </thead>
          <tbody>
            {topProducts.map((product) => (
              <tr key={product.productId}>
                <th scope="row">
                  <Link
                    to={ordersLink(language, {
                      productId: product.productId,
                      createdFrom: week.from,
                      createdTo: week.to,
                    })}
                  >
                    {product.productName}
                  </Link>
                </th>
                <td>{formatQuantity(toThousandths(product.quantity))}</td>
                <td>{product.orders}</td>
                <td>
                  <bdi>{money(product.revenue)}</bdi>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </article>
  );
}
