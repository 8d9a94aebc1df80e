import type { SearchResult } from '@grocery/contracts';
import { countText } from '@grocery/contracts';
import { productImageUrl } from '../../api/imageUrls';
import { useLanguage } from '../../i18n/useLanguage';
import { useTexts } from '../../i18n/useTexts';
import { usePriceFormatter } from '../../state/publicConfig';
import { DealSlot } from '../shared/catalogue/DealSlot';
import { ProductImage } from '../shared/catalogue/ProductImage';
import { catalogueSharedTexts } from '../shared/catalogue/texts';
import type { Results } from './api';
import { searchTexts } from './texts';
import './search.css';

type Props = {
  listId: string;
  expanded: boolean;
  results: Results;
  active: number;
  onActive: (index: number) => void;
  onChoose: (hit: SearchResult) => void;
};

/**
 * The search's results under the box: the status line, the listbox of results (picture, name,
 * price) and the count read out by screen readers. A chunk of its own, requested on the box's first
 * focus or click (decision 0009).
 */
export default function SearchPanel({ listId, expanded, results, active, onActive, onChoose }: Props) {
  const texts = useTexts(searchTexts);
  const shared = useTexts(catalogueSharedTexts);
  const language = useLanguage();
  const price = usePriceFormatter();
  const hits = results.status === 'ready' ? results.hits : [];
  return (
    <>
      <div className="header-search__panel" hidden={!expanded}>
        <p className="header-search__note" role="status">
          {results.status === 'loading'
            ? texts.searching
            : results.status === 'error'
              ? texts.failed
              : results.status === 'ready' && hits.length === 0
                ? texts.noResults
                : ''}
        </p>
        <div className="header-search__list" id={listId} role="listbox" aria-label={texts.results}>
          {hits.map((hit, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys (arrows, Enter)
            <div
              key={hit.productId}
              tabIndex={-1}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className="header-search__hit"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onChoose(hit)}
              onMouseEnter={() => onActive(index)}
            >
              <ProductImage src={productImageUrl(hit.imageFile)} alt="" size={44} />
              <span className="header-search__label">
                <bdi className="header-search__name">{hit.productName}</bdi>
                <DealSlot deal={hit.deal} unit={hit.unit} />
              </span>
              <span className="header-search__price" dir="ltr">
                {price(hit.unitPrice)}
                {hit.unit === 'kg' && ` ${shared.perKg}`}
              </span>
            </div>
          ))}
        </div>
      </div>
      <p className="visually-hidden" role="status">
        {expanded && hits.length > 0 ? countText(language, texts.resultCount, hits.length) : ''}
      </p>
    </>
  );
}
