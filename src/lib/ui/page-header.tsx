// A dashboard screen's heading: the h1, a line under it and, at the end, the screen's main action.
import { Box, Heading, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function PageHeader({ title, subtitle, action }: { title: string; subtitle?: string; action?: ReactNode }) {
  return (
    <HStack justify="space-between" wrap="wrap" gap={3}>
      <Box>
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        {subtitle ? <Text color="fg.muted">{subtitle}</Text> : null}
      </Box>
      {action}
    </HStack>
  );
}
