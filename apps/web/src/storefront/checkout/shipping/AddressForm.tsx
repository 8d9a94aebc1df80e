import { createShippingAddressRequest, type GeocodePlace, type ShippingAddress } from '@grocery/contracts';
import { useEffect, useRef, useState } from 'react';
import { isSignedOut } from '../../../api/client';
import { FormMessage } from '../../../components/form/FormMessage';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { notify } from '../../../components/toast/toast';
import { useTexts } from '../../../i18n/useTexts';
import { usePublicConfig } from '../../../state/publicConfig';
import { useSchemaForm } from '../../shared/form/useSchemaForm';
import { AddressFields } from './AddressFields';
import { AddressMap, type MapView } from './AddressMap';
import { AddressSearch, type Notice } from './AddressSearch';
import {
  type AddressFormValues,
  addressRequestBody,
  emptyAddress,
  type TextFieldName,
  valuesFromPlace,
} from './addressValues';
import { createAddress, reversePlace } from './api';
import { formatPoint, type Point, placeZoom } from './coordinates';
import { addressFormTexts } from './texts';

/** Where the page wants the map: a selected address, or the default place. */
export type MapFocus = { point: Point; zoom: number; searchText: string; version: number };

type Outcome = 'incomplete' | 'tooMany' | 'failed' | null;

type Props = {
  focus: MapFocus;
  onSaved: (address: ShippingAddress) => void;
  onSignedOut: () => void;
};

/** The add-address panel: search, locate me, the map with its marker, the fields and Save. */
export function AddressForm({ focus, onSaved, onSignedOut }: Props) {
  const texts = useTexts(addressFormTexts);
  const { mapTileUrl, mapAttribution } = usePublicConfig();
  const [marker, setMarker] = useState(focus.point);
  const [view, setView] = useState<MapView>({ centre: focus.point, zoom: focus.zoom, version: 0 });
  const [searchText, setSearchText] = useState(focus.searchText);
  const [notice, setNotice] = useState<Notice>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const lookup = useRef<AbortController | null>(null);
  /** What the geocoder last wrote into each field; a field still holding it was not typed in. */
  const filled = useRef<Partial<Record<TextFieldName, string>>>({});
  // The shared map's sentences without a label ("This field is required"): each shows under its field.
  const form = useSchemaForm<typeof createShippingAddressRequest, AddressFormValues>({
    schema: createShippingAddressRequest,
    defaultValues: emptyAddress(focus.point),
  });
  const { getValues, setValue, handleSubmit, reset, formState } = form;

  const moveMarker = (point: Point) => {
    setMarker(point);
    setValue('latitude', point.latitude);
    setValue('longitude', point.longitude);
  };
  const showPoint = (point: Point, zoom = placeZoom) => {
    moveMarker(point);
    setView((current) => ({ centre: point, zoom, version: current.version + 1 }));
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new focus version is the only trigger
  useEffect(() => {
    if (focus.version === 0) return;
    lookup.current?.abort();
    showPoint(focus.point, focus.zoom);
    setSearchText(focus.searchText);
    setNotice(null);
  }, [focus.version]);
  useEffect(() => () => lookup.current?.abort(), []);

  const notTyped = (field: TextFieldName) => {
    const value = getValues(field).trim();
    return value === '' || value === filled.current[field];
  };
  const fillFrom = (place: GeocodePlace) => {
    const values = valuesFromPlace(place, notTyped);
    for (const [field, value] of Object.entries(values) as [TextFieldName, string][]) {
      filled.current[field] = value;
      // Re-check only fields whose error may already show (left once, or after a save attempt).
      const shown = form.formState.isSubmitted || form.getFieldState(field).isTouched;
      setValue(field, value, { shouldValidate: shown });
    }
  };

  /** Reverse geocoding after a drag, a click or locate me; only the newest answer counts. */
  const lookUp = async (point: Point) => {
    lookup.current?.abort();
    const controller = new AbortController();
    lookup.current = controller;
    setNotice({ tone: 'info', text: texts.lookingUp });
    try {
      const place = await reversePlace(point, controller.signal);
      if (controller.signal.aborted) return;
      if (place) fillFrom(place);
      setNotice(place ? null : { tone: 'info', text: texts.noAddressHere });
    } catch (error) {
      if (controller.signal.aborted) return;
      console.warn('reverse geocoding failed', error);
      setNotice({ tone: 'error', text: texts.geocoderDown });
    }
  };

  const onPick = (point: Point) => {
    moveMarker(point);
    void lookUp(point);
  };

  const save = handleSubmit(
    async (values) => {
      setOutcome(null);
      try {
        const answer = await createAddress(addressRequestBody(values));
        if (answer.reject) {
          setOutcome(answer.reason === 'TOO_MANY_ADDRESSES' ? 'tooMany' : 'failed');
          return;
        }
        notify.success(texts.saved);
        filled.current = {};
        reset(emptyAddress(marker));
        onSaved(answer.address);
      } catch (error) {
        console.error('saving the address failed', error);
        if (isSignedOut(error)) onSignedOut();
        else setOutcome('failed');
      }
    },
    () => setOutcome('incomplete'),
  );

  return (
    <div className="address-form">
      <AddressSearch
        text={searchText}
        onTextChange={setSearchText}
        onPoint={(point, source) => {
          showPoint(point);
          if (source === 'located') void lookUp(point);
        }}
        onPlace={(place) => {
          lookup.current?.abort();
          showPoint({ latitude: place.latitude, longitude: place.longitude });
          fillFrom(place);
        }}
        onNotice={setNotice}
      />
      {notice && (
        <p
          className={`address-notice address-notice--${notice.tone}`}
          role={notice.tone === 'error' ? 'alert' : 'status'}
        >
          {notice.text}
        </p>
      )}
      <AddressMap
        tileUrl={mapTileUrl}
        attribution={mapAttribution}
        marker={marker}
        view={view}
        label={texts.mapLabel}
        markerLabel={texts.markerLabel}
        unavailableNote={texts.mapUnavailable}
        onPick={onPick}
      />
      <p className="address-coordinates">
        {texts.coordinates}: <bdi dir="ltr">{formatPoint(marker)}</bdi>
      </p>
      <form className="form" noValidate onSubmit={save}>
        <p className="address-form__note">{texts.requiredNote}</p>
        <AddressFields form={form} />
        <label className="check-row">
          <input type="checkbox" {...form.register('isDefault')} />
          <span>{texts.makeDefault}</span>
        </label>
        {outcome === 'incomplete' && !formState.isValid && (
          <FormMessage tone="error">{texts.completeRequired}</FormMessage>
        )}
        {outcome === 'tooMany' && <FormMessage tone="error">{texts.tooMany}</FormMessage>}
        {outcome === 'failed' && <FormMessage tone="error">{texts.saveFailed}</FormMessage>}
        <SubmitButton
          pending={formState.isSubmitting}
          pendingLabel={texts.saving}
          blocked={!formState.isValid}
          icon="check"
        >
          {texts.save}
        </SubmitButton>
      </form>
    </div>
  );
}
