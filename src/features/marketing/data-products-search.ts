// The search param of /product: a category id. Only its shape is checked here; the page ignores an
// id the catalogue does not know. (No catalogue import: search validation is not code-split, and
// the catalogue stays out of the first load.)
import { searchParams } from '@/lib/search-params';

const CATEGORY_ID = /^[a-z-]{1,40}$/;

export const validateDataProductsSearch = searchParams({
  category: (value) => (typeof value === 'string' && CATEGORY_ID.test(value) ? value : undefined),
});
