import type { shippingEndpoints } from '@grocery/contracts';
import { examplesOf } from './examples-of';
import { address } from './shapes';

export const shippingExamples = examplesOf<typeof shippingEndpoints>()({
  list: { response: { reject: false, reason: null, addresses: [address] } },
  create: {
    body: {
      label: 'Home',
      recipientName: 'Dana Levi',
      phone: '+972 50 123 4567',
      addressLine1: 'Herzl 12',
      addressLine2: 'Apartment 4',
      city: 'Tel Aviv',
      state: 'Tel Aviv District',
      postalCode: '6100001',
      country: 'Israel',
      latitude: 32.0853,
      longitude: 34.7818,
      isDefault: true,
    },
    response: { reject: false, reason: null, address },
  },
  setDefault: { response: { reject: false, reason: null, address } },
});
