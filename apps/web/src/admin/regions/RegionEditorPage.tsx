import { useParams } from 'react-router-dom';
import { RegionEditScreen, RegionNewScreen } from './editor/RegionEditorScreen';
import { regionsApi } from './queries';

/** /admin/{lang}/regions/new */
export function RegionNewPage() {
  return <RegionNewScreen api={regionsApi} />;
}

/** /admin/{lang}/regions/{deliveryZoneId} */
export function RegionEditPage() {
  const param = useParams().deliveryZoneId;
  const deliveryZoneId = param && /^\d{1,15}$/.test(param) ? Number(param) : null;
  return <RegionEditScreen api={regionsApi} deliveryZoneId={deliveryZoneId} />;
}
