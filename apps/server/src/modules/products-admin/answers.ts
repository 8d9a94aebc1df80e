import { notFound } from '../../http/http-error';

/** The value, or a 404 when it is null (a missing product, or a missing thing of it). */
export function orNotFound<T>(value: T | null, what = 'No such product.'): T {
  if (value === null) throw notFound(what);
  return value;
}
