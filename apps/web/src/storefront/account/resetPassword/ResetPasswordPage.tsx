import type { tokenRejections } from '@grocery/contracts';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../../api/client';
import { useDocumentTitle } from '../../../components/documentTitle/useDocumentTitle';
import { PasswordField, TextField } from '../../../components/form/Field';
import { FormCard } from '../../../components/form/FormCard';
import { FormMessage } from '../../../components/form/FormMessage';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useLanguage } from '../../../i18n/useLanguage';
import { useTexts } from '../../../i18n/useTexts';
import { useSchemaForm } from '../../shared/form/useSchemaForm';
import { storefrontPageTitles } from '../../shared/texts';
import { isTooManyRequests, isUnreachable, resetPassword, retryAfterOf } from '../api';
import { accountCustomTexts, accountMessages, resetPasswordForm } from '../formSchemas';
import { TooManyAttempts } from '../TooManyAttempts';
import { accountTexts } from '../texts';
import { resetPasswordTexts } from './texts';

type Outcome =
  | { kind: 'changed' }
  | { kind: 'invalidToken' | 'usedToken' | 'replacedToken' | 'expiredToken' }
  | { kind: 'tooManyAttempts'; retryAfterSeconds: number }
  | { kind: 'unreachable' }
  | { kind: 'failed' };

/** Each reason the server refuses a link for, as the page's outcome. */
const refusedLinks = {
  INVALID_TOKEN: 'invalidToken',
  TOKEN_USED: 'usedToken',
  TOKEN_REPLACED: 'replacedToken',
  TOKEN_EXPIRED: 'expiredToken',
} as const satisfies Record<(typeof tokenRejections)[number], string>;

/**
 * Reset password (spec sections 2, 4, 5, 8): token from the query string; without one the
 * invalid-link message shows at once and nothing is called. On success the fields clear and a
 * success message shows. An invalid or expired link offers to request a new one.
 */
export function ResetPasswordPage() {
  const texts = useTexts(resetPasswordTexts);
  useDocumentTitle(useTexts(storefrontPageTitles).resetPassword);
  const shared = useTexts(accountTexts);
  const language = useLanguage();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    trigger,
    formState: { errors, isValid, isSubmitting, isSubmitted, touchedFields },
  } = useSchemaForm({
    schema: resetPasswordForm,
    defaultValues: { email: '', password: '', confirmPassword: '' },
    labels: { password: texts.newPasswordLabel, confirmPassword: texts.confirmLabel },
    messages: accountMessages(shared),
    customTexts: accountCustomTexts(shared),
  });
  const requestNew = <Link to={`/${language}/forgot-password`}>{texts.requestNew}</Link>;

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setOutcome(null);
    try {
      const answer = await resetPassword(token, email, password);
      if (answer.reject) {
        setOutcome({ kind: refusedLinks[answer.reason] });
        return;
      }
      reset();
      setOutcome({ kind: 'changed' });
    } catch (error) {
      console.error('reset-password failed', error);
      if (isTooManyRequests(error))
        setOutcome({ kind: 'tooManyAttempts', retryAfterSeconds: retryAfterOf(error) });
      else if (isUnreachable(error)) setOutcome({ kind: 'unreachable' });
      // The server refuses a malformed token with 400 before looking it up.
      else if (error instanceof ApiError && error.status === 400) setOutcome({ kind: 'invalidToken' });
      else setOutcome({ kind: 'failed' });
    }
  });

  if (!token) {
    return (
      <FormCard icon="key" title={texts.title} testId="reset-password">
        <FormMessage tone="error" action={requestNew}>
          {texts.invalidToken}
        </FormMessage>
      </FormCard>
    );
  }

  return (
    <FormCard icon="key" title={texts.title} intro={texts.intro} testId="reset-password">
      <form className="form" noValidate onSubmit={onSubmit}>
        <TextField
          label={shared.emailLabel}
          type="email"
          autoComplete="username"
          inputMode="email"
          dir="ltr"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label={texts.newPasswordLabel}
          autoComplete="new-password"
          hint={shared.passwordHint}
          error={errors.password?.message}
          {...register('password', {
            // The confirmation depends on this field: re-check it once it shows its own state.
            onChange: () => {
              if (touchedFields.confirmPassword || isSubmitted) void trigger('confirmPassword');
            },
          })}
        />
        <PasswordField
          label={texts.confirmLabel}
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        {outcome?.kind === 'changed' && (
          <FormMessage tone="success" action={<Link to={`/${language}/sign-in`}>{shared.signIn}</Link>}>
            {texts.success}
          </FormMessage>
        )}
        {(['invalidToken', 'usedToken', 'replacedToken', 'expiredToken'] as const).map(
          (refused) =>
            outcome?.kind === refused && (
              <FormMessage key={refused} tone="error" action={requestNew}>
                {texts[refused]}
              </FormMessage>
            ),
        )}
        {outcome?.kind === 'tooManyAttempts' && (
          <TooManyAttempts retryAfterSeconds={outcome.retryAfterSeconds} />
        )}
        {outcome?.kind === 'unreachable' && <FormMessage tone="error">{shared.unreachable}</FormMessage>}
        {outcome?.kind === 'failed' && <FormMessage tone="error">{texts.failed}</FormMessage>}
        <SubmitButton pending={isSubmitting} pendingLabel={texts.processing} blocked={!isValid} icon="check">
          {texts.submit}
        </SubmitButton>
      </form>
    </FormCard>
  );
}
