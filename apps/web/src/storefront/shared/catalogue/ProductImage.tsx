import { imagePixels } from '@grocery/contracts';
import { useState } from 'react';
import { LogoMark } from '../../../components/logo/Logo';
import './productImage.css';

type Props = {
  /** The image URL, or null when the product has none. */
  src: string | null;
  alt: string;
  /** Rendered size in CSS pixels (the square box; width/height avoid layout shift). */
  size: number;
  className?: string;
  /** One of the page's first pictures (its largest paint): fetched at once and first. */
  eager?: boolean;
  /** The high-resolution file, offered to screens that show the picture larger than its file. */
  hdSrc?: string | null;
  /** How wide the picture is shown, for choosing between the two files (`sizes`). */
  sizes?: string;
};

/** The pictures a phone shows first in a grid (two columns): the page's largest paint, fetched first. */
export const eagerPictures = 2;

/** A picture's two stored files as `srcset` widths. */
export const pictureWidths = (src: string, hdSrc: string) =>
  `${src} ${imagePixels.normal}w, ${hdSrc} ${imagePixels.highRes}w`;

/**
 * A square product or category picture, loaded lazily; with no file (or one that fails to load)
 * the brand mark stands in, on a soft background.
 */
export function ProductImage({ src, alt, size, className, eager, hdSrc, sizes }: Props) {
  const [failed, setFailed] = useState<string | null>(null);
  const classes = ['product-image', className].filter(Boolean).join(' ');
  if (!src || failed === src) {
    return (
      <span className={`${classes} product-image--placeholder`} role="img" aria-label={alt}>
        <LogoMark size={Math.round(size * 0.4)} />
      </span>
    );
  }
  return (
    <img
      className={classes}
      src={src}
      srcSet={hdSrc ? pictureWidths(src, hdSrc) : undefined}
      sizes={hdSrc ? sizes : undefined}
      alt={alt}
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed(src)}
    />
  );
}
