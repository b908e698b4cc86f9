// The product list's data columns (TanStack Table); the kit adds the selection and row-menu columns.
// A column is sortable when the API sorts by its id (productSortFields); `meta` names it in the
// column menu and gives its CSV text, as shown.
import { HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { Star } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductListItem } from '@/lib/api-contract/product';
import { categories, type CatalogLanguage } from '@/lib/catalog/catalog-terms';
import { IdText, UserText } from '@/lib/ui/user-text';
import '@/lib/data-table/column-meta';
import { useFormat } from '@/lib/format';
import { formatMoney } from '@/lib/money';
import { ProductCover } from './product-cover';
import { ProductPublishSwitch } from './product-publish-switch';

const column = createColumnHelper<ProductListItem>();

export const catalogLanguage = (language: string): CatalogLanguage =>
  language.startsWith('fr') ? 'fr' : language.startsWith('ar') ? 'ar' : 'en';

export function useProductColumns(
  /** Without it the publish switch only shows the state (a role that may not edit). */
  onPublish?: (product: ProductListItem, published: boolean) => void,
): ColumnDef<ProductListItem, unknown>[] {
  const { t, i18n } = useTranslation('products');
  const format = useFormat();
  return useMemo(() => {
    const lang = catalogLanguage(i18n.language);
    const money = (euros: number) => formatMoney(euros, i18n.language, { fractionDigits: 0 });
    const rating = (p: ProductListItem) => (p.reviewCount ? format.number(p.rating) : '');
    return [
      column.accessor('name', {
        header: () => t('field.name'),
        enableHiding: false,
        meta: { label: t('field.name'), exportValue: (p) => p.name },
        cell: ({ row: { original: p } }) => (
          <HStack gap={3} minW="56">
            <ProductCover product={p} />
            <Stack gap={0} minW={0}>
              <Link to="/dashboard/product/$id" params={{ id: p.id }}>
                <UserText fontWeight="medium" _hover={{ textDecoration: 'underline' }} truncate>
                  {p.name}
                </UserText>
              </Link>
              <IdText fontSize="sm" color="fg.muted" truncate>
                {p.id}
              </IdText>
            </Stack>
          </HStack>
        ),
      }),
      column.accessor('category', {
        header: () => t('field.category'),
        enableSorting: false,
        meta: {
          priority: 3,
          label: t('field.category'),
          exportValue: (p) => categories[p.category][lang],
        },
        cell: ({ row }) => (
          <Text whiteSpace="nowrap">{categories[row.original.category][lang]}</Text>
        ),
      }),
      column.accessor('updateFrequency', {
        header: () => t('field.frequency'),
        enableSorting: false,
        meta: {
          priority: 5,
          label: t('field.frequency'),
          exportValue: (p) => t(`frequency.${p.updateFrequency}`),
        },
        cell: ({ row }) => t(`frequency.${row.original.updateFrequency}`),
      }),
      column.accessor((p) => p.prices.starter, {
        id: 'price',
        header: () => t('field.starterPrice'),
        meta: { phone: 'summary',
          priority: 2,
          label: t('field.starterPrice'),
          exportValue: (p) => money(p.prices.starter),
        },
        cell: ({ getValue }) => <Text whiteSpace="nowrap">{money(getValue())}</Text>,
      }),
      column.accessor('subscribers', {
        header: () => t('field.subscribers'),
        meta: {
          priority: 4,
          label: t('field.subscribers'),
          exportValue: (p) => format.number(p.subscribers),
        },
        cell: ({ getValue }) => format.number(getValue()),
      }),
      column.accessor('rating', {
        header: () => t('field.rating'),
        meta: { priority: 5, label: t('field.rating'), exportValue: rating },
        cell: ({ row: { original: p } }) =>
          p.reviewCount ? (
            <HStack
              gap={1}
              aria-label={t('list.ratingValue', {
                rating: format.number(p.rating),
                count: p.reviewCount,
              })}
            >
              <Star aria-hidden size={14} fill="currentColor" />
              <Text>{format.number(p.rating)}</Text>
              <Text color="fg.muted">({format.number(p.reviewCount)})</Text>
            </HStack>
          ) : (
            <Text color="fg.muted">{t('list.noRating')}</Text>
          ),
      }),
      column.accessor('updatedAt', {
        header: () => t('field.updatedAt'),
        meta: {
          priority: 4,
          label: t('field.updatedAt'),
          exportValue: (p) => format.date(p.updatedAt),
        },
        cell: ({ getValue }) => <Text whiteSpace="nowrap">{format.date(getValue())}</Text>,
      }),
      column.accessor('status', {
        header: () => t('field.published'),
        enableSorting: false,
        meta: { phone: 'summary', label: t('field.published'), exportValue: (p) => t(`status.${p.status}`) },
        cell: ({ row: { original: p } }) => (
          <ProductPublishSwitch
            product={p}
            label={t('list.publishToggle', { name: p.name })}
            onChange={onPublish}
          />
        ),
      }),
    ] as ColumnDef<ProductListItem, unknown>[];
  }, [t, i18n.language, format, onPublish]);
}
