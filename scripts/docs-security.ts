// Renders the contract's permission table (src/lib/api-contract/permission.ts `apiRules`) into
// docs/security.md between its markers: `npm run docs:security` after a change to the table
// (src/lib/api-contract/permission.test.ts fails while the page is out of date).
import { readFileSync, writeFileSync } from 'node:fs';
import { apiRulesMarkdown } from '../src/lib/api-contract/permission';
import { SECURITY_DOC, withPermissionTable } from '../src/lib/api-contract/permission-doc';

const current = readFileSync(SECURITY_DOC, 'utf8');
const next = withPermissionTable(current, apiRulesMarkdown());
if (next !== current) writeFileSync(SECURITY_DOC, next);
console.log(next === current ? 'docs/security.md is up to date.' : 'docs/security.md: permission table rendered.');
