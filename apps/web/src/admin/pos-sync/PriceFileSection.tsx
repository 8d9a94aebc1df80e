import type { SyncStatusAnswer } from '@grocery/contracts';
import { fillText, formatCount, formatDateTimeIn, formatFileSize } from '@grocery/contracts';
import { Button, Card, FileButton, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { ApiError } from '../../api/client';
import { useLanguage } from '../../i18n/useLanguage';
import { useTexts } from '../../i18n/useTexts';
import { useConfirm } from '../shared/feedback';
import { fileKindText } from './fileKindText';
import { useRemovePriceFile, useUploadPriceFile } from './mutations';
import { priceFileTexts } from './priceFileTexts';
import { type Notice, SyncNotice } from './SyncNotice';
import { isRunActive } from './syncRules';
import './database.css';

const ltr = (value: string) => <bdi dir="ltr">{value}</bdi>;

/**
 * The price file a manager uploads as the sync's source instead of the POS (decision 0048): the
 * upload with its progress, the file kept (name, size, items, time), and going back to the POS
 * after a confirmation. Shown only to holders of sync:credentials (it changes the source).
 */
export function PriceFileSection({ sync }: { sync: SyncStatusAnswer }) {
  const texts = useTexts(priceFileTexts);
  const language = useLanguage();
  const confirm = useConfirm();
  const upload = useUploadPriceFile();
  const remove = useRemovePriceFile();
  const [percent, setPercent] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const file = sync.priceFile;
  const busy = upload.isPending || remove.isPending;
  const active = isRunActive(sync.status);

  const send = async (chosen: File | null) => {
    if (!chosen) return;
    setNotice(null);
    setPercent(0);
    try {
      const answer = await upload.mutateAsync({
        file: chosen,
        onProgress: ({ fraction }) => setPercent(Math.round(fraction * 100)),
      });
      if (answer.reject) {
        const text = answer.fileKind
          ? fileKindText(texts, answer.fileKind)
          : answer.reason === 'BAD_FILE' || answer.reason === 'OTHER_STORE'
            ? fillText(texts[answer.reason], { message: answer.message ?? '' })
            : texts[answer.reason];
        setNotice({ text, tone: 'error' });
      } else if (answer.sync.promotions?.source === 'upload' && answer.sync.priceFile?.name !== chosen.name) {
        const { imported, read } = answer.sync.promotions;
        setNotice({
          text: fillText(texts.promotionsImported, {
            imported: formatCount(language, imported),
            read: formatCount(language, read),
          }),
          tone: 'success',
        });
      } else {
        const items = formatCount(language, answer.sync.priceFile?.items ?? 0);
        setNotice({ text: fillText(texts.uploaded, { items }), tone: 'success' });
      }
    } catch (error) {
      console.error('price file not uploaded', error);
      const tooLarge = error instanceof ApiError && error.status === 413;
      setNotice({ text: tooLarge ? texts.tooLarge : texts.failed, tone: 'error' });
    } finally {
      setPercent(null);
    }
  };

  const backToPos = async () => {
    const sure = await confirm({
      title: texts.usePosTitle,
      message: texts.usePosConfirm,
      confirmLabel: texts.usePos,
      danger: true,
    });
    if (!sure) return;
    setNotice(null);
    try {
      const answer = await remove.mutateAsync();
      setNotice(
        answer.reject
          ? { text: texts[answer.reason], tone: 'error' }
          : { text: texts.removed, tone: 'success' },
      );
    } catch (error) {
      console.error('price file not removed', error);
      setNotice({ text: texts.removeFailed, tone: 'error' });
    }
  };

  return (
    <Card withBorder padding="md" component="section" aria-label={texts.title} data-testid="price-file">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {texts.title}
        </Title>
        <Text size="sm" c="dimmed" maw={760}>
          {texts.intro}
        </Text>
        {file ? (
          <div className="sync-facts" data-testid="price-file-facts">
            <Fact label={texts.name}>{ltr(file.name)}</Fact>
            <Fact label={texts.size}>{ltr(formatFileSize(file.bytes))}</Fact>
            <Fact label={texts.items}>{formatCount(language, file.items)}</Fact>
            <Fact label={texts.uploadedAt}>{ltr(formatDateTimeIn(language, file.uploadedAt))}</Fact>
          </div>
        ) : (
          <Text size="sm">{texts.none}</Text>
        )}
        {percent !== null && (
          <Stack gap={4} maw={420}>
            <Progress value={percent} aria-label={texts.progress} />
            <Text size="sm" role="status">
              {percent < 100 ? fillText(texts.uploading, { percent }) : texts.checking}
            </Text>
          </Stack>
        )}
        {notice && (
          <SyncNotice notice={notice} closeLabel={texts.closeNotice} onClose={() => setNotice(null)} />
        )}
        <Group gap="xs" wrap="wrap">
          <FileButton onChange={(chosen) => void send(chosen)} accept=".gz,.xml,application/gzip,text/xml">
            {(props) => (
              <Button
                {...props}
                variant="default"
                loading={upload.isPending}
                disabled={active || (busy && !upload.isPending)}
              >
                {file ? texts.replace : texts.upload}
              </Button>
            )}
          </FileButton>
          {file && (
            <Button
              variant="outline"
              color="red"
              onClick={() => void backToPos()}
              loading={remove.isPending}
              disabled={active || (busy && !remove.isPending)}
            >
              {texts.usePos}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" className="price-file__fact">
        {children}
      </Text>
    </div>
  );
}
