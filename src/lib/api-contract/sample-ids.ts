// The 40 deterministic record ids every demo resource group uses (docs/product-rules.md#route-table: demo shortcuts open
// the second one). Data products use their slug as id instead (docs/product-rules.md#catalogue).
export const sampleIds: readonly string[] = Array.from(
  { length: 40 },
  (_, i) => `e99f09a7-dd88-49d5-b1c8-1daf80c2d7${String(i + 1).padStart(2, '0')}`,
);

/** The id demo shortcuts use for detail and edit pages. */
export const demoId = sampleIds[1]!;
