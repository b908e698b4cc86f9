// A look at an uploaded file's content: images as they are, CSV as a small table, other text as
// its first lines. Other types (and the sample entries, which have no stored bytes) show why not.
import { Box, Center, Image, Skeleton, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { extensionOf, type FileItem } from '@/lib/api-contract/file';
import { fileQueries } from '../api/files';
import { FileKindIcon } from './file-kind-icon';
import { errorText } from '@/lib/http/error-text';

const TEXT_EXTENSIONS = new Set(['txt', 'md', 'csv', 'tsv', 'json', 'jsonl', 'xml', 'svg']);
const PREVIEW_BYTES = 64 * 1024;

type Mode = 'image' | 'csv' | 'text' | null;

function modeOf(item: FileItem): Mode {
  if (!item.contentType) return null;
  const ext = extensionOf(item.name);
  if (ext === 'csv' || ext === 'tsv') return 'csv';
  if (item.kind === 'image') return 'image';
  if (TEXT_EXTENSIONS.has(ext) || item.contentType.startsWith('text/')) return 'text';
  return null;
}

/** The first rows of a CSV, split on commas (or tabs) outside double quotes. */
function parseCsv(text: string, separator: string, rows = 6, columns = 6): string[][] {
  return text
    .split(/\r?\n/)
    .filter((line) => line.trim())
    .slice(0, rows)
    .map((line) => {
      const cells: string[] = [];
      let cell = '';
      let quoted = false;
      for (const ch of line) {
        if (ch === '"') quoted = !quoted;
        else if (ch === separator && !quoted) {
          cells.push(cell);
          cell = '';
        } else cell += ch;
      }
      cells.push(cell);
      return cells.slice(0, columns);
    });
}

function useObjectUrl(blob: Blob | undefined) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}

export function FilePreview({ item }: { item: FileItem }) {
  const { t } = useTranslation('file-manager');
  const mode = modeOf(item);
  const content = useQuery({ ...fileQueries.content(item.id), enabled: mode !== null });
  const [text, setText] = useState<string | null>(null);
  const url = useObjectUrl(mode === 'image' ? content.data : undefined);
  useEffect(() => {
    if (!content.data || (mode !== 'csv' && mode !== 'text')) return;
    let live = true;
    void content.data.slice(0, PREVIEW_BYTES).text().then((value) => live && setText(value));
    return () => {
      live = false;
    };
  }, [content.data, mode]);

  if (mode === null)
    return (
      <Center flexDirection="column" gap={2} py={6} bg="bg.muted" borderRadius="l2">
        <FileKindIcon kind={item.kind} boxSize={12} />
        <Text fontSize="sm" color="fg.muted" textAlign="center" px={4}>
          {item.kind === 'folder' ? t('preview.folder') : item.contentType ? t('preview.unsupported') : t('preview.sample')}
        </Text>
      </Center>
    );
  if (content.isError) return <Text color="fg.error">{errorText(content.error)}</Text>;
  if (mode === 'image')
    return url ? <Image src={url} alt={t('preview.imageAlt', { name: item.name })} maxH="64" mx="auto" borderRadius="l2" /> : <Skeleton h={40} />;
  if (text === null) return <Skeleton h={40} />;
  if (mode === 'csv') {
    const [head, ...rows] = parseCsv(text, extensionOf(item.name) === 'tsv' ? '\t' : ',');
    return (
      <Box overflowX="auto" borderWidth="1px" borderRadius="l2">
        <Table.Root size="sm" aria-label={t('preview.csvLabel', { name: item.name })}>
          <Table.Header>
            <Table.Row>
              {head?.map((cell, i) => <Table.ColumnHeader key={i}>{cell}</Table.ColumnHeader>)}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row, r) => (
              <Table.Row key={r}>
                {row.map((cell, i) => <Table.Cell key={i}>{cell}</Table.Cell>)}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    );
  }
  return (
    <Box as="pre" fontSize="xs" p={3} bg="bg.muted" borderRadius="l2" maxH="64" overflow="auto" whiteSpace="pre-wrap" tabIndex={0} aria-label={t('preview.textLabel', { name: item.name })}>
      {text.split('\n').slice(0, 40).join('\n')}
    </Box>
  );
}
