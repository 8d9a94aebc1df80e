import { endpointsOf } from '../endpoint';
import type * as schemas from '../user-types-admin';

const base = '/api/admin/user-types';

/** User types (customer types) and the prices page. */
export const userTypesAdminEndpoints = endpointsOf<typeof schemas>()('user-types-admin', {
  list: {
    method: 'GET',
    path: base,
    access: ['admin_access'],
    cache: 'private',
    summary:
      'Every user type with its description, categories and counts; any back-office user may list them (the users admin and the pickers).',
    response: 'adminUserTypesResponse',
  },
  userType: {
    method: 'GET',
    path: `${base}/:userTypeId`,
    summary: 'One user type: its categories, and how many users and prices it has.',
    access: ['admin_access', 'user_types:read'],
    cache: 'private',
    params: 'userTypeParams',
    response: 'userTypeResponse',
  },
  create: {
    method: 'POST',
    path: base,
    summary: 'Creates a user type.',
    access: ['admin_access', 'user_types:write'],
    idempotent: true,
    body: 'userTypeRequest',
    response: 'userTypeSaveResponse',
  },
  update: {
    method: 'PUT',
    path: `${base}/:userTypeId`,
    access: ['admin_access', 'user_types:write'],
    summary: 'Replaces the name, description and the categories this type sees.',
    params: 'userTypeParams',
    body: 'userTypeRequest',
    response: 'userTypeSaveResponse',
  },
  remove: {
    method: 'DELETE',
    path: `${base}/:userTypeId`,
    access: ['admin_access', 'user_types:write'],
    summary:
      'Deletes the type: its users lose it and its prices go. Refused (ONLY_TYPE_OF_CATEGORY) while it alone sees a category.',
    params: 'userTypeParams',
    response: 'deleteUserTypeResponse',
  },
  prices: {
    method: 'GET',
    path: `${base}/:userTypeId/prices`,
    access: ['admin_access', 'pricing:read'],
    cache: 'private',
    summary: "A page of products with this type's price, minimum and step.",
    params: 'userTypeParams',
    query: 'userTypePricesQuery',
    response: 'userTypePricesResponse',
    deprecated: {
      since: '2026-11-30',
      sunset: '2027-06-01',
      successor: '/api/v2/admin/user-types/:userTypeId/prices',
    },
  },
  pricesPage: {
    method: 'GET',
    path: '/api/v2/admin/user-types/:userTypeId/prices',
    access: ['admin_access', 'pricing:read'],
    cache: 'private',
    summary: "A page of products with this type's price, minimum and step, in the one list shape.",
    params: 'userTypeParams',
    query: 'userTypePricesPageQuery',
    response: 'userTypePricesPageResponse',
  },
  savePrices: {
    method: 'PUT',
    path: `${base}/:userTypeId/prices`,
    access: ['admin_access', 'pricing:write'],
    summary: 'Saves changed rows of the prices grid in one transaction.',
    params: 'userTypeParams',
    query: 'userTypePricesSaveQuery',
    body: 'userTypePricesRequest',
    response: 'userTypePricesSaveResponse',
  },
});
