// The title block of a sign-in screen: the page's one h1 and a line under it.
import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function AuthHeading({ title, subtitle }: { title: string; subtitle?: ReactNode }) {
  return (
    <Stack gap="2">
      <Heading as="h1" size="2xl" letterSpacing="tight">
        {title}
      </Heading>
      {subtitle ? <Text color="fg.muted">{subtitle}</Text> : null}
    </Stack>
  );
}
