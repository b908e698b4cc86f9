// The closing call to action of a page: a tinted band with a heading, a sentence and buttons.
import { Container } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { CtaBand } from '@/lib/ui/cta-band';

export function MarketingCta({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <Container maxW="7xl" mt={{ base: 12, md: 16 }}>
      <CtaBand
        layout="stacked"
        align="center"
        textAlign="center"
        px={{ base: 6, md: 16 }}
        py={{ base: 10, md: 14 }}
        headingSize={{ base: 'xl', md: '2xl' }}
        textMaxW="2xl"
        title={title}
        text={text}
        actions={children}
      />
    </Container>
  );
}
