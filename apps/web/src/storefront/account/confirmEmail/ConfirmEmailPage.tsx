import type { tokenRejections } from '@grocery/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../../api/client';
import { useDocumentTitle } from '../../../components/documentTitle/useDocumentTitle';
import { FormCard } from '../../../components/form/FormCard';
import { FormMessage } from '../../../components/form/FormMessage';
import { useLanguage } from '../../../i18n/useLanguage';
import { useTexts } from '../../../i18n/useTexts';
import { storefrontPageTitles } from '../../shared/texts';
import { confirmEmail } from '../api';
import { accountTexts } from '../texts';
import { confirmEmailTexts } from './texts';

type Status = 'verifying' | 'confirmed' | 'invalid' | 'used' | 'replaced' | 'expired' | 'failed';

/** Each reason a link is refused for, as the page's status (its text says what to do next). */
const refusals = {
  INVALID_TOKEN: 'invalid',
  TOKEN_USED: 'used',
  TOKEN_REPLACED: 'replaced',
  TOKEN_EXPIRED: 'expired',
} as const satisfies Record<(typeof tokenRejections)[number], Status>;

async function confirm(token: string): Promise<Status> {
  if (!token) return 'invalid';
  try {
    const answer = await confirmEmail(token);
    if (!answer.reject) return 'confirmed';
    return refusals[answer.reason];
  } catch (error) {
    console.error('confirm-email failed', error);
    // A malformed token is refused with 400 before it is looked up.
    if (error instanceof ApiError && error.status === 400) return 'invalid';
    return 'failed';
  }
}

/**
 * Email confirmation (spec sections 2, 4, 8): reads the token from the query and confirms it once
 * (the token is single-use, so the call must not repeat when React runs the effect twice in
 * development). Without a token no call is made and the invalid-link text shows.
 */
export function ConfirmEmailPage() {
  const texts = useTexts(confirmEmailTexts);
  useDocumentTitle(useTexts(storefrontPageTitles).confirmEmail);
  const shared = useTexts(accountTexts);
  const language = useLanguage();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [status, setStatus] = useState<Status>(token ? 'verifying' : 'invalid');
  const request = useRef<{ token: string; result: Promise<Status> } | null>(null);

  useEffect(() => {
    if (request.current?.token !== token) request.current = { token, result: confirm(token) };
    let active = true;
    setStatus(token ? 'verifying' : 'invalid');
    request.current.result.then((result) => {
      if (active) setStatus(result);
    });
    return () => {
      active = false;
    };
  }, [token]);

  const signInLink = <Link to={`/${language}/sign-in`}>{shared.signIn}</Link>;
  return (
    <FormCard
      icon={status === 'confirmed' ? 'checkCircle' : 'mail'}
      title={texts.title}
      testId="confirm-email"
    >
      {status === 'verifying' && (
        <div className="form-card__progress" role="status">
          <span className="form__spinner form__spinner--dark" aria-hidden="true" />
          <span>{texts.verifying}</span>
        </div>
      )}
      {status === 'confirmed' && (
        <FormMessage tone="success" action={signInLink}>
          {texts.success}
        </FormMessage>
      )}
      {(['invalid', 'used', 'replaced', 'expired'] as const).map(
        (refused) =>
          status === refused && (
            <FormMessage key={refused} tone="error" action={signInLink}>
              {texts[refused]}
            </FormMessage>
          ),
      )}
      {status === 'failed' && <FormMessage tone="error">{texts.failed}</FormMessage>}
    </FormCard>
  );
}
