import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../../../components/documentTitle/useDocumentTitle';
import { PasswordField, TextField } from '../../../components/form/Field';
import { FormCard } from '../../../components/form/FormCard';
import { FormMessage } from '../../../components/form/FormMessage';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useLanguage } from '../../../i18n/useLanguage';
import { useTexts } from '../../../i18n/useTexts';
import { toAppError } from '../../../state/appError';
import { useAppActions } from '../../../state/appState';
import { useSchemaForm } from '../../shared/form/useSchemaForm';
import { syncLocalCart } from '../../shared/session';
import { storefrontPageTitles } from '../../shared/texts';
import { isTooManyRequests, resendConfirmation, retryAfterOf, signIn } from '../api';
import { accountCustomTexts, accountMessages, signInForm } from '../formSchemas';
import { TooManyAttempts } from '../TooManyAttempts';
import { accountTexts } from '../texts';
import { signInTexts } from './texts';

/** What the form says after an attempt. */
type Notice =
  | { kind: 'wrongCredentials' }
  | { kind: 'notVerified'; email: string }
  | { kind: 'verificationSent' }
  | { kind: 'alreadyVerified' }
  | { kind: 'resendFailed'; email: string }
  | { kind: 'tooManyAttempts'; retryAfterSeconds: number };

/**
 * Sign-in (spec sections 2, 4, 8): on success the user is stored, the local cart synced, and the
 * user goes to the home page. The resend-verification option appears only after an
 * EMAIL_NOT_VERIFIED rejection; after a successful resend it hides and 'Verification email sent.' shows.
 */
export function SignInPage() {
  const texts = useTexts(signInTexts);
  useDocumentTitle(useTexts(storefrontPageTitles).signIn);
  const shared = useTexts(accountTexts);
  const language = useLanguage();
  const navigate = useNavigate();
  const { setUser, setError } = useAppActions();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [resending, setResending] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useSchemaForm({
    schema: signInForm,
    defaultValues: { email: '', password: '' },
    messages: accountMessages(shared),
    customTexts: accountCustomTexts(shared),
  });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setNotice(null);
    try {
      const answer = await signIn(email, password);
      if (answer.reject) {
        setNotice(
          answer.reason === 'EMAIL_NOT_VERIFIED'
            ? { kind: 'notVerified', email }
            : { kind: 'wrongCredentials' },
        );
        return;
      }
      setUser(answer.user);
      await syncLocalCart(language);
      navigate(`/${language}`);
    } catch (error) {
      if (isTooManyRequests(error)) {
        setNotice({ kind: 'tooManyAttempts', retryAfterSeconds: retryAfterOf(error) });
        return;
      }
      console.error('sign-in failed', error);
      setError(toAppError(error));
    }
  });

  const resend = async (email: string) => {
    setResending(true);
    try {
      const answer = await resendConfirmation(email, language);
      setNotice(answer.reject ? { kind: 'alreadyVerified' } : { kind: 'verificationSent' });
    } catch (error) {
      console.warn('resend confirmation failed', error);
      setNotice(
        isTooManyRequests(error)
          ? { kind: 'tooManyAttempts', retryAfterSeconds: retryAfterOf(error) }
          : { kind: 'resendFailed', email },
      );
    } finally {
      setResending(false);
    }
  };

  const resendButton = (email: string) => (
    <button type="button" className="form__link-button" disabled={resending} onClick={() => resend(email)}>
      {resending ? texts.resending : texts.resend}
    </button>
  );

  return (
    <FormCard
      icon="signIn"
      title={texts.title}
      intro={texts.intro}
      testId="sign-in"
      footer={
        <p>
          {texts.noAccount} <Link to={`/${language}/sign-up`}>{texts.createAccount}</Link>
        </p>
      }
    >
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
          label={shared.passwordLabel}
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="form__row-end">
          <Link to={`/${language}/forgot-password`} className="form__link-button">
            {texts.forgotPassword}
          </Link>
        </div>
        {notice?.kind === 'wrongCredentials' && (
          <FormMessage tone="error">{texts.wrongCredentials}</FormMessage>
        )}
        {notice?.kind === 'notVerified' && (
          <FormMessage tone="info" action={resendButton(notice.email)}>
            {texts.emailNotVerified}
          </FormMessage>
        )}
        {notice?.kind === 'resendFailed' && (
          <FormMessage tone="error" action={resendButton(notice.email)}>
            {texts.resendFailed}
          </FormMessage>
        )}
        {notice?.kind === 'verificationSent' && (
          <FormMessage tone="success">{texts.verificationSent}</FormMessage>
        )}
        {notice?.kind === 'alreadyVerified' && <FormMessage tone="info">{texts.alreadyVerified}</FormMessage>}
        {notice?.kind === 'tooManyAttempts' && (
          <TooManyAttempts retryAfterSeconds={notice.retryAfterSeconds} />
        )}
        <SubmitButton
          pending={isSubmitting}
          pendingLabel={texts.processing}
          blocked={!isValid}
          icon="signIn"
          mirrorIcon
        >
          {texts.submit}
        </SubmitButton>
      </form>
    </FormCard>
  );
}
