import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useLanguage } from '../../../i18n/useLanguage';
import { useTexts } from '../../../i18n/useTexts';
import { userDetailsTexts } from '../texts';

/** No user has this id (404, or an id that is not one): say so, with the way back. */
export function UserNotFound() {
  const texts = useTexts(userDetailsTexts);
  const language = useLanguage();
  return (
    <Stack gap="sm" p="md" data-testid="user-not-found">
      <Title order={1} size="h2">
        {texts.defaultTitle}
      </Title>
      <Text role="status">{texts.notFound}</Text>
      <Anchor component={Link} to={`/admin/${language}/users`}>
        {texts.backToUsers}
      </Anchor>
    </Stack>
  );
}
