/** Faults tests switch on at run time (README, "Faults"). Setting any of them restarts the count. */
export interface Faults {
  /** Each answer waits this long (ms). */
  slowMs: number;
  /** Every Nth request answers 500 (0: never; 1: always). */
  failEvery: number;
  /** Every Nth request has its connection destroyed without an answer (0: never). */
  dropEvery: number;
  /** Answers are cut in half: not JSON. */
  garbage: boolean;
  /** Every session expires now (a refresh token renews it). */
  expireSessions(): void;
  /** Every refresh token expires now: the next renewal asks for the code again (sign-in without one). */
  expireRefreshTokens(): void;
  /** All faults off. */
  reset(): void;
}

export type FaultAction = 'drop' | 'fail' | 'answer';

export function createFaults(expire: Pick<Faults, 'expireSessions' | 'expireRefreshTokens'>) {
  let slowMs = 0;
  let failEvery = 0;
  let dropEvery = 0;
  let garbage = false;
  let seen = 0;
  const count = (value: unknown) => {
    seen = 0;
    return Number.isInteger(value) && (value as number) > 0 ? (value as number) : 0;
  };

  const faults: Faults = {
    get slowMs() {
      return slowMs;
    },
    set slowMs(value) {
      slowMs = count(value);
    },
    get failEvery() {
      return failEvery;
    },
    set failEvery(value) {
      failEvery = count(value);
    },
    get dropEvery() {
      return dropEvery;
    },
    set dropEvery(value) {
      dropEvery = count(value);
    },
    get garbage() {
      return garbage;
    },
    set garbage(value) {
      garbage = value === true;
    },
    expireSessions: expire.expireSessions,
    expireRefreshTokens: expire.expireRefreshTokens,
    reset() {
      slowMs = failEvery = dropEvery = seen = 0;
      garbage = false;
    },
  };

  /** What to do with the next request (drop wins over fail when both fall on it). */
  function next(): FaultAction {
    seen++;
    if (dropEvery && seen % dropEvery === 0) return 'drop';
    if (failEvery && seen % failEvery === 0) return 'fail';
    return 'answer';
  }

  const state = () => ({ slowMs, failEvery, dropEvery, garbage });
  return { faults, next, state };
}
