// An empty place with a next step (docs/product-rules.md#empty-states): an icon, one sentence (and
// an optional hint), and the action that fills it (create, clear the filters, compose,
// start a conversation). Built from layout primitives so it adds no recipe to the shared theme.
import { Box, Stack, Text } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  description?: ReactNode;
  /** Buttons or links: the next step. */
  actions?: ReactNode;
  /** Less padding, for a table cell or a narrow pane. */
  compact?: boolean;
}

export function EmptyState({ icon: Icon, title, description, actions, compact }: EmptyStateProps) {
  return (
    <Stack align="center" textAlign="center" gap={3} py={compact ? 6 : 10} px={4} maxW="md" mx="auto">
      <Box
        aria-hidden
        display="grid"
        placeItems="center"
        boxSize={compact ? 10 : 12}
        borderRadius="full"
        bg="primary.subtle"
        color="primary.fg"
      >
        <Icon size={compact ? 20 : 24} />
      </Box>
      <Text fontWeight="semibold" textWrap="balance">
        {title}
      </Text>
      {description ? (
        <Text color="fg.muted" fontSize="sm" textWrap="pretty">
          {description}
        </Text>
      ) : null}
      {actions ? (
        <Stack direction={{ base: 'column', sm: 'row' }} gap={2} justify="center" pt={1}>
          {actions}
        </Stack>
      ) : null}
    </Stack>
  );
}
