// The closing call to action of a page: a tinted band with a heading, a sentence and buttons.
import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function MarketingCta({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <Container maxW="7xl" mt={{ base: 12, md: 16 }}>
      <Stack
        as="section"
        aria-label={title}
        gap={4}
        align="center"
        textAlign="center"
        bg="primary.subtle"
        borderRadius="2xl"
        px={{ base: 6, md: 16 }}
        py={{ base: 10, md: 14 }}
      >
        <Heading as="h2" size={{ base: 'xl', md: '2xl' }}>
          {title}
        </Heading>
        <Text color="fg.muted" maxW="2xl">
          {text}
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap={3} pt={2}>
          {children}
        </Stack>
      </Stack>
    </Container>
  );
}
