// A table as the dashboard lists draw them, over the bundled data-product catalogue.
import { Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { categories, dataProducts, localize } from '@/lib/catalog/data-products';
import { formatMoney } from '@/lib/money';


export function TableDemo() {
  const { t, i18n } = useTranslation('components');
  const language = i18n.resolvedLanguage ?? 'en';

  return (
    <Table.ScrollArea
      borderWidth="1px"
      borderRadius="md"
      maxH="96"
      tabIndex={0}
      role="region"
      aria-label={t('table.caption')}
    >
      <Table.Root size="sm" striped stickyHeader interactive>
        <Table.Caption captionSide="top" textAlign="start" py={2} px={3} color="fg.muted">
          {t('table.caption')}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('table.name')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('table.category')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('table.updates')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('table.price')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {dataProducts.map((product) => (
            <Table.Row key={product.slug}>
              <Table.Cell fontWeight="medium">{product.name}</Table.Cell>
              <Table.Cell>{localize(categories[product.category], language)}</Table.Cell>
              <Table.Cell>{t(`frequency.${product.updateFrequency}`)}</Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                {formatMoney(product.prices.starter, language, { fractionDigits: 0 })}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
