import type {
  CreateShippingAddressRequest,
  createShippingAddressRequest,
  GeocodePlace,
} from '@grocery/contracts';
import { type Point, roundCoordinate } from './coordinates';

const textFields = [
  'label',
  'recipientName',
  'phone',
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'postalCode',
  'country',
] as const;
export type TextFieldName = (typeof textFields)[number];

/** Spec 5: these may stay empty and are then left out of the request. */
const optionalFields: ReadonlySet<TextFieldName> = new Set(['label', 'phone', 'addressLine2', 'state']);

/** The add-address form as react-hook-form holds it (the position comes from the marker). */
export type AddressFormValues = Record<TextFieldName, string> & Point & { isDefault: boolean };

export function emptyAddress(point: Point): AddressFormValues {
  const texts = Object.fromEntries(textFields.map((field) => [field, ''])) as Record<TextFieldName, string>;
  return { ...texts, ...point, isDefault: false };
}

/** The form's values after the contract's checks (optional texts null when empty). */
export type CheckedAddress = ReturnType<typeof createShippingAddressRequest.parse>;

type Checked = Record<TextFieldName, string | null | undefined> & Point & { isDefault?: boolean };

/**
 * The create request from the checked form: texts trimmed, empty optional fields left out,
 * coordinates rounded to 6 decimals.
 */
export function addressRequestBody(values: Checked): CreateShippingAddressRequest {
  const body: Record<string, unknown> = {};
  for (const field of textFields) {
    const text = (values[field] ?? '').trim();
    if (text !== '' || !optionalFields.has(field)) body[field] = text;
  }
  body.latitude = roundCoordinate(values.latitude);
  body.longitude = roundCoordinate(values.longitude);
  body.isDefault = values.isDefault === true;
  return body as CreateShippingAddressRequest;
}

/** The address parts a geocoded place can fill in. */
const placeFields = ['addressLine1', 'city', 'state', 'postalCode', 'country'] as const;

/**
 * Field values taken over from a place: only its known parts, and only into fields `mayFill`
 * allows (empty ones after a search pick, the ones the shopper has not typed in after a drag).
 */
export function valuesFromPlace(
  place: GeocodePlace,
  mayFill: (field: TextFieldName) => boolean,
): Partial<Record<TextFieldName, string>> {
  const values: Partial<Record<TextFieldName, string>> = {};
  for (const field of placeFields) {
    const value = place[field]?.trim();
    if (value && mayFill(field)) values[field] = value;
  }
  return values;
}
