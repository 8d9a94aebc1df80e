import { ButtonLink } from '../../components/button/Button';
import { useDocumentTitle } from '../../components/documentTitle/useDocumentTitle';
import { Icon, type IconName } from '../../components/icons/Icon';
import { useLanguage } from '../../i18n/useLanguage';
import { useTexts } from '../../i18n/useTexts';
import { HomeIllustration } from './HomeIllustration';
import { homeTexts } from './texts';
import './home.css';

type Value = { icon: IconName; title: keyof typeof homeTexts.en; text: keyof typeof homeTexts.en };

const values: Value[] = [
  { icon: 'leaf', title: 'freshTitle', text: 'freshText' },
  { icon: 'clock', title: 'deliveryTitle', text: 'deliveryText' },
  { icon: 'heart', title: 'pricesTitle', text: 'pricesText' },
];

export function HomePage() {
  const texts = useTexts(homeTexts);
  useDocumentTitle(texts.title);
  const language = useLanguage();
  return (
    <div className="home">
      <section className="home-hero" aria-labelledby="home-title">
        <div className="home-hero__text">
          <p className="home-hero__eyebrow">{texts.eyebrow}</p>
          <h1 id="home-title">{texts.title}</h1>
          <p className="home-hero__subtitle">{texts.subtitle}</p>
          <div className="home-hero__actions">
            <ButtonLink to={`/${language}/categories`} icon="basket">
              {texts.shopNow}
            </ButtonLink>
            <ButtonLink to={`/${language}/about`} variant="secondary">
              {texts.aboutUs}
            </ButtonLink>
          </div>
        </div>
        <HomeIllustration />
      </section>
      <section className="home-values" aria-labelledby="home-values-title">
        <h2 id="home-values-title">{texts.valuesTitle}</h2>
        <ul>
          {values.map((value) => (
            <li key={value.title} className="home-value">
              <span className="home-value__icon">
                <Icon name={value.icon} size={26} />
              </span>
              <h3>{texts[value.title]}</h3>
              <p>{texts[value.text]}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
