// One block of the gallery: a titled, described card with its examples. The id is the anchor the
// page's contents list links to.
import { Card, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface GallerySectionProps {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}

export function GallerySection({ id, title, description, children }: GallerySectionProps) {
  return (
    <Card.Root
      as="section"
      id={id}
      aria-labelledby={`${id}-title`}
      variant="outline"
      scrollMarginTop="24"
    >
      <Card.Header gap={1}>
        <Heading as="h2" size="lg" id={`${id}-title`}>
          {title}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {description}
        </Text>
      </Card.Header>
      <Card.Body gap={5}>{children}</Card.Body>
    </Card.Root>
  );
}
