// The root route's body: document head, the matched route, and the chunk time-out screen (docs/product-rules.md#chunk-errors).
import { Box } from '@chakra-ui/react';
import { HeadContent, Outlet } from '@tanstack/react-router';
import { useChunkTimeoutStore } from '@/lib/chunk-timeout-store';
import { ChunkErrorScreen } from './root-error-boundary';

export function AppRoot() {
  const timeout = useChunkTimeoutStore((s) => s.error);
  return (
    <>
      <HeadContent />
      {timeout ? (
        <Box px={4} py={16} maxW="2xl" mx="auto">
          <ChunkErrorScreen error={timeout} />
        </Box>
      ) : (
        <Outlet />
      )}
    </>
  );
}
