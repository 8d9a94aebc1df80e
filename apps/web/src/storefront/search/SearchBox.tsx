import { searchLimits } from '@grocery/contracts';
import { type ComponentType, type KeyboardEvent, useRef, useState } from 'react';
import { Icon } from '../../components/icons/Icon';
import type { Handover, HeaderSearchProps } from './HeaderSearch';

type Props = { label: string; placeholder: string };

let loading: Promise<ComponentType<HeaderSearchProps>> | null = null;
const loadSearch = () => {
  loading ??= import('./HeaderSearch').then((module) => module.default);
  return loading;
};

/**
 * The header's search box. The search itself (results list, arrow keys, the call) is a chunk of its
 * own, requested on the box's first focus or click (decision 0009). Until it arrives this box looks
 * and reads the same (a collapsed combobox with the same name) and keeps what is typed; the search
 * then takes over the text, the caret and the focus.
 */
export function SearchBox({ label, placeholder }: Props) {
  const [loaded, setLoaded] = useState<{ Search: ComponentType<HeaderSearchProps>; handover: Handover }>();
  const input = useRef<HTMLInputElement>(null);

  const wake = () => {
    void loadSearch().then((Search) => {
      const box = input.current;
      if (!box) return;
      const handover: Handover = {
        text: box.value,
        focused: document.activeElement === box,
        caret: [box.selectionStart ?? box.value.length, box.selectionEnd ?? box.value.length],
      };
      setLoaded({ Search, handover });
    });
  };

  if (loaded) return <loaded.Search label={label} placeholder={placeholder} handover={loaded.handover} />;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') event.currentTarget.value = '';
  };

  return (
    <div className="header-search">
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
              aria-expanded={false}
              aria-autocomplete="list"
              placeholder={placeholder}
              autoComplete="off"
              enterKeyHint="search"
              maxLength={searchLimits.maxLength}
              onFocus={wake}
              onPointerDown={wake}
              onKeyDown={onKeyDown}
            />
          </label>
        </form>
      </search>
    </div>
  );
}
