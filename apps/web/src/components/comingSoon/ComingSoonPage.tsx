import { fillText } from '@grocery/contracts';
import { useLanguage } from '../../i18n/useLanguage';
import { useTexts } from '../../i18n/useTexts';
import { ButtonLink } from '../button/Button';
import { Icon } from '../icons/Icon';
import { comingSoonTexts } from './texts';
import './comingSoon.css';

type Props = {
  /** The page's translated name. */
  pageName: string;
  /** Where the back button goes, and its label; the language's home by default. */
  back?: { to: string; label: string };
};

/** Placeholder for pages a later issue builds. */
export function ComingSoonPage({ pageName, back }: Props) {
  const texts = useTexts(comingSoonTexts);
  const language = useLanguage();
  return (
    <section className="coming-soon" data-testid="coming-soon">
      <span className="coming-soon__icon">
        <Icon name="sparkles" size={36} />
      </span>
      <span className="coming-soon__badge">{texts.badge}</span>
      <h1>{fillText(texts.title, { page: pageName })}</h1>
      <p>{texts.message}</p>
      <ButtonLink to={back?.to ?? `/${language}`} variant="secondary" icon="arrowBack" mirrorIcon>
        {back?.label ?? texts.home}
      </ButtonLink>
    </section>
  );
}
