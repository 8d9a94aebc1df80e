import { type FileKindAnswer, fillText } from '@grocery/contracts';
import type { priceFileTexts } from './priceFileTexts';

type Texts = { [K in keyof (typeof priceFileTexts)['en']]: string };

/** The sentence naming a file of another kind; its root element kept left to right inside any text. */
export const fileKindText = (texts: Texts, { kind, root }: FileKindAnswer) =>
  fillText(texts[kind], { root: `\u2066<${root ?? ''}>\u2069` });
