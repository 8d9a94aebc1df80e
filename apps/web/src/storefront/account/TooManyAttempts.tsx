import { fillText, formatWait } from '@grocery/contracts';
import { FormMessage } from '../../components/form/FormMessage';
import { useLanguage } from '../../i18n/useLanguage';
import { useTexts } from '../../i18n/useTexts';
import { accountTexts } from './texts';

/** A rate limit's answer: when the server takes the call again, in the page's language. */
export function TooManyAttempts({ retryAfterSeconds }: { retryAfterSeconds: number }) {
  const shared = useTexts(accountTexts);
  const language = useLanguage();
  return (
    <FormMessage tone="error">
      {fillText(shared.tooManyAttempts, { wait: formatWait(retryAfterSeconds, language) })}
    </FormMessage>
  );
}
