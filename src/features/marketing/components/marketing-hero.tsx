// The opening block of a marketing page: eyebrow, the page's only h1, a lead paragraph, actions
// and an optional illustration (with fixed dimensions, so nothing shifts while it loads). A static
// part: the app takes over a prerendered page without rendering it (src/lib/ui/static-part.tsx).
import { Box, Container, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { StaticPart } from '@/lib/ui/static-part';

interface MarketingHeroProps {
  eyebrow: string;
  title: string;
  text: string;
  actions?: ReactNode;
  /**
   * The illustration: a file (`src`), or SVG markup drawn in the page (`svg`), which needs no request
   * of its own and is no LCP candidate, so the page's largest paint is its text (docs/performance.md).
   */
  image?: { alt: string; width: number; height: number } & (
    { src: string; svg?: never } | { svg: string; src?: never }
  );
}

export function MarketingHero(props: MarketingHeroProps) {
  return (
    <StaticPart>
      <HeroMarkup {...props} />
    </StaticPart>
  );
}

function HeroMarkup({ eyebrow, title, text, actions, image }: MarketingHeroProps) {
  return (
    <Container maxW="7xl">
      <Grid
        templateColumns={{ base: '1fr', lg: image ? '1.1fr 1fr' : '1fr' }}
        gap={{ base: 8, lg: 12 }}
        alignItems="center"
      >
        <Stack gap={5} maxW="3xl">
          <Text textStyle="eyebrow" color="primary.fg">
            {eyebrow}
          </Text>
          <Heading
            as="h1"
            size={{ base: '3xl', md: '5xl' }}
            lineHeight="1.15"
            letterSpacing="tight"
          >
            {title}
          </Heading>
          <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" maxW="2xl">
            {text}
          </Text>
          {actions ? (
            <Stack direction={{ base: 'column', sm: 'row' }} gap={3} pt={2}>
              {actions}
            </Stack>
          ) : null}
        </Stack>
        {image ? (
          <Box
            aspectRatio={`${image.width} / ${image.height}`}
            w="full"
            maxW="xl"
            justifySelf="center"
          >
            {image.svg ? (
              <Box
                role="img"
                aria-label={image.alt}
                css={{ '& > svg': { width: '100%', height: 'auto', display: 'block' } }}
                dangerouslySetInnerHTML={{ __html: image.svg }}
              />
            ) : (
              <img
                src={image.src}
                alt={image.alt}
                width={image.width}
                height={image.height}
                fetchPriority="high"
                decoding="async"
                style={{ width: '100%', height: 'auto', display: 'block' }}
              />
            )}
          </Box>
        ) : null}
      </Grid>
    </Container>
  );
}
