import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../../components/documentTitle/useDocumentTitle';
import { TextField } from '../../../components/form/Field';
import { FormCard } from '../../../components/form/FormCard';
import { FormMessage } from '../../../components/form/FormMessage';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { fillNodes } from '../../../i18n/fillNodes';
import { useLanguage } from '../../../i18n/useLanguage';
import { useTexts } from '../../../i18n/useTexts';
import { useSchemaForm } from '../../shared/form/useSchemaForm';
import { storefrontPageTitles } from '../../shared/texts';
import { isTooManyRequests, isUnreachable, requestPasswordReset, retryAfterOf } from '../api';
import { accountMessages, forgotPasswordForm } from '../formSchemas';
import { normalizeEmail } from '../passwordDigest';
import { TooManyAttempts } from '../TooManyAttempts';
import { accountTexts } from '../texts';
import { forgotPasswordTexts } from './texts';

type Outcome =
  | { kind: 'sent'; email: string }
  | { kind: 'tooManyAttempts'; retryAfterSeconds: number }
  | { kind: 'unreachable' }
  | { kind: 'failed' };

/**
 * Forgot password (spec sections 2, 4, 8): the answer is the same whether or not the account
 * exists, so the success text is neutral. The mail's link opens /{lang}/reset-password?token=….
 */
export function ForgotPasswordPage() {
  const texts = useTexts(forgotPasswordTexts);
  useDocumentTitle(useTexts(storefrontPageTitles).forgotPassword);
  const shared = useTexts(accountTexts);
  const language = useLanguage();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useSchemaForm({
    schema: forgotPasswordForm,
    defaultValues: { email: '' },
    messages: accountMessages(shared),
  });
  const footer = (
    <p>
      {texts.remembered} <Link to={`/${language}/sign-in`}>{shared.signIn}</Link>
    </p>
  );

  const onSubmit = handleSubmit(async ({ email }) => {
    setOutcome(null);
    try {
      await requestPasswordReset(email, language);
      setOutcome({ kind: 'sent', email: normalizeEmail(email) });
    } catch (error) {
      console.error('forgot-password failed', error);
      if (isTooManyRequests(error))
        setOutcome({ kind: 'tooManyAttempts', retryAfterSeconds: retryAfterOf(error) });
      else if (isUnreachable(error)) setOutcome({ kind: 'unreachable' });
      else setOutcome({ kind: 'failed' });
    }
  });

  if (outcome?.kind === 'sent') {
    return (
      <FormCard icon="mail" title={texts.title} testId="forgot-password" footer={footer}>
        <FormMessage tone="success">
          {fillNodes(texts.success, { email: <bdi dir="ltr">{outcome.email}</bdi> })}
        </FormMessage>
      </FormCard>
    );
  }

  return (
    <FormCard icon="key" title={texts.title} intro={texts.intro} testId="forgot-password" footer={footer}>
      <form className="form" noValidate onSubmit={onSubmit}>
        <TextField
          label={shared.emailLabel}
          type="email"
          autoComplete="email"
          inputMode="email"
          dir="ltr"
          error={errors.email?.message}
          {...register('email')}
        />
        {outcome?.kind === 'tooManyAttempts' && (
          <TooManyAttempts retryAfterSeconds={outcome.retryAfterSeconds} />
        )}
        {outcome?.kind === 'unreachable' && <FormMessage tone="error">{shared.unreachable}</FormMessage>}
        {outcome?.kind === 'failed' && <FormMessage tone="error">{texts.failed}</FormMessage>}
        <SubmitButton pending={isSubmitting} pendingLabel={texts.processing} blocked={!isValid} icon="mail">
          {texts.submit}
        </SubmitButton>
      </form>
    </FormCard>
  );
}
