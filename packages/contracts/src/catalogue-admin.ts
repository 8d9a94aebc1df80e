import { z } from 'zod';
import { imageFileSchema } from './catalogue';
import { ok } from './envelope';

/** One stored image in the storefront's two sizes, under names the server made. */
export const uploadedImageSchema = z.object({
  imageFile: imageFileSchema,
  imageFileHighRes: imageFileSchema,
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

/** The images in the order their files came; the catalogue attaches them to products by these names. */
export const productImagesUploadResponse = ok({ images: z.array(uploadedImageSchema).min(1) });
