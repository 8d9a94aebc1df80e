import type { GeocodePlace } from '@grocery/contracts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/button/Button';
import { TextField } from '../../../components/form/Field';
import { Icon } from '../../../components/icons/Icon';
import { useTexts } from '../../../i18n/useTexts';
import { searchPlaces } from './api';
import { type Point, readSearchInput } from './coordinates';
import { addressFormTexts } from './texts';

/** A line under the search box: a failure, or what happened. */
export type Notice = { tone: 'error' | 'info'; text: string } | null;

type Props = {
  text: string;
  onTextChange: (text: string) => void;
  /** 'lat, lon' typed in the box, or the browser's location. */
  onPoint: (point: Point, source: 'typed' | 'located') => void;
  onPlace: (place: GeocodePlace) => void;
  onNotice: (notice: Notice) => void;
};

/**
 * The search box (spec 5): 'lat, lon' moves the marker directly, other text is geocoded and up to
 * five places are offered. Searching runs on Enter or the button, not while typing: the geocoding
 * service forbids search-as-you-type.
 */
export function AddressSearch({ text, onTextChange, onPoint, onPlace, onNotice }: Props) {
  const texts = useTexts(addressFormTexts);
  const [places, setPlaces] = useState<GeocodePlace[] | null>(null);
  const [searching, setSearching] = useState(false);
  const [locating, setLocating] = useState(false);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const search = async (event: FormEvent) => {
    event.preventDefault();
    running.current?.abort();
    setPlaces(null);
    onNotice(null);
    const input = readSearchInput(text);
    if (input.kind === 'point') return onPoint(input.point, 'typed');
    if (input.kind === 'outOfRange') return onNotice({ tone: 'error', text: texts.outOfRange });
    if (input.kind === 'tooShort') return onNotice({ tone: 'info', text: texts.tooShort });
    const controller = new AbortController();
    running.current = controller;
    setSearching(true);
    try {
      const found = await searchPlaces(input.query, controller.signal);
      setPlaces(found);
      if (found.length === 0) onNotice({ tone: 'info', text: texts.noResults });
    } catch (error) {
      if (controller.signal.aborted) return;
      console.warn('address search failed', error);
      onNotice({ tone: 'error', text: texts.geocoderDown });
    } finally {
      if (running.current === controller) setSearching(false);
    }
  };

  const locate = () => {
    onNotice(null);
    if (!('geolocation' in navigator)) return onNotice({ tone: 'error', text: texts.geolocationUnsupported });
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        onPoint({ latitude: coords.latitude, longitude: coords.longitude }, 'located');
      },
      (error) => {
        setLocating(false);
        const denied = error.code === error.PERMISSION_DENIED;
        onNotice({ tone: 'error', text: denied ? texts.geolocationDenied : texts.geolocationFailed });
      },
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 },
    );
  };

  const pick = (place: GeocodePlace) => {
    setPlaces(null);
    onTextChange(place.displayName);
    onPlace(place);
  };

  return (
    <search className="address-search">
      <form className="address-search__row" noValidate onSubmit={search}>
        <TextField
          label={texts.searchLabel}
          placeholder={texts.searchPlaceholder}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          dir="auto"
          value={text}
          onChange={(event) => onTextChange(event.target.value)}
        />
        <Button
          type="submit"
          variant="secondary"
          icon="search"
          disabled={searching}
          aria-busy={searching || undefined}
        >
          {searching ? texts.searching : texts.search}
        </Button>
      </form>
      {places && places.length > 0 && (
        <ul className="place-results" aria-label={texts.results}>
          {places.map((place, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two places may share a name and point
            <li key={index}>
              <button type="button" className="place-results__choice" onClick={() => pick(place)}>
                <Icon name="map" size={18} />
                <span dir="auto">{place.displayName}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <Button
        className="address-search__locate"
        variant="ghost"
        icon="globe"
        onClick={locate}
        disabled={locating}
      >
        {locating ? texts.locating : texts.locateMe}
      </Button>
    </search>
  );
}
