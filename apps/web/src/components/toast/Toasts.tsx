import { lazy, Suspense, useSyncExternalStore } from 'react';
import { textDirection } from '../../i18n/language';
import { useLanguage } from '../../i18n/useLanguage';
import { loadSonner, onSonnerRequested, sonnerRequested, toastDurations } from './toast';

const Toaster = lazy(() => loadSonner().then((sonner) => ({ default: sonner.Toaster })));

/** The toast area at the bottom centre, mounted with the first toast (see toast.ts). */
export function Toasts() {
  const language = useLanguage();
  const requested = useSyncExternalStore(onSonnerRequested, sonnerRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position="bottom-center"
        dir={textDirection(language)}
        richColors
        closeButton
        duration={toastDurations.default}
        toastOptions={{ style: { fontFamily: 'inherit' } }}
      />
    </Suspense>
  );
}
