import type { Dashboard, LanguageCode } from '@grocery/contracts';
import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client';
import { type DashboardRow, dashboardStatement } from './dashboard.sql';
import { todayAndWeek } from './shop-days';

export interface DashboardDeps {
  db: Database;
  /** The shop's configured symbol, as finalize stamps it on each order. */
  currencySymbol: string;
  timeZone: string;
}

export type DashboardFigures = Omit<Dashboard, 'reject' | 'reason'>;

/** The back office's home figures (decision 0046), read in one statement. */
export function dashboardService({ db, currencySymbol, timeZone }: DashboardDeps) {
  return {
    /** Today's and this week's figures as of `now`, names in the language asked. */
    async figures(languageCode: LanguageCode, now: Date): Promise<DashboardFigures> {
      const { today, week } = todayAndWeek(now, timeZone);
      const statement = dashboardStatement({
        todayStart: today.start,
        weekStart: week.start,
        end: week.end,
        languageCode,
      });
      // Read by one process: PostgreSQL would share a week's lines among parallel workers, which on
      // a small server costs more time (gathering) and twice the CPU (a whole week: 31 ms in 3
      // processes against 23 ms in one, bench/orders-admin.ts).
      const [row] = await db.transaction(async (tx) => {
        await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
        return rowsOf<DashboardRow>(await tx.execute(statement));
      });
      if (!row) throw new Error('The dashboard statement answered no row');
      return {
        timeZone,
        currencySymbol,
        today: { orders: row.todayOrders, revenue: row.todayRevenue, from: today.from, to: today.to },
        week: { orders: row.weekOrders, revenue: row.weekRevenue, from: week.from, to: week.to },
        waiting: row.waiting,
        topProducts: row.topProducts,
      };
    },
  };
}
