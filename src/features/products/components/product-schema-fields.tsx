// The sample schema as an editable table: field name, type and description (in the language the
// copy switch shows), 5 to 8 rows, added and removed here; the count's message sits under it.
import { Button, HStack, IconButton, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, type FieldError, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { productRules } from '@/lib/api-contract/product';
import type { CatalogLanguage } from '@/lib/catalog/data-products';
import { FormField, useFieldMessage } from '@/lib/form/form-field';
import { blankSchemaField, fieldTypes, type ProductFormValues } from '../schemas';

export function ProductSchemaFields({ form, lang }: { form: UseFormReturn<ProductFormValues>; lang: CatalogLanguage }) {
  const { t } = useTranslation('products');
  const { control, register, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'schema' });
  const errors = formState.errors.schema;
  // The count's error: `root` from the resolver, the array's own message from the server.
  const countError = (errors?.root ?? (errors?.message ? errors : undefined)) as FieldError | undefined;
  const countMessage = useFieldMessage(countError, 'products');
  const language = t(`language.${lang}`);
  const full = fields.length >= productRules.schemaFields.max;

  return (
    <Stack gap={3}>
      <Text fontSize="sm" color="fg.muted" id="schema-hint">
        {t('form.schemaHint')}
      </Text>
      <Table.ScrollArea borderWidth="1px" borderRadius="l2">
        <Table.Root size="sm" aria-describedby="schema-hint">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader minW="40">{t('field.schemaName')}</Table.ColumnHeader>
              <Table.ColumnHeader minW="32">{t('field.schemaType')}</Table.ColumnHeader>
              <Table.ColumnHeader minW="56">{t('field.schemaDescription', { language })}</Table.ColumnHeader>
              <Table.ColumnHeader width="12">
                <Text srOnly>{t('form.rowActions')}</Text>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {fields.map((row, i) => {
              const rowName = t('form.fieldRow', { n: i + 1 });
              const rowErrors = Array.isArray(errors) ? errors[i] : undefined;
              return (
                <Table.Row key={row.id} verticalAlign="top">
                  <Table.Cell>
                    <FormField ns="products" labelHidden label={`${t('field.schemaName')}, ${rowName}`} error={rowErrors?.name}>
                      <Input size="sm" dir="ltr" spellCheck={false} {...register(`schema.${i}.name`)} />
                    </FormField>
                  </Table.Cell>
                  <Table.Cell>
                    <FormField ns="products" labelHidden label={`${t('field.schemaType')}, ${rowName}`} error={rowErrors?.type}>
                      <NativeSelect.Root size="sm">
                        <NativeSelect.Field {...register(`schema.${i}.type`)}>
                          {fieldTypes.map((type) => (
                            <option key={type} value={type}>
                              {t(`fieldType.${type}`)}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </FormField>
                  </Table.Cell>
                  <Table.Cell>
                    <FormField
                      ns="products"
                      labelHidden
                      label={`${t('field.schemaDescription', { language })}, ${rowName}`}
                      error={rowErrors?.description?.[lang]}
                    >
                      <Input
                        key={`${row.id}-${lang}`}
                        size="sm"
                        lang={lang}
                        dir={lang === 'ar' ? 'rtl' : 'ltr'}
                        {...register(`schema.${i}.description.${lang}`)}
                      />
                    </FormField>
                  </Table.Cell>
                  <Table.Cell>
                    <IconButton
                      size="sm"
                      variant="ghost"
                      colorPalette="red"
                      aria-label={t('form.removeField', { n: i + 1 })}
                      onClick={() => remove(i)}
                    >
                      <Trash2 />
                    </IconButton>
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <HStack justify="space-between" wrap="wrap" gap={3}>
        <Text role={countMessage ? 'alert' : undefined} color={countMessage ? 'fg.error' : 'fg.muted'} fontSize="sm">
          {countMessage ?? t('form.fieldCount', { count: fields.length, max: productRules.schemaFields.max })}
        </Text>
        <Button size="sm" variant="outline" disabled={full} onClick={() => append(blankSchemaField())}>
          <Plus aria-hidden />
          {t('form.addField')}
        </Button>
      </HStack>
    </Stack>
  );
}
