// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { validateDataProductsSearch } from './data-products-search';

const parse = (search: Record<string, unknown>) => validateDataProductsSearch(search as never);

describe('/product search', () => {
  it('keeps a category id', () => {
    expect(parse({ category: 'data-engineering' })).toStrictEqual({ category: 'data-engineering' });
    expect(parse({})).toStrictEqual({});
  });

  it('drops anything that cannot be a category id', () => {
    for (const category of ['Data', 'a/b', '', 'x'.repeat(41), 7, ['ai']]) {
      expect(parse({ category })).toStrictEqual({ category: undefined });
    }
  });
});
