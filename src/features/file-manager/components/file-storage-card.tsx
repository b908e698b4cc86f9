// Space used of the plan's quota, and what uses it by type (GET /api/file/usage); refreshed with
// the lists after every upload or delete.
import { Card, type CardRootProps, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fileQueries } from '../api/files';
import { formatBytes } from '../format';
import { FileKindIcon } from './file-kind-icon';
import { FileProgress } from './file-progress';
import { errorText } from '@/lib/http/error-text';

/** Placement props (grid area, margin) go to the card. */
export function FileStorageCard(props: Omit<CardRootProps, 'children'>) {
  const { t, i18n } = useTranslation('file-manager');
  const usage = useQuery(fileQueries.usage());
  const bytes = (n: number) => formatBytes(n, i18n.language);
  return (
    <Card.Root {...props} as="section" size="sm" aria-labelledby="file-storage-title">
      <Card.Body gap={4}>
        <Heading as="h2" size="md" id="file-storage-title">
          {t('storage.title')}
        </Heading>
        {usage.data ? (
          <>
            <Stack gap={2}>
              <Text fontSize="sm">
                {t('storage.used', { used: bytes(usage.data.used), total: bytes(usage.data.quota) })}
              </Text>
              <FileProgress value={usage.data.used} max={usage.data.quota} label={t('storage.title')} />
            </Stack>
            <Stack as="ul" gap={2}>
              {usage.data.byKind
                .filter((k) => k.files > 0)
                .sort((a, b) => b.size - a.size)
                .map((k) => (
                  <HStack as="li" key={k.kind} gap={3}>
                    <FileKindIcon kind={k.kind} boxSize={5} />
                    <Stack gap={0} flex="1">
                      <Text fontSize="sm" fontWeight="medium">
                        {t(`kind.${k.kind}`)}
                      </Text>
                      <Text fontSize="xs" color="fg.muted">
                        {t('storage.files', { count: k.files })}
                      </Text>
                    </Stack>
                    <Text fontSize="sm">{bytes(k.size)}</Text>
                  </HStack>
                ))}
            </Stack>
          </>
        ) : usage.isError ? (
          <Text color="fg.error" fontSize="sm">
            {errorText(usage.error)}
          </Text>
        ) : (
          <Skeleton h={24} />
        )}
      </Card.Body>
    </Card.Root>
  );
}
