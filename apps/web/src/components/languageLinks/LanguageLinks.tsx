import { type LanguageCode, languageCodes } from '@grocery/contracts';
import { Link, useLocation } from 'react-router-dom';
import { nativeName, switchLanguagePath } from '../../i18n/language';
import { useLanguage } from '../../i18n/useLanguage';
import { useHydrated } from '../hydrated/useHydrated';

type Props = {
  className?: string;
  linkClassName?: string;
  onNavigate?: () => void;
};

/**
 * Links to the current page in each other language, named by the language's native name. The path
 * keeps its query string and hash. Each is a page load: every language is a build of its own.
 */
export function LanguageLinks({ className, linkClassName, onNavigate }: Props) {
  const current = useLanguage();
  const location = useLocation();
  // A page the server rendered is the same for every query string: its links carry none until the
  // app has taken it over, then the address's own.
  const hydrated = useHydrated();
  const target = hydrated ? location : { ...location, search: '', hash: '' };
  const others = languageCodes.filter((code: LanguageCode) => code !== current);
  return (
    <ul className={className}>
      {others.map((code) => (
        <li key={code}>
          <Link
            className={linkClassName}
            to={switchLanguagePath(target, code)}
            reloadDocument
            lang={code}
            hrefLang={code}
            onClick={onNavigate}
          >
            {nativeName(code)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
