import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useLanguage } from '../../../i18n/useLanguage';
import { useTexts } from '../../../i18n/useTexts';
import { categoriesListTexts, categoryEditorTexts } from '../texts';

/** No category has this id (404, or an id that is not one): say so, with the way back. */
export function CategoryNotFound() {
  const texts = useTexts(categoryEditorTexts);
  const listTexts = useTexts(categoriesListTexts);
  const language = useLanguage();
  return (
    <Stack gap="sm" p="md">
      <Title order={1} size="h2">
        {listTexts.editCategory}
      </Title>
      <Text role="status">{texts.notFound}</Text>
      <Anchor component={Link} to={`/admin/${language}/categories`}>
        {texts.backToList}
      </Anchor>
    </Stack>
  );
}
