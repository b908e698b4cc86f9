// A product's cover and screenshots on its page: the chosen image large, the others as buttons.
// Without any, it points to Edit only for a role that may edit.
import { AspectRatio, Box, Button, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@/lib/api-contract/product';

export function ProductGallery({ product, editable }: { product: Product; editable: boolean }) {
  const { t } = useTranslation('products');
  const images = [
    ...(product.cover ? [{ src: product.cover, alt: t('detail.coverAlt', { name: product.name }) }] : []),
    ...product.images.map((src, i) => ({ src, alt: t('detail.screenshotAlt', { n: i + 1, name: product.name }) })),
  ];
  const [chosen, setChosen] = useState(0);
  const current = images[Math.min(chosen, images.length - 1)];
  if (!current) {
    return (
      <Box borderWidth="1px" borderStyle="dashed" borderRadius="l3" p={6} bg="bg.subtle">
        <Text color="fg.muted">{editable ? t('detail.noImages') : t('detail.noImagesReadOnly')}</Text>
      </Box>
    );
  }
  return (
    <Stack gap={3}>
      <AspectRatio ratio={16 / 9}>
        <Image src={current.src} alt={current.alt} objectFit="cover" borderRadius="l3" />
      </AspectRatio>
      {images.length > 1 ? (
        <SimpleGrid columns={{ base: 4, md: 6 }} gap={2}>
          {images.map((image, i) => (
            <Button
              key={`${i}-${image.src.slice(-16)}`}
              variant="outline"
              p={0}
              h="auto"
              overflow="hidden"
              aria-pressed={i === chosen}
              aria-label={image.alt}
              borderColor={i === chosen ? 'colorPalette.solid' : undefined}
              colorPalette="primary"
              onClick={() => setChosen(i)}
            >
              <AspectRatio ratio={4 / 3} width="full">
                <Image src={image.src} alt="" objectFit="cover" />
              </AspectRatio>
            </Button>
          ))}
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}
