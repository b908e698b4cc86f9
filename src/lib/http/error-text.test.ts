// A failed request reads in the user's language wherever the words are the app's own or the
// contract's common ones (docs/product-rules.md#errors); a server's particular words stay as written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '@/lib/api-contract/errors';
import { teamMessages } from '@/lib/api-contract/team';
import { i18n, initI18n } from '@/lib/i18n/i18n';
import { contractWordsKey, errorText, refusalSays, refusalText } from './error-text';
import { DEMO_API_UNAVAILABLE_CODE, HttpError } from './http-error';

beforeAll(async () => {
  await initI18n();
  await i18n.loadLanguages(['fr', 'ar']);
});
afterAll(async () => {
  await i18n.changeLanguage('en');
});

describe('the words of a failed request', () => {
  it('are the user’s language for no connection, an unreadable answer, an empty refusal and the demo API', async () => {
    await i18n.changeLanguage('ar');
    expect(errorText(new HttpError(0, null))).toBe('تعذّر الوصول إلى الخادم. تحقّق من اتصالك وحاول مرة أخرى.');
    await i18n.changeLanguage('fr');
    expect(errorText(new HttpError(200, null, { unreadable: true }))).toBe('Le serveur a envoyé une réponse que cette page ne peut pas lire.');
    expect(errorText(new HttpError(500, null))).toBe('Une erreur s’est produite');
    expect(errorText(new HttpError(503, { message: 'The demo server cannot start in this browser.', code: DEMO_API_UNAVAILABLE_CODE }))).toBe(
      'Le serveur de démonstration ne peut pas démarrer dans ce navigateur.',
    );
  });

  it('are the user’s language for each of the contract’s common refusals', async () => {
    await i18n.changeLanguage('fr');
    const shown = Object.values(apiMessages).map((message) => errorText(new HttpError(400, { message })));
    expect(shown).toEqual([
      'Corrigez les champs signalés.',
      'Votre session n’est plus valide. Reconnectez-vous.',
      'Vous n’avez pas l’autorisation de faire cela.',
      'Le corps de la requête est absent ou n’est pas du JSON.',
      'Introuvable',
    ]);
  });

  it('are the user’s language for the team contract’s refusals (invitations, roles, mail)', async () => {
    await i18n.changeLanguage('ar');
    expect(errorText(new HttpError(409, { message: teamMessages.lastAdmin }))).toBe('يجب أن يبقى في مساحة العمل مسؤول نشط واحد على الأقل.');
    await i18n.changeLanguage('fr');
    expect(errorText(new HttpError(503, { message: teamMessages.mailUnavailable }))).toBe(
      'Le message n’a pas pu être envoyé. Réessayez dans quelques minutes.',
    );
    const shown = Object.values(teamMessages).map((message) => errorText(new HttpError(400, { message })));
    expect(shown.filter((text, i) => text === Object.values(teamMessages)[i])).toEqual([]);
  });

  it('tell whether a refusal says the contract’s words, as its message or on a field', () => {
    const onField = new HttpError(409, { message: apiMessages.fieldErrors, fieldErrors: { email: teamMessages.alreadyMember } });
    expect(refusalSays(onField, teamMessages.alreadyMember)).toBe(true);
    expect(refusalSays(new HttpError(409, { message: teamMessages.alreadyMember }), teamMessages.alreadyMember)).toBe(true);
    expect(refusalSays(new HttpError(409, { message: teamMessages.lastAdmin }), teamMessages.alreadyMember)).toBe(false);
    expect(refusalSays(new Error(teamMessages.alreadyMember), teamMessages.alreadyMember)).toBe(false);
    expect(contractWordsKey(teamMessages.alreadyMember)).toBe('common:errors.team.alreadyMember');
    expect(contractWordsKey('No job with id “j-9”.')).toBeNull();
  });

  it('keep a server’s own words, and an error that is not a request’s', async () => {
    await i18n.changeLanguage('ar');
    expect(errorText(new HttpError(404, { message: 'No job with id “j-9”.' }))).toBe('No job with id “j-9”.');
    expect(errorText(new Error('The PDF could not be made.'))).toBe('The PDF could not be made.');
  });

  it('of a refusal kept with a change made offline are translated the same way when shown', async () => {
    await i18n.changeLanguage('ar');
    expect(refusalText(apiMessages.fieldErrors)).toBe('يُرجى تصحيح الحقول المحددة.');
    expect(refusalText('Something went wrong')).toBe('حدث خطأ ما');
    expect(refusalText('This booking has already been handled.')).toBe('This booking has already been handled.');
  });
});
