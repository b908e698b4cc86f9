// Files dropped anywhere over the file manager are uploaded to the folder on screen; while files
// are dragged over it, an overlay says so.
import { Box, Center, Stack, Text } from '@chakra-ui/react';
import { Upload } from 'lucide-react';
import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const hasFiles = (e: DragEvent) => e.dataTransfer.types.includes('Files');

export function FileDropZone({ onFiles, children }: { onFiles: (files: File[]) => void; children: ReactNode }) {
  const { t } = useTranslation('file-manager');
  const [over, setOver] = useState(false);
  // dragenter/dragleave fire for every child crossed: count them to know when the pointer left.
  const depth = useRef(0);
  return (
    <Box
      position="relative"
      onDragEnter={(e) => {
        if (!hasFiles(e)) return;
        depth.current += 1;
        setOver(true);
      }}
      onDragLeave={(e) => {
        if (!hasFiles(e)) return;
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setOver(false);
      }}
      onDragOver={(e) => {
        if (hasFiles(e)) e.preventDefault();
      }}
      onDrop={(e) => {
        if (!hasFiles(e)) return;
        e.preventDefault();
        depth.current = 0;
        setOver(false);
        onFiles([...e.dataTransfer.files]);
      }}
    >
      {children}
      {over ? (
        <Center
          position="absolute"
          inset={0}
          zIndex="overlay"
          bg="bg/80"
          borderWidth="2px"
          borderStyle="dashed"
          borderColor="primary.solid"
          borderRadius="l3"
          pointerEvents="none"
        >
          <Stack align="center" gap={2}>
            <Upload aria-hidden size={32} />
            <Text fontWeight="medium">{t('upload.drop')}</Text>
          </Stack>
        </Center>
      ) : null}
    </Box>
  );
}
