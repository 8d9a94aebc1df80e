import { type AdminUser, usersAdminPageSize } from '@grocery/contracts';
import { Stack, Title } from '@mantine/core';
import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLanguage } from '../../i18n/useLanguage';
import { useTexts } from '../../i18n/useTexts';
import { DataGrid, type GridViewState } from '../shared/grid';
import { UsersFilters } from './list/UsersFilters';
import { usersColumns } from './list/usersColumns';
import { type UsersFilters as Filters, usersListRemote } from './queries';
import { permissionTitleTexts, usersListTexts } from './texts';
import { readUsersView, writeUsersView } from './usersView';

/**
 * The users grid: server-paged, newest first, filtered by name/email and group. Page, sort, filters
 * and scroll are kept per language for the tab, so coming back from a user finds the list as it was.
 */
export function UsersPage() {
  const texts = useTexts(usersListTexts);
  const permissionTitles = useTexts(permissionTitleTexts);
  const language = useLanguage();
  const navigate = useNavigate();
  const [restored] = useState(() => readUsersView(language));
  const [filters, setFilters] = useState(restored.filters);
  // A filter change starts the grid again on page 1 (its view state is read when it mounts).
  const [generation, setGeneration] = useState(0);
  const view = useRef({ ...restored });

  const columns = useMemo(
    () => usersColumns(texts, language, permissionTitles),
    [texts, language, permissionTitles],
  );
  const remote = useMemo(() => usersListRemote(filters, texts.loadError), [filters, texts.loadError]);

  const remember = (state: GridViewState) => {
    view.current = { ...view.current, ...state };
    writeUsersView(language, view.current);
  };
  const changeFilters = (next: Filters) => {
    view.current = { ...view.current, filters: next, pageIndex: 0, scrollTop: 0 };
    writeUsersView(language, view.current);
    setFilters(next);
    setGeneration((count) => count + 1);
  };
  const open = (user: AdminUser) => navigate(`/admin/${language}/users/${user.userId}`);

  return (
    <Stack gap="md" p="md">
      <Title order={1} size="h2">
        {texts.title}
      </Title>
      <UsersFilters filters={filters} onChange={changeFilters} />
      <DataGrid<AdminUser>
        key={generation}
        gridId="users"
        label={texts.gridLabel}
        columns={columns}
        rowKey={(user) => user.userId}
        pageSize={usersAdminPageSize}
        remote={remote}
        initialSort={{ key: 'createdAt', dir: 'desc' }}
        viewState={{
          pageIndex: view.current.pageIndex,
          sort: view.current.sort,
          scrollTop: view.current.scrollTop,
        }}
        onViewStateChange={remember}
        onOpen={open}
        contextMenu={(user) => (user ? [{ label: texts.editUser, onSelect: () => open(user) }] : [])}
      />
    </Stack>
  );
}
