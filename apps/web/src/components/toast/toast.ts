import type { ExternalToast } from 'sonner';

/** Spec: success toasts close after 3 s, errors after 5 s (also the default). */
export const toastDurations = { success: 3000, error: 5000, default: 5000 } as const;

type Sonner = typeof import('sonner');

/**
 * Sonner (the toasts and their area) arrives with the first toast, outside the first load
 * (decision 0009); the area (Toasts.tsx) mounts once it is asked for and shows what was sent before.
 */
let sonner: Promise<Sonner> | null = null;
const listeners = new Set<() => void>();

export function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    // Its stylesheet comes as a file beside it: our CSP refuses the <style> sonner would write (build/sonnerStyles.ts).
    sonner = Promise.all([import('sonner'), import('sonner/dist/styles.css')])
      .then(([module]) => module)
      .catch((error: unknown) => {
        sonner = null;
        throw error;
      });
    for (const listener of listeners) listener();
  }
  return sonner;
}

export function sonnerRequested(): boolean {
  return sonner !== null;
}

export function onSonnerRequested(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function show(call: (toast: Sonner['toast']) => unknown): void {
  loadSonner().then(
    ({ toast }) => call(toast),
    (error: unknown) => console.error('toasts unavailable', error),
  );
}

/** The app's toast calls; features use these rather than sonner directly. */
export const notify = {
  success: (message: string, options?: ExternalToast) =>
    show((toast) => toast.success(message, { duration: toastDurations.success, ...options })),
  error: (message: string, options?: ExternalToast) =>
    show((toast) => toast.error(message, { duration: toastDurations.error, ...options })),
  info: (message: string, options?: ExternalToast) => show((toast) => toast.info(message, options)),
};
