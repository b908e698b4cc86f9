// A product's sample schema on its page: name, type, example and the description in the reader's language.
import { Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@/lib/api-contract/product';
import { catalogLanguage } from './product-table-columns';

export function ProductSchemaView({ product }: { product: Product }) {
  const { t, i18n } = useTranslation('products');
  const lang = catalogLanguage(i18n.language);
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="l3">
      <Table.Root size="sm">
        <Table.Caption captionSide="top" textAlign="start" px={3} py={2} color="fg.muted">
          {t('detail.schemaCaption', { count: product.schema.length })}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('field.schemaName')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('field.schemaType')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('field.schemaExample')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('field.description')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {product.schema.map((field) => (
            <Table.Row key={field.name}>
              <Table.Cell>
                <Text as="code" fontFamily="mono" dir="ltr">
                  {field.name}
                </Text>
              </Table.Cell>
              <Table.Cell>{t(`fieldType.${field.type}`)}</Table.Cell>
              <Table.Cell>
                <Text as="span" fontFamily="mono" dir="ltr">
                  {field.example}
                </Text>
              </Table.Cell>
              <Table.Cell minW="48">{field.description[lang]}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
