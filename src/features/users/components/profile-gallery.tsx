// The gallery tab: charts from the account's engagements, with their titles and dates.
import { Box, Card, Image, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { GalleryItem } from '@/lib/api-contract/user';

export function ProfileGallery({ items }: { items: GalleryItem[] }) {
  const { i18n } = useTranslation('users');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
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
                {date.format(new Date(item.postedAt))}
              </Text>
            </Box>
          </Box>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
