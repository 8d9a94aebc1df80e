import { maxId } from '@grocery/contracts';

type Choice = { shippingAddressId: number; isDefault: boolean };

/** Spec 4: after loading, the requested address, else the default, else the first, else none. */
export function initialSelection(addresses: readonly Choice[], requestedId: number | null): number | null {
  const chosen =
    addresses.find((address) => address.shippingAddressId === requestedId) ??
    addresses.find((address) => address.isDefault) ??
    addresses[0];
  return chosen?.shippingAddressId ?? null;
}

/** The `?addressId=` of the URL: a positive whole number, else none. */
export function readRequestedId(value: string | null): number | null {
  if (value === null || !/^\d{1,10}$/.test(value.trim())) return null;
  const id = Number(value.trim());
  return id > 0 && id <= maxId ? id : null;
}
