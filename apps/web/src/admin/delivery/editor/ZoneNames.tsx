import { type DeliveryZone, deliveryZoneTranslationRequest, languageCodes } from '@grocery/contracts';
import { Stack, Table, Text, Title } from '@mantine/core';
import { fillNodes } from '../../../i18n/fillNodes';
import { nativeName } from '../../../i18n/language';
import { useTexts } from '../../../i18n/useTexts';
import { TranslationsEditor } from '../../shared/translations';
import { useZoneTranslation } from '../mutations';
import { zoneNamesTexts } from './texts';

type Props = { zone: DeliveryZone; canWrite: boolean };

/**
 * The zone's name in each language (decision 0054) beside its base name: the translations card per
 * language, saved on its own; read-only without delivery:write.
 */
export function ZoneNames({ zone, canWrite }: Props) {
  const texts = useTexts(zoneNamesTexts);
  const { save, remove } = useZoneTranslation(zone.deliveryZoneId);
  return (
    <Stack gap="sm" component="section" aria-labelledby="zone-names-title">
      <Title order={2} size="h4" id="zone-names-title">
        {texts.title}
      </Title>
      <Text size="sm" c="gray.7">
        {texts.intro}
      </Text>
      {canWrite ? (
        <TranslationsEditor
          fields={[{ name: 'name', label: texts.translationName, required: true, maxLength: 100 }]}
          request={deliveryZoneTranslationRequest}
          base={{ name: zone.name }}
          translations={zone.translations}
          onSave={(languageCode, values) => save.mutateAsync({ languageCode, name: String(values.name) })}
          onDelete={(languageCode) => remove.mutateAsync(languageCode)}
        />
      ) : (
        <ReadOnlyNames zone={zone} none={texts.none} />
      )}
    </Stack>
  );
}

function ReadOnlyNames({ zone, none }: { zone: DeliveryZone; none: string }) {
  return (
    <Table maw={560} withTableBorder>
      <Table.Tbody>
        {languageCodes.map((language) => {
          const name = zone.translations.find((item) => item.languageCode === language)?.name;
          return (
            <Table.Tr key={language}>
              <Table.Th scope="row">{nativeName(language)}</Table.Th>
              <Table.Td lang={name ? language : undefined}>
                {name ? (
                  <bdi dir="auto">{name}</bdi>
                ) : (
                  <Text span size="sm" c="gray.7">
                    {fillNodes(none, { name: <bdi dir="auto">{zone.name}</bdi> })}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
