import { type PosSignInRejection, posSignInRequest } from '@grocery/contracts';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { useTexts } from '../../i18n/useTexts';
import { adminToast } from '../shared/feedback';
import { AdminForm, SubmitButton, TextField, useAdminForm } from '../shared/form';
import { posSignInTexts } from './connectTexts';
import { useSignIn } from './mutations';

type Props = {
  opened: boolean;
  onClose: () => void;
  /** The last run ended because the POS asks for its code again: the code field is there at once. */
  askCode?: boolean;
};

/** The sign-in to the POS in a modal; its fields exist only while it is open. */
export function ConnectDialog({ opened, onClose, askCode = false }: Props) {
  const texts = useTexts(posSignInTexts);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={texts.title}
      centered
      // Mantine's ✕ has no name of its own.
      closeButtonProps={{ 'aria-label': texts.close }}
      // The scroll bar remover writes a <style> element, which our CSP refuses (as ConfirmDialog).
      removeScrollProps={{ removeScrollBar: false }}
    >
      {opened && <ConnectForm onClose={onClose} askCodeFirst={askCode} />}
    </Modal>
  );
}

const blank = { username: '', password: '', code: '' };
const fieldOf: Partial<Record<PosSignInRejection, 'username' | 'password' | 'code'>> = {
  USERNAME_REQUIRED: 'username',
  PASSWORD_REQUIRED: 'password',
};

/**
 * Username and password; the code field appears once the POS asks for one (CODE_REQUIRED), or at
 * once when the last run ended because the POS asks for its code again. A
 * refusal shows at its field or above the buttons. The password and code are cleared after a
 * wrong try; the form, with them, is gone once connected or closed.
 */
function ConnectForm({ onClose, askCodeFirst }: { onClose: () => void; askCodeFirst: boolean }) {
  const texts = useTexts(posSignInTexts);
  const signIn = useSignIn();
  const [askCode, setAskCode] = useState(askCodeFirst);
  const [message, setMessage] = useState<{ text: string; tone: 'info' | 'error' } | null>(
    askCodeFirst ? { text: texts.codeAgain, tone: 'info' } : null,
  );
  const form = useAdminForm({
    schema: posSignInRequest,
    defaultValues: blank,
    labels: { username: texts.username, password: texts.password, code: texts.code },
  });
  // Focus the code field once it is rendered after the POS asked for it (not when it opens with one).
  const askedLater = useRef(false);
  useEffect(() => {
    if (!askCode || !askedLater.current) return;
    askedLater.current = false;
    form.setFocus('code');
  }, [askCode, form]);
  const submit = async (values: z.output<typeof posSignInRequest>) => {
    setMessage(null);
    const body = {
      username: values.username,
      password: values.password,
      ...(askCode ? { code: values.code ?? '' } : {}),
    };
    let answer: Awaited<ReturnType<typeof signIn>>;
    try {
      answer = await signIn(body);
    } catch (error) {
      console.error('POS sign-in not sent', error);
      adminToast.error(texts.failed);
      return;
    }
    if (!answer.reject) {
      form.reset(blank);
      adminToast.success(texts.connected);
      onClose();
      return;
    }
    const reason = answer.reason;
    const field = fieldOf[reason];
    if (field) {
      form.setError(field, { message: texts[reason] }, { shouldFocus: true });
    } else if (reason === 'CODE_REQUIRED') {
      askedLater.current = true;
      setAskCode(true);
      setMessage({ text: texts.CODE_REQUIRED, tone: 'info' });
    } else {
      if (reason === 'WRONG_CREDENTIALS') {
        form.setValue('password', '');
        form.setValue('code', '');
      }
      const wrongCode = reason === 'WRONG_CREDENTIALS' && askCode;
      setMessage({ text: wrongCode ? texts.WRONG_CODE : texts[reason], tone: 'error' });
    }
  };
  return (
    <AdminForm form={form} onSubmit={submit}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {texts.intro}
        </Text>
        <TextField name="username" label={texts.username} maxLength={200} />
        <TextField name="password" label={texts.password} type="password" maxLength={500} />
        {askCode && <TextField name="code" label={texts.code} maxLength={50} />}
        {message && (
          <Alert
            color={message.tone === 'info' ? 'blue' : 'red'}
            role={message.tone === 'info' ? 'status' : 'alert'}
          >
            {message.text}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {texts.cancel}
          </Button>
          <SubmitButton>{texts.submit}</SubmitButton>
        </Group>
      </Stack>
    </AdminForm>
  );
}
