import type { Position } from '@grocery/contracts';

/**
 * A checked zone ring as PostgreSQL's polygon text, '((lng,lat),…)', to bind as a parameter and cast
 * `::polygon` (decision 0047). The closing corner is left out: PostgreSQL closes a polygon itself.
 */
export const polygonLiteral = (ring: readonly Position[]) =>
  `(${ring
    .slice(0, -1)
    .map(([lng, lat]) => `(${lng},${lat})`)
    .join(',')})`;
