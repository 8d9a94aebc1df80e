import sharp from 'sharp';
import type { FileStorage } from '../storage/storage';
import { imageFolders, imagePixels } from '../uploads/image-sizes';
import type { DemoCatalogue } from './demo-catalogue';
import { type Illustration, illustrationSvg } from './illustration';
import { runPool } from './run-pool';

export const productImageFolder = imageFolders.product;
export const categoryImageFolder = imageFolders.category;

/** Normal images are small and compressed harder; the high-res ones are encoded with the fastest effort. */
const sizes = {
  normal: { pixels: imagePixels.normal, effort: 2 },
  highRes: { pixels: imagePixels.highRes, effort: 0 },
} as const;

/** sharp runs on libuv's thread pool (4 threads by default): more at once only queues. */
const renderConcurrency = 4;

interface ImageJob {
  key: string;
  picture: Illustration;
  size: (typeof sizes)[keyof typeof sizes];
}

/** Every image file the catalogue refers to, as storage jobs. */
export function demoImageJobs(catalogue: DemoCatalogue): ImageJob[] {
  const jobs: ImageJob[] = catalogue.categories.map((category) => ({
    key: `${categoryImageFolder}/${category.image.file}`,
    picture: category.image.picture,
    size: sizes.normal,
  }));
  for (const product of catalogue.products) {
    for (const image of product.images) {
      jobs.push({ key: `${productImageFolder}/${image.file}`, picture: image.picture, size: sizes.normal });
      if (image.highResFile) {
        jobs.push({
          key: `${productImageFolder}/${image.highResFile}`,
          picture: image.picture,
          size: sizes.highRes,
        });
      }
    }
  }
  return jobs;
}

/** Renders each illustration to WebP and stores it; resolves once every file is written. */
export async function writeDemoImages(catalogue: DemoCatalogue, storage: FileStorage): Promise<number> {
  const jobs = demoImageJobs(catalogue);
  await runPool(jobs, renderConcurrency, async (job) => {
    const svg = Buffer.from(illustrationSvg(job.picture, job.size.pixels));
    const webp = await sharp(svg).webp({ quality: 80, effort: job.size.effort }).toBuffer();
    await storage.put(job.key, webp, 'image/webp');
  });
  return jobs.length;
}
