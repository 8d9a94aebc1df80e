import { type CategoryRule, categoryRuleKinds, countText } from '@grocery/contracts';
import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useLanguage } from '../../i18n/useLanguage';
import { useTexts } from '../../i18n/useTexts';
import { adminToast, useConfirm } from '../shared/feedback';
import {
  AdminForm,
  NumberField,
  SelectField,
  type SelectOption,
  ShowWhen,
  SubmitButton,
  TextField,
  useAdminForm,
} from '../shared/form';
import { useDeleteCategoryRule, useSaveCategoryRule } from './mutations';
import { rulePreviewQueryOptions } from './queries';
import {
  newRuleValues,
  previewQueryOf,
  type RuleFormValues,
  ruleFormSchema,
  ruleFormValues,
} from './ruleValues';
import { categoryRulesTexts } from './texts';
import { WordsField } from './WordsField';

type Props = {
  /** The rule to edit; null: a new rule (at `nextSortOrder`). */
  rule: CategoryRule | null;
  nextSortOrder: number;
  categoryOptions: SelectOption[];
  onClose: () => void;
};

/** A rule added or edited in a dialog: what it matches, its category, its order, and a live count. */
export function RuleDialog({ rule, nextSortOrder, categoryOptions, onClose }: Props) {
  const texts = useTexts(categoryRulesTexts);
  return (
    <Modal
      opened
      onClose={onClose}
      title={rule ? texts.editTitle : texts.newTitle}
      closeButtonProps={{ 'aria-label': texts.close }}
      removeScrollProps={{ removeScrollBar: false }}
      size="lg"
    >
      <RuleForm
        rule={rule}
        nextSortOrder={nextSortOrder}
        categoryOptions={categoryOptions}
        onDone={onClose}
      />
    </Modal>
  );
}

function RuleForm({
  rule,
  nextSortOrder,
  categoryOptions,
  onDone,
}: Omit<Props, 'onClose'> & { onDone: () => void }) {
  const texts = useTexts(categoryRulesTexts);
  const language = useLanguage();
  const confirm = useConfirm();
  const save = useSaveCategoryRule(rule?.ruleId ?? null);
  const remove = useDeleteCategoryRule();
  const form = useAdminForm({
    schema: ruleFormSchema,
    defaultValues: rule ? ruleFormValues(rule) : newRuleValues(nextSortOrder),
    customTexts: { wordNeedsLetter: texts.wordNeedsLetter, codesReversed: texts.codesReversed },
  });
  const kindOptions = categoryRuleKinds.map((kind) => ({ value: kind, label: texts[kind] }));

  const submit = async (values: z.output<typeof ruleFormSchema>) => {
    const answer = await save.mutateAsync(values);
    if (answer.reject) {
      form.setError('categoryId', { message: texts.unknownCategory });
      return;
    }
    adminToast.success(countText(language, rule ? texts.saved : texts.created, answer.rule.products));
    onDone();
  };
  const deleteRule = async () => {
    if (!rule) return;
    const sure = await confirm({
      title: texts.deleteTitle,
      message: countText(language, texts.deleteConfirm, rule.products),
      confirmLabel: texts.deleteRule,
      danger: true,
    });
    if (!sure) return;
    try {
      await remove.mutateAsync(rule.ruleId);
      adminToast.success(texts.deleted);
      onDone();
    } catch (error) {
      console.error('category rule not deleted', error);
      adminToast.error(texts.deleteFailed);
    }
  };

  return (
    <AdminForm form={form} onSubmit={submit}>
      <Stack gap="md">
        <SelectField name="kind" label={texts.kind} options={kindOptions} required clearable={false} />
        <ShowWhen<RuleFormValues> when={(values) => values.kind === 'name_words'}>
          <WordsField name="words" label={texts.words} description={texts.wordsHint} required />
        </ShowWhen>
        <ShowWhen<RuleFormValues> when={(values) => values.kind === 'manufacturer'}>
          <TextField
            name="manufacturer"
            label={texts.manufacturerName}
            description={texts.manufacturerHint}
            required
            maxLength={200}
          />
        </ShowWhen>
        <ShowWhen<RuleFormValues> when={(values) => values.kind === 'code_range'}>
          <Group grow align="flex-start">
            <TextField name="codeFrom" label={texts.codeFrom} required maxLength={20} />
            <TextField name="codeTo" label={texts.codeTo} required maxLength={20} />
          </Group>
          <Text size="sm" c="gray.7">
            {texts.codesHint}
          </Text>
        </ShowWhen>
        <SelectField name="categoryId" label={texts.category} options={categoryOptions} required />
        <Stack gap={4}>
          <NumberField name="sortOrder" label={texts.sortOrder} min={0} max={1_000_000} />
          <Text size="sm" c="gray.7">
            {texts.sortOrderHint}
          </Text>
        </Stack>
        <RulePreview />
        <Group justify="space-between">
          <SubmitButton disabledUntilChanged={rule !== null}>{rule ? texts.save : texts.create}</SubmitButton>
          {rule && (
            <Button color="red" variant="outline" onClick={deleteRule} loading={remove.isPending}>
              {texts.deleteRule}
            </Button>
          )}
        </Group>
      </Stack>
    </AdminForm>
  );
}

/** How many imported products the rule as typed matches, asked a moment after typing stops. */
function RulePreview() {
  const texts = useTexts(categoryRulesTexts);
  const language = useLanguage();
  const values = useWatch() as RuleFormValues;
  const [query] = useDebouncedValue(previewQueryOf(values), 300, { leading: false });
  const preview = useQuery(rulePreviewQueryOptions(query));
  if (query === null) return null;
  if (preview.isError)
    return (
      <Text size="sm" c="red.8" role="status">
        {texts.previewFailed}
      </Text>
    );
  if (!preview.data)
    return (
      <Text size="sm" c="gray.7" role="status">
        {texts.previewing}
      </Text>
    );
  const { matches, samples } = preview.data;
  return (
    <Stack gap={4} data-testid="rule-preview">
      <Text size="sm" fw={500} role="status">
        {matches === 0 ? texts.previewNone : countText(language, texts.preview, matches)}
      </Text>
      {samples.length > 0 && (
        <>
          <Text size="sm" c="gray.7">
            {texts.samples}
          </Text>
          <List size="sm">
            {samples.map((sample) => (
              <List.Item key={sample.productId}>
                <bdi dir="auto">{sample.productName}</bdi>
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}
