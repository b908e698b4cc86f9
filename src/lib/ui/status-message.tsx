// Heading, text and actions of a status page, in the layout's centre.
import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface StatusMessageProps {
  code?: string;
  title: string;
  description: ReactNode;
  actions?: ReactNode;
  /** Help below the actions (a contact line, suggestions). */
  footer?: ReactNode;
}

export function StatusMessage({ code, title, description, actions, footer }: StatusMessageProps) {
  return (
    <Stack gap={5} align="center">
      {code ? (
        <Text
          fontSize={{ base: '5xl', md: '7xl' }}
          fontWeight="bold"
          color="primary.fg"
          lineHeight="1"
        >
          {code}
        </Text>
      ) : null}
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        {title}
      </Heading>
      <Text color="fg.muted" fontSize="lg">
        {description}
      </Text>
      {actions ? (
        <Stack direction={{ base: 'column', sm: 'row' }} gap={3} justify="center">
          {actions}
        </Stack>
      ) : null}
      {footer}
    </Stack>
  );
}
