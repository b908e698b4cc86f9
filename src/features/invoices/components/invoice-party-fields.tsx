// The "from" and "to" blocks of the invoice form. "From" is one of Corvane's offices; "to" is picked
// from the user records (the picker fills name, company, email, address and phone), every field
// still editable. The picker names the office or client the fields hold (an invoice opened for
// editing shows its own), and "Choose…" once they match none.
import { Card, Heading, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useWatch, type Control, type FieldErrors, type UseFormRegister, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/lib/form/form-field';
import { useSettingsStore } from '@/lib/settings/settings-store';
import { clientParty, invoiceClientsQuery } from '../api/invoice-clients';
import type { InvoiceFormValues } from '../invoice-form-schema';
import { invoiceSellers } from '../invoice-sellers';

interface PartyProps {
  side: 'from' | 'to';
  register: UseFormRegister<InvoiceFormValues>;
  errors: FieldErrors<InvoiceFormValues>;
  setValue: UseFormSetValue<InvoiceFormValues>;
  control: Control<InvoiceFormValues>;
}

const fields = ['name', 'company', 'email', 'address', 'phone'] as const;
/** Text whose first letter is of a right-to-left script. */
const RTL_START = /^[^\p{L}]*[\p{Script=Arabic}\p{Script=Hebrew}]/u;
/** The picker's value for a client the list does not hold. */
const OWN = 'own';
const partyLabel = (p: { name: string; company?: string }) => (p.company ? `${p.name} — ${p.company}` : p.name);

function PartyPicker({ side, setValue, control }: Pick<PartyProps, 'side' | 'setValue' | 'control'>) {
  const { t } = useTranslation('invoices');
  const clients = useQuery({ ...invoiceClientsQuery(), enabled: side === 'to' });
  const held = useWatch({ control, name: side });
  // An office is its whole address block; a client is known by its e-mail address.
  const matched =
    side === 'from'
      ? invoiceSellers.find((s) => fields.every((field) => s.party[field] === held?.[field]))?.id
      : clients.data?.items.find((u) => u.email === held?.email)?.id;
  // A client the list does not hold (not among the first 100 users, or written by hand) is shown as
  // the fields name it.
  const own = side === 'to' && !matched && clients.data && held?.name ? partyLabel(held) : null;
  const shown = matched ?? (own ? OWN : '');
  // The shown name reads from its start in either page direction (an English client on the Arabic
  // page was cut from its start): the field takes the name's direction, with room for the
  // indicator on both sides, since it stays on the page's end side.
  const shownText =
    side === 'to' ? (own ?? clients.data?.items.find((u) => u.id === matched)) : undefined;
  const label = typeof shownText === 'string' ? shownText : shownText && partyLabel(shownText);
  const textDir = label ? (RTL_START.test(label) ? 'rtl' : 'ltr') : undefined;
  const pageDir = useSettingsStore((st) => st.themeDirection);
  const pick = (value: string) => {
    const user = side === 'to' ? clients.data?.items.find((u) => u.id === value) : undefined;
    const party = side === 'from' ? invoiceSellers.find((s) => s.id === value)?.party : user && clientParty(user);
    if (!party) return;
    for (const field of fields) setValue(`${side}.${field}`, party[field], { shouldDirty: true, shouldValidate: true });
  };
  return (
    <FormField ns="invoices" label={side === 'from' ? t('form.pickOffice') : t('form.pickClient')}>
      <NativeSelect.Root disabled={side === 'to' && !clients.data}>
        <NativeSelect.Field
          value={shown}
          onChange={(e) => pick(e.currentTarget.value)}
          dir={textDir}
          px={textDir && textDir !== pageDir ? '8' : undefined}
        >
          <option value="" disabled>
            {side === 'to' && clients.isPending ? t('form.loadingClients') : t('form.choose')}
          </option>
          {own ? (
            <option value={OWN} disabled>
              {own}
            </option>
          ) : null}
          {side === 'from'
            ? invoiceSellers.map((s) => (
                <option key={s.id} value={s.id}>
                  {t(`office.${s.id}`)}
                </option>
              ))
            : clients.data?.items.map((u) => (
                <option key={u.id} value={u.id}>
                  {partyLabel(u)}
                </option>
              ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}

export function InvoicePartyFields({ side, register, errors, setValue, control }: PartyProps) {
  const { t } = useTranslation('invoices');
  const own = errors[side];
  return (
    <Card.Root flex="1" minW={{ base: 'full', md: '0' }} role="group" aria-label={t(side === 'from' ? 'field.from' : 'field.to')}>
      <Card.Body gap={4}>
        <Heading as="h2" size="md">
          {t(side === 'from' ? 'field.from' : 'field.to')}
        </Heading>
        <PartyPicker side={side} setValue={setValue} control={control} />
        <Stack gap={3}>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap={3}>
            <FormField ns="invoices" label={t('field.name')} error={own?.name} required>
              <Input {...register(`${side}.name`)} dir="auto" autoComplete="off" />
            </FormField>
            <FormField ns="invoices" label={t('field.company')} error={own?.company}>
              <Input {...register(`${side}.company`)} dir="auto" autoComplete="off" />
            </FormField>
            <FormField ns="invoices" label={t('field.email')} error={own?.email} required>
              <Input {...register(`${side}.email`)} type="email" dir="ltr" autoComplete="off" />
            </FormField>
            <FormField ns="invoices" label={t('field.phone')} error={own?.phone}>
              <Input {...register(`${side}.phone`)} type="tel" dir="ltr" autoComplete="off" />
            </FormField>
          </SimpleGrid>
          <FormField ns="invoices" label={t('field.address')} error={own?.address} required>
            <Input {...register(`${side}.address`)} dir="auto" autoComplete="off" />
          </FormField>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
