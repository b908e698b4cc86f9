// The sample schema of a data product: field, type, example and description.
import { Box, Code, Heading, Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { localize, type DataProduct } from '@/lib/catalog/catalog-terms';

export function ProductSchemaTable({ product }: { product: DataProduct }) {
  const { t, i18n } = useTranslation('shop');
  return (
    <Box as="section" aria-labelledby="product-schema" mt={{ base: 12, md: 16 }}>
      <Heading as="h2" id="product-schema" size="xl" mb={4}>
        {t('product.schema')}
      </Heading>
      <Table.ScrollArea borderWidth="1px" borderColor="border" borderRadius="xl" tabIndex={0} aria-labelledby="product-schema">
        <Table.Root size="sm" minW="640px">
          <Table.Caption captionSide="top" textAlign="start" px={4} py={2} color="fg.muted">
            {t('product.schemaCaption', { name: product.name })}
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('product.field')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('product.type')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('product.example')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('product.description')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {product.schema.map((field) => (
              <Table.Row key={field.name}>
                <Table.Cell as="th" scope="row" fontWeight="normal">
                  <Code dir="ltr">{field.name}</Code>
                </Table.Cell>
                <Table.Cell dir="ltr" textAlign="start">
                  {field.type}
                </Table.Cell>
                <Table.Cell dir="ltr" textAlign="start" fontFamily="mono" fontSize="xs" wordBreak="break-all">
                  {field.example}
                </Table.Cell>
                <Table.Cell>{localize(field.description, i18n.language)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Box>
  );
}
