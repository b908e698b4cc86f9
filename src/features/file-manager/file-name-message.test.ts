// A refused file or folder name reads in the user's language (docs/file-manager.md): the API's
// words for each name rule, as its schema and its name check give them, have a translation.
import { beforeAll, describe, expect, it } from 'vitest';
import { fileNameErrors } from '@/lib/api-contract/file';
import { fileSchema } from '@/lib/api-contract/file-input';
import { HttpError } from '@/lib/http/http-error';
import { i18n, initI18n } from '@/lib/i18n/i18n';
import { fileNameMessage, nameRefusal } from './file-name-message';

beforeAll(async () => {
  await initI18n();
  await i18n.loadLanguages(['ar', 'fr']);
  await i18n.loadNamespaces('file-manager');
});

/** The schema's words for a name, as the API answers them. */
const schemaSays = (name: string) => fileSchema.shape.name.safeParse(name).error?.issues[0]?.message ?? '';

describe('a refused file name', () => {
  it('shows each of the schema’s reasons in Arabic and French', () => {
    const ar = i18n.getFixedT('ar', 'file-manager');
    const fr = i18n.getFixedT('fr', 'file-manager');
    expect(fileNameMessage(schemaSays('Q3: visits.csv'), ar)).toBe('لا يمكن أن يحتوي الاسم على \u2066\\ / : * ? " < > |\u2069');
    expect(fileNameMessage(schemaSays('x'.repeat(121)), fr)).toBe('120 caractères au maximum.');
    expect(fileNameMessage(schemaSays('   '), fr)).toBe('Saisissez un nom.');
  });

  it('shows a name in use, from a refused save, in the user’s language; other words as written', () => {
    const ar = i18n.getFixedT('ar', 'file-manager');
    const taken = new HttpError(400, { message: 'Some fields are not valid.', fieldErrors: { name: fileNameErrors.taken } });
    expect(nameRefusal(taken, ar)).toBe('يوجد عنصر بهذا الاسم في هذا المجلد.');
    const other = new HttpError(503, { message: 'The demo API could not start.' });
    expect(nameRefusal(other, ar)).toBe('The demo API could not start.');
  });
});
