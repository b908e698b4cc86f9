// The product list's quick filters: category, update frequency and delivery format (several values
// each, the kit's MultiSelectFilter) and a Starter price band; every one lives in the URL.
import { Field, NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { categories, categoryIds, deliveryFormats, updateFrequencies } from '@/lib/catalog/catalog-terms';
import { useFilterSheet } from '@/lib/data-table/filter-sheet-context';
import { MultiSelectFilter } from '@/lib/data-table/multi-select-filter';
import { priceBandIds, type PriceBand, type ProductListSearch } from '../search';
import { catalogLanguage } from './product-table-columns';

interface ProductListFiltersProps {
  search: ProductListSearch;
  onChange: (patch: Partial<ProductListSearch>) => void;
}

export function ProductListFilters({ search, onChange }: ProductListFiltersProps) {
  const { t, i18n } = useTranslation('products');
  const lang = catalogLanguage(i18n.language);
  // In the phone's "Filters" sheet the price band gets its name above it, as the groups have.
  const inSheet = useFilterSheet() !== null;
  const price = (
    <NativeSelect.Root size="sm" width={inSheet ? 'full' : 'auto'}>
      <NativeSelect.Field
        aria-label={t('list.priceFilter')}
        value={search.price}
        onChange={(e) => onChange({ price: e.currentTarget.value as PriceBand })}
      >
        {priceBandIds.map((band) => (
          <option key={band} value={band}>
            {t(`price.${band}`)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
  return (
    <>
      <MultiSelectFilter
        options={categoryIds}
        value={search.category}
        onChange={(category) => onChange({ category })}
        optionLabel={(id) => categories[id][lang]}
        title={t('list.category')}
        label={t('list.categoryFilter')}
        clearLabel={t('list.clearCategories')}
      />
      <MultiSelectFilter
        options={updateFrequencies}
        value={search.frequency}
        onChange={(frequency) => onChange({ frequency })}
        optionLabel={(id) => t(`frequency.${id}`)}
        title={t('list.frequency')}
        label={t('list.frequencyFilter')}
        clearLabel={t('list.clearFrequencies')}
      />
      <MultiSelectFilter
        options={deliveryFormats}
        value={search.format}
        onChange={(format) => onChange({ format })}
        optionLabel={(id) => t(`format.${id}`)}
        title={t('list.format')}
        label={t('list.formatFilter')}
        clearLabel={t('list.clearFormats')}
      />
      {inSheet ? (
        <Field.Root>
          <Field.Label fontWeight="semibold">{t('list.priceFilter')}</Field.Label>
          {price}
        </Field.Root>
      ) : (
        price
      )}
    </>
  );
}
