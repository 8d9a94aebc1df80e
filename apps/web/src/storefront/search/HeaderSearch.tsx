import { searchLimits } from '@grocery/contracts';
import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePriceFormatter } from '../../app/publicConfig';
import { Icon } from '../../components/icons/Icon';
import { countText } from '../../i18n/plural';
import { useLanguage } from '../../i18n/useLanguage';
import { useTexts } from '../../i18n/useTexts';
import { ProductImage } from '../shared/catalogue/ProductImage';
import { productImageUrl, shopPaths } from '../shared/catalogue/paths';
import { catalogueSharedTexts } from '../shared/catalogue/texts';
import { hitPrice, type SearchHit, searchProducts, searchTerm } from './api';
import { searchTexts } from './texts';
import './search.css';

/** Typing pauses this long before a search is sent. */
export const searchDebounceMs = 250;

type Results =
  | { status: 'idle' }
  | { status: 'loading'; term: string }
  | { status: 'ready'; term: string; hits: SearchHit[] }
  | { status: 'error'; term: string };

/** What the box held when the search arrived (SearchBox.tsx): the typed text, focus and caret. */
export type Handover = { text: string; focused: boolean; caret: [number, number] };

export type HeaderSearchProps = { label: string; placeholder: string; handover: Handover };

/**
 * The header's product search (spec 2, main layout): a combobox that searches after a 250 ms pause
 * from 2 characters on, and lists each result's picture, name and price (promotion, else online,
 * else 0, with the currency symbol), or 'No results'. Arrow keys move through the results, Enter
 * opens the chosen one (its details page), Escape closes the list and then clears the box.
 */
export default function HeaderSearch({ label, placeholder, handover }: HeaderSearchProps) {
  const texts = useTexts(searchTexts);
  const language = useLanguage();
  const navigate = useNavigate();
  const price = usePriceFormatter();
  const shared = useTexts(catalogueSharedTexts);
  const listId = useId();
  const [text, setText] = useState(handover.text);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [results, setResults] = useState<Results>({ status: 'idle' });
  const box = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const term = searchTerm(text);

  // Takes over from the box that stood in while this code arrived, before the next paint.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the box as it was at the handover
  useLayoutEffect(() => {
    if (!handover.focused) return;
    input.current?.focus();
    input.current?.setSelectionRange(...handover.caret);
  }, []);

  useEffect(() => {
    if (term === null) {
      setResults({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      setResults({ status: 'loading', term });
      searchProducts(term, language, controller.signal).then(
        (hits) => {
          if (controller.signal.aborted) return;
          setResults({ status: 'ready', term, hits });
          setActive(-1);
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.warn('search failed', error);
          setResults({ status: 'error', term });
        },
      );
    }, searchDebounceMs);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [term, language]);

  const hits = results.status === 'ready' ? results.hits : [];
  const expanded = open && term !== null && results.status !== 'idle';

  const choose = (hit: SearchHit) => {
    setOpen(false);
    setText('');
    setActive(-1);
    navigate(shopPaths.productDetails(language, hit.productId));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (hits.length === 0) return;
      const last = hits.length - 1;
      setActive((current) =>
        event.key === 'ArrowDown' ? (current >= last ? 0 : current + 1) : current <= 0 ? last : current - 1,
      );
      return;
    }
    if (event.key === 'Enter') {
      event.preventDefault();
      const hit = hits[active] ?? (hits.length === 1 ? hits[0] : undefined);
      if (hit) choose(hit);
      else setOpen(true);
      return;
    }
    if (event.key === 'Escape') {
      if (expanded) setOpen(false);
      else setText('');
      setActive(-1);
    }
  };

  return (
    <div className="header-search" ref={box}>
      <search>
        <form onSubmit={(event) => event.preventDefault()}>
          <label className="search-box">
            <Icon name="search" size={20} />
            <span className="visually-hidden">{label}</span>
            <input
              ref={input}
              type="search"
              name="q"
              role="combobox"
              aria-expanded={expanded}
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={
                expanded && active >= 0 && hits[active] ? `${listId}-${active}` : undefined
              }
              placeholder={placeholder}
              autoComplete="off"
              enterKeyHint="search"
              maxLength={searchLimits.maxLength}
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setOpen(true);
                setActive(-1);
              }}
              onFocus={() => setOpen(true)}
              onBlur={(event) => {
                if (!box.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
              }}
              onKeyDown={onKeyDown}
            />
          </label>
        </form>
      </search>
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
              onClick={() => choose(hit)}
              onMouseEnter={() => setActive(index)}
            >
              <ProductImage src={productImageUrl(hit.imageFile)} alt="" size={44} />
              <bdi className="header-search__name">{hit.productName}</bdi>
              <span className="header-search__price" dir="ltr">
                {price(hitPrice(hit))}
                {hit.unit === 'kg' && ` ${shared.perKg}`}
              </span>
            </div>
          ))}
        </div>
      </div>
      <p className="visually-hidden" role="status">
        {expanded && hits.length > 0 ? countText(language, texts.resultCount, hits.length) : ''}
      </p>
    </div>
  );
}
