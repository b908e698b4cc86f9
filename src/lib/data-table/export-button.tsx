// "Export CSV": fetches every page of the current view, shows how far it got, and can be cancelled.
import { Button, HStack, Progress, Text } from '@chakra-ui/react';
import type { ColumnDef, VisibilityState } from '@tanstack/react-table';
import { Download } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';
import { toast } from '@/lib/toast/toast';
import { downloadText, exportCsv, type PageFetcher } from './csv-export';
import { errorText } from '@/lib/http/error-text';

interface ExportButtonProps<T> {
  fetchPage: PageFetcher<T>;
  columns: ColumnDef<T, unknown>[];
  visibility: VisibilityState;
  /** Without the extension, e.g. "users". */
  filename: string;
}

export function ExportButton<T>({
  fetchPage,
  columns,
  visibility,
  filename,
}: ExportButtonProps<T>) {
  const { t } = useTranslation('kit');
  const format = useFormat();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = async () => {
    const abort = new AbortController();
    controller.current = abort;
    setProgress({ done: 0, total: 0 });
    try {
      const csv = await exportCsv({
        fetchPage,
        columns,
        visibility,
        signal: abort.signal,
        onProgress: (done, total) => setProgress({ done, total }),
      });
      downloadText(`${filename}-${new Date().toISOString().slice(0, 10)}.csv`, csv);
    } catch (error) {
      if (!abort.signal.aborted)
        toast.error(t('export.failed'), errorText(error));
    } finally {
      if (controller.current === abort) controller.current = null;
      setProgress(null);
    }
  };

  if (!progress)
    return (
      <Button variant="outline" size="sm" onClick={() => void start()}>
        <Download aria-hidden />
        {t('export.button')}
      </Button>
    );
  return (
    <HStack gap={2} role="status">
      <Progress.Root
        value={progress.total ? (progress.done / progress.total) * 100 : null}
        size="sm"
        w="24"
        colorPalette="primary"
        aria-label={t('export.progressLabel')}
      >
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap">
        {t('export.progress', {
          done: format.number(progress.done),
          total: format.number(progress.total),
        })}
      </Text>
      <Button variant="ghost" size="sm" onClick={() => controller.current?.abort()}>
        {t('export.cancel')}
      </Button>
    </HStack>
  );
}
