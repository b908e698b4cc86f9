// Helpers for the seed readers whose records are committed as JSON in two parts
// (src/lib/seed/{product,mail,order,invoice}.ts; docs/api/demo-seed.md). Each reader keeps its
// own literal `import('./data/….json')`, so every file stays a chunk of its own and a first
// load fetches only the part it reads (docs/performance.md#demo-api). No imports here: this file
// rides along with whichever part a load reads first.

/** A fresh copy of a seed JSON module's records (the module's own array is shared and must stay as built). */
export async function seedJson<T>(module: Promise<{ default: unknown }>): Promise<T[]> {
  const { default: data } = await module;
  return structuredClone(data) as T[];
}

/** Whole records from their two parts, joined by id; a first without a second gets `undefined`. */
export async function joinSeed<A extends { id: string }, B extends { id: string }, T>(
  firsts: Promise<A[]>,
  seconds: Promise<B[]>,
  join: (first: A, second: B | undefined) => T,
): Promise<T[]> {
  const [as, bs] = await Promise.all([firsts, seconds]);
  const byId = new Map(bs.map((b) => [b.id, b]));
  return as.map((a) => join(a, byId.get(a.id)));
}
