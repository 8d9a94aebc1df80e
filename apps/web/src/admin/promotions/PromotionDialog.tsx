import { fillText, type Promotion, type PromotionSaveReason, promotionTargets } from '@grocery/contracts';
import { Alert, Divider, Fieldset, Group, Modal, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { z } from 'zod';
import { useLanguage } from '../../i18n/useLanguage';
import { useTexts } from '../../i18n/useTexts';
import { adminToast, PageError } from '../shared/feedback';
import {
  AdminForm,
  CheckboxField,
  MultiSelectField,
  NumberField,
  SelectField,
  ShowWhen,
  SubmitButton,
  TextAreaField,
  TextField,
  useAdminForm,
} from '../shared/form';
import { DateTimeField } from './editor/DateTimeField';
import { ProductsField } from './editor/ProductsField';
import { PromotionPreview } from './editor/PromotionPreview';
import { RewardFields } from './editor/RewardFields';
import { ActiveSwitch } from './list/ActiveSwitch';
import { useSavePromotion } from './mutations';
import { shopMinuteOf } from './promotionText';
import {
  newPromotionValues,
  nextShopHour,
  type PromotionFormValues,
  promotionFormSchema,
  promotionFormValues,
  refusalField,
} from './promotionValues';
import { allCategoriesQueryOptions, allUserTypesQueryOptions, promotionQueryOptions } from './queries';
import { promotionEditorTexts } from './texts';

type Props = {
  /** The promotion to open; null: a new one. */
  promotionId: number | null;
  canWrite: boolean;
  onClose: () => void;
};

/** A promotion added, edited or looked at in a dialog, with a preview of a made-up cart. */
export function PromotionDialog({ promotionId, canWrite, onClose }: Props) {
  const texts = useTexts(promotionEditorTexts);
  const promotion = useQuery({ ...promotionQueryOptions(promotionId ?? 0), enabled: promotionId !== null });
  const loaded = promotionId === null ? null : (promotion.data ?? undefined);
  const readOnly = !canWrite || loaded?.source === 'pos';
  const title = promotionId === null ? texts.newTitle : readOnly ? texts.viewTitle : texts.editTitle;
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      closeButtonProps={{ 'aria-label': texts.close }}
      removeScrollProps={{ removeScrollBar: false }}
      size="xl"
    >
      {promotion.isError ? (
        <PageError
          message={texts.loadError}
          error={promotion.error}
          onRetry={() => void promotion.refetch()}
        />
      ) : loaded === undefined ? (
        <Stack gap="xs" data-testid="promotion-loading">
          <Skeleton height={36} />
          <Skeleton height={36} />
          <Skeleton height={36} />
        </Stack>
      ) : (
        <PromotionForm promotion={loaded} canWrite={canWrite} readOnly={readOnly} onDone={onClose} />
      )}
    </Modal>
  );
}

type FormProps = { promotion: Promotion | null; canWrite: boolean; readOnly: boolean; onDone: () => void };

function PromotionForm({ promotion, canWrite, readOnly, onDone }: FormProps) {
  const texts = useTexts(promotionEditorTexts);
  const language = useLanguage();
  const save = useSavePromotion(promotion?.promotionId ?? null);
  const categories = useQuery(allCategoriesQueryOptions(language));
  const userTypes = useQuery(allUserTypesQueryOptions());
  const [refusal, setRefusal] = useState<string | null>(null);
  const [defaults] = useState(() =>
    promotion
      ? promotionFormValues(promotion)
      : newPromotionValues(nextShopHour(shopMinuteOf(new Date().toISOString()))),
  );
  const form = useAdminForm({
    schema: promotionFormSchema,
    defaultValues: defaults,
    customTexts: {
      endsBeforeStart: texts.endsBeforeStart,
      orderTakesPercentOrAmount: texts.orderTakesPercentOrAmount,
    },
  });
  const categoryOptions = useMemo(
    () => (categories.data ?? []).map((row) => ({ value: row.categoryId, label: row.categoryName })),
    [categories.data],
  );
  const userTypeOptions = useMemo(
    () => (userTypes.data ?? []).map((type) => ({ value: type.userTypeId, label: type.name })),
    [userTypes.data],
  );
  const targetOptions = promotionTargets.map((target) => ({
    value: target,
    label: { products: texts.targetProducts, categories: texts.targetCategories, order: texts.targetOrder }[
      target
    ],
  }));
  const modeOptions = [
    { value: 'lower', label: texts.lower },
    { value: 'on_top', label: texts.on_top },
  ];

  const submit = async (values: z.output<typeof promotionFormSchema>) => {
    setRefusal(null);
    const answer = await save.mutateAsync(values);
    if (answer.reject) {
      const reason = answer.reason as PromotionSaveReason;
      const field = refusalField(reason, answer.field, form.getValues());
      if (field)
        form.setError(field as never, { type: 'server', message: texts[reason] }, { shouldFocus: true });
      else setRefusal(texts[reason]);
      return;
    }
    adminToast.success(promotion ? texts.saved : texts.created);
    onDone();
  };

  return (
    <AdminForm form={form} onSubmit={submit}>
      <Stack gap="md">
        {promotion?.source === 'pos' && (
          <Alert variant="light" color="blue" data-testid="imported-note">
            <Stack gap="xs">
              <span>{fillText(texts.importedNote, { key: promotion.sourceKey ?? '' })}</span>
              {canWrite && (
                <ActiveSwitch
                  promotionId={promotion.promotionId}
                  name={promotion.names[language] ?? promotion.names.en ?? ''}
                  active={promotion.active}
                  version={promotion.version}
                />
              )}
            </Stack>
          </Alert>
        )}
        {!canWrite && (
          <Alert variant="light" color="gray">
            {texts.readOnlyNote}
          </Alert>
        )}
        <Fieldset variant="unstyled" disabled={readOnly}>
          <Stack gap="md">
            <Title order={2} size="h4">
              {texts.names}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextField name="names.en" label={texts.nameEn} required maxLength={120} />
              <TextField name="names.he" label={texts.nameHe} maxLength={120} />
              <TextField name="names.th" label={texts.nameTh} maxLength={120} />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextAreaField name="descriptions.en" label={texts.descriptionEn} maxLength={500} />
              <TextAreaField name="descriptions.he" label={texts.descriptionHe} maxLength={500} />
              <TextAreaField name="descriptions.th" label={texts.descriptionTh} maxLength={500} />
            </SimpleGrid>
            <Divider />
            <SelectField
              name="target"
              label={texts.target}
              options={targetOptions}
              required
              clearable={false}
            />
            <ShowWhen<PromotionFormValues> when={(values) => values.target === 'products'}>
              <ProductsField name="productIds" label={texts.products} />
            </ShowWhen>
            <ShowWhen<PromotionFormValues> when={(values) => values.target === 'categories'}>
              <MultiSelectField
                name="categoryIds"
                label={texts.categories}
                options={categoryOptions}
                required
              />
            </ShowWhen>
            <RewardFields />
            <Divider />
            <Title order={2} size="h4">
              {texts.conditions}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <NumberField name="minQuantity" label={texts.minQuantity} min={0} max={100_000} />
              <NumberField
                name="minOrderTotal"
                label={texts.minOrderTotal}
                min={0}
                max={1_000_000}
                decimals={2}
              />
              <NumberField name="limitPerOrder" label={texts.limitPerOrder} min={0} max={100_000} />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <DateTimeField name="startsAt" label={texts.startsAt} required />
              <DateTimeField name="endsAt" label={texts.endsAt} required />
            </SimpleGrid>
            <MultiSelectField name="userTypeIds" label={texts.userTypes} options={userTypeOptions} />
            <SelectField
              name="onCustomerPrice"
              label={texts.onCustomerPrice}
              options={modeOptions}
              required
              clearable={false}
            />
            <CheckboxField name="combines" label={texts.combines} />
            {promotion?.source !== 'pos' && <CheckboxField name="active" label={texts.active} />}
          </Stack>
        </Fieldset>
        {refusal && (
          <Alert color="red" variant="light" role="alert">
            {refusal}
          </Alert>
        )}
        {!readOnly && (
          <Group>
            <SubmitButton disabledUntilChanged={promotion !== null}>
              {promotion ? texts.save : texts.create}
            </SubmitButton>
          </Group>
        )}
        <Divider />
        <PromotionPreview
          userTypeOptions={userTypeOptions.map((option) => ({ ...option, value: String(option.value) }))}
        />
      </Stack>
    </AdminForm>
  );
}
