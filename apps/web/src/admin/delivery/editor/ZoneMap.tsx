import type { Position } from '@grocery/contracts';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { map as createMap, latLngBounds, tileLayer } from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import type { TerraDraw } from 'terra-draw';
import 'leaflet/dist/leaflet.css';
import '../regions.css';
import { fillText, formatCount, ringAreaKm2 } from '@grocery/contracts';
import { useLanguage } from '../../../i18n/useLanguage';
import { useTexts } from '../../../i18n/useTexts';
import { usePublicConfig } from '../../../state/publicConfig';
import { startDrawing } from './drawing';
import { polygonFeature, ringOf } from './ring';
import { zoneMapTexts } from './texts';

/** Where a new zone's map starts: Tel Aviv, zoom 11. */
const start = { latitude: 32.0853, longitude: 34.7818, zoom: 11 };

type Props = {
  /** The saved outline, drawn and fitted when the map is made. */
  initialRing: Position[] | null;
  /** The outline after each finished drawing, edit or delete (null: none). */
  onChange: (ring: Position[] | null) => void;
  /** Without delivery:write the outline is only shown. */
  readOnly?: boolean;
  /** Shown under the map: why the outline cannot be saved. */
  error?: string;
};

/**
 * The zone's outline on a Leaflet map (Leaflet itself, as the address map), drawn with terra-draw:
 * only the polygon tool and editing its corners; one polygon at a time (a new drawing replaces the
 * old); crossing edges refused. The map reads left to right in Hebrew too.
 */
export function ZoneMap({ initialRing, onChange, readOnly, error }: Props) {
  const texts = useTexts(zoneMapTexts);
  const language = useLanguage();
  const { mapTileUrl, mapAttribution } = usePublicConfig();
  const element = useRef<HTMLDivElement>(null);
  const draw = useRef<TerraDraw | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;
  const [ring, setRing] = useState(initialRing);
  const [refused, setRefused] = useState(false);
  const [tilesFailed, setTilesFailed] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is made once, with the saved outline
  useEffect(() => {
    if (!element.current) return;
    const map = createMap(element.current, { scrollWheelZoom: false }).setView(
      [start.latitude, start.longitude],
      start.zoom,
    );
    element.current.setAttribute('role', 'region');
    element.current.setAttribute('aria-label', texts.mapLabel);
    let anyLoaded = false;
    tileLayer(mapTileUrl, { attribution: mapAttribution })
      .on('tileerror', () => setTilesFailed(!anyLoaded))
      .on('tileload', () => {
        anyLoaded = true;
        setTilesFailed(false);
      })
      .addTo(map);
    if (initialRing) {
      const bounds = latLngBounds(initialRing.map(([lng, lat]) => [lat, lng] as [number, number]));
      // Not animated: the map may be removed (the page left) before an animated zoom's end fires.
      map.fitBounds(bounds, { maxZoom: 15, padding: [16, 16], animate: false });
    }
    const report = (next: Position[] | null) => {
      setRing(next);
      changed.current(next);
    };
    const drawing = startDrawing(map, () => setRefused(true));
    const polygons = () => drawing.getSnapshot().filter((feature) => feature.geometry.type === 'Polygon');
    if (initialRing) drawing.addFeatures([polygonFeature(initialRing)]);
    drawing.setMode(readOnly ? 'static' : 'select');
    drawing.on('finish', (id, context) => {
      setRefused(false);
      if (context.mode !== 'polygon') return report(ringOf(drawing.getSnapshotFeature(id)));
      const older = polygons().filter((feature) => feature.id !== id);
      if (older.length > 0) drawing.removeFeatures(older.map((feature) => feature.id as string));
      report(ringOf(drawing.getSnapshotFeature(id)));
      drawing.setMode('select');
    });
    drawing.on('change', (_ids, type) => {
      if (type === 'delete' && polygons().length === 0) report(null);
    });
    draw.current = drawing;
    return () => {
      drawing.stop();
      map.remove();
      draw.current = null;
    };
  }, [mapTileUrl, mapAttribution]);

  const area = ring ? ringAreaKm2(ring) : null;
  const areaText = area === null ? null : formatCount(language, area, 2);
  const clear = () => {
    draw.current?.clear();
    setRing(null);
    setRefused(false);
    onChange(null);
  };
  return (
    <Stack gap="xs">
      {!readOnly && (
        <Group gap="xs" role="toolbar" aria-label={texts.tools}>
          <Button size="xs" variant="default" onClick={() => draw.current?.setMode('polygon')}>
            {texts.draw}
          </Button>
          <Button size="xs" variant="default" onClick={() => draw.current?.setMode('select')}>
            {texts.edit}
          </Button>
          <Button size="xs" variant="default" color="red" onClick={clear} disabled={!ring}>
            {texts.deletePolygon}
          </Button>
        </Group>
      )}
      <div className="zone-map" dir="ltr">
        <div ref={element} className="zone-map__canvas" />
        {tilesFailed && (
          <p className="zone-map__note" role="status" dir="auto">
            {texts.tilesUnavailable}
          </p>
        )}
      </div>
      <Text size="sm" aria-live="polite">
        {areaText === null ? texts.noPolygon : fillText(texts.area, { area: areaText })}
      </Text>
      {!readOnly && (
        <Text size="sm" c="gray.7">
          {texts.drawHint}
        </Text>
      )}
      {refused && (
        <Alert color="orange" role="alert" variant="light">
          {texts.crossingRefused}
        </Alert>
      )}
      {error && (
        <Text size="sm" c="red" role="alert" dir="auto">
          {error}
        </Text>
      )}
    </Stack>
  );
}
