import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/client';
import { type SendOutcome, type SyncPort, syncWith } from './cartSync';
import type { LocalCartItem } from './localCart';

function port(
  items: LocalCartItem[],
  send: (productId: number, delta: number) => Promise<SendOutcome>,
  extra: Partial<SyncPort> = {},
) {
  const stored = new Map(items.map((item) => [item.productId, item]));
  const sent: [number, number][] = [];
  const value: SyncPort = {
    items: async () => [...stored.values()],
    remove: async (productId) => {
      stored.delete(productId);
    },
    send: async (productId, delta) => {
      sent.push([productId, delta]);
      return send(productId, delta);
    },
    rule: async () => null,
    current: async () => 0,
    ...extra,
  };
  return { port: value, stored, sent };
}

const ok: SendOutcome = { ok: true };

describe('syncWith', () => {
  it('returns 0 and sends nothing for an empty device cart', async () => {
    const send = vi.fn(async () => ok);
    expect(await syncWith(port([], send).port)).toBe(0);
    expect(send).not.toHaveBeenCalled();
  });

  it('sends each item as a delta in thousandths and deletes it once accepted', async () => {
    const setup = port(
      [
        { productId: 1, quantity: 2 },
        { productId: 2, quantity: 0.75 },
      ],
      async () => ok,
    );
    expect(await syncWith(setup.port)).toBe(2);
    expect(setup.sent).toEqual([
      [1, 2000],
      [2, 750],
    ]);
    expect(setup.stored.size).toBe(0);
  });

  it('drops an item the server rejects for good (out of stock) and goes on', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const setup = port(
      [
        { productId: 1, quantity: 1 },
        { productId: 2, quantity: 1 },
      ],
      async (productId) => (productId === 1 ? { ok: false, reason: 'OUT_OF_STOCK' } : ok),
    );
    expect(await syncWith(setup.port)).toBe(1);
    expect(setup.stored.size).toBe(0);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it("raises a quantity to the user's own minimum and sends it once more", async () => {
    const setup = port(
      [{ productId: 3, quantity: 1 }],
      async (_productId, delta) => (delta === 1000 ? { ok: false, reason: 'QUANTITY_BELOW_MINIMUM' } : ok),
      { rule: async () => ({ minimumQuantity: 12, quantityStep: 12 }), current: async () => 0 },
    );
    expect(await syncWith(setup.port)).toBe(1);
    expect(setup.sent).toEqual([
      [3, 1000],
      [3, 12000],
    ]);
  });

  it('keeps the items when the server cannot be reached, for the next sync', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const setup = port(
      [
        { productId: 1, quantity: 1 },
        { productId: 2, quantity: 1 },
      ],
      async () => {
        throw new ApiError('The server could not be reached.', 0, 'NETWORK_ERROR');
      },
    );
    expect(await syncWith(setup.port)).toBe(0);
    expect(setup.stored.size).toBe(2);
    expect(setup.sent).toHaveLength(1);
    error.mockRestore();
  });

  it('keeps the items on a server fault but drops a malformed one (400)', async () => {
    const quiet = [
      vi.spyOn(console, 'error').mockImplementation(() => {}),
      vi.spyOn(console, 'warn').mockImplementation(() => {}),
    ];
    const fault = port([{ productId: 1, quantity: 1 }], async () => {
      throw new ApiError('boom', 500, 'INTERNAL_ERROR');
    });
    expect(await syncWith(fault.port)).toBe(0);
    expect(fault.stored.size).toBe(1);
    const malformed = port([{ productId: 1, quantity: 0.0001 }], async () => {
      throw new ApiError('bad', 400, 'BAD_REQUEST');
    });
    expect(await syncWith(malformed.port)).toBe(0);
    expect(malformed.stored.size).toBe(0);
    for (const spy of quiet) spy.mockRestore();
  });
});
