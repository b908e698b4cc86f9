// The two selects: Chakra's Select on a list collection (the data products) and the native one
// (the offices). Each says what is chosen.
import {
  createListCollection,
  Field,
  NativeSelect,
  Portal,
  Select,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dataProducts } from '@/lib/catalog/data-products';
import { siteConfig } from '@/lib/site-config';

export function SelectsDemo() {
  const { t } = useTranslation('components');
  const [product, setProduct] = useState<string[]>([]);
  const [office, setOffice] = useState<string>(siteConfig.offices[0].id);
  const collection = useMemo(
    () =>
      createListCollection({
        items: dataProducts.map((item) => ({ label: item.name, value: item.slug })),
      }),
    [],
  );
  const chosen = collection.items.find((item) => item.value === product[0]);

  return (
    <Stack gap={5}>
      <Stack gap={1.5}>
        <Select.Root
          collection={collection}
          value={product}
          onValueChange={(details) => setProduct(details.value)}
          colorPalette="primary"
        >
          <Select.HiddenSelect />
          <Select.Label>{t('selects.product')}</Select.Label>
          <Select.Control>
            <Select.Trigger>
              <Select.ValueText placeholder={t('selects.productPlaceholder')} />
            </Select.Trigger>
            <Select.IndicatorGroup>
              <Select.Indicator />
            </Select.IndicatorGroup>
          </Select.Control>
          <Portal>
            <Select.Positioner>
              <Select.Content>
                {collection.items.map((item) => (
                  <Select.Item item={item} key={item.value}>
                    {item.label}
                    <Select.ItemIndicator />
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Positioner>
          </Portal>
        </Select.Root>
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          {chosen ? t('selects.chosen', { value: chosen.label }) : t('selects.none')}
        </Text>
      </Stack>
      <Field.Root>
        <Field.Label>{t('selects.office')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={office}
            onChange={(event) => setOffice(event.currentTarget.value)}
          >
            {siteConfig.offices.map((item) => (
              <option key={item.id} value={item.id}>
                {t(`offices.${item.id}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.HelperText>
          {siteConfig.offices.find((item) => item.id === office)?.phone}
        </Field.HelperText>
      </Field.Root>
    </Stack>
  );
}
