import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../../components/documentTitle/useDocumentTitle';
import { PasswordField, SelectField, TextField } from '../../../components/form/Field';
import { FormCard } from '../../../components/form/FormCard';
import { FormMessage } from '../../../components/form/FormMessage';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { fillNodes } from '../../../i18n/fillNodes';
import { useLanguage } from '../../../i18n/useLanguage';
import { useTexts } from '../../../i18n/useTexts';
import { useSchemaForm } from '../../shared/form/useSchemaForm';
import { storefrontPageTitles } from '../../shared/texts';
import { isTooManyRequests, isUnreachable, register as registerAccount, retryAfterOf } from '../api';
import { accountCustomTexts, accountMessages, signUpForm } from '../formSchemas';
import { languageOptions } from '../languageOptions';
import { normalizeEmail } from '../passwordDigest';
import { TooManyAttempts } from '../TooManyAttempts';
import { accountTexts } from '../texts';
import { signUpTexts } from './texts';

type Outcome =
  | { kind: 'created'; email: string }
  | { kind: 'userExists' }
  | { kind: 'tooManyAttempts'; retryAfterSeconds: number }
  | { kind: 'unreachable' }
  | { kind: 'failed' };

/**
 * Sign-up (spec sections 2, 4, 8): full name, email, password (hint: at least 8 characters) and the
 * preferred language (native names; the page's language by default). On success a message replaces
 * the form, with a link to sign in; there is no redirect. The confirmation mail goes out in the
 * chosen language.
 */
export function SignUpPage() {
  const texts = useTexts(signUpTexts);
  useDocumentTitle(useTexts(storefrontPageTitles).signUp);
  const shared = useTexts(accountTexts);
  const language = useLanguage();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useSchemaForm({
    schema: signUpForm,
    defaultValues: { displayName: '', email: '', password: '', languageCode: language },
    labels: { displayName: texts.nameLabel },
    messages: accountMessages(shared),
    customTexts: accountCustomTexts(shared),
  });
  const signInLink = <Link to={`/${language}/sign-in`}>{shared.signIn}</Link>;

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const answer = await registerAccount(values);
      setOutcome(
        answer.reject ? { kind: 'userExists' } : { kind: 'created', email: normalizeEmail(values.email) },
      );
    } catch (error) {
      console.error('sign-up failed', error);
      if (isTooManyRequests(error))
        setOutcome({ kind: 'tooManyAttempts', retryAfterSeconds: retryAfterOf(error) });
      else if (isUnreachable(error)) setOutcome({ kind: 'unreachable' });
      else setOutcome({ kind: 'failed' });
    }
  });

  if (outcome?.kind === 'created') {
    return (
      <FormCard icon="mail" title={texts.title} testId="sign-up">
        <FormMessage tone="success" action={signInLink}>
          {fillNodes(texts.success, { email: <bdi dir="ltr">{outcome.email}</bdi> })}
        </FormMessage>
      </FormCard>
    );
  }

  return (
    <FormCard
      icon="userPlus"
      title={texts.title}
      intro={texts.intro}
      testId="sign-up"
      footer={
        <p>
          {texts.haveAccount} {signInLink}
        </p>
      }
    >
      <form className="form" noValidate onSubmit={onSubmit}>
        <TextField
          label={texts.nameLabel}
          autoComplete="name"
          error={errors.displayName?.message}
          {...register('displayName')}
        />
        <TextField
          label={shared.emailLabel}
          type="email"
          autoComplete="email"
          inputMode="email"
          dir="ltr"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label={shared.passwordLabel}
          autoComplete="new-password"
          hint={shared.passwordHint}
          error={errors.password?.message}
          {...register('password')}
        />
        <SelectField
          label={texts.languageLabel}
          hint={texts.languageHint}
          options={languageOptions}
          {...register('languageCode')}
        />
        {outcome?.kind === 'userExists' && (
          <FormMessage
            tone="error"
            action={
              <>
                {signInLink} · <Link to={`/${language}/forgot-password`}>{texts.forgotPassword}</Link>
              </>
            }
          >
            {texts.userExists}
          </FormMessage>
        )}
        {outcome?.kind === 'tooManyAttempts' && (
          <TooManyAttempts retryAfterSeconds={outcome.retryAfterSeconds} />
        )}
        {outcome?.kind === 'unreachable' && <FormMessage tone="error">{shared.unreachable}</FormMessage>}
        {outcome?.kind === 'failed' && <FormMessage tone="error">{texts.failed}</FormMessage>}
        <SubmitButton
          pending={isSubmitting}
          pendingLabel={texts.processing}
          blocked={!isValid}
          icon="userPlus"
        >
          {texts.submit}
        </SubmitButton>
      </form>
    </FormCard>
  );
}
