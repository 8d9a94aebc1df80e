import { endpointsOf } from '../endpoint';
import type * as schemas from '../promotions/promotions-admin';

const read = ['admin_access', 'promotions:read'] as const;
const write = ['admin_access', 'promotions:write'] as const;
const base = '/api/admin/promotions';

/** Promotions (decision 0068): the shop's own and those the price files bring; every change audited. */
export const promotionsEndpoints = endpointsOf<typeof schemas>()('promotions', {
  list: {
    method: 'GET',
    path: base,
    access: read,
    cache: 'private',
    summary: 'A page of promotions, filtered by active, current/future/past, source and name.',
    query: 'promotionListQuery',
    response: 'promotionListResponse',
    deprecated: { since: '2026-11-30', sunset: '2027-06-01', successor: '/api/v2/admin/promotions' },
  },
  page: {
    method: 'GET',
    path: '/api/v2/admin/promotions',
    access: read,
    cache: 'private',
    summary:
      'A page of promotions in the one list shape, filtered by active, current/future/past, source and name.',
    query: 'promotionPageQuery',
    response: 'promotionPageResponse',
  },
  get: {
    method: 'GET',
    path: `${base}/:promotionId`,
    access: read,
    cache: 'private',
    summary: 'One promotion with its products, categories and customer types.',
    params: 'promotionParams',
    response: 'promotionResponse',
  },
  create: {
    method: 'POST',
    path: base,
    access: write,
    idempotent: true,
    summary: "Adds one of the shop's promotions; a business refusal names its field.",
    body: 'promotionRequest',
    response: 'promotionSaveResponse',
  },
  update: {
    method: 'PUT',
    path: `${base}/:promotionId`,
    access: write,
    summary: "Replaces one of the shop's promotions (CONFLICT when its version moved on).",
    params: 'promotionParams',
    body: 'promotionRequest',
    response: 'promotionSaveResponse',
  },
  setActive: {
    method: 'PUT',
    path: `${base}/:promotionId/active`,
    access: write,
    summary: 'Switches a promotion on or off; an imported one stays as the shop set it through every sync.',
    params: 'promotionParams',
    body: 'promotionActiveRequest',
    response: 'promotionSaveResponse',
  },
  preview: {
    method: 'POST',
    path: `${base}/preview`,
    access: read,
    summary:
      'What a shopper of the given customer types would pay for the lines under the promotion as typed; writes nothing.',
    body: 'promotionPreviewRequest',
    response: 'promotionPreviewResponse',
  },
});
