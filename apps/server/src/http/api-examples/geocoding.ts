import type { geocodingEndpoints } from '@grocery/contracts';
import { examplesOf } from './examples-of';

export const geocodingExamples = examplesOf<typeof geocodingEndpoints>()({
  search: {
    response: {
      reject: false,
      reason: null,
      places: [
        {
          displayName: 'Dana Levi',
          latitude: 32.0853,
          longitude: 34.7818,
          addressLine1: 'Herzl 12',
          city: 'Tel Aviv',
          state: 'Tel Aviv District',
          postalCode: '6100001',
          country: 'Israel',
        },
      ],
    },
  },
  reverse: {
    response: {
      reject: false,
      reason: null,
      place: {
        displayName: 'Dana Levi',
        latitude: 32.0853,
        longitude: 34.7818,
        addressLine1: 'Herzl 12',
        city: 'Tel Aviv',
        state: 'Tel Aviv District',
        postalCode: '6100001',
        country: 'Israel',
      },
    },
  },
});
