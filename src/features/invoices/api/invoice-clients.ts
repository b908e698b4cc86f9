// The people an invoice can be addressed to: the user records (docs/api/user.md), read through the
// shared resource helper so they share the users section's cache keys (['user', 'list', query]).
import { resourceQueries } from '@/lib/api/resource-queries';
import { userPaths, type User, type UserInput, type UserListQuery, type UserListResponse } from '@/lib/api-contract/user';
import type { InvoiceParty } from '@/lib/api-contract/invoice';
import { countryName, findCountry } from '@/lib/catalog/countries';

const users = resourceQueries<{ record: User; input: UserInput; query: UserListQuery; list: UserListResponse }>({
  group: 'user',
  paths: userPaths,
});

/** The first 100 users by name. */
export const invoiceClientsQuery = () => users.queries.list({ page: 1, pageSize: 100, sort: 'name', order: 'asc' });

/** A user as an invoice's "to" party, with the full postal address. */
export function clientParty(user: User): InvoiceParty {
  const dial = findCountry(user.phoneCountry)?.phone;
  return {
    name: user.name,
    company: user.company,
    email: user.email,
    address: [user.address, `${user.zipCode} ${user.city}`.trim(), user.state, countryName(user.country)].filter(Boolean).join(', '),
    phone: dial ? `+${dial} ${user.phoneNumber}` : user.phoneNumber,
  };
}
