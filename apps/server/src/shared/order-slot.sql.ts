import type { OrderSlot } from '@grocery/contracts';
import { sql } from 'drizzle-orm';
import { orders } from '../db/schema';

/**
 * The delivery slot an order booked, as the contracts' orderSlot ({date, startTime, endTime,
 * zoneName}); null for orders placed before slots (decision 0047). Columns named in full, so it reads
 * inside subqueries too.
 */
export const orderSlotJson = sql<OrderSlot | null>`case when ${orders.deliveryDate} is null then null
  else json_build_object('date', ${orders.deliveryDate}::text,
    'startTime', to_char(${orders.deliveryStart}, 'HH24:MI'), 'endTime', to_char(${orders.deliveryEnd}, 'HH24:MI'),
    'zoneName', ${orders.deliveryZoneName}) end`;
