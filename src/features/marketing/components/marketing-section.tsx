// A titled section of a marketing page (h2, optional intro) with its own landmark label. Sections
// are laid out and painted only near the viewport (content-visibility), which keeps the long
// marketing pages cheap to start; `auto` in the intrinsic size remembers a section's real height.
// A section is a static part (src/lib/ui/static-part.tsx) unless it is `live`: the app takes over
// a prerendered page without rendering it.
import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { StaticPart } from '@/lib/ui/static-part';

interface MarketingSectionProps {
  title: string;
  intro?: string;
  children: ReactNode;
  /** A tinted band behind the section. */
  tinted?: boolean;
  action?: ReactNode;
  /** The section holds state or loads code (a filter, a lazy list): the app renders it. */
  live?: boolean;
}

export function MarketingSection({ live = false, ...section }: MarketingSectionProps) {
  return live ? (
    <SectionMarkup {...section} />
  ) : (
    <StaticPart>
      <SectionMarkup {...section} />
    </StaticPart>
  );
}

function SectionMarkup({
  title,
  intro,
  children,
  tinted = false,
  action,
}: Omit<MarketingSectionProps, 'live'>) {
  const id = useId();
  return (
    <Box
      as="section"
      aria-labelledby={id}
      bg={tinted ? 'bg.subtle' : undefined}
      py={{ base: 12, md: 20 }}
      contentVisibility="auto"
      containIntrinsicSize="auto 640px"
    >
      <Container maxW="7xl">
        <Stack gap={3} mb={{ base: 8, md: 10 }} maxW="3xl">
          <Heading as="h2" id={id} size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
            {title}
          </Heading>
          {intro ? (
            <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
              {intro}
            </Text>
          ) : null}
        </Stack>
        {children}
        {action ? <Box mt={8}>{action}</Box> : null}
      </Container>
    </Box>
  );
}
