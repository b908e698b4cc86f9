// @vitest-environment node
// One message for an empty required field, whatever the form and its namespace: the shared key,
// translated in every language, before the field's own message for what is written.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { languages } from '@/lib/i18n/i18n-languages';
import { REQUIRED, requiredChoice, requiredNumber, requiredText } from './field-rules';

const files = import.meta.glob<{ validation?: { required?: string } }>(
  '../../locales/*/common.json',
  {
    eager: true,
    import: 'default',
  },
);

/** The first message of each field, as the form shows it (react-hook-form's zod resolver). */
function firstMessages(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  const messages: Record<string, string> = {};
  for (const issue of result.success ? [] : result.error.issues)
    messages[issue.path.join('.')] ??= issue.message;
  return messages;
}

describe('a required field left empty', () => {
  // A form like the tour form was: a name with a minimum, a city, a guide's email, a date, a number, a choice.
  const form = z.object({
    name: requiredText().min(3, 'tours:validation.name'),
    city: requiredText().max(80, 'tours:validation.tooLong'),
    email: requiredText().pipe(z.email('tours:validation.email')),
    startDate: requiredText().regex(/^\d{4}-\d{2}-\d{2}$/, 'tours:validation.startDate'),
    capacity: requiredNumber().int('tours:validation.capacity').min(1, 'tours:validation.capacity'),
    role: requiredChoice(['admin', 'analyst']),
  });

  it('says the one shared message on every kind of field (text, email, date, number, choice)', () => {
    const messages = firstMessages(form, {
      name: '',
      city: '   ',
      email: '',
      startDate: '',
      capacity: Number.NaN,
      role: '',
    });
    expect(messages).toEqual({
      name: REQUIRED,
      city: REQUIRED,
      email: REQUIRED,
      startDate: REQUIRED,
      capacity: REQUIRED,
      role: REQUIRED,
    });
  });

  it("gives way to the field's own message once something is written", () => {
    const messages = firstMessages(form, {
      name: 'Ab',
      city: 'Lyon',
      email: 'not-an-email',
      startDate: '2026-05-01',
      capacity: 0,
      role: 'analyst',
    });
    expect(messages).toEqual({
      name: 'tours:validation.name',
      email: 'tours:validation.email',
      capacity: 'tours:validation.capacity',
    });
  });

  it('is a common.json text, translated into every language', () => {
    const [namespace, key] = REQUIRED.split(':');
    expect(namespace).toBe('common');
    expect(key).toBe('validation.required');
    const texts = languages.map(
      (language) => files[`../../locales/${language}/common.json`]?.validation?.required,
    );
    expect(texts).toEqual([
      'This field is required.',
      'Ce champ est obligatoire.',
      'هذا الحقل مطلوب.',
    ]);
  });
});
