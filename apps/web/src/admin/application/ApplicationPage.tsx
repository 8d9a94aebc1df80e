import { ApplicationScreen } from './ApplicationScreen';
import { applicationApi } from './queries';

/** /admin/{lang}/application: the application info screen on the server's call. */
export function ApplicationPage() {
  return <ApplicationScreen api={applicationApi} />;
}
