import { useDocumentTitle } from '../../components/documentTitle/useDocumentTitle';
import { Icon } from '../../components/icons/Icon';
import { useTexts } from '../../i18n/useTexts';
import { storefrontPageTitles } from '../shared/texts';
import { aboutTexts } from './texts';
import './about.css';

/** Placeholder page with two side-by-side panels (stacked on narrow screens). */
export function AboutPage() {
  const texts = useTexts(aboutTexts);
  useDocumentTitle(useTexts(storefrontPageTitles).about);
  return (
    <div className="about">
      <header className="about__header">
        <h1>{texts.title}</h1>
        <p>{texts.intro}</p>
      </header>
      <div className="about__panels">
        <section className="about__panel" aria-labelledby="about-story">
          <span className="about__icon">
            <Icon name="store" size={28} />
          </span>
          <h2 id="about-story">{texts.storyTitle}</h2>
          <p>{texts.storyText}</p>
        </section>
        <section className="about__panel" aria-labelledby="about-promise">
          <span className="about__icon">
            <Icon name="heart" size={28} />
          </span>
          <h2 id="about-promise">{texts.promiseTitle}</h2>
          <p>{texts.promiseText}</p>
        </section>
      </div>
    </div>
  );
}
