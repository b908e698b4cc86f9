// The sample schema as an editable table: field name, type and description (in the language the
// copy switch shows), 5 to 8 rows, added and removed here; the count's message sits under it.
// Below md (a phone) each row is a card with its labels shown, so no field hides sideways
// (docs/list-kit.md#column-priority).
import { Box, Button, Fieldset, HStack, IconButton, Input, NativeSelect, Stack, Table, Text, useBreakpointValue } from '@chakra-ui/react';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, type FieldError, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { productRules } from '@/lib/api-contract/product';
import type { CatalogLanguage } from '@/lib/catalog/catalog-terms';
import { FormField, useFieldMessage } from '@/lib/form/form-field';
import { blankSchemaField, fieldTypes, type ProductFormValues } from '../schemas';

type Row = { id: string };

interface RowProps {
  form: UseFormReturn<ProductFormValues>;
  lang: CatalogLanguage;
  i: number;
  row: Row;
  /** The labels stay for screen readers only where the table's header names the columns. */
  labelHidden: boolean;
}

function useRowText(i: number, lang: CatalogLanguage) {
  const { t } = useTranslation('products');
  const language = t(`language.${lang}`);
  return {
    rowName: t('form.fieldRow', { n: i + 1 }),
    name: t('field.schemaName'),
    type: t('field.schemaType'),
    description: t('field.schemaDescription', { language }),
  };
}

function SchemaNameField({ form, lang, i, labelHidden }: RowProps) {
  const text = useRowText(i, lang);
  const errors = form.formState.errors.schema;
  const rowErrors = Array.isArray(errors) ? errors[i] : undefined;
  return (
    <FormField ns="products" labelHidden={labelHidden} label={labelHidden ? `${text.name}, ${text.rowName}` : text.name} error={rowErrors?.name}>
      <Input size="sm" dir="ltr" spellCheck={false} {...form.register(`schema.${i}.name`)} />
    </FormField>
  );
}

function SchemaTypeField({ form, lang, i, labelHidden }: RowProps) {
  const { t } = useTranslation('products');
  const text = useRowText(i, lang);
  const errors = form.formState.errors.schema;
  const rowErrors = Array.isArray(errors) ? errors[i] : undefined;
  return (
    <FormField ns="products" labelHidden={labelHidden} label={labelHidden ? `${text.type}, ${text.rowName}` : text.type} error={rowErrors?.type}>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field {...form.register(`schema.${i}.type`)}>
          {fieldTypes.map((type) => (
            <option key={type} value={type}>
              {t(`fieldType.${type}`)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}

function SchemaDescriptionField({ form, lang, i, row, labelHidden }: RowProps) {
  const text = useRowText(i, lang);
  const errors = form.formState.errors.schema;
  const rowErrors = Array.isArray(errors) ? errors[i] : undefined;
  return (
    <FormField
      ns="products"
      labelHidden={labelHidden}
      label={labelHidden ? `${text.description}, ${text.rowName}` : text.description}
      error={rowErrors?.description?.[lang]}
    >
      <Input
        key={`${row.id}-${lang}`}
        size="sm"
        lang={lang}
        dir={lang === 'ar' ? 'rtl' : 'ltr'}
        {...form.register(`schema.${i}.description.${lang}`)}
      />
    </FormField>
  );
}

function RemoveFieldButton({ i, onRemove }: { i: number; onRemove: () => void }) {
  const { t } = useTranslation('products');
  return (
    <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={t('form.removeField', { n: i + 1 })} onClick={onRemove}>
      <Trash2 />
    </IconButton>
  );
}

export function ProductSchemaFields({ form, lang }: { form: UseFormReturn<ProductFormValues>; lang: CatalogLanguage }) {
  const { t } = useTranslation('products');
  const { control, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'schema' });
  const errors = formState.errors.schema;
  // The count's error: `root` from the resolver, the array's own message from the server.
  const countError = (errors?.root ?? (errors?.message ? errors : undefined)) as FieldError | undefined;
  const countMessage = useFieldMessage(countError, 'products');
  const language = t(`language.${lang}`);
  const full = fields.length >= productRules.schemaFields.max;
  const cards = useBreakpointValue({ base: true, md: false }) ?? false;

  return (
    <Stack gap={3}>
      <Text fontSize="sm" color="fg.muted" id="schema-hint">
        {t('form.schemaHint')}
      </Text>
      {cards ? (
        <Stack as="ol" gap={3} m={0} p={0} listStyleType="none" aria-describedby="schema-hint">
          {fields.map((row, i) => (
            <Box as="li" key={row.id} borderWidth="1px" borderRadius="l2" p={3}>
              {/* A group named "Field 2": each label reads with its row's name, as in the table. */}
              <Fieldset.Root gap={3}>
                <HStack justify="space-between">
                  <Fieldset.Legend fontWeight="medium" fontSize="sm">
                    {t('form.fieldRow', { n: i + 1 })}
                  </Fieldset.Legend>
                  <RemoveFieldButton i={i} onRemove={() => remove(i)} />
                </HStack>
                <SchemaNameField form={form} lang={lang} i={i} row={row} labelHidden={false} />
                <SchemaTypeField form={form} lang={lang} i={i} row={row} labelHidden={false} />
                <SchemaDescriptionField form={form} lang={lang} i={i} row={row} labelHidden={false} />
              </Fieldset.Root>
            </Box>
          ))}
        </Stack>
      ) : (
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
              {fields.map((row, i) => (
                <Table.Row key={row.id} verticalAlign="top">
                  <Table.Cell>
                    <SchemaNameField form={form} lang={lang} i={i} row={row} labelHidden />
                  </Table.Cell>
                  <Table.Cell>
                    <SchemaTypeField form={form} lang={lang} i={i} row={row} labelHidden />
                  </Table.Cell>
                  <Table.Cell>
                    <SchemaDescriptionField form={form} lang={lang} i={i} row={row} labelHidden />
                  </Table.Cell>
                  <Table.Cell>
                    <RemoveFieldButton i={i} onRemove={() => remove(i)} />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
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
