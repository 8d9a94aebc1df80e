import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { HttpError } from '../http/http-error';
import { imagePixels } from './image-sizes';

/**
 * Decided by the bytes (file-type), never by the file name or the part's Content-Type. An animated
 * GIF or PNG (APNG: a .png any browser saves) is kept as a still of its first frame.
 */
export const acceptedImageTypes = new Set([
  'image/jpeg',
  'image/png',
  'image/apng',
  'image/webp',
  'image/avif',
  'image/gif',
]);

/** Against decompression bombs: a small file can declare an enormous canvas. 50 MP holds any phone photo. */
export const maxImagePixels = 50_000_000;

export interface EncodedImage {
  normal: Buffer;
  highRes: Buffer;
}

const unsupported = () =>
  new HttpError(
    415,
    'UNSUPPORTED_MEDIA_TYPE',
    'A file is not a JPEG, PNG, WebP, AVIF or GIF image (judged by its content).',
  );
const unreadable = () =>
  new HttpError(400, 'BAD_REQUEST', 'An image is damaged or incomplete and cannot be read.');

async function checkType(bytes: Buffer): Promise<void> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !acceptedImageTypes.has(type.mime)) throw unsupported();
}

async function checkPixels(bytes: Buffer): Promise<void> {
  // The header alone, without sharp's own limit, so that any size over ours answers 413.
  const { width, height } = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw unreadable();
    });
  if (!width || !height) throw unreadable();
  if (width * height > maxImagePixels) {
    throw new HttpError(413, 'PAYLOAD_TOO_LARGE', `An image has more than ${maxImagePixels} pixels.`);
  }
}

/** Decoded and encoded again: upright, without metadata (EXIF, GPS, profiles), WebP, within the size. */
function render(bytes: Buffer, pixels: number): Promise<Buffer> {
  return sharp(bytes, { limitInputPixels: maxImagePixels, failOn: 'warning' })
    .autoOrient()
    .resize(pixels, pixels, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
}

/**
 * An uploaded file as the storefront's two WebP sizes. 415 when its content is not an accepted
 * image type, 413 past the pixel limit, 400 when it cannot be decoded (truncated, corrupt).
 */
export async function encodeImage(bytes: Buffer): Promise<EncodedImage> {
  await checkType(bytes);
  await checkPixels(bytes);
  try {
    const [normal, highRes] = await Promise.all([
      render(bytes, imagePixels.normal),
      render(bytes, imagePixels.highRes),
    ]);
    return { normal, highRes };
  } catch {
    throw unreadable();
  }
}
