import { useParams } from 'react-router-dom';
import { RegionEditScreen } from './editor/RegionEditorScreen';

/** /admin/{lang}/regions/{deliveryZoneId} */
export function RegionEditPage() {
  const param = useParams().deliveryZoneId;
  const deliveryZoneId = param && /^\d{1,15}$/.test(param) ? Number(param) : null;
  return <RegionEditScreen deliveryZoneId={deliveryZoneId} />;
}
