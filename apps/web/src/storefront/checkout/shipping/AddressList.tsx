import type { ShippingAddress } from '@grocery/contracts';
import { useTexts } from '../../../i18n/useTexts';
import { shippingTexts } from './texts';

type Props = {
  addresses: ShippingAddress[];
  selectedId: number | null;
  /** The address whose set-default call is running. */
  settingDefault: number | null;
  onSelect: (address: ShippingAddress) => void;
  onSetDefault: (address: ShippingAddress) => void;
};

/**
 * The saved addresses as one radio group: Tab reaches the group, arrow keys move the choice (the
 * platform's radio behaviour). Each card has the default badge or a set-as-default button.
 */
export function AddressList({ addresses, selectedId, settingDefault, onSelect, onSetDefault }: Props) {
  const texts = useTexts(shippingTexts);
  return (
    <fieldset className="address-list">
      <legend className="visually-hidden">{texts.savedTitle}</legend>
      <ul className="address-list__items">
        {addresses.map((address) => {
          const selected = address.shippingAddressId === selectedId;
          const place = [address.city, address.state, address.postalCode].filter(Boolean).join(', ');
          return (
            <li
              key={address.shippingAddressId}
              className={`address-card${selected ? ' address-card--selected' : ''}`}
              data-testid="address-card"
            >
              <label className="address-card__choice">
                <input
                  type="radio"
                  name="shipping-address"
                  className="address-card__radio"
                  value={address.shippingAddressId}
                  checked={selected}
                  onChange={() => onSelect(address)}
                />
                <span className="address-card__text">
                  {address.label && (
                    <span className="address-card__label" dir="auto">
                      {address.label}
                    </span>
                  )}
                  <strong className="address-card__recipient" dir="auto">
                    {address.recipientName}
                  </strong>
                  <span dir="auto">{address.addressLine1}</span>
                  {address.addressLine2 && <span dir="auto">{address.addressLine2}</span>}
                  <span dir="auto">{place}</span>
                  <span dir="auto">{address.country}</span>
                  {address.phone && (
                    <bdi dir="ltr" className="address-card__phone">
                      {address.phone}
                    </bdi>
                  )}
                </span>
              </label>
              <div className="address-card__footer">
                {address.isDefault ? (
                  <span className="address-card__badge">{texts.isDefault}</span>
                ) : (
                  <button
                    type="button"
                    className="address-card__set-default"
                    disabled={settingDefault !== null}
                    aria-busy={settingDefault === address.shippingAddressId || undefined}
                    onClick={() => onSetDefault(address)}
                  >
                    {texts.setDefault}
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
