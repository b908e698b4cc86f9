// Shown for a /product/<slug> that is not in the catalogue: the page still has its one h1.
import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

export function ProductNotFound() {
  const { t } = useTranslation('shop');
  return (
    <Container maxW="3xl">
      <Stack gap={4} align="center" textAlign="center" py={10}>
        <Heading as="h1" size="2xl">
          {t('product.notFound.title')}
        </Heading>
        <Text color="fg.muted">{t('product.notFound.text')}</Text>
        <Button asChild colorPalette="primary">
          <Link to="/product">{t('product.notFound.button')}</Link>
        </Button>
      </Stack>
    </Container>
  );
}
