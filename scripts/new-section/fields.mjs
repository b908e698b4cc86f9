// What each field type of `--fields` becomes on every layer: its TypeScript type, its rule in the
// contract (zod, shared by both backends) and in the form, its column (Drizzle), and how the list,
// the detail page and the CSV show it. Templates read these; nothing else knows the types.
import { sectionNames, sentence, snake, words } from './names.mjs';

export const FIELD_TYPES = ['string', 'text', 'rich', 'int', 'money', 'date', 'datetime', 'bool', 'enum', 'email', 'url', 'image', 'ref'];

/** A field with the names templates need: `label` ("Unit price"), `column` (`unit_price`). */
export function describeField(field) {
  const label = sentence(words(field.name));
  return {
    ...field,
    label,
    column: snake(field.name),
    /** `stage` → `StageValue` for enum value lists (`dealStages`). */
    valuesName: field.type === 'enum' ? `${field.name}Values` : undefined,
    refNames: field.type === 'ref' ? sectionNames(field.ref) : undefined,
  };
}

export function tsType(f, names) {
  switch (f.type) {
    case 'int':
    case 'money':
      return 'number';
    case 'bool':
      return 'boolean';
    case 'enum':
      return `${names.Type}${f.name[0].toUpperCase()}${f.name.slice(1)}`;
    default:
      return 'string';
  }
}

/** The contract's rule (messages in English, as the API answers them). */
export function contractRule(f, names) {
  const what = f.label.toLowerCase();
  switch (f.type) {
    case 'string':
      return `z.string().trim().min(1, 'Enter the ${what}.').max(120, 'Use at most 120 characters.')`;
    case 'text':
      return `z.string().trim().max(2_000, 'Use at most 2,000 characters.')`;
    case 'rich':
      return `z.string().trim().max(20_000, 'The text is too long.')`;
    case 'int':
      return `z.number('Enter a number.').int('Enter a whole number.').min(-1_000_000_000).max(1_000_000_000)`;
    case 'money':
      return `z.number('Enter an amount.').int('An amount is in whole cents.').min(0, 'Cannot be negative.').max(100_000_000_000)`;
    case 'date':
      return `z.string().regex(/^\\d{4}-\\d{2}-\\d{2}$/, 'Choose the ${what}.')`;
    case 'datetime':
      return `z.string().regex(/^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z$/, 'Choose the ${what} (an ISO date-time in UTC).')`;
    case 'bool':
      return `z.boolean('Choose yes or no.')`;
    case 'enum':
      return `z.enum(${names.one}${f.name[0].toUpperCase()}${f.name.slice(1)}Values, 'Choose the ${what}.')`;
    case 'email':
      return `z.string().trim().max(254, 'Use at most 254 characters.').pipe(z.email('Enter a valid email address.'))`;
    case 'url':
      return `z.string().trim().max(2_000, 'Use at most 2,000 characters.').regex(/^https?:\\/\\/\\S+$/, 'Enter a web address (https://…).')`;
    case 'image':
      return `z.string().trim().max(2_000, 'Use at most 2,000 characters.').regex(/^(https?:\\/\\/\\S+|\\/\\S+)?$/, 'Enter the picture’s web address.')`;
    case 'ref':
      return `z.string().trim().min(1, 'Choose the ${what}.').max(64, 'Choose the ${what}.')`;
  }
}

/** The enum values' constant: `dealStageValues`. */
export const valuesConst = (f, names) => `${names.one}${f.name[0].toUpperCase()}${f.name.slice(1)}Values`;

/** The form's rule (messages are keys of the section's strings, or the shared required one). */
export function formRule(f, names) {
  switch (f.type) {
    case 'string':
      return `requiredText().max(120, 'validation.tooLong')`;
    case 'text':
      return `z.string().trim().max(2_000, 'validation.tooLong')`;
    case 'rich':
      return `z.string().trim().max(20_000, 'validation.tooLong')`;
    case 'int':
      return `requiredNumber().int('validation.wholeNumber').min(-1_000_000_000, 'validation.tooBig').max(1_000_000_000, 'validation.tooBig')`;
    case 'money':
      // Typed in the currency's units (12.50), sent in cents.
      return `requiredNumber().min(0, 'validation.negative').max(1_000_000_000, 'validation.tooBig')`;
    case 'date':
      return `requiredText().regex(/^\\d{4}-\\d{2}-\\d{2}$/, 'validation.date')`;
    case 'datetime':
      return `requiredText().regex(/^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}/, 'validation.date')`;
    case 'bool':
      return `z.boolean()`;
    case 'enum':
      return `z.enum(${valuesConst(f, names)})`;
    case 'email':
      return `requiredText().max(254, 'validation.tooLong').pipe(z.email('validation.email'))`;
    case 'url':
      return `requiredText().max(2_000, 'validation.tooLong').regex(/^https?:\\/\\/\\S+$/, 'validation.url')`;
    case 'image':
      return `z.string().trim().max(2_000, 'validation.tooLong').regex(/^(https?:\\/\\/\\S+|\\/\\S+)?$/, 'validation.url')`;
    case 'ref':
      return `requiredText()`;
  }
}

/** The Drizzle column. */
export function columnOf(f) {
  const c = `'${f.column}'`;
  switch (f.type) {
    case 'int':
      return `integer(${c}).notNull()`;
    case 'money':
      return `bigint(${c}, { mode: 'number' }).notNull()`;
    case 'bool':
      return `boolean(${c}).notNull()`;
    default:
      return `text(${c}).notNull()`;
  }
}

/** Fields whose text `q` searches. */
export const searchable = (f) => ['string', 'text', 'email', 'enum'].includes(f.type);
/** Fields the list sorts by (besides createdAt): the name, figures and dates. */
export const sortable = (f, nameField) => f === nameField || ['int', 'money', 'date', 'datetime'].includes(f.type);
/** Fields the list shows as columns (besides the name). */
export const listed = (f) => ['enum', 'int', 'money', 'date', 'datetime', 'bool', 'email', 'ref'].includes(f.type);
