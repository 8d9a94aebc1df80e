import {
  type CreateShippingAddressRequest,
  createShippingAddressRequest,
  type LanguageCode,
  orderNoteRequest,
  orderStatusChangeRequest,
  pickedQuantitiesRequest,
} from '@grocery/contracts';
import { sql } from 'drizzle-orm';
import type { Config } from '../config/config';
import { type Database, rowsOf } from '../db/client';
import { mailOutbox, users } from '../db/schema';
import { availabilityFor } from '../domain/delivery/delivery-slots';
import { shopToday } from '../domain/delivery/delivery-slots.sql';
import type { Mailer } from '../mail/mailer';
import { demoAccounts } from '../modules/accounts/demo-accounts';
import { cartService } from '../modules/cart/cart.service';
import { ordersService } from '../modules/orders/orders.service';
import { ordersAdminService } from '../modules/orders-admin/orders-admin.service';
import { shippingService } from '../modules/shipping/shipping.service';
import { demoBusinessAddress, demoCustomers, demoShopperRates } from '../seed/demo-customers';
import { type PlannedOrder, planDemoOrders } from '../seed/demo-orders-plan';
import { createPrng, type Prng } from '../seed/prng';
import { type DemoDates, redateDemoOrders } from './demo-orders-dates';

/** The same orders for the same slots and clock. */
const demoOrdersSeed = 27_052;

interface Customer {
  userId: number;
  addressId: number;
  language: LanguageCode;
  rate: number;
}

interface Product {
  productId: number;
  unit: 'unit' | 'kg';
  minimum: number;
  step: number;
}

/**
 * The demo's mail for its orders goes to the outbox as already sent, with no send job: a new store
 * neither logs some hundred mails at start nor mails the made-up customers (decision 0052).
 */
class DemoOutbox implements Pick<Mailer, 'enqueue'> {
  mailIds: number[] = [];

  async enqueue(executor: Pick<Database, 'insert'>, message: Parameters<Mailer['enqueue']>[1]) {
    const [row] = await executor
      .insert(mailOutbox)
      .values({
        toAddress: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html,
        sentAt: sql`now()`,
        lastError: 'demo order: kept, never sent',
      })
      .returning({ mailId: mailOutbox.mailId });
    if (row) this.mailIds.push(row.mailId);
  }
}

/**
 * A few weeks of orders for the demo store (decision 0052), on a new database only (the caller
 * made the demo accounts in this start) and none when any order exists: the demo shopper's, the
 * business shopper's and four other customers', placed through the cart and finalize, moved along by
 * the demo administrator through the back office's service, then dated back (demo-orders-dates.ts).
 */
export async function seedDemoOrders(db: Database, config: Config): Promise<number> {
  const [state] = rowsOf<{ used: boolean; today: string; now: string }>(
    await db.execute(
      sql`select exists (select 1 from orders) as used, ${shopToday}::text as today, now()::text as now`,
    ),
  );
  if (!state || state.used) return 0;
  const accounts = await demoUsers(db);
  const admin = accounts.get(demoAccounts[0].email);
  const shopper = accounts.get(demoAccounts[1].email);
  const business = accounts.get(demoAccounts[2].email);
  if (!admin || !shopper || !business) return 0;

  const customers = [
    { ...shopper, rate: demoShopperRates.shopper, addressId: await defaultAddress(db, shopper.userId) },
    await withAddress(db, { ...business, rate: demoShopperRates.business }, demoBusinessAddress),
    ...(await otherCustomers(db)),
  ];
  const slots = await Promise.all(
    customers.map(
      async (customer) =>
        (await availabilityFor(db, customer.userId, customer.addressId, customer.language))?.slots ?? [],
    ),
  );
  const prng = createPrng(demoOrdersSeed);
  const now = Date.parse(state.now);
  const plan = planDemoOrders(
    customers.map((customer, index) => ({ ...customer, slots: slots[index] ?? [] })),
    now,
    state.today,
    prng,
  );
  const products = await sellableProducts(db);
  const outbox = new DemoOutbox();
  const run = orderRunner(db, config, outbox, admin.userId);
  const dates: DemoDates[] = [];
  for (const [index, order] of plan.entries()) {
    const customer = customers[order.customer] as Customer;
    const mailsBefore = outbox.mailIds.length;
    const placed = await run.place(customer, order, products, prng, `demo-order-${index + 1}`);
    if (placed === null) continue;
    await run.steps(placed, customer.language, order, prng);
    dates.push(datesOf(order, placed, outbox.mailIds.slice(mailsBefore), now, prng));
  }
  await redateDemoOrders(db, dates);
  return dates.length;
}

async function demoUsers(db: Database) {
  const rows = rowsOf<{ userId: number; email: string; language: LanguageCode }>(
    await db.execute(sql`select user_id as "userId", email, preferred_language_code as language from users
      where email in (${sql.join(
        demoAccounts.map((account) => sql`${account.email}`),
        sql`, `,
      )})`),
  );
  return new Map(rows.map((row) => [row.email, row]));
}

async function defaultAddress(db: Database, userId: number): Promise<number> {
  const [address] = await shippingService(db).list(userId);
  if (!address) throw new Error('The demo shopper has no address');
  return address.shippingAddressId;
}

/** Saves the customer's address through the storefront's service. */
async function withAddress(
  db: Database,
  customer: Omit<Customer, 'addressId'>,
  address: CreateShippingAddressRequest,
): Promise<Customer> {
  const saved = await shippingService(db).create(
    customer.userId,
    createShippingAddressRequest.parse({ ...address, isDefault: true }),
  );
  if (saved.reason) throw new Error(`The demo address was refused: ${saved.message}`);
  return { ...customer, addressId: saved.address.shippingAddressId };
}

/** The other customers: verified accounts without a password, each with an address. */
async function otherCustomers(db: Database): Promise<Customer[]> {
  const made: Customer[] = [];
  for (const customer of demoCustomers) {
    const [user] = await db
      .insert(users)
      .values({
        email: customer.email,
        displayName: customer.name,
        passwordHash: '!demo customer: no password',
        preferredLanguageCode: customer.language,
        emailVerifiedAt: new Date(),
      })
      .returning({ userId: users.userId });
    if (!user) continue;
    const { language, rate } = customer;
    made.push(await withAddress(db, { userId: user.userId, language, rate }, customer.address));
  }
  return made;
}

async function sellableProducts(db: Database): Promise<Product[]> {
  return rowsOf<Product>(
    await db.execute(sql`select product_id as "productId", unit,
        minimum_quantity::float8 as minimum, quantity_step::float8 as step
      from products where active and not out_of_stock order by product_id`),
  );
}

/** Places orders through the cart and finalize, and moves them on as the demo administrator. */
function orderRunner(db: Database, config: Config, outbox: DemoOutbox, adminId: number) {
  const cart = cartService(db);
  const orders = ordersService(db, {
    currencySymbol: config.currencySymbol,
    mailer: outbox,
    publicUrl: config.publicUrl,
  });
  const admin = ordersAdminService({ db, mailer: outbox, publicUrl: config.publicUrl });

  async function fillCart(customer: Customer, products: Product[], prng: Prng): Promise<void> {
    const weighed = products.filter((product) => product.unit === 'kg');
    const lines = prng.int(2, 5);
    for (let added = 0, tries = 0; added < lines && tries < 30; tries++) {
      const product = prng.pick(added < 2 ? weighed : products);
      const quantity = product.minimum + product.step * prng.int(0, product.unit === 'kg' ? 4 : 2);
      const outcome = await cart.add(customer.userId, {
        productId: product.productId,
        quantity: Math.round(quantity * 1000) / 1000,
        languageCode: customer.language,
      });
      // A product hidden from this customer, or a quantity its type's rule refuses: another one.
      if (outcome.reason === null) added++;
    }
  }

  return {
    async place(customer: Customer, order: PlannedOrder, products: Product[], prng: Prng, key: string) {
      await fillCart(customer, products, prng);
      const outcome = await orders.finalize(customer.userId, {
        shippingAddressId: customer.addressId,
        languageCode: customer.language,
        idempotencyKey: key,
        deliverySlot: {
          deliveryZoneWindowId: order.slot.source.deliveryZoneWindowId,
          date: order.slot.source.date,
        },
      });
      if (outcome.reason === null) return outcome.order.orderId;
      await db.execute(sql`delete from cart_items where user_id = ${customer.userId}`);
      return null;
    },

    /** Each planned step through the back office's service, naming the version it has. */
    async steps(orderId: number, language: LanguageCode, order: PlannedOrder, prng: Prng): Promise<void> {
      let version = 1;
      for (const step of order.steps) {
        if (step.kind === 'note') {
          await admin.addNote(
            adminId,
            orderId,
            orderNoteRequest.parse({ comment: step.text, tellCustomer: true }),
          );
          continue;
        }
        const request =
          step.kind === 'status'
            ? admin.changeStatus(
                adminId,
                orderId,
                orderStatusChangeRequest.parse({ toStatus: step.to, comment: step.reason, version }),
              )
            : admin.recordPicked(
                adminId,
                orderId,
                pickedQuantitiesRequest.parse({ version, lines: await picked(orderId, language, prng) }),
              );
        const result = await request;
        if (!result || result.reject) throw new Error(`Demo order ${orderId}: ${JSON.stringify(result)}`);
        version = result.order.version;
      }
    },
  };

  /** Every weighed line weighed a little off what was ordered: within −8 % and +12 %, never equal. */
  async function picked(orderId: number, language: LanguageCode, prng: Prng) {
    const items = (await admin.items(orderId, language)) ?? [];
    return items
      .filter((item) => item.unit === 'kg')
      .map((item) => {
        const factor = 1 + (prng.int(-8, 11) || 12) / 100;
        return {
          orderItemId: item.orderItemId,
          pickedQuantity: Math.round(item.quantity * factor * 1000) / 1000,
        };
      });
  }
}

/** When each of the order's rows happened, and which notifications the customer has read. */
function datesOf(
  order: PlannedOrder,
  orderId: number,
  mailIds: number[],
  now: number,
  prng: Prng,
): DemoDates {
  const timeOf = (index: number) => order.stepTimes[index] as number;
  const told = order.steps.flatMap((step, index) => (step.kind === 'picked' ? [] : [timeOf(index)]));
  const statusSteps = order.steps.flatMap((step, index) => (step.kind === 'status' ? [timeOf(index)] : []));
  const notices = [order.placedAt, ...told].map((at) => {
    const age = now - at;
    const read = age > 2 * 86_400_000 || (age > 6 * 3_600_000 && prng.chance(0.5));
    return { at, readAt: read ? Math.min(now, at + prng.int(5, 300) * 60_000) : null };
  });
  return {
    orderId,
    shiftDays: order.slot.shiftDays,
    placedAt: order.placedAt,
    statusAt: statusSteps.at(-1) ?? order.placedAt,
    history: order.stepTimes,
    notices,
    // The last mails go with the last notifications (the order received may have none).
    mails: mailIds.map((mailId, index) => ({
      mailId,
      at: (notices[notices.length - mailIds.length + index] ?? notices[0])?.at ?? order.placedAt,
    })),
  };
}
