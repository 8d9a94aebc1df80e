import { useLanguage } from '../../i18n/useLanguage';
import { useTexts } from '../../i18n/useTexts';
import { ButtonLink } from '../button/Button';
import { useDocumentTitle } from '../documentTitle/useDocumentTitle';
import { Icon } from '../icons/Icon';
import { noAccessTexts } from './texts';
import '../comingSoon/comingSoon.css';

/** Shown inside the main layout when the user lacks a route's permission. */
export function NoAccessPage({ signedIn }: { signedIn: boolean }) {
  const texts = useTexts(noAccessTexts);
  useDocumentTitle(texts.title);
  const language = useLanguage();
  return (
    <section className="coming-soon" data-testid="no-access">
      <span className="coming-soon__icon">
        <Icon name="lock" size={34} />
      </span>
      <h1>{texts.title}</h1>
      <p>{signedIn ? texts.signedInMessage : texts.signedOutMessage}</p>
      {signedIn ? (
        <ButtonLink to={`/${language}`} variant="secondary">
          {texts.home}
        </ButtonLink>
      ) : (
        <ButtonLink to={`/${language}/sign-in`} icon="signIn" mirrorIcon>
          {texts.signIn}
        </ButtonLink>
      )}
    </section>
  );
}
