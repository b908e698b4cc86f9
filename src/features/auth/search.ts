// Search params of the screens that continue a flow (verify, new-password): the email from the
// step before. Route files validate with it before any page code loads, hence plain checks.
import { searchParams, stringParam } from '@/lib/search-params';
import { EMAIL_MAX_LENGTH } from '@/lib/api-contract/auth';

export const validateEmailSearch = searchParams({ email: stringParam(EMAIL_MAX_LENGTH) });
