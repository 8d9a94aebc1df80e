import type { ApplicationInfoProperty, LanguageCode, SecretSource } from '@grocery/contracts';
import { countText } from '@grocery/contracts';
import { Anchor, Badge, Code } from '@mantine/core';
import { fillNodes } from '../../i18n/fillNodes';
import { useLanguage } from '../../i18n/useLanguage';
import { useTexts } from '../../i18n/useTexts';
import { applicationStateTexts, applicationTexts, durationTexts } from './texts';

const units = [
  ['days', 86_400],
  ['hours', 3_600],
  ['minutes', 60],
  ['seconds', 1],
] as const;

/** A duration in seconds as its two largest units: '14 days', '3 hours 5 minutes'. */
function durationText(
  language: LanguageCode,
  texts: Record<(typeof units)[number][0], string>,
  seconds: number,
): string {
  let left = Math.max(0, Math.floor(seconds));
  const parts: string[] = [];
  for (const [unit, size] of units) {
    const count = Math.floor(left / size);
    left -= count * size;
    if (count > 0 || (parts.length === 0 && size === 1)) parts.push(countText(language, texts[unit], count));
    if (parts.length === 2) break;
  }
  return parts.join(' ');
}

/** Hosts, paths, versions and URLs read left to right on a Hebrew page too. */
const Ltr = ({ children }: { children: string }) => <span dir="ltr">{children}</span>;

/** One property's value as its kind shows it; a secret never more than set or not and its fingerprint. */
export function PropertyValue({ property }: { property: ApplicationInfoProperty }) {
  const texts = useTexts(applicationTexts);
  const states = useTexts(applicationStateTexts);
  const durations = useTexts(durationTexts);
  const language = useLanguage();
  const dash = <span className="app-info__dimmed">—</span>;
  switch (property.kind) {
    case 'text':
      return property.value === null ? dash : <Ltr>{property.value}</Ltr>;
    case 'url':
      return property.value === null ? (
        dash
      ) : (
        <Anchor href={property.value} target="_blank" rel="noreferrer" dir="ltr">
          {property.value}
        </Anchor>
      );
    case 'number':
      return <Ltr>{String(property.value)}</Ltr>;
    case 'flag':
      return (
        <Badge variant="light" color={property.value ? 'green' : 'gray'}>
          {property.value ? texts.yes : texts.no}
        </Badge>
      );
    case 'duration':
      return <bdi>{durationText(language, durations, property.value)}</bdi>;
    case 'state':
      if (property.value === 'ok' || property.value === 'unavailable') {
        return (
          <Badge variant="light" color={property.value === 'ok' ? 'green' : 'red'}>
            {states[property.value]}
          </Badge>
        );
      }
      return <>{states[property.value]}</>;
    case 'secret':
      return (
        <>
          {property.set ? texts.secretSet : <span className="app-info__dimmed">{texts.secretNotSet}</span>}
          {property.fingerprint && (
            <>
              {' · '}
              <Code dir="ltr" title={texts.fingerprintHint}>
                {property.fingerprint}
              </Code>
            </>
          )}
          {property.source && <SourceLine source={property.source} set={property.set} />}
        </>
      );
  }
}

/** Where a secret comes from: its environment variable, or the key file in the data folder and its path. */
function SourceLine({ source, set }: { source: SecretSource; set: boolean }) {
  const texts = useTexts(applicationTexts);
  const text =
    source.from === 'environment'
      ? fillNodes(texts.fromVariable, { variable: <Code dir="ltr">{source.variable}</Code> })
      : fillNodes(set ? texts.fromKeyFile : texts.keyFileNotMade, { path: <Ltr>{source.path}</Ltr> });
  return <span className="app-info__source">{text}</span>;
}
