import { type AdminProductRow, adminProductsPageSize, fillText } from '@grocery/contracts';
import { Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLanguage } from '../../i18n/useLanguage';
import { useTexts } from '../../i18n/useTexts';
import { usePriceFormatter } from '../../state/publicConfig';
import { useSearchText } from '../shared/filters/useSearchText';
import { DataGrid, type GridRowKey, type GridViewState } from '../shared/grid';
import { adminPageTitles } from '../shared/texts';
import { ProductBulkBar } from './list/ProductBulkBar';
import { ProductFiltersPanel } from './list/ProductFiltersPanel';
import { type ProductFilters, panelFilterCount } from './list/productFilters';
import { productsColumns } from './list/productsColumns';
import {
  arrivingView,
  defaultSort,
  type ProductsView,
  parseListPlace,
  readProductsView,
  storedPageFor,
  writeListPlace,
  writeProductsView,
} from './list/productsView';
import { useProductRowMenu } from './list/useProductRowMenu';
import { productsKeys, productsListRemote } from './queries';
import { productFiltersTexts, productsListTexts } from './texts';
import './products.css';

const phoneQuery = '(max-width: 47.99em)';

/**
 * The products grid: 25 a page, server-sorted (newest id first), filtered by the panel. Its place
 * (page, sort, scroll) is in the history entry, so Back returns there; filters, place and the rows
 * shown are in sessionStorage per language, so a return shows the rows at once, then refreshes them.
 */
export function ProductsPage() {
  const texts = useTexts(productsListTexts);
  const filterTexts = useTexts(productFiltersTexts);
  const titles = useTexts(adminPageTitles);
  const language = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const formatPrice = usePriceFormatter();
  const isPhone = useMediaQuery(phoneQuery, false, { getInitialValueInEffect: false });

  const [restored] = useState(() => {
    const view = arrivingView(readProductsView(language), parseListPlace(location.state));
    const request = { pageIndex: view.pageIndex, pageSize: adminProductsPageSize, sort: view.sort };
    const page = storedPageFor(view, request);
    // Shown at once, and stale from the start: the grid refetches it behind the stored rows.
    if (page) {
      queryClient.setQueryData([...productsKeys.list(view.filters, language), request], page, {
        updatedAt: 0,
      });
    }
    return view;
  });
  const view = useRef(restored);
  const [filters, setFilters] = useState(restored.filters);
  const [panelOpen, setPanelOpen] = useState(false);
  // A filter change starts the grid again on page 1 (its view state is read when it mounts).
  const [generation, setGeneration] = useState(0);
  const [selected, setSelected] = useState<Set<GridRowKey>>(new Set());

  const keep = useCallback(
    (next: Partial<ProductsView>) => {
      view.current = { ...view.current, ...next };
      writeProductsView(language, view.current);
      const { pageIndex, sort, scrollTop } = view.current;
      writeListPlace({ pageIndex, sort, scrollTop });
    },
    [language],
  );

  const columns = useMemo(
    () =>
      productsColumns(texts, {
        language,
        price: (amount) => formatPrice(amount),
        editorPath: (row) => `/admin/${language}/products/${row.productId}`,
      }),
    [texts, language, formatPrice],
  );
  const remote = useMemo(
    () =>
      productsListRemote(filters, language, texts.loadError, (request, loaded) => {
        if (JSON.stringify(view.current.filters) === JSON.stringify(filters))
          keep({ page: { request, ...loaded } });
      }),
    [filters, language, texts.loadError, keep],
  );

  const changeFilters = (next: ProductFilters) => {
    keep({ filters: next, pageIndex: 0, scrollTop: 0, page: null });
    setFilters(next);
    setSelected(new Set());
    setGeneration((count) => count + 1);
  };
  const search = useSearchText(restored.filters.q, (q) => changeFilters({ ...view.current.filters, q }));
  const remember = (state: GridViewState) => keep(state);
  const open = (productId: number | 'new') =>
    navigate(`/admin/${language}/products/${productId}`, { state: { fromList: true } });
  const menu = useProductRowMenu((row: AdminProductRow) => open(row.productId));
  const panelCount = panelFilterCount(filters);

  return (
    <Stack gap="md" p="md">
      <Group justify="space-between" gap="sm">
        <Title order={1} size="h2">
          {titles.products}
        </Title>
        <Button onClick={() => open('new')}>{texts.newProduct}</Button>
      </Group>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label={filterTexts.search}
          placeholder={filterTexts.searchPlaceholder}
          dir="auto"
          {...search.input}
        />
        <Button
          variant={panelCount ? 'light' : 'default'}
          aria-expanded={panelOpen}
          aria-controls={isPhone ? undefined : 'products-filters'}
          onClick={() => setPanelOpen(!panelOpen)}
        >
          {panelCount ? fillText(filterTexts.filtersActive, { number: panelCount }) : filterTexts.filters}
        </Button>
      </Group>
      <ProductFiltersPanel
        filters={filters}
        onChange={changeFilters}
        opened={panelOpen}
        onClose={() => setPanelOpen(false)}
        isPhone={isPhone}
      />
      <DataGrid<AdminProductRow>
        key={generation}
        gridId="products"
        label={texts.gridLabel}
        columns={columns}
        rowKey={(row) => row.productId}
        pageSize={adminProductsPageSize}
        remote={remote}
        initialSort={defaultSort}
        viewState={{
          pageIndex: view.current.pageIndex,
          sort: view.current.sort,
          scrollTop: view.current.scrollTop,
        }}
        onViewStateChange={remember}
        onOpen={(row) => open(row.productId)}
        contextMenu={menu}
        selection={{ selected, onChange: setSelected }}
        bulkActions={<ProductBulkBar selected={selected} onDone={() => setSelected(new Set())} />}
      />
    </Stack>
  );
}
