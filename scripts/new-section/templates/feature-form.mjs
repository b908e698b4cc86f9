// The record side of a section's feature folder: the form's schema, the form (leave guard, session
// draft, edit conflicts, server field errors), its fields, the detail page, create and edit pages.
import { formRule, tsType } from '../fields.mjs';
import { valueText } from './feature-list.mjs';

const emptyValue = (f) =>
  ({ int: '0', money: '0', bool: 'false', enum: `'${f.values?.[0]}'` })[f.type] ?? "''";

export function schemasFile(s) {
  const { n, fields } = s;
  const enums = fields.filter((f) => f.type === 'enum').map((f) => s.valuesConst(f));
  const money = fields.filter((f) => f.type === 'money');
  const datetimes = fields.filter((f) => f.type === 'datetime');
  const helpers = ['requiredText', fields.some((f) => f.type === 'int' || f.type === 'money') ? 'requiredNumber' : null].filter(Boolean);
  const toValue = (f) => {
    if (f.type === 'money') return `    ${f.name}: fromCents(r.${f.name}),`;
    if (f.type === 'datetime') return `    ${f.name}: toLocalInput(r.${f.name}),`;
    return `    ${f.name}: r.${f.name},`;
  };
  const toInput = (f) => {
    if (f.type === 'money') return `    ${f.name}: toCents(values.${f.name}),`;
    if (f.type === 'datetime') return `    ${f.name}: new Date(values.${f.name}).toISOString(),`;
    return `    ${f.name}: values.${f.name},`;
  };
  return `// The ${n.label} form's schema and values. Messages are keys of ${n.many}.json (\`validation.*\`), an empty
// required field's the shared one (src/lib/form/field-rules.ts); the server checks the contract's
// rules (src/lib/api-contract/${n.group}-input.ts) and its field errors land on these fields.${money.length ? '\n// Amounts are typed in the currency\'s units and sent in cents.' : ''}${datetimes.length ? '\n// Date-times are typed in local time and sent in UTC.' : ''}
import { z } from 'zod';
import { ${[...enums, `type ${n.Type}`, `type ${n.Type}Input`].join(', ')} } from '@/lib/api-contract/${n.group}';
import { ${helpers.join(', ')} } from '@/lib/form/field-rules';
${money.length ? `import { fromCents, toCents } from '@/lib/money';\n` : ''}
export const ${n.one}FormSchema = z.object({
${fields.map((f) => `  ${f.name}: ${formRule(f, n)},`).join('\n')}
});

export type ${n.Type}FormValues = z.infer<typeof ${n.one}FormSchema>;

export const empty${n.Type}Form: ${n.Type}FormValues = {
${fields.map((f) => `  ${f.name}: ${emptyValue(f)},`).join('\n')}
};
${datetimes.length ? `
/** An ISO instant as a datetime-local value (YYYY-MM-DDTHH:mm, local time). */
function toLocalInput(iso: string): string {
  const d = new Date(iso);
  const pad = (x: number) => String(x).padStart(2, '0');
  return \`\${d.getFullYear()}-\${pad(d.getMonth() + 1)}-\${pad(d.getDate())}T\${pad(d.getHours())}:\${pad(d.getMinutes())}\`;
}
` : ''}
export function to${n.Type}FormValues(r: ${n.Type}): ${n.Type}FormValues {
  return {
${fields.map(toValue).join('\n')}
  };
}

export function to${n.Type}Input(values: ${n.Type}FormValues): ${n.Type}Input {
  return {
${fields.map(toInput).join('\n')}
  };
}
`;
}

function fieldWidget(f, s) {
  const { n } = s;
  const req = ['string', 'int', 'money', 'date', 'datetime', 'email', 'url', 'ref'].includes(f.type) ? ' required' : '';
  const wrap = (inner) => `      <FormField ns="${n.many}" label={t('field.${f.name}')} error={errors.${f.name}}${req}>
        ${inner}
      </FormField>`;
  switch (f.type) {
    case 'string':
      return wrap(`<Input {...register('${f.name}')} />`);
    case 'email':
      return wrap(`<Input type="email" autoComplete="off" {...register('${f.name}')} />`);
    case 'url':
    case 'image':
      return wrap(`<Input type="url" dir="ltr" {...register('${f.name}')} />`);
    case 'text':
      return wrap(`<Textarea rows={4} {...register('${f.name}')} />`);
    case 'int':
      return wrap(`<Input type="number" step={1} {...register('${f.name}', { valueAsNumber: true })} />`);
    case 'money':
      return wrap(`<Input type="number" step={0.01} min={0} {...register('${f.name}', { valueAsNumber: true })} />`);
    case 'date':
      return wrap(`<Controller control={control} name="${f.name}" render={({ field }) => <DateField {...field} />} />`);
    case 'datetime':
      return wrap(`<Controller control={control} name="${f.name}" render={({ field }) => <DateTimeField {...field} />} />`);
    case 'rich':
      return `      <Controller
        control={control}
        name="${f.name}"
        render={({ field }) => (
          <FormField ns="${n.many}" label={t('field.${f.name}')} error={errors.${f.name}}>
            <LazyRichTextEditor value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
          </FormField>
        )}
      />`;
    case 'bool':
      return `      <Controller
        control={control}
        name="${f.name}"
        render={({ field }) => (
          <Switch.Root checked={field.value} onCheckedChange={(e) => field.onChange(e.checked)} colorPalette="primary">
            <Switch.HiddenInput onBlur={field.onBlur} />
            <Switch.Control>
              <Switch.Thumb />
            </Switch.Control>
            <Switch.Label>{t('field.${f.name}')}</Switch.Label>
          </Switch.Root>
        )}
      />`;
    case 'enum':
      return wrap(`<NativeSelect.Root>
          <NativeSelect.Field {...register('${f.name}')}>
            {${s.valuesConst(f)}.map((v) => (
              <option key={v} value={v}>
                {t(\`value.${f.name}.\${v}\`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>`);
    case 'ref':
      return wrap(`<NativeSelect.Root>
          <NativeSelect.Field {...register('${f.name}')}>
            <option value="">{t('form.choose')}</option>
            {(${s.refNames(f.ref).all}.data ?? []).map((o) => (
              <option key={o.id} value={o.id}>
                {o.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>`);
  }
}

export function formFieldsFile(s) {
  const { n, fields } = s;
  const types = new Set(fields.map((f) => f.type));
  const chakra = ['Stack'];
  if (['string', 'email', 'url', 'image', 'int', 'money'].some((x) => types.has(x))) chakra.push('Input');
  if (types.has('enum') || types.has('ref')) chakra.push('NativeSelect');
  if (types.has('bool')) chakra.push('Switch');
  if (types.has('text')) chakra.push('Textarea');
  chakra.sort();
  const needsControl = ['date', 'datetime', 'rich', 'bool'].some((x) => types.has(x));
  const refGroups = [...new Set(fields.filter((f) => f.type === 'ref').map((f) => f.ref))];
  const enums = fields.filter((f) => f.type === 'enum').map((f) => s.valuesConst(f));
  const dates = [types.has('date') ? 'DateField' : null, types.has('datetime') ? 'DateTimeField' : null].filter(Boolean);
  return `// The ${n.label} form's fields, one per field of the record, each with its message under it.
import { ${chakra.join(', ')} } from '@chakra-ui/react';
${refGroups.length ? `import { useQuery } from '@tanstack/react-query';\n` : ''}${needsControl ? `import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';` : `import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';`}
import { useTranslation } from 'react-i18next';
${enums.length ? `import { ${enums.join(', ')} } from '@/lib/api-contract/${n.group}';\n` : ''}import { FormField } from '@/lib/form/form-field';
${types.has('rich') ? `import { LazyRichTextEditor } from '@/lib/rich-text/lazy-rich-text-editor';\n` : ''}${dates.length ? `import { ${dates.join(', ')} } from '@/lib/ui/date-field';\n` : ''}${refGroups.length ? `import { ${n.one}Queries } from '../api/${n.many}';\n` : ''}import type { ${n.Type}FormValues } from '../schemas';

export function ${n.Type}FormFields({
  register,
  control,
  errors,
}: {
  register: UseFormRegister<${n.Type}FormValues>;
  control: Control<${n.Type}FormValues>;
  errors: FieldErrors<${n.Type}FormValues>;
}) {
  const { t } = useTranslation('${n.many}');
${refGroups.map((g) => `  const ${s.refNames(g).all} = useQuery(${n.one}Queries.${s.refNames(g).all}());`).join('\n')}${needsControl ? '' : '\n  void control;'}
  return (
    <Stack gap={5}>
${fields.map((f) => fieldWidget(f, s)).join('\n')}
    </Stack>
  );
}
`;
}

export function formFile(s) {
  const { n, nameField } = s;
  return `// The one ${n.label} form of /dashboard/${n.group}/new and /dashboard/${n.group}/$id/edit: messages next to each field
// (client and server), a guard against leaving unsaved work, the session-expiry draft
// (docs/product-rules.md#session-expiry) and the dialog when someone else saved the record meanwhile
// (docs/product-rules.md#edit-conflicts).
import { Alert, Button, Card, HStack, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ${n.Type} } from '@/lib/api-contract/${n.group}';
import { applyServerErrors } from '@/lib/form/apply-server-errors';
import { EditConflictFormDialog, useEditConflict } from '@/lib/form/edit-conflict';
import { LeaveGuard } from '@/lib/form/leave-guard';
import { useFormDraft } from '@/lib/session/form-drafts';
import { useSave${n.Type} } from '../api/${n.group}-mutations';
import { empty${n.Type}Form, ${n.one}FormSchema, to${n.Type}FormValues, to${n.Type}Input, type ${n.Type}FormValues } from '../schemas';
import { ${n.Type}FormFields } from './${n.group}-form-fields';

const fields = Object.keys(empty${n.Type}Form) as (keyof ${n.Type}FormValues)[];

export function ${n.Type}Form({ ${n.one} }: { ${n.one}?: ${n.Type} }) {
  const { t } = useTranslation('${n.many}');
  const navigate = useNavigate();
  const save = useSave${n.Type}();
  const [formError, setFormError] = useState<string | null>(null);
  const saved = useRef(false);
  const form = useForm<${n.Type}FormValues>({
    resolver: zodResolver(${n.one}FormSchema),
    defaultValues: ${n.one} ? to${n.Type}FormValues(${n.one}) : empty${n.Type}Form,
  });
  const { register, handleSubmit, setError, control, formState } = form;
  const { errors, isDirty } = formState;
  const draft = useFormDraft(${n.one} ? \`${n.group}-edit:\${${n.one}.id}\` : '${n.group}-new', form.getValues, form.reset);
  const conflict = useEditConflict(${n.one});

  const submit = (values: ${n.Type}FormValues, expectedUpdatedAt = conflict.expectedUpdatedAt) => {
    setFormError(null);
    save.mutate(
      { id: ${n.one}?.id, input: to${n.Type}Input(values), expectedUpdatedAt },
      {
        onSuccess: (record) => {
          saved.current = true;
          draft.clear();
          void navigate({ to: '/dashboard/${n.group}/$id', params: { id: record.id } });
        },
        onError: (error) => {
          if (conflict.catchError(error)) return;
          setFormError(applyServerErrors(error, setError, { fields }) ?? t('validation.checkFields'));
        },
      },
    );
  };

  return (
    <form
      onSubmit={(e) => void handleSubmit((values) => submit(values))(e)}
      noValidate
      aria-label={${n.one} ? t('form.editTitle', { ${nameField.name}: ${n.one}.${nameField.name} }) : t('form.newTitle')}
    >
      <LeaveGuard when={() => !saved.current && isDirty} />
      <EditConflictFormDialog
        conflict={conflict}
        load={(theirs) => {
          draft.clear();
          form.reset(to${n.Type}FormValues(theirs));
        }}
        resubmit={(theirs) => void handleSubmit((values) => submit(values, theirs.updatedAt))()}
      />
      <Stack gap={4}>
        {draft.restored ? (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Title flex="1">{t('form.draftRestored')}</Alert.Title>
            <Button size="xs" variant="outline" onClick={draft.discard}>
              {t('form.discardDraft')}
            </Button>
          </Alert.Root>
        ) : null}
        {formError ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{formError}</Alert.Title>
          </Alert.Root>
        ) : null}
        <Card.Root>
          <Card.Body gap={5}>
            <${n.Type}FormFields register={register} control={control} errors={errors} />
            <HStack justify="flex-end" gap={3} mt={4} wrap="wrap">
              <Button asChild variant="outline">
                <Link to={${n.one} ? '/dashboard/${n.group}/$id' : '/dashboard/${n.group}'} params={${n.one} ? { id: ${n.one}.id } : undefined}>
                  {t('common.cancel')}
                </Link>
              </Button>
              <Button type="submit" colorPalette="primary" loading={save.isPending}>
                {${n.one} ? t('form.save') : t('form.create')}
              </Button>
            </HStack>
          </Card.Body>
        </Card.Root>
      </Stack>
    </form>
  );
}
`;
}

export function factsFile(s) {
  const { n, fields, nameField } = s;
  const facts = fields.filter((f) => f !== nameField && !['rich', 'text', 'image', 'url'].includes(f.type));
  const rich = fields.filter((f) => f.type === 'rich' || f.type === 'text');
  const images = fields.filter((f) => f.type === 'image');
  const urls = fields.filter((f) => f.type === 'url');
  const refGroups = [...new Set(facts.filter((f) => f.type === 'ref').map((f) => f.ref))];
  const usesMoney = facts.some((f) => f.type === 'money');
  const usesFormat = facts.some((f) => ['int', 'money', 'date', 'datetime'].includes(f.type));
  return `// A ${n.label}'s page body: its facts, its texts and its picture.
import { Card, DataList, Grid, ${images.length ? 'Image, ' : ''}${urls.length ? 'Link, ' : ''}Stack${rich.some((f) => f.type === 'text') ? ', Text' : ''} } from '@chakra-ui/react';
${refGroups.length ? `import { useQuery } from '@tanstack/react-query';\n` : ''}import { useTranslation } from 'react-i18next';
import type { ${n.Type} } from '@/lib/api-contract/${n.group}';
${usesFormat ? `import { useFormat } from '@/lib/format';\n` : ''}${usesMoney ? `import { formatCents } from '@/lib/money';\n` : ''}${rich.some((f) => f.type === 'rich') ? `import { RichTextView } from '@/lib/rich-text/rich-text-view';\n` : ''}${refGroups.length ? `import { ${n.one}Queries } from '../api/${n.many}';\n` : ''}
export function ${n.Type}Facts({ ${n.one}: r }: { ${n.one}: ${n.Type} }) {
  const { t } = useTranslation('${n.many}');
${usesFormat ? '  const format = useFormat();\n' : ''}${refGroups.map((g) => `  const ${s.refNames(g).all}Query = useQuery(${n.one}Queries.${s.refNames(g).all}());\n  const ${s.refNames(g).all} = new Map((${s.refNames(g).all}Query.data ?? []).map((o) => [o.id, o.label]));\n`).join('')}  const facts: [string, string][] = [
${facts.map((f) => `    [t('field.${f.name}'), ${valueText(f, s, 'r')}],`).join('\n')}
  ];
  return (
    <Grid templateColumns={{ base: '1fr', lg: '1fr 320px' }} gap={6} alignItems="start">
      <Stack gap={6} minW={0}>
${rich.map((f) => `        <Card.Root>
          <Card.Header>
            <Card.Title as="h2">{t('field.${f.name}')}</Card.Title>
          </Card.Header>
          <Card.Body>
            ${f.type === 'rich' ? `<RichTextView html={r.${f.name}} />` : `<Text dir="auto" whiteSpace="pre-wrap">{r.${f.name}}</Text>`}
          </Card.Body>
        </Card.Root>`).join('\n')}
${images.map((f) => `        {r.${f.name} ? (
          <Card.Root overflow="hidden">
            <Image src={r.${f.name}} alt={t('field.${f.name}')} maxH="80" objectFit="cover" />
          </Card.Root>
        ) : null}`).join('\n')}
      </Stack>
      <Card.Root>
        <Card.Body>
          <DataList.Root orientation="vertical" gap={4}>
            {facts.map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel>{label}</DataList.ItemLabel>
                <DataList.ItemValue dir="auto" overflowWrap="anywhere">{value}</DataList.ItemValue>
              </DataList.Item>
            ))}
${urls.map((f) => `            <DataList.Item>
              <DataList.ItemLabel>{t('field.${f.name}')}</DataList.ItemLabel>
              <DataList.ItemValue dir="ltr" overflowWrap="anywhere">
                <Link href={r.${f.name}} target="_blank" rel="noreferrer" colorPalette="primary">
                  {r.${f.name}}
                </Link>
              </DataList.ItemValue>
            </DataList.Item>`).join('\n')}
          </DataList.Root>
        </Card.Body>
      </Card.Root>
    </Grid>
  );
}
`;
}

export function pagesFiles(s) {
  const { n, facet, nameField } = s;
  return {
    [`src/features/${n.many}/${n.group}-record.ts`]: `// A ${n.label}'s record routes (detail, edit): the way back to the list and the words for a missing
// ${n.label} (docs/product-rules.md#records).
import { recordSection } from '@/lib/record-route';
import { recordError } from '@/lib/ui/record-error';

export const ${n.one}Record = recordSection('/dashboard/${n.group}', '${n.many}:detail.notFound', '${n.many}:detail.backToList');

/** The routes' error component: a failure with Retry, or the slow-load message. */
export const ${n.Type}RecordError = recordError(${n.one}Record);
`,
    [`src/features/${n.many}/${n.group}-create-page.tsx`]: `// /dashboard/${n.group}/new: the ${n.label} form, empty.
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ${n.Type}Form } from './components/${n.group}-form';

export function ${n.Type}CreatePage() {
  const { t } = useTranslation('${n.many}');
  return (
    <Stack gap={6}>
      <Box>
        <Heading as="h1" size="2xl">
          {t('form.newTitle')}
        </Heading>
        <Text color="fg.muted">{t('form.newSubtitle')}</Text>
      </Box>
      <${n.Type}Form />
    </Stack>
  );
}
`,
    [`src/features/${n.many}/${n.group}-edit-page.tsx`]: `// /dashboard/${n.group}/$id/edit: the ${n.label} form, filled from the record the route's loader fetched.
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useRecordQuery } from '@/lib/record-route';
import { ${n.one}Queries } from './api/${n.many}';
import { ${n.Type}Form } from './components/${n.group}-form';

const route = getRouteApi('/dashboard/${n.group}/$id/edit');

export function ${n.Type}EditPage() {
  const { t } = useTranslation('${n.many}');
  const { id } = route.useParams();
  const { data: ${n.one} } = useRecordQuery(${n.one}Queries.detail(id));
  return (
    <Stack gap={6}>
      <Box>
        <Heading as="h1" size="2xl">
          {t('form.editTitle', { ${nameField.name}: ${n.one}.${nameField.name} })}
        </Heading>
        <Text color="fg.muted">{t('form.editSubtitle')}</Text>
      </Box>
      {/* A new key per record, so the form starts over when the id changes. */}
      <${n.Type}Form key={${n.one}.id} ${n.one}={${n.one}} />
    </Stack>
  );
}
`,
    [`src/features/${n.many}/${n.group}-detail-page.tsx`]: `// /dashboard/${n.group}/$id: a ${n.label}'s page on the kit's DetailFrame: its facts and texts, Edit for a
// role the permission table lets change it.
import { Button } from '@chakra-ui/react';
import { getRouteApi, Link } from '@tanstack/react-router';
import { SquarePen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useRecordQuery } from '@/lib/record-route';
import { useMayCall } from '@/lib/session/may-call';
import { DetailFrame } from '@/lib/ui/detail-frame';
import { ${n.one}Queries } from './api/${n.many}';
import { ${n.Type}Facts } from './components/${n.group}-facts';
${facet ? `import { ${n.one}StatusPalette } from './components/${n.group}-table-columns';\n` : ''}
const route = getRouteApi('/dashboard/${n.group}/$id/');

export function ${n.Type}DetailPage() {
  const { t } = useTranslation('${n.many}');
  const { id } = route.useParams();
  const { data: ${n.one} } = useRecordQuery(${n.one}Queries.detail(id));
  const mayEdit = useMayCall('PATCH /api/${n.group}/:id');
  return (
    <DetailFrame
      // The dashboard shell shows the breadcrumbs.
      crumbs={[]}
      crumbsLabel={t('detail.crumbsLabel')}
      title={${n.one}.${nameField.name}}${facet ? `\n      status={{ label: t(\`value.${facet.name}.\${${n.one}.${facet.name}}\`), palette: ${n.one}StatusPalette[${n.one}.${facet.name}] }}` : ''}
      actions={
        mayEdit ? (
          <Button asChild variant="outline">
            <Link to="/dashboard/${n.group}/$id/edit" params={{ id }}>
              <SquarePen aria-hidden />
              {t('detail.edit')}
            </Link>
          </Button>
        ) : null
      }
    >
      <${n.Type}Facts ${n.one}={${n.one}} />
    </DetailFrame>
  );
}
`,
  };
}
export { tsType };
