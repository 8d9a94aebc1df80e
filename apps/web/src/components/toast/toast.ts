import { type ExternalToast, toast } from 'sonner';

/** Spec: success toasts close after 3 s, errors after 5 s (also the default). */
export const toastDurations = { success: 3000, error: 5000, default: 5000 } as const;

/** The app's toast calls; features use these rather than sonner directly. */
export const notify = {
  success: (message: string, options?: ExternalToast) =>
    toast.success(message, { duration: toastDurations.success, ...options }),
  error: (message: string, options?: ExternalToast) =>
    toast.error(message, { duration: toastDurations.error, ...options }),
  info: (message: string, options?: ExternalToast) => toast.info(message, options),
  warning: (message: string, options?: ExternalToast) => toast.warning(message, options),
  loading: (message: string, options?: ExternalToast) => toast.loading(message, options),
  dismiss: (id?: string | number) => toast.dismiss(id),
};
