import type { AdminUserDetails } from '@grocery/contracts';
import { formatDateTimeIn } from '@grocery/contracts';
import { Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useLanguage } from '../../../i18n/useLanguage';
import { useTexts } from '../../../i18n/useTexts';
import { userDetailsTexts } from '../texts';

/** The page's heading (the user's name, 'User Details' until it loads), email, id and created. */
export function UserSummary({ user }: { user: AdminUserDetails | undefined }) {
  const texts = useTexts(userDetailsTexts);
  const language = useLanguage();
  return (
    <Stack gap={4}>
      <Title order={1} size="h2">
        <bdi>{user?.displayName || texts.defaultTitle}</bdi>
      </Title>
      {user ? (
        <Group gap="lg" wrap="wrap" style={{ rowGap: 4 }}>
          <Fact label={texts.email} value={user.email} />
          <Fact label={texts.userId} value={String(user.userId)} />
          <Fact label={texts.createdAt} value={formatDateTimeIn(language, user.createdAt)} auto />
          <Text size="sm" c="gray.7">
            {user.emailVerified ? texts.emailVerified : texts.emailNotVerified}
          </Text>
        </Group>
      ) : (
        <Skeleton height={20} width="60%" />
      )}
    </Stack>
  );
}

/** A label and its value: left to right (an email, an id), or `auto` for text in the page's language. */
function Fact({ label, value, auto = false }: { label: string; value: string; auto?: boolean }) {
  return (
    <Text size="sm">
      <Text span c="gray.7" size="sm">
        {label}:
      </Text>{' '}
      <bdi dir={auto ? 'auto' : 'ltr'}>{value}</bdi>
    </Text>
  );
}
