import type { ShippingAddress } from '@grocery/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isSignedOut } from '../../../api/client';
import { useDocumentTitle } from '../../../components/documentTitle/useDocumentTitle';
import { EmptyState, ErrorState } from '../../../components/loadState/LoadState';
import { SkeletonCards } from '../../../components/skeleton/Skeleton';
import { notify } from '../../../components/toast/toast';
import { useTexts } from '../../../i18n/useTexts';
import { useViewer } from '../../shared/catalogue/queries';
import { RequireSignIn, useEndSession, useSessionEnded } from '../../shared/signIn';
import { storefrontPageTitles } from '../../shared/texts';
import { AddressForm, type MapFocus } from './AddressForm';
import { AddressList } from './AddressList';
import { setDefaultAddress } from './api';
import { defaultCentre, defaultZoom, placeZoom } from './coordinates';
import { checkoutQueries } from './queries';
import { initialSelection, readRequestedId } from './selection';
import { DeliveryStep } from './slots/DeliveryStep';
import { shippingTexts } from './texts';
import '../../../components/form/form.css';
import './shipping.css';

/**
 * Shipping details (spec 2, 4, 5): saved addresses to choose from, the delivery time of the chosen
 * one (decision 0047) and continue to checkout on the left, a new address on the map on the right;
 * for signed-in users only.
 */
export function ShippingDetailsPage() {
  useDocumentTitle(useTexts(storefrontPageTitles).shippingDetails);
  return (
    <RequireSignIn>
      <ShippingDetails />
    </RequireSignIn>
  );
}

function ShippingDetails() {
  const texts = useTexts(shippingTexts);
  const [params] = useSearchParams();
  const requestedId = readRequestedId(params.get('addressId'));
  const queryClient = useQueryClient();
  const query = checkoutQueries.addresses(useViewer());
  const { data: addresses, status, error, refetch } = useQuery(query);
  // The list as if the page opened again (skeleton, then the first selection): an address went away.
  const reload = () => void queryClient.resetQueries({ queryKey: query.queryKey });
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [settingDefault, setSettingDefault] = useState<number | null>(null);
  const [focus, setFocus] = useState<MapFocus>({
    point: defaultCentre,
    zoom: defaultZoom,
    searchText: '',
    version: 0,
  });
  const selected = addresses?.find((address) => address.shippingAddressId === selectedId) ?? null;

  /** Spec 4: selecting moves the map there and puts line 1 in the search box; none resets both. */
  const select = (address: ShippingAddress | null) => {
    setSelectedId(address?.shippingAddressId ?? null);
    setFocus((current) => ({
      point: address ? { latitude: address.latitude, longitude: address.longitude } : defaultCentre,
      zoom: address ? placeZoom : defaultZoom,
      searchText: address?.addressLine1 ?? '',
      version: current.version + 1,
    }));
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the rule applies once per (re)load
  useEffect(() => {
    if (!addresses) return;
    const id = initialSelection(addresses, requestedId);
    select(addresses.find((address) => address.shippingAddressId === id) ?? null);
  }, [status]);

  const signedOut = useEndSession();
  // The session ended before the list came: sign in again.
  useSessionEnded(error);

  /** One default at a time: the new default clears the others' flag. */
  const putAddress = (changed: ShippingAddress) =>
    queryClient.setQueryData(query.queryKey, (list) => {
      if (!list) return list;
      const others = list.map((address) =>
        changed.isDefault && address.isDefault ? { ...address, isDefault: false } : address,
      );
      const known = others.some((address) => address.shippingAddressId === changed.shippingAddressId);
      return known
        ? others.map((address) =>
            address.shippingAddressId === changed.shippingAddressId ? changed : address,
          )
        : [...others, changed];
    });

  const makeDefault = async (address: ShippingAddress) => {
    setSettingDefault(address.shippingAddressId);
    try {
      putAddress(await setDefaultAddress(address.shippingAddressId));
      notify.success(texts.defaultUpdated);
    } catch (error) {
      if (isSignedOut(error)) return signedOut();
      console.error('setting the default address failed', error);
      notify.error(texts.defaultFailed);
    } finally {
      setSettingDefault(null);
    }
  };

  return (
    <section className="shipping" aria-labelledby="shipping-title">
      <header className="shipping__header">
        <h1 id="shipping-title">{texts.title}</h1>
        <p>{texts.intro}</p>
      </header>
      <div className="shipping__layout">
        <section className="shipping__panel" aria-labelledby="shipping-saved-title">
          <h2 id="shipping-saved-title">{texts.savedTitle}</h2>
          {status === 'pending' && <SkeletonCards count={3} layout="list" />}
          {error && <ErrorState message={texts.loadFailed} onRetry={() => void refetch()} />}
          {addresses?.length === 0 && <EmptyState icon="map" title={texts.empty} />}
          {addresses && addresses.length > 0 && (
            <AddressList
              addresses={addresses}
              selectedId={selectedId}
              settingDefault={settingDefault}
              onSelect={select}
              onSetDefault={makeDefault}
            />
          )}
          {addresses && (
            <DeliveryStep
              key={selectedId ?? 'none'}
              address={selected}
              onDefaultChanged={putAddress}
              onAddressGone={reload}
              onSignedOut={signedOut}
            />
          )}
        </section>
        <section className="shipping__panel" aria-labelledby="shipping-new-title">
          <h2 id="shipping-new-title">{texts.newTitle}</h2>
          <AddressForm
            focus={focus}
            onSaved={(address) => {
              putAddress(address);
              select(address);
            }}
            onSignedOut={signedOut}
          />
        </section>
      </div>
    </section>
  );
}
