import { Toaster } from 'sonner';
import { textDirection } from '../../i18n/language';
import { useLanguage } from '../../i18n/useLanguage';
import { toastDurations } from './toast';

/** The toast area at the bottom centre. */
export function Toasts() {
  const language = useLanguage();
  return (
    <Toaster
      position="bottom-center"
      dir={textDirection(language)}
      richColors
      closeButton
      duration={toastDurations.default}
      toastOptions={{ style: { fontFamily: 'inherit' } }}
    />
  );
}
