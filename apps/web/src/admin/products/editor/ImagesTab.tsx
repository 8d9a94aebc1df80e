import type { ProductImage } from '@grocery/contracts';
import { fillText } from '@grocery/contracts';
import { Alert, Badge, Button, FileButton, Group, Progress, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../api/client';
import { productImageUrl } from '../../../api/imageUrls';
import { useTexts } from '../../../i18n/useTexts';
import { adminToast, PageError, useConfirm } from '../../shared/feedback';
import { useProductImages } from '../mutations';
import { productImagesQueryOptions } from '../queries';
import { productImagesTexts } from '../texts';

type Texts = Record<keyof (typeof productImagesTexts)['en'], string>;

/** Why an image call failed, in the user's words: not an image, too large, or otherwise. */
function imageFailureText(error: unknown, texts: Texts): string {
  if (error instanceof ApiError) {
    if (error.status === 415 || error.reason === 'UNSUPPORTED_MEDIA_TYPE') return texts.notAnImage;
    if (error.status === 413 || error.reason === 'PAYLOAD_TOO_LARGE') return texts.tooLarge;
  }
  return texts.failed;
}

/** The gallery of a saved product: in order, the default marked; upload, replace, remove, default, order. */
export function ImagesTab({ productId }: { productId: number | null }) {
  const texts = useTexts(productImagesTexts);
  if (productId === null) return <Text c="gray.7">{texts.saveFirst}</Text>;
  return <Gallery productId={productId} texts={texts} />;
}

function Gallery({ productId, texts }: { productId: number; texts: Texts }) {
  const images = useQuery(productImagesQueryOptions(productId));
  const calls = useProductImages(productId);
  const confirm = useConfirm();
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const run = async (work: () => Promise<unknown>, done: string) => {
    setFailure(null);
    try {
      await work();
      adminToast.success(done);
    } catch (error) {
      console.error('product images not saved', error);
      setFailure(imageFailureText(error, texts));
    }
  };
  const add = (files: File[]) => {
    if (files.length === 0) return;
    setProgress(0);
    void run(
      () => calls.add.mutateAsync({ files, onProgress: ({ fraction }) => setProgress(fraction) }),
      texts.uploaded,
    ).finally(() => setProgress(null));
  };
  const move = (list: ProductImage[], index: number, by: -1 | 1) => {
    const ids = list.map((image) => image.productImageId);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + by, 0, moved);
    void run(() => calls.order.mutateAsync(ids), texts.reordered);
  };
  const remove = async (image: ProductImage) => {
    const yes = await confirm({
      title: texts.removeTitle,
      message: texts.removeMessage,
      confirmLabel: texts.remove,
      danger: true,
    });
    if (yes) await run(() => calls.remove.mutateAsync(image.productImageId), texts.removed);
  };

  if (images.isError) {
    return (
      <PageError message={texts.loadFailed} error={images.error} onRetry={() => void images.refetch()} />
    );
  }
  // In their stored order (the server lists the default first): moves show where an image goes.
  const list = [...(images.data ?? [])].sort(
    (a, b) => a.sortOrder - b.sortOrder || a.productImageId - b.productImageId,
  );
  const busy = [calls.add, calls.replace, calls.remove, calls.setDefault, calls.order].some(
    (call) => call.isPending,
  );
  return (
    <Stack gap="md">
      <Group gap="sm">
        <FileButton onChange={add} accept="image/*" multiple>
          {(props) => (
            <Button {...props} loading={progress !== null} disabled={busy}>
              {texts.upload}
            </Button>
          )}
        </FileButton>
      </Group>
      {progress !== null && (
        <Stack gap={4}>
          <Text size="sm" role="status">
            {fillText(texts.uploading, { percent: Math.round(progress * 100) })}
          </Text>
          <Progress value={progress * 100} aria-label={texts.upload} />
        </Stack>
      )}
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      {images.isPending ? (
        <Skeleton height={200} />
      ) : list.length === 0 ? (
        <Text c="gray.7">{texts.noImages}</Text>
      ) : (
        <ol className="product-gallery">
          {list.map((image, index) => {
            const position = { position: index + 1 };
            return (
              <li key={image.productImageId} className="product-gallery__item" data-default={image.isDefault}>
                <img
                  className="product-gallery__image"
                  src={productImageUrl(image.imageFile) ?? undefined}
                  alt={fillText(texts.imageAlt, position)}
                />
                <Group gap={4} justify="space-between">
                  <Text size="sm" dir="ltr">
                    {index + 1}
                  </Text>
                  {image.isDefault && (
                    <Badge color="green" tt="none">
                      {texts.isDefault}
                    </Badge>
                  )}
                </Group>
                <Group gap={4}>
                  <Button
                    size="compact-xs"
                    variant="default"
                    disabled={busy || index === 0}
                    aria-label={fillText(texts.moveUp, position)}
                    onClick={() => move(list, index, -1)}
                  >
                    ↑
                  </Button>
                  <Button
                    size="compact-xs"
                    variant="default"
                    disabled={busy || index === list.length - 1}
                    aria-label={fillText(texts.moveDown, position)}
                    onClick={() => move(list, index, 1)}
                  >
                    ↓
                  </Button>
                  {!image.isDefault && (
                    <Button
                      size="compact-xs"
                      variant="light"
                      disabled={busy}
                      aria-label={fillText(texts.setDefaultImage, position)}
                      onClick={() =>
                        void run(() => calls.setDefault.mutateAsync(image.productImageId), texts.defaultSet)
                      }
                    >
                      {texts.setDefault}
                    </Button>
                  )}
                </Group>
                <Group gap={4}>
                  <FileButton
                    accept="image/*"
                    onChange={(file) =>
                      file &&
                      void run(
                        () => calls.replace.mutateAsync({ productImageId: image.productImageId, file }),
                        texts.replaced,
                      )
                    }
                  >
                    {(props) => (
                      <Button
                        {...props}
                        size="compact-xs"
                        variant="default"
                        disabled={busy}
                        aria-label={fillText(texts.replaceImage, position)}
                      >
                        {texts.replace}
                      </Button>
                    )}
                  </FileButton>
                  <Button
                    size="compact-xs"
                    variant="light"
                    color="red"
                    disabled={busy}
                    aria-label={fillText(texts.removeImage, position)}
                    onClick={() => void remove(image)}
                  >
                    {texts.remove}
                  </Button>
                </Group>
              </li>
            );
          })}
        </ol>
      )}
    </Stack>
  );
}
