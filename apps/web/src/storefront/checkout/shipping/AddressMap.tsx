import { divIcon, type LatLng } from 'leaflet';
import { useEffect } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
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

function FollowView({ view }: { view: MapView }) {
  const map = useMap();
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new version moves the map
  useEffect(() => {
    if (view.version > 0) map.setView([view.centre.latitude, view.centre.longitude], view.zoom);
  }, [map, view.version]);
  return null;
}

function ClickToPick({ onPick }: { onPick: (point: Point) => void }) {
  useMapEvents({ click: (event) => onPick(toPoint(event.latlng)) });
  return null;
}

/** The address map (Leaflet); it stays left-to-right in Hebrew, as maps do. */
export function AddressMap({ tileUrl, attribution, marker, view, label, markerLabel, onPick }: Props) {
  return (
    <section className="address-map" dir="ltr" aria-label={label}>
      <MapContainer
        center={[view.centre.latitude, view.centre.longitude]}
        zoom={view.zoom}
        scrollWheelZoom={false}
        className="address-map__canvas"
      >
        <TileLayer url={tileUrl} attribution={attribution} />
        <Marker
          position={[marker.latitude, marker.longitude]}
          icon={pin}
          draggable
          title={markerLabel}
          alt={markerLabel}
          eventHandlers={{ dragend: (event) => onPick(toPoint(event.target.getLatLng())) }}
        />
        <FollowView view={view} />
        <ClickToPick onPick={onPick} />
      </MapContainer>
    </section>
  );
}
