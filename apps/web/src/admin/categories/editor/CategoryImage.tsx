import type { AdminCategory } from '@grocery/contracts';
import { fillText } from '@grocery/contracts';
import { Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../../api/client';
import { categoryImageUrl } from '../../../api/imageUrls';
import { useTexts } from '../../../i18n/useTexts';
import { adminToast, useConfirm } from '../../shared/feedback';
import { useDeleteCategoryImage, useUploadCategoryImage } from '../mutations';
import { categoryEditorTexts } from '../texts';

/** Why an upload failed, in the user's words: too large (413), not an image (415), or otherwise. */
function uploadFailure(
  error: unknown,
  texts: Record<'imageTooLarge' | 'notAnImage' | 'imageFailed', string>,
) {
  if (error instanceof ApiError && error.status === 413) return texts.imageTooLarge;
  if (error instanceof ApiError && (error.status === 415 || error.status === 400)) return texts.notAnImage;
  return texts.imageFailed;
}

/** The category's image: upload (with progress) or replace, and delete after a confirmation. */
export function CategoryImage({ category }: { category: AdminCategory }) {
  const texts = useTexts(categoryEditorTexts);
  const confirm = useConfirm();
  const upload = useUploadCategoryImage(category.categoryId);
  const remove = useDeleteCategoryImage(category.categoryId);
  const [percent, setPercent] = useState<number | null>(null);
  const src = categoryImageUrl(category.imageFile);

  const send = async (file: File | null) => {
    if (!file) return;
    setPercent(0);
    try {
      await upload.mutateAsync({
        file,
        onProgress: ({ fraction }) => setPercent(Math.round(fraction * 100)),
      });
      adminToast.success(texts.imageSaved);
    } catch (error) {
      console.error('category image not uploaded', error);
      adminToast.error(uploadFailure(error, texts));
    } finally {
      setPercent(null);
    }
  };
  const deleteImage = async () => {
    const sure = await confirm({
      title: texts.deleteImageTitle,
      message: texts.deleteImageMessage,
      confirmLabel: texts.deleteImage,
      danger: true,
    });
    if (!sure) return;
    try {
      await remove.mutateAsync();
      adminToast.success(texts.imageDeleted);
    } catch (error) {
      console.error('category image not deleted', error);
      adminToast.error(texts.imageDeleteFailed);
    }
  };

  return (
    <Stack gap="xs" component="section" aria-label={texts.image}>
      <Text fw={600}>{texts.image}</Text>
      {src ? (
        <img src={src} alt={category.categoryName} className="category-image-preview" />
      ) : (
        <Text size="sm" c="gray.7">
          {texts.noImage}
        </Text>
      )}
      {percent !== null && (
        <Stack gap={4} maw={320}>
          <Progress value={percent} aria-label={texts.image} />
          <Text size="sm" role="status">
            {fillText(texts.uploading, { percent })}
          </Text>
        </Stack>
      )}
      <Group gap="sm">
        <FileButton onChange={send} accept="image/jpeg,image/png,image/webp">
          {(props) => (
            <Button {...props} variant="default" loading={upload.isPending}>
              {src ? texts.replaceImage : texts.uploadImage}
            </Button>
          )}
        </FileButton>
        {src && (
          <Button variant="outline" color="red" onClick={deleteImage} loading={remove.isPending}>
            {texts.deleteImage}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
