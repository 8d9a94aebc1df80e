import type { userTypesAdminEndpoints } from '@grocery/contracts';
import { examplesOf } from './examples-of';
import { asPage, userTypePricesPage, userTypeSummary } from './shapes';

export const userTypesAdminExamples = examplesOf<typeof userTypesAdminEndpoints>()({
  list: { response: { reject: false, reason: null, userTypes: [userTypeSummary] } },
  create: {
    body: { name: 'Business', description: 'Restaurants and offices: bulk prices.', categoryIds: [7] },
    response: { reject: false, reason: null, userType: userTypeSummary },
  },
  userType: { response: { reject: false, reason: null, userType: userTypeSummary } },
  update: {
    body: { name: 'Business', description: 'Restaurants and offices: bulk prices.', categoryIds: [7] },
    response: { reject: false, reason: null, userType: userTypeSummary },
  },
  remove: { response: { reject: false, reason: null, removedFromUsers: 1, pricesDropped: 13 } },
  prices: { response: userTypePricesPage },
  pricesPage: { response: asPage(userTypePricesPage) },
  savePrices: {
    body: { prices: [{ productId: 1042, price: 12.9, minimumQuantity: 1, quantityStep: 1 }] },
    response: {
      reject: false,
      reason: null,
      saved: 1,
      rows: [
        {
          productId: 1042,
          productName: 'Fresh milk 3% 1 L',
          externalId: 17,
          onlinePrice: 12.9,
          unit: 'unit',
          price: 12.9,
          minimumQuantity: 1,
          quantityStep: 1,
        },
      ],
    },
  },
});
