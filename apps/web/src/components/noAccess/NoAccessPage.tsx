import { useLanguage } from '../../i18n/useLanguage';
import { useTexts } from '../../i18n/useTexts';
import { ButtonLink } from '../button/Button';
import { useDocumentTitle } from '../documentTitle/useDocumentTitle';
import { Icon } from '../icons/Icon';
import { noAccessTexts } from './texts';
import '../comingSoon/comingSoon.css';

type Props = {
  signedIn: boolean;
  /** Where a signed-in user goes back to, and its label; the shop's home by default. */
  back?: { to: string; label: string };
  /** False inside a layout that names the browser tab itself (the admin's). */
  namesTab?: boolean;
};

/** Shown when the user lacks a route's permission: inside the main layout, or inside the admin's. */
export function NoAccessPage({ signedIn, back, namesTab = true }: Props) {
  const texts = useTexts(noAccessTexts);
  useDocumentTitle(namesTab ? texts.title : undefined);
  const language = useLanguage();
  return (
    <section className="coming-soon" data-testid="no-access">
      <span className="coming-soon__icon">
        <Icon name="lock" size={34} />
      </span>
      <h1>{texts.title}</h1>
      <p>{signedIn ? texts.signedInMessage : texts.signedOutMessage}</p>
      {signedIn ? (
        <ButtonLink to={back?.to ?? `/${language}`} variant="secondary">
          {back?.label ?? texts.home}
        </ButtonLink>
      ) : (
        <ButtonLink to={`/${language}/sign-in`} icon="signIn" mirrorIcon>
          {texts.signIn}
        </ButtonLink>
      )}
    </section>
  );
}
