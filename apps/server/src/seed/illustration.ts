import type { Shape } from './demo-data/types';
import { drawShape } from './illustration-shapes';

export interface Illustration {
  /** English text; anything that is not printable ASCII is dropped, so no font can miss a glyph. */
  title: string;
  shape: Shape;
  background: string;
  colour: string;
  /** 0 is the main picture; 1 and 2 are the extra gallery views. */
  view: 0 | 1 | 2;
}

const viewBoxSize = 400;
const textBox = { width: 340, top: 276, height: 104 };
/** A generous average glyph width for bold sans-serif, in em: text sized with it fits any common font. */
const averageGlyphWidth = 0.6;
const fontSizes = [34, 30, 26, 22];

/** An SVG drawing of `viewBoxSize` units, rendered at `pixels` × `pixels`. */
export function illustrationSvg(picture: Illustration, pixels: number): string {
  const dark = shade(picture.colour, 0.72);
  const background = picture.view === 2 ? shade(picture.background, 0.93) : picture.background;
  const transform =
    picture.view === 0
      ? 'translate(200 146)'
      : picture.view === 1
        ? 'translate(200 150) rotate(-12) scale(1.12)'
        : 'translate(200 146) rotate(10) scale(0.9)';
  const { lines, fontSize } = wrapTitle(asciiText(picture.title));
  const lineHeight = fontSize * 1.2;
  const firstBaseline =
    textBox.top + textBox.height / 2 - ((lines.length - 1) * lineHeight) / 2 + fontSize * 0.35;
  const text = lines
    .map(
      (line, index) =>
        `<text x="200" y="${(firstBaseline + index * lineHeight).toFixed(1)}" font-family="sans-serif" font-size="${fontSize}" font-weight="bold" fill="#2b2b2b" text-anchor="middle">${escapeXml(line)}</text>`,
    )
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pixels}" height="${pixels}" viewBox="0 0 ${viewBoxSize} ${viewBoxSize}">`,
    `<rect width="${viewBoxSize}" height="${viewBoxSize}" fill="${background}"/>`,
    `<circle cx="${picture.view === 1 ? 60 : 340}" cy="56" r="92" fill="#fff" opacity="0.28"/>`,
    `<circle cx="${picture.view === 1 ? 350 : 48}" cy="236" r="56" fill="#fff" opacity="0.2"/>`,
    `<g transform="${transform}">${drawShape(picture.shape, picture.colour, dark)}</g>`,
    `<rect x="${(viewBoxSize - textBox.width) / 2 - 8}" y="${textBox.top}" width="${textBox.width + 16}" height="${textBox.height}" rx="20" fill="#fff" opacity="0.9"/>`,
    text,
    '</svg>',
  ].join('');
}

/** Greedy word wrap into at most two lines, shrinking the font before cutting the text short. */
export function wrapTitle(title: string): { lines: string[]; fontSize: number } {
  const words = title.split(/\s+/).filter(Boolean);
  for (const fontSize of fontSizes) {
    const maxChars = Math.floor(textBox.width / (fontSize * averageGlyphWidth));
    const lines = wrapWords(words, maxChars);
    if (lines.length <= 2) return { lines, fontSize };
  }
  const fontSize = fontSizes[fontSizes.length - 1] as number;
  const maxChars = Math.floor(textBox.width / (fontSize * averageGlyphWidth));
  const [first = '', ...rest] = wrapWords(words, maxChars);
  const second = rest.join(' ');
  return { lines: [first, `${second.slice(0, maxChars - 3).trimEnd()}...`], fontSize };
}

function wrapWords(words: string[], maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const pieces = word.length > maxChars ? (word.match(new RegExp(`.{1,${maxChars}}`, 'g')) ?? []) : [word];
    for (const piece of pieces) {
      if (line === '') line = piece;
      else if (line.length + 1 + piece.length <= maxChars) line = `${line} ${piece}`;
      else {
        lines.push(line);
        line = piece;
      }
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

export function asciiText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Multiplies each channel of a #rrggbb colour by `factor` (below 1 darkens). */
export function shade(hex: string, factor: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) =>
    Math.min(255, Math.round(((value >> shift) & 0xff) * factor))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}
