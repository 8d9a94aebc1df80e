import type { DatabaseHandle } from '../db/client';
import type { StopListening } from '../db/notices';
import type { AnswerCache } from './answer-cache';

/** The channel the catalogue tables' triggers notify on (migration 0004). */
export const catalogueChannel = 'catalogue_changed';

/**
 * Keeps an answer cache true to the database: emptied on every catalogue change any instance (or
 * the point-of-sale sync, or a hand-run SQL statement) commits; bypassed until the listener hears
 * and whenever it goes deaf, since a change made meanwhile would go unnoticed.
 */
export function followCatalogueChanges(database: DatabaseHandle, cache: AnswerCache<unknown>): StopListening {
  cache.bypass();
  return database.listen(catalogueChannel, {
    onNotice: () => cache.clear(),
    onDeaf: () => cache.bypass(),
    onListening: () => cache.resume(),
  });
}
