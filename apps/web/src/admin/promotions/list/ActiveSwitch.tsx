import { fillText } from '@grocery/contracts';
import { Switch } from '@mantine/core';
import { useTexts } from '../../../i18n/useTexts';
import { adminToast } from '../../shared/feedback';
import { useSetPromotionActive } from '../mutations';
import { promotionsListTexts } from '../texts';

type Props = {
  promotionId: number;
  name: string;
  active: boolean;
  /** The version it was read at. */
  version: number;
  /** Told of the new version after a switch (the dialog keeps editing on it). */
  onSwitched?: (version: number) => void;
};

/** A promotion's on/off switch: the shop's own and the imported alike; every switch is audited. */
export function ActiveSwitch({ promotionId, name, active, version, onSwitched }: Props) {
  const texts = useTexts(promotionsListTexts);
  const switchActive = useSetPromotionActive();
  const change = async (next: boolean) => {
    try {
      const answer = await switchActive.mutateAsync({ promotionId, active: next, version });
      if (answer.reject) {
        adminToast.error(answer.reason === 'CONFLICT' ? texts.switchConflict : texts.switchFailed);
        return;
      }
      adminToast.success(next ? texts.switchedOn : texts.switchedOff);
      onSwitched?.(answer.promotion.version);
    } catch (error) {
      console.error('promotion not switched', error);
      adminToast.error(texts.switchFailed);
    }
  };
  return (
    <Switch
      aria-label={fillText(texts.switchLabel, { name })}
      checked={switchActive.isPending ? !active : active}
      disabled={switchActive.isPending}
      onChange={(event) => void change(event.currentTarget.checked)}
      // The grid opens a row on a double-click or Enter: a switch's own clicks stay with it.
      onDoubleClick={(event) => event.stopPropagation()}
      onKeyDown={(event) => event.stopPropagation()}
    />
  );
}
