import type { LanguageCode } from '@grocery/contracts';
import { fillText } from '@grocery/contracts';
import { Link } from 'react-router-dom';
import { Icon } from '../../../components/icons/Icon';
import { useTexts } from '../../../i18n/useTexts';
import { pagerTexts } from './pagerTexts';
import { pageWindow } from './pageWindow';
import { shopPaths } from './paths';
import './pager.css';

type Props = { language: LanguageCode; categoryId: number; pageIndex: number; pageCount: number };

/**
 * The products list's pager, which the main layout draws in its footer area (a lazy chunk: only the
 * products list needs it): previous, page numbers, next.
 */
export function Pager({ language, categoryId, pageIndex, pageCount }: Props) {
  const texts = useTexts(pagerTexts);
  const to = (index: number) => shopPaths.products(language, categoryId, index);
  const hasPrevious = pageIndex > 0;
  const hasNext = pageIndex < pageCount - 1;
  return (
    <nav className="pager" aria-label={texts.pages}>
      <p className="pager__status">{fillText(texts.pageOf, { page: pageIndex + 1, pages: pageCount })}</p>
      <ul className="pager__list">
        <li>
          {hasPrevious ? (
            <Link className="pager__step" to={to(pageIndex - 1)} rel="prev">
              <Icon name="chevronStart" size={18} className="mirror-rtl" />
              <span>{texts.previous}</span>
            </Link>
          ) : (
            <span className="pager__step pager__step--off" aria-disabled="true">
              <Icon name="chevronStart" size={18} className="mirror-rtl" />
              <span>{texts.previous}</span>
            </span>
          )}
        </li>
        {pageWindow(pageIndex, pageCount).map((index, position) =>
          index === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${position}`} className="pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={index}>
              <Link
                className="pager__page"
                to={to(index)}
                aria-current={index === pageIndex ? 'page' : undefined}
                aria-label={fillText(texts.page, { page: index + 1 })}
              >
                {index + 1}
              </Link>
            </li>
          ),
        )}
        <li>
          {hasNext ? (
            <Link className="pager__step" to={to(pageIndex + 1)} rel="next">
              <span>{texts.next}</span>
              <Icon name="chevronEnd" size={18} className="mirror-rtl" />
            </Link>
          ) : (
            <span className="pager__step pager__step--off" aria-disabled="true">
              <span>{texts.next}</span>
              <Icon name="chevronEnd" size={18} className="mirror-rtl" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
