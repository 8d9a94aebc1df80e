import { fillText, formatWait } from '@grocery/contracts';
import { Button } from '@mantine/core';
import { ApiError } from '../../../api/client';
import { useLanguage } from '../../../i18n/useLanguage';
import { useTexts } from '../../../i18n/useTexts';
import { adminToast, useConfirm } from '../../shared/feedback';
import { useSendResetLink } from '../mutations';
import { userDetailsTexts } from '../texts';

type Props = { userId: number; email: string };

/** An address inside a sentence reads left to right, even in a right-to-left one (a bidi isolate). */
const isolated = (address: string) => `\u2066${address}\u2069`;

/**
 * Mails the user a link to choose a new password, after a confirmation. The admin never sets or
 * sees a password (decision 0034).
 */
export function ResetLinkButton({ userId, email }: Props) {
  const texts = useTexts(userDetailsTexts);
  const language = useLanguage();
  const confirm = useConfirm();
  const send = useSendResetLink(userId);

  const start = async () => {
    const confirmed = await confirm({
      title: texts.resetConfirmTitle,
      message: fillText(texts.resetConfirmMessage, { email: isolated(email) }),
      confirmLabel: texts.resetConfirm,
    });
    if (!confirmed) return;
    try {
      const { sentTo } = await send.mutateAsync();
      adminToast.success(fillText(texts.resetSent, { email: isolated(sentTo) }));
    } catch (error) {
      console.error('reset link not sent', error);
      const tooMany = error instanceof ApiError && error.status === 429;
      const wait = formatWait((tooMany && error.retryAfterSeconds) || 60, language);
      adminToast.error(tooMany ? fillText(texts.resetTooMany, { wait }) : texts.resetFailed);
    }
  };

  return (
    <Button variant="default" onClick={start} loading={send.isPending}>
      {texts.sendResetLink}
    </Button>
  );
}
