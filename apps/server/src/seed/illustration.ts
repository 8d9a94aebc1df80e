import { drawShape } from './illustration-shapes';
import type { Shape } from './seed-schema';

/**
 * A demo picture: a flat drawing with no words in it, so it suits every language (the product's
 * name is shown beside it, in the shopper's language).
 */
export interface Illustration {
  shape: Shape;
  background: string;
  colour: string;
  /** 0 is the main picture; 1 and 2 are the extra gallery views. */
  view: 0 | 1 | 2;
}

const viewBoxSize = 400;

/** An SVG drawing of `viewBoxSize` units, rendered at `pixels` × `pixels`. */
export function illustrationSvg(picture: Illustration, pixels: number): string {
  const dark = shade(picture.colour, 0.72);
  const background = picture.view === 2 ? shade(picture.background, 0.93) : picture.background;
  const transform =
    picture.view === 0
      ? 'translate(200 200) scale(1.3)'
      : picture.view === 1
        ? 'translate(200 204) rotate(-12) scale(1.42)'
        : 'translate(200 200) rotate(10) scale(1.15)';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pixels}" height="${pixels}" viewBox="0 0 ${viewBoxSize} ${viewBoxSize}">`,
    `<rect width="${viewBoxSize}" height="${viewBoxSize}" fill="${background}"/>`,
    `<circle cx="${picture.view === 1 ? 60 : 340}" cy="56" r="92" fill="#fff" opacity="0.28"/>`,
    `<circle cx="${picture.view === 1 ? 350 : 48}" cy="330" r="56" fill="#fff" opacity="0.2"/>`,
    `<g transform="${transform}">${drawShape(picture.shape, picture.colour, dark)}</g>`,
    '</svg>',
  ].join('');
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
