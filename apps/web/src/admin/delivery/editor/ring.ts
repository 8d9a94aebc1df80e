import { checkRing, type Position } from '@grocery/contracts';
import type { GeoJSONStoreFeatures } from 'terra-draw';

/**
 * Where a polygon's edges cross, as drawn so far (the closing corner and any corner placed twice,
 * a double click, are left out first: only real crossings count, so a ring still being drawn passes).
 */
export function crossingsOf(coordinates: readonly unknown[]): Position[] {
  const checked = checkRing(coordinates);
  return 'crossings' in checked ? (checked.crossings ?? []) : [];
}

/** The outline of a store's polygon feature, or null for anything else. */
export function ringOf(feature: GeoJSONStoreFeatures | undefined): Position[] | null {
  if (feature?.geometry.type !== 'Polygon') return null;
  const checked = checkRing(feature.geometry.coordinates[0] ?? []);
  return 'ring' in checked ? checked.ring : null;
}

/** The outline as the store wants it: a polygon feature of the polygon mode. */
export function polygonFeature(ring: readonly Position[]): GeoJSONStoreFeatures {
  return {
    type: 'Feature',
    geometry: { type: 'Polygon', coordinates: [ring.map(([lng, lat]) => [lng, lat])] },
    properties: { mode: 'polygon' },
  } as GeoJSONStoreFeatures;
}
