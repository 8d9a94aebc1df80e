import { notify } from '../../../components/toast/toast';

/**
 * The back office's toasts, through the app's one toast area (components/toast; Root mounts it for
 * every route): success closes after 3 s, an error after 5 s (spec §9).
 */
export const adminToast = {
  success: (message: string) => notify.success(message),
  error: (message: string) => notify.error(message),
};
