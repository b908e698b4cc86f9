// The tours list's filter drawer: start-date range, destinations, services and guides, each
// written to the URL as it changes (docs/list-kit.md). Destinations and guides come from the API.
import { Field, Fieldset, SimpleGrid } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { tourServices } from '@/lib/api-contract/tour';
import { countryName } from '@/lib/catalog/countries';
import { CheckboxFilterGroup, FilterDrawer } from '@/lib/data-table/filter-drawer';
import { DateField } from '@/lib/ui/date-field';
import { tourQueries } from '../api/tours';
import { tourDrawerDefaults, type TourListSearch } from '../search';

type DrawerPatch = Partial<Pick<TourListSearch, keyof typeof tourDrawerDefaults>>;

export function TourFilters({ search, onChange }: { search: TourListSearch; onChange: (patch: DrawerPatch) => void }) {
  const { t, i18n } = useTranslation('tours');
  const facets = useQuery(tourQueries.facets());
  const guides = facets.data?.guides ?? [];
  const guideNames = new Map(guides.map((g) => [g.email, g.name]));
  // The date range counts as one filter.
  const active = [search.from || search.to, search.country.length, search.service.length, search.guide.length].filter(Boolean).length;
  return (
    <FilterDrawer active={active} onClear={() => onChange(tourDrawerDefaults)}>
      <Fieldset.Root>
        <Fieldset.Legend fontWeight="semibold" color="fg">
          {t('filters.dates')}
        </Fieldset.Legend>
        <SimpleGrid columns={1} gap={3} mt={2}>
          <Field.Root>
            <Field.Label>{t('filters.from')}</Field.Label>
            <DateField clearable value={search.from} max={search.to || undefined} onChange={(from) => onChange({ from })} />
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('filters.to')}</Field.Label>
            <DateField clearable value={search.to} min={search.from || undefined} onChange={(to) => onChange({ to })} />
          </Field.Root>
        </SimpleGrid>
      </Fieldset.Root>
      {facets.data?.countries.length ? (
        <CheckboxFilterGroup
          legend={t('field.destination')}
          options={facets.data.countries}
          value={search.country}
          onChange={(country) => onChange({ country })}
          optionLabel={(code) => countryName(code, i18n.language)}
        />
      ) : null}
      <CheckboxFilterGroup
        legend={t('field.services')}
        options={tourServices}
        value={search.service}
        onChange={(service) => onChange({ service })}
        optionLabel={(s) => t(`service.${s}`)}
      />
      {guides.length ? (
        <CheckboxFilterGroup
          legend={t('field.guides')}
          options={guides.map((g) => g.email)}
          value={search.guide}
          onChange={(guide) => onChange({ guide })}
          optionLabel={(email) => guideNames.get(email) ?? email}
        />
      ) : null}
    </FilterDrawer>
  );
}
