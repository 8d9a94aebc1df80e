import {
  type CreateShippingAddressReason,
  type createShippingAddressRequest,
  type ShippingAddress,
  shippingAddressesMax,
} from '@grocery/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Database, rowsOf } from '../../db/client';
import { shippingAddresses } from '../../db/schema';
import { lockUser, type Transaction } from '../../db/user-lock';

type NewAddress = z.output<typeof createShippingAddressRequest>;
type Row = typeof shippingAddresses.$inferSelect;
type CreateOutcome =
  | { reason: CreateShippingAddressReason; message: string }
  | { reason: null; address: ShippingAddress };

const toAddress = ({ userId: _, createdAt: __, ...row }: Row): ShippingAddress => ({
  ...row,
  latitude: Number(row.latitude),
  longitude: Number(row.longitude),
});

/** Every change of a user's default runs under lockUser: clear the old one, then set the new one. */
async function clearDefault(tx: Transaction, userId: number) {
  await tx
    .update(shippingAddresses)
    .set({ isDefault: false })
    .where(and(eq(shippingAddresses.userId, userId), eq(shippingAddresses.isDefault, true)));
}

export function shippingService(db: Database) {
  const ofUser = (userId: number) => eq(shippingAddresses.userId, userId);

  return {
    /** The user's addresses, the default first, then the newest first. */
    async list(userId: number): Promise<ShippingAddress[]> {
      const rows = await db
        .select()
        .from(shippingAddresses)
        .where(ofUser(userId))
        .orderBy(
          desc(shippingAddresses.isDefault),
          desc(shippingAddresses.createdAt),
          desc(shippingAddresses.shippingAddressId),
        );
      return rows.map(toAddress);
    },

    /** Saves an address; the user's first one is the default, a later one only when asked. */
    async create(userId: number, input: NewAddress): Promise<CreateOutcome> {
      return db.transaction(async (tx) => {
        await lockUser(tx, userId);
        const [counted] = rowsOf<{ count: number }>(
          await tx.execute(
            sql`select count(*)::int as count from shipping_addresses where user_id = ${userId}`,
          ),
        );
        const count = counted?.count ?? 0;
        if (count >= shippingAddressesMax) {
          return {
            reason: 'TOO_MANY_ADDRESSES' as const,
            message: `You can keep at most ${shippingAddressesMax} addresses. Use one of the saved ones.`,
          };
        }
        const isDefault = count === 0 || input.isDefault;
        if (isDefault && count > 0) await clearDefault(tx, userId);
        const [row] = await tx
          .insert(shippingAddresses)
          .values({
            ...input,
            userId,
            isDefault,
            latitude: input.latitude.toFixed(6),
            longitude: input.longitude.toFixed(6),
          })
          .returning();
        return { reason: null, address: toAddress(row as Row) };
      });
    },

    /** Makes one of the user's addresses the default; null when the user has no such address. */
    async setDefault(userId: number, shippingAddressId: number): Promise<ShippingAddress | null> {
      return db.transaction(async (tx) => {
        await lockUser(tx, userId);
        const [row] = await tx
          .select()
          .from(shippingAddresses)
          .where(and(ofUser(userId), eq(shippingAddresses.shippingAddressId, shippingAddressId)));
        if (!row) return null;
        if (!row.isDefault) {
          await clearDefault(tx, userId);
          await tx
            .update(shippingAddresses)
            .set({ isDefault: true })
            .where(eq(shippingAddresses.shippingAddressId, shippingAddressId));
        }
        return toAddress({ ...row, isDefault: true });
      });
    },
  };
}

export type ShippingService = ReturnType<typeof shippingService>;
