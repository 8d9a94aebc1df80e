import {
  map as createMap,
  marker as createMarker,
  divIcon,
  type LatLng,
  type Map as LeafletMap,
  type Marker as LeafletMarker,
  tileLayer,
} from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import 'leaflet/dist/leaflet.css';
import type { Point } from './coordinates';

/** Where the map looks; a new `version` moves it there even when the place is the same. */
export type MapView = { centre: Point; zoom: number; version: number };

type Props = {
  tileUrl: string;
  attribution: string;
  marker: Point;
  view: MapView;
  label: string;
  markerLabel: string;
  /** Shown over the map when its tiles cannot be loaded (offline, or the tile server fails). */
  unavailableNote: string;
  /** The shopper dragged the marker or clicked the map. */
  onPick: (point: Point) => void;
};

/** A drawn pin, so no marker image is fetched from anywhere. */
const pin = divIcon({
  className: 'address-pin',
  html:
    '<svg viewBox="0 0 32 42" width="32" height="42" aria-hidden="true">' +
    '<path d="M16 1C7.7 1 1 7.6 1 15.8 1 27 16 41 16 41s15-14 15-25.2C31 7.6 24.3 1 16 1z"/>' +
    '<circle cx="16" cy="15.5" r="5.5"/></svg>',
  iconSize: [32, 42],
  iconAnchor: [16, 41],
});

/** Leaflet keeps dragging across the date line; the server wants longitudes in -180..180. */
function toPoint(latLng: LatLng): Point {
  const wrapped = latLng.wrap();
  return { latitude: wrapped.lat, longitude: wrapped.lng };
}

/**
 * The address map, drawn with Leaflet itself (react-leaflet's licence, Hippocratic 2.1, is not an
 * open-source one). It stays left-to-right in Hebrew, as maps do.
 */
export function AddressMap({
  tileUrl,
  attribution,
  marker,
  view,
  label,
  markerLabel,
  unavailableNote,
  onPick,
}: Props) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<LeafletMap | null>(null);
  const pinMarker = useRef<LeafletMarker | null>(null);
  const pick = useRef(onPick);
  pick.current = onPick;
  const [tilesFailed, setTilesFailed] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is made once; props follow below
  useEffect(() => {
    if (!element.current) return;
    const created = createMap(element.current, { scrollWheelZoom: false }).setView(
      [view.centre.latitude, view.centre.longitude],
      view.zoom,
    );
    // The note stays away once any tile has loaded: a single failed tile is no outage.
    let anyLoaded = false;
    setTilesFailed(false);
    tileLayer(tileUrl, { attribution })
      .on('tileerror', () => setTilesFailed(!anyLoaded))
      .on('tileload', () => {
        anyLoaded = true;
        setTilesFailed(false);
      })
      .addTo(created);
    const placed = createMarker([marker.latitude, marker.longitude], {
      icon: pin,
      draggable: true,
      title: markerLabel,
      alt: markerLabel,
    }).addTo(created);
    placed.on('dragend', () => pick.current(toPoint(placed.getLatLng())));
    created.on('click', (event) => pick.current(toPoint(event.latlng)));
    map.current = created;
    pinMarker.current = placed;
    return () => {
      created.remove();
      map.current = null;
      pinMarker.current = null;
    };
  }, [tileUrl, attribution]);

  useEffect(() => {
    pinMarker.current?.setLatLng([marker.latitude, marker.longitude]);
  }, [marker.latitude, marker.longitude]);

  // Not animated: Leaflet finishes a zoom animation on a timer that outlives the map, and fails when
  // the map was removed meanwhile (the shopper moved on).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new version moves the map
  useEffect(() => {
    if (view.version > 0)
      map.current?.setView([view.centre.latitude, view.centre.longitude], view.zoom, { animate: false });
  }, [view.version]);

  return (
    <section className="address-map" dir="ltr" aria-label={label}>
      <div ref={element} className="address-map__canvas" />
      {tilesFailed && (
        <p className="address-map__note" role="status" dir="auto">
          {unavailableNote}
        </p>
      )}
    </section>
  );
}
