import { isLanguageCode, type LanguageCode, type User } from '@grocery/contracts';
import { type FormEvent, useState } from 'react';
import { isSignedOut } from '../../../api/client';
import { Button } from '../../../components/button/Button';
import { useDocumentTitle } from '../../../components/documentTitle/useDocumentTitle';
import { SelectField } from '../../../components/form/Field';
import { FormCard } from '../../../components/form/FormCard';
import { FormMessage } from '../../../components/form/FormMessage';
import { useTexts } from '../../../i18n/useTexts';
import { useAppActions } from '../../../state/appState';
import { RequireSignIn, useEndSession } from '../../shared/signIn';
import { storefrontPageTitles } from '../../shared/texts';
import { savePreferences } from '../api';
import { languageOptions } from '../languageOptions';
import { AppTokens } from './AppTokens';
import { accountSettingsTexts } from './texts';
import './accountSettings.css';

/** Account settings (spec sections 2, 4, 5, 8) and the apps signed in, for signed-in users only. */
export function AccountSettingsPage() {
  useDocumentTitle(useTexts(storefrontPageTitles).accountSettings);
  return <RequireSignIn>{(user) => <PreferencesForm user={user} />}</RequireSignIn>;
}

type Outcome = 'saved' | 'failed';

/** The preferred-language form: save is enabled only when the choice differs and nothing is saving. */
function PreferencesForm({ user }: { user: User }) {
  const texts = useTexts(accountSettingsTexts);
  const { setUser } = useAppActions();
  const endSession = useEndSession();
  const [choice, setChoice] = useState<LanguageCode>(user.preferredLanguageCode);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const unchanged = choice === user.preferredLanguageCode;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (unchanged || saving) return;
    setSaving(true);
    setOutcome(null);
    try {
      const answer = await savePreferences(choice);
      setUser(answer.user);
      setOutcome('saved');
    } catch (error) {
      console.error('saving preferences failed', error);
      // The session ended meanwhile (e.g. a password reset elsewhere): sign in again.
      if (isSignedOut(error)) endSession();
      else setOutcome('failed');
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormCard icon="settings" title={texts.title} intro={texts.intro} testId="account-settings">
      <dl className="account-summary">
        <div>
          <dt>{texts.nameLabel}</dt>
          <dd>{user.displayName}</dd>
        </div>
        <div>
          <dt>{texts.emailLabel}</dt>
          <dd>
            <bdi dir="ltr">{user.email}</bdi>
          </dd>
        </div>
      </dl>
      <form className="form" noValidate onSubmit={onSubmit}>
        <SelectField
          label={texts.languageLabel}
          hint={texts.languageHint}
          options={languageOptions}
          value={choice}
          onChange={(event) => {
            if (isLanguageCode(event.target.value)) setChoice(event.target.value);
            setOutcome(null);
          }}
        />
        {outcome === 'saved' && <FormMessage tone="success">{texts.success}</FormMessage>}
        {outcome === 'failed' && <FormMessage tone="error">{texts.failed}</FormMessage>}
        <Button
          type="submit"
          className="form__submit"
          disabled={unchanged || saving}
          aria-busy={saving || undefined}
        >
          {saving ? texts.saving : texts.save}
        </Button>
      </form>
      <AppTokens />
    </FormCard>
  );
}
