// Server errors the users' forms know by name, shown in the user's language (keys of users.json);
// the plumbing is the app's one applyServerErrors (src/lib/form/apply-server-errors.ts).
export const userKnownErrors: Record<string, string> = {
  'email:409': 'validation.emailTaken',
  'general.email:409': 'validation.emailTaken',
  'currentPassword:400': 'validation.currentPasswordWrong',
};
