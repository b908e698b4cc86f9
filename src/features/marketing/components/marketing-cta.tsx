// The closing call to action of a page: a tinted band with a heading, a sentence and links. A
// static part (src/lib/ui/static-part.tsx): its links are followed by the router all the same.
import { Container } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { CtaBand } from '@/lib/ui/cta-band';
import { StaticPart } from '@/lib/ui/static-part';

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
    <StaticPart>
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
    </StaticPart>
  );
}
