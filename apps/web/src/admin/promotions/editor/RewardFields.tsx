import { rewardKinds } from '@grocery/contracts';
import { Group, Stack, Text } from '@mantine/core';
import { useFormState } from 'react-hook-form';
import { useTexts } from '../../../i18n/useTexts';
import { NumberField, SelectField, ShowWhen } from '../../shared/form';
import type { PromotionFormValues } from '../promotionValues';
import { promotionEditorTexts } from '../texts';

const maxMoney = 1_000_000;
type Kind = PromotionFormValues['reward']['kind'];
const when = (kind: Kind) => (values: PromotionFormValues) => values.reward?.kind === kind;

/** A message on the reward as a whole (a deal the target cannot take), under its kind. */
function RewardMessage() {
  const { errors } = useFormState<PromotionFormValues>();
  const message = errors.reward?.message ?? errors.reward?.root?.message;
  if (typeof message !== 'string') return null;
  return (
    <Text size="sm" c="red.8" id="reward-message">
      {message}
    </Text>
  );
}

/** The deal's kind and the fields that kind takes: money in decimals, percents, counts. */
export function RewardFields() {
  const texts = useTexts(promotionEditorTexts);
  const kindOptions = rewardKinds.map((kind) => ({ value: kind, label: texts[kind] }));
  const money = (name: string, label: string) => (
    <NumberField name={name} label={label} required min={0} max={maxMoney} step={0.1} decimals={2} />
  );
  const percent = (label: string) => (
    <NumberField name="reward.percent" label={label} required min={0} max={100} />
  );
  const count = (name: string, label: string) => (
    <NumberField name={name} label={label} required min={1} max={100} />
  );
  return (
    <Stack gap="sm">
      <SelectField
        name="reward.kind"
        label={texts.rewardKind}
        options={kindOptions}
        required
        clearable={false}
      />
      <RewardMessage />
      <ShowWhen<PromotionFormValues> when={when('unit_price')}>{money('reward.price', texts.price)}</ShowWhen>
      <ShowWhen<PromotionFormValues> when={when('amount_off')}>
        {money('reward.amount', texts.amount)}
      </ShowWhen>
      <ShowWhen<PromotionFormValues> when={when('percent_off')}>{percent(texts.percent)}</ShowWhen>
      <ShowWhen<PromotionFormValues> when={when('bundle')}>
        <Group grow align="flex-start">
          {count('reward.quantity', texts.quantity)}
          {money('reward.price', texts.bundlePrice)}
        </Group>
      </ShowWhen>
      <ShowWhen<PromotionFormValues> when={when('buy_get')}>
        <Group grow align="flex-start">
          {count('reward.buy', texts.buy)}
          {count('reward.get', texts.get)}
        </Group>
      </ShowWhen>
      <ShowWhen<PromotionFormValues> when={when('nth_off')}>
        <Group grow align="flex-start">
          {count('reward.nth', texts.nth)}
          {percent(texts.nthPercent)}
        </Group>
      </ShowWhen>
    </Stack>
  );
}
