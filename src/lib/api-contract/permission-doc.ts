// Where docs/security.md holds the rendered permission table (scripts/docs-security.ts writes it,
// permission.test.ts checks it): between these two markers.
export const SECURITY_DOC = 'docs/security.md';
const START = '<!-- permission-table:start (npm run docs:security) -->';
const END = '<!-- permission-table:end -->';

export function withPermissionTable(doc: string, table: string): string {
  const from = doc.indexOf(START);
  const to = doc.indexOf(END);
  if (from < 0 || to < from) throw new Error(`${SECURITY_DOC} has lost its permission-table markers.`);
  return `${doc.slice(0, from + START.length)}\n${table}\n${doc.slice(to)}`;
}
