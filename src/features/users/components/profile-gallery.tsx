// The gallery tab: charts from the account's engagements, with their titles and dates.
import { Box, Card, Image, SimpleGrid, Text } from '@chakra-ui/react';
import type { GalleryItem } from '@/lib/api-contract/user';
import { useFormat } from '@/lib/format';

export function ProfileGallery({ items }: { items: GalleryItem[] }) {
  const format = useFormat();
  return (
    <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 3 }} gap={4} listStyleType="none">
      {items.map((item) => (
        <Card.Root as="li" key={item.id} overflow="hidden" size="sm">
          <Box as="figure">
            <Image
              src={item.imageUrl}
              alt={item.title}
              aspectRatio={3 / 2}
              w="full"
              objectFit="cover"
            />
            <Box as="figcaption" p={3}>
              <Text fontWeight="medium">{item.title}</Text>
              <Text fontSize="xs" color="fg.muted">
                {format.date(item.postedAt)}
              </Text>
            </Box>
          </Box>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
