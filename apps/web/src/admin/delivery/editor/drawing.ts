import * as L from 'leaflet';
import { type GeoJSONStoreFeatures, TerraDraw, TerraDrawPolygonMode, TerraDrawSelectMode } from 'terra-draw';
import { TerraDrawLeafletAdapter } from 'terra-draw-leaflet-adapter';
import { crossingsOf } from './ring';

const colour = '#1c7ed6';

/**
 * The adapter orders its layers by appending a <style> per pane, which the Content-Security-Policy
 * refuses (style-src 'self'): the same z-index is set on the pane itself instead (the CSSOM, which
 * the policy allows). The adapter removes what this answers when it clears its panes.
 */
function withoutStyleSheets(adapter: TerraDrawLeafletAdapter, map: L.Map): TerraDrawLeafletAdapter {
  return Object.assign(adapter, {
    createPaneStyleSheet: (name: string, zIndex: number) => {
      const pane = map.createPane(name);
      pane.style.zIndex = String(zIndex + 600);
      return pane;
    },
  });
}

/**
 * terra-draw on the Leaflet map with only the polygon tool and selection (drag a corner, add one
 * from a midpoint, delete one). A crossing edge is refused while drawing and while dragging; each
 * refusal calls `onRefused` so the editor can say why the click did nothing.
 */
export function startDrawing(map: L.Map, onRefused: () => void): TerraDraw {
  const validation = (feature: GeoJSONStoreFeatures) => {
    if (feature.geometry.type !== 'Polygon') return { valid: false, reason: 'not a polygon' };
    if (crossingsOf(feature.geometry.coordinates[0] ?? []).length === 0) return { valid: true };
    onRefused();
    return { valid: false, reason: 'edges cross' };
  };
  const draw = new TerraDraw({
    adapter: withoutStyleSheets(new TerraDrawLeafletAdapter({ lib: L, map }), map),
    modes: [
      new TerraDrawPolygonMode({
        validation,
        styles: { fillColor: colour, outlineColor: colour, fillOpacity: 0.2, outlineWidth: 2 },
      }),
      new TerraDrawSelectMode({
        flags: {
          polygon: {
            feature: {
              draggable: false,
              validation,
              coordinates: { draggable: true, midpoints: true, deletable: true },
            },
          },
        },
        styles: { selectedPolygonColor: colour, selectedPolygonOutlineColor: colour },
      }),
    ],
  });
  draw.start();
  return draw;
}
