import { type SearchResult, searchLimits } from '@grocery/contracts';
import { type KeyboardEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useHydrated } from '../../components/hydrated/useHydrated';
import { Icon } from '../../components/icons/Icon';
import { useLanguage } from '../../i18n/useLanguage';
import { shopPaths } from '../shared/catalogue/paths';
import { type Results, searchProducts, searchTerm } from './api';

// The results panel (pictures, prices, texts, its CSS) is requested on the box's first focus or
// click, so that it stays out of the first load (decision 0009).
const SearchPanel = lazy(() => import('./SearchPanel'));

/** Typing pauses this long before a search is sent. */
const searchDebounceMs = 250;

type Props = { label: string; placeholder: string };

/**
 * The header's product search (spec 2, main layout): a combobox that searches after a 250 ms pause
 * from 2 characters on, and lists each result's picture, name and price (promotion, else online,
 * else 0, with the currency symbol), or 'No results'. Arrow keys move through the results, Enter
 * opens the chosen one (its details page), Escape closes the list and then clears the box.
 */
export function HeaderSearch({ label, placeholder }: Props) {
  const language = useLanguage();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const listId = useId();
  const [panelWanted, setPanelWanted] = useState(false);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [results, setResults] = useState<Results>({ status: 'idle' });
  const box = useRef<HTMLDivElement>(null);
  const term = searchTerm(text);
  // `?q=` (the shop's SearchAction for search engines, on home) opens the box with that search.
  const asked = useSearchParams()[0].get('q');
  useEffect(() => {
    if (!asked) return;
    setText(asked);
    setPanelWanted(true);
    setOpen(true);
  }, [asked]);

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

  const choose = (hit: SearchResult) => {
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
              type="search"
              name="q"
              // Typing waits for the app on a page the server rendered (useHydrated).
              readOnly={!hydrated}
              role="combobox"
              aria-expanded={expanded}
              aria-controls={panelWanted ? listId : undefined}
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
              onFocus={() => {
                setOpen(true);
                setPanelWanted(true);
              }}
              onPointerDown={() => setPanelWanted(true)}
              onBlur={(event) => {
                if (!box.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
              }}
              onKeyDown={onKeyDown}
            />
          </label>
        </form>
      </search>
      {panelWanted && (
        <Suspense fallback={null}>
          <SearchPanel
            listId={listId}
            expanded={expanded}
            results={results}
            active={active}
            onActive={setActive}
            onChoose={choose}
          />
        </Suspense>
      )}
    </div>
  );
}
