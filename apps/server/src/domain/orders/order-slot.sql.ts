import type { LanguageCode, OrderSlot } from '@grocery/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { orderZoneNameIn } from '../delivery/zone-names.sql';

/**
 * The delivery slot an order booked, as the contracts' orderSlot ({date, startTime, endTime,
 * zoneName}), the zone named in the language (a code, or SQL naming one per row) as booked (decision
 * 0054); null for orders placed before slots (decision 0047). Columns named in full, so it reads
 * inside subqueries too.
 */
export const orderSlotJson = (language: LanguageCode | SQL) => sql<OrderSlot | null>`case
  when ${orders.deliveryDate} is null then null
  else json_build_object('date', ${orders.deliveryDate}::text,
    'startTime', to_char(${orders.deliveryStart}, 'HH24:MI'), 'endTime', to_char(${orders.deliveryEnd}, 'HH24:MI'),
    'zoneName', ${orderZoneNameIn(language)}) end`;
