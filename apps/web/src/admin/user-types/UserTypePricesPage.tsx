import type { UserTypePriceRow } from '@grocery/contracts';
import { countText } from '@grocery/contracts';
import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fieldRuleText } from '../../components/form/zodIssues';
import { useLanguage } from '../../i18n/useLanguage';
import { useTexts } from '../../i18n/useTexts';
import { usePriceFormatter } from '../../state/publicConfig';
import { adminToast, PageError, useConfirm } from '../shared/feedback';
import { DataGrid } from '../shared/grid';
import { useSaveUserTypePrices } from './mutations';
import { PricesPreview } from './prices/PricesPreview';
import { PricesToolbar } from './prices/PricesToolbar';
import {
  type PendingChange,
  type PriceEdit,
  type PriceField,
  type PriceProblem,
  pendingChanges,
  pricesRequest,
  rejectedField,
} from './prices/pendingPrices';
import { priceColumns } from './prices/priceColumns';
import { PriceEditsContext, type RowMessages } from './prices/priceEdits';
import { type PricesFilters, userTypePricesRemote, userTypesQueryOptions } from './queries';
import { userTypePricesTexts } from './texts';

type Rejections = Map<number, Partial<Record<PriceField, string>>>;

/**
 * The user-type prices page: choose a type (kept in the URL), edit its prices in the grid, review
 * the pending changes (old → new), save them in one call, or discard them.
 */
export function UserTypePricesPage() {
  const texts = useTexts(userTypePricesTexts);
  const language = useLanguage();
  const formatPrice = usePriceFormatter();
  const confirm = useConfirm();
  const [params, setParams] = useSearchParams();
  const userTypes = useQuery(userTypesQueryOptions());
  const asked = Number(params.get('userType'));
  const chosen = userTypes.data?.find((type) => type.userTypeId === asked) ?? userTypes.data?.[0] ?? null;
  const filters = useMemo<PricesFilters>(
    () => ({ q: params.get('q') ?? '', priced: params.get('priced') === 'true' }),
    [params],
  );
  const [edits, setEdits] = useState<Map<number, PriceEdit>>(new Map());
  const [rejections, setRejections] = useState<Rejections>(new Map());
  const [previewOpen, setPreviewOpen] = useState(false);
  const save = useSaveUserTypePrices(chosen?.userTypeId ?? 0, language);
  const changes = useMemo(() => pendingChanges(edits), [edits]);

  // The type shown is in the URL, so a reload or a shared link opens the same one.
  useEffect(() => {
    if (chosen && asked !== chosen.userTypeId)
      setParams((current) => withParam(current, 'userType', String(chosen.userTypeId)), { replace: true });
  }, [chosen, asked, setParams]);

  const messages = useMemo(
    () => rowMessages(changes, rejections, texts, language),
    [changes, rejections, texts, language],
  );
  const editsState = useMemo(
    () => ({
      edits,
      messages,
      type: (edit: PriceEdit) => {
        setEdits((current) => new Map(current).set(edit.row.productId, edit));
        setRejections((current) => {
          if (!current.has(edit.row.productId)) return current;
          const next = new Map(current);
          next.delete(edit.row.productId);
          return next;
        });
      },
    }),
    [edits, messages],
  );
  const columns = useMemo(() => priceColumns(texts, formatPrice), [texts, formatPrice]);
  const remote = useMemo(
    () => chosen && userTypePricesRemote(chosen.userTypeId, filters, language, texts.loadError),
    [chosen, filters, language, texts.loadError],
  );

  const clear = () => {
    setEdits(new Map());
    setRejections(new Map());
  };
  const discardFirst = async () =>
    changes.length === 0 ||
    confirm({
      title: texts.discardTitle,
      message: countText(language, texts.discardMessage, changes.length),
      confirmLabel: texts.discard,
      danger: true,
    });
  const chooseType = async (userTypeId: number) => {
    if (userTypeId === chosen?.userTypeId || !(await discardFirst())) return;
    clear();
    setParams((current) => withParam(current, 'userType', String(userTypeId)));
  };
  const changeFilters = (next: PricesFilters) =>
    setParams(
      (current) =>
        withParam(withParam(current, 'q', next.q.trim() || null), 'priced', next.priced ? 'true' : null),
      { replace: true },
    );
  const send = async () => {
    const body = pricesRequest(changes);
    try {
      const answer = await save.mutateAsync(body);
      setPreviewOpen(false);
      if (answer.reject) {
        setRejections(rejectionsOf(answer, body, texts, language));
        adminToast.error(texts.saveFailed);
        return;
      }
      clear();
      adminToast.success(countText(language, texts.saved, answer.saved));
    } catch (error) {
      console.error('prices not saved', error);
      setPreviewOpen(false);
      adminToast.error(texts.saveFailed);
    }
  };

  if (userTypes.isError)
    return (
      <Stack p="md">
        <PageError
          message={texts.userTypesLoadError}
          error={userTypes.error}
          onRetry={() => void userTypes.refetch()}
        />
      </Stack>
    );
  return (
    <Stack gap="md" p="md">
      <Title order={1} size="h2">
        {texts.title}
      </Title>
      {!userTypes.data ? (
        <Skeleton height={56} maw={560} />
      ) : userTypes.data.length === 0 ? (
        <Text role="status">{texts.noUserTypes}</Text>
      ) : (
        <PricesToolbar
          userTypes={userTypes.data.map((type) => ({ value: String(type.userTypeId), label: type.name }))}
          userTypeId={chosen?.userTypeId ?? null}
          onUserType={(id) => void chooseType(id)}
          filters={filters}
          onFilters={changeFilters}
        />
      )}
      {changes.length > 0 && (
        <Paper withBorder p="sm" role="region" aria-label={texts.previewTitle}>
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Text size="sm" role="status">
              {countText(language, texts.pending, changes.length)}
            </Text>
            <Group gap="sm">
              <Button variant="default" onClick={async () => (await discardFirst()) && clear()}>
                {texts.discard}
              </Button>
              <Button onClick={() => setPreviewOpen(true)}>{texts.review}</Button>
            </Group>
          </Group>
        </Paper>
      )}
      {remote && chosen && (
        <PriceEditsContext.Provider value={editsState}>
          <DataGrid<UserTypePriceRow>
            key={`${chosen.userTypeId}:${JSON.stringify(filters)}`}
            gridId="user-type-prices"
            label={texts.gridLabel}
            columns={columns}
            rowKey={(row) => row.productId}
            pageSize={25}
            remote={remote}
            initialSort={{ key: 'productName', dir: 'asc' }}
          />
        </PriceEditsContext.Provider>
      )}
      <PricesPreview
        opened={previewOpen}
        userTypeName={chosen?.name ?? ''}
        changes={changes}
        money={formatPrice}
        saving={save.isPending}
        onSave={() => void send()}
        onClose={() => setPreviewOpen(false)}
      />
    </Stack>
  );
}

function withParam(params: URLSearchParams, name: string, value: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === null) next.delete(name);
  else next.set(name, value);
  return next;
}

type Texts = Record<keyof (typeof userTypePricesTexts)['en'], string>;
type Language = ReturnType<typeof useLanguage>;

const fieldLabels = (texts: Texts): Record<PriceField, string> => ({
  price: texts.price,
  minimumQuantity: texts.minimumQuantity,
  quantityStep: texts.quantityStep,
});

function problemText(problem: PriceProblem, field: PriceField, texts: Texts, language: Language): string {
  const rule = fieldRuleText(problem, { label: fieldLabels(texts)[field], language });
  if (rule !== undefined) return rule;
  return texts[problem as keyof Texts] ?? texts.ruleFailed;
}

/** Each row's messages: what is wrong with a typed value, else what the server refused. */
function rowMessages(
  changes: readonly PendingChange[],
  rejections: Rejections,
  texts: Texts,
  language: Language,
): RowMessages {
  const messages = new Map<number, Partial<Record<PriceField, string>>>(rejections);
  for (const change of changes) {
    const entries = Object.entries(change.problems) as [PriceField, PriceProblem][];
    if (entries.length === 0) continue;
    messages.set(
      change.productId,
      Object.fromEntries(
        entries.map(([field, problem]) => [field, problemText(problem, field, texts, language)]),
      ),
    );
  }
  return messages;
}

/** The server's refusal on the row (and field) it names: UNKNOWN_PRODUCT, or RULE with the rule's code. */
function rejectionsOf(
  answer: { reason: string; field?: string; message?: string },
  body: ReturnType<typeof pricesRequest>,
  texts: Texts,
  language: Language,
): Rejections {
  const named = rejectedField(answer.field, body);
  if (!named) return new Map();
  const field = named.field ?? 'price';
  const message =
    answer.reason === 'UNKNOWN_PRODUCT'
      ? texts.unknownProduct
      : (fieldRuleText(answer.message, { label: fieldLabels(texts)[field], language }) ?? texts.ruleFailed);
  return new Map([[named.productId, { [field]: message }]]);
}
