/**
 * The point-of-sale system as the catalogue sync sees it (decision 0048): sign in, page through the
 * catalogue with a resumable cursor, and fetch what changed since a time. Two connectors implement
 * it: the POS HTTP API (connectors/pos-http.ts, against the reference POS of apps/pos-reference) and
 * Israel's price-transparency files (connectors/price-full/). Every value is as the POS gave it,
 * checked: a malformed item is reported (`PosItemProblem`), never guessed at.
 */

import type { PackageUnit } from '@grocery/contracts';

/** An item of the POS catalogue: the fields the POS owns (decision 0048). */
export interface PosItem {
  /** The POS's own code of the item (ItemCode); unique within the POS, digits only. */
  externalId: string;
  /** A checked GTIN (EAN-13, EAN-8 or UPC-A), or null when the POS has none or only an internal code. */
  barcode: string | null;
  /** The name in the POS (often Hebrew). */
  name: string;
  /** The POS's category, when it has them. */
  category: PosCategory | null;
  /** The price, decimal text with at most 2 decimals, never negative; per kg when `unit` is kg. */
  price: string;
  unit: 'unit' | 'kg';
  /** Units (or kg) in stock; null when the POS does not say. */
  stock: number | null;
  /** False when the POS has withdrawn it. */
  active: boolean;
  /** When the POS last changed it (ISO instant); null when it does not say. */
  changedAt: string | null;
  /** The maker and the country of origin (decision 0065); null when the POS does not say. */
  manufacturer: string | null;
  country: string | null;
  /** What one package holds, in `packageUnit`; both null when unknown. */
  packageQuantity: number | null;
  packageUnit: PackageUnit | null;
  /** The POS's own price per unit of measure, decimal text; kept as given, not used to price. */
  measurePrice: string | null;
}

export interface PosCategory {
  externalId: string;
  name: string;
}

/** An item the connector read but could not accept, with why (it is listed as a failed item). */
export interface PosItemProblem {
  /** The item's code when it could be read. */
  externalId: string | null;
  error: string;
}

/** One page of items; `next` continues after it (null: the end). */
export interface PosPage {
  items: PosItem[];
  problems: PosItemProblem[];
  next: string | null;
  /** How many items the whole catalogue (or change set) holds, when the POS says. */
  total: number | null;
}

export type PosSignInReason =
  | 'CODE_REQUIRED'
  | 'WRONG_CREDENTIALS'
  | 'USERNAME_REQUIRED'
  | 'PASSWORD_REQUIRED';

export interface PosCredentials {
  username: string;
  password: string;
  /** The one-time code, on the second try after CODE_REQUIRED. */
  code?: string;
}

/**
 * A session and, when the POS gives one, the refresh token that renews it without password or code
 * (decision 0053).
 */
export interface PosGrant {
  session: string;
  refreshToken: string | null;
}

/** TOO_MANY_TRIES: the POS locks the username out for now after wrong tries; `retryAfterSeconds` when it says. */
export type PosSignIn =
  | ({ ok: true } & PosGrant)
  | { ok: false; reason: PosSignInReason }
  | { ok: false; reason: 'TOO_MANY_TRIES'; retryAfterSeconds: number | null };

/**
 * Renewing an expired session: a new grant, or the POS wants a sign-in again: with its one-time code
 * (CODE_REQUIRED) or without one (SIGN_IN_REQUIRED).
 */
export type PosRenewal =
  | ({ ok: true } & PosGrant)
  | { ok: false; reason: 'CODE_REQUIRED' | 'SIGN_IN_REQUIRED' };

/**
 * A failure of the POS itself (not of one item): the run fails with `reason`, nothing half-written.
 * SESSION_EXPIRED is renewed by the run when it can; CODE_REQUIRED and SIGN_IN_REQUIRED say it cannot.
 */
export class PosUnavailable extends Error {
  constructor(
    readonly reason:
      | 'SESSION_EXPIRED'
      | 'CODE_REQUIRED'
      | 'SIGN_IN_REQUIRED'
      | 'TIMEOUT'
      | 'BAD_ANSWER'
      | 'UNREACHABLE'
      | 'BAD_FILE',
    message: string,
  ) {
    super(message);
  }
}

export interface PosConnector {
  signIn(credentials: PosCredentials): Promise<PosSignIn>;
  /** A new session from the sign-in's refresh token; absent when the POS offers no renewal. */
  renew?(refreshToken: string): Promise<PosRenewal>;
  /** The catalogue from `cursor` (null: the start), at most `limit` items. */
  catalogue(session: string, cursor: string | null, limit: number): Promise<PosPage>;
  /** The items changed since `since` (ISO instant), from `cursor`. */
  changesSince(session: string, since: string, cursor: string | null, limit: number): Promise<PosPage>;
  /** The POS's promotions as a PromoFull (decision 0070); null or absent when it has none to give. */
  promotions?(session: string): Promise<AsyncIterable<Buffer> | null>;
}
