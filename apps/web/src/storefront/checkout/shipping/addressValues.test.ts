import { createShippingAddressRequest } from '@grocery/contracts';
import { describe, expect, it } from 'vitest';
import { formIssueText } from '../../shared/form/formIssueText';
import { addressRequestBody, emptyAddress, valuesFromPlace } from './addressValues';

const point = { latitude: 32.0853, longitude: 34.7818 };
const filled = {
  ...emptyAddress(point),
  recipientName: ' Dana Levi ',
  addressLine1: 'Dizengoff 50',
  city: 'Tel Aviv',
  postalCode: '6433222',
  country: 'Israel',
};

describe('the create request', () => {
  it('leaves empty optional fields out', () => {
    const body = addressRequestBody(filled);
    expect(body).toEqual({
      recipientName: 'Dana Levi',
      addressLine1: 'Dizengoff 50',
      city: 'Tel Aviv',
      postalCode: '6433222',
      country: 'Israel',
      latitude: 32.0853,
      longitude: 34.7818,
      isDefault: false,
    });
    for (const field of ['label', 'phone', 'addressLine2', 'state']) expect(field in body).toBe(false);
  });

  it('keeps optional fields with text, trimmed, and blank ones out', () => {
    const body = addressRequestBody({
      ...filled,
      label: ' Home ',
      phone: '   ',
      state: 'Center',
      isDefault: true,
    });
    expect(body.label).toBe('Home');
    expect(body.state).toBe('Center');
    expect('phone' in body).toBe(false);
    expect(body.isDefault).toBe(true);
  });

  it('takes the checked form (optional fields null) and rounds the position', () => {
    const checked = createShippingAddressRequest.parse({
      ...filled,
      latitude: 32.08531234,
      longitude: -0.0000001,
    });
    const body = addressRequestBody(checked);
    expect('label' in body).toBe(false);
    expect(body.latitude).toBe(32.085312);
    expect(body.longitude).toBe(0);
    expect(createShippingAddressRequest.safeParse(body).success).toBe(true);
  });
});

describe('a geocoded place', () => {
  const place = {
    displayName: 'Dizengoff Street 50, Tel Aviv-Yafo, Israel',
    latitude: 32.0776,
    longitude: 34.7737,
    addressLine1: 'Dizengoff Street 50',
    city: 'Tel Aviv-Yafo',
    state: null,
    postalCode: ' ',
    country: 'Israel',
  };

  it('fills only its known parts into the allowed fields', () => {
    expect(valuesFromPlace(place, (field) => field !== 'city')).toEqual({
      addressLine1: 'Dizengoff Street 50',
      country: 'Israel',
    });
  });
});

describe('field messages', () => {
  it('read the contract checks through the shared map', () => {
    const result = createShippingAddressRequest.safeParse(
      { ...emptyAddress(point), phone: '1'.repeat(41), city: '   ' },
      { reportInput: true },
    );
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [
        issue.path.join('.'),
        formIssueText(issue, { language: 'en' }),
      ]),
    );
    expect(messages).toEqual({
      recipientName: 'This field is required',
      phone: 'This field must be at most 40 characters',
      addressLine1: 'This field is required',
      city: 'This field is required',
      postalCode: 'This field is required',
      country: 'This field is required',
    });
  });
});
