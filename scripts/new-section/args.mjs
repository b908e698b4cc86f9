// The command line of `npm run new:section` and every refusal, before anything is read or written
// beyond the project's own folders: a refusal is one line and nothing changes (docs/new-section.md).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIELD_TYPES } from './fields.mjs';
import { sectionNames } from './names.mjs';

export class Refusal extends Error {}

const JS_RESERVED = `break case catch class const continue debugger default delete do else enum export extends
false finally for function if import in instanceof new null return super switch this throw true try typeof var
void while with yield let static implements interface package private protected public await abstract any as
async boolean constructor declare get infer is keyof module namespace never readonly require number object set
string symbol type undefined unique unknown from global of satisfies accessor arguments eval`.split(/\s+/);

/** Names the app, the API or the router already use for something else. */
const APP_WORDS = `dashboard api auth auth-demo marketing status app index root blank new edit list details
detail create update delete bulk-delete facets events health demo metrics openapi docs presence account
notification notifications overview analytics banking booking ecommerce file file-manager files mail chat
calendar kanban permission view views team shell seed live forms contact newsletter shop checkout pricing
faqs components settings images assets public src server tests scripts node_modules test`.split(/\s+/);

/** Field names the generated record keeps for itself, and words a form cannot name a field. */
const FIELD_RESERVED = ['id', 'seq', 'createdAt', 'updatedAt', 'searchText', 'expectedUpdatedAt', 'constructor', 'prototype', '__proto__', 'toString', 'valueOf', 'hasOwnProperty'];

const NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const FIELD_NAME = /^[a-z][a-zA-Z0-9]{0,39}$/;

/** `--fields "title:string, stage:enum(new|won)"` → [{ name, type, values?, ref? }]. */
export function parseFields(text) {
  if (!text || !text.trim()) throw new Refusal('--fields is required: e.g. --fields "title:string, stage:enum(open|won|lost)".');
  // Commas inside enum(...) do not occur (values are separated by |), so a plain split is enough.
  const fields = [];
  for (const raw of text.split(',').map((s) => s.trim()).filter(Boolean)) {
    const match = /^([^:\s]+)\s*:\s*([a-z]+)(?:\(([^)]*)\))?$/.exec(raw);
    if (!match) throw new Refusal(`Bad field “${raw}”: write it as name:type, e.g. title:string or stage:enum(open|won).`);
    const [, name, type, inner] = match;
    if (!FIELD_NAME.test(name)) throw new Refusal(`Bad field name “${name}”: use camelCase letters and digits, starting with a lower-case letter.`);
    if (FIELD_RESERVED.includes(name) || JS_RESERVED.includes(name)) throw new Refusal(`The field name “${name}” is reserved; choose another.`);
    if (!FIELD_TYPES.includes(type)) throw new Refusal(`Unknown type “${type}” for field “${name}”: use one of ${FIELD_TYPES.join(', ')}.`);
    if (fields.some((f) => f.name === name)) throw new Refusal(`The field “${name}” is named twice.`);
    const field = { name, type };
    if (type === 'enum') {
      const values = (inner ?? '').split('|').map((v) => v.trim()).filter(Boolean);
      if (values.length < 2) throw new Refusal(`The enum field “${name}” needs at least two values: enum(a|b).`);
      const bad = values.find((v) => !/^[a-z][a-z0-9-]{0,30}$/.test(v));
      if (bad) throw new Refusal(`Bad value “${bad}” of the enum field “${name}”: use lower-case letters, digits and hyphens.`);
      if (new Set(values).size !== values.length) throw new Refusal(`The enum field “${name}” names a value twice.`);
      if (values.includes('all')) throw new Refusal(`The enum field “${name}” may not have the value “all” (the list's tab for every record).`);
      field.values = values;
    } else if (type === 'ref') {
      if (!inner || !NAME.test(inner.trim())) throw new Refusal(`The ref field “${name}” needs a group: ref(user).`);
      field.ref = inner.trim();
    } else if (inner !== undefined) {
      throw new Refusal(`The type “${type}” of field “${name}” takes no (…).`);
    }
    fields.push(field);
  }
  if (!fields.length) throw new Refusal('--fields names no field.');
  if (!fields.some((f) => f.type === 'string')) throw new Refusal('One field must be a string: the first one names a record (its title in the list).');
  return fields;
}

/** Whether `group` is a record group of the contract with a list (`src/lib/api-contract/<group>.ts` with `<group>Paths.list`). */
export function groupExists(root, group) {
  const file = join(root, 'src/lib/api-contract', `${group}.ts`);
  if (!existsSync(file)) return false;
  const { one } = sectionNames(group);
  const text = readFileSync(file, 'utf8');
  return text.includes(`export const ${one}Paths = {`) && text.includes(`list: '/api/${group}/list'`);
}

const ROLES = ['admin', 'manager', 'user'];
const NAV_GROUPS = ['overview', 'management', 'misc'];

/** argv (after `--`) → the request; throws a Refusal for anything it will not do. */
export function parseArgs(argv, root) {
  const options = { dryRun: false, role: 'manager', group: 'management', remove: null, name: null, fields: null };
  const rest = [...argv];
  while (rest.length) {
    const arg = rest.shift();
    const value = () => {
      const v = rest.shift();
      if (v === undefined || v.startsWith('--')) throw new Refusal(`${arg} needs a value.`);
      return v;
    };
    if (arg === '--dry-run') options.dryRun = true;
    else if (arg === '--fields') options.fields = value();
    else if (arg === '--role') options.role = value();
    else if (arg === '--group') options.group = value();
    else if (arg === '--remove') options.remove = value();
    else if (arg.startsWith('--')) throw new Refusal(`Unknown option ${arg}.`);
    else if (options.name) throw new Refusal(`One section at a time: “${options.name}” and “${arg}”.`);
    else options.name = arg;
  }
  if (options.remove) {
    if (options.name || options.fields) throw new Refusal('--remove takes only the name of a generated section.');
    return options;
  }
  const name = options.name;
  if (!name) throw new Refusal('Name the section: npm run new:section -- <name> --fields "title:string, …".');
  if (!NAME.test(name)) throw new Refusal(`Bad name “${name}”: use lower-case letters and digits, words joined by “-”, in the singular (e.g. contract-review).`);
  const names = sectionNames(name);
  if (JS_RESERVED.includes(names.one) || JS_RESERVED.includes(name) || APP_WORDS.includes(name) || APP_WORDS.includes(names.many))
    throw new Refusal(`“${name}” is a reserved word; choose another name.`);
  const taken = [
    `src/lib/api-contract/${name}.ts`,
    `src/features/${names.many}`,
    `src/routes/dashboard/${name}`,
    `src/demo-api/handlers/${name}.ts`,
    `server/routes/${names.many}.ts`,
    `src/locales/en/${names.many}.json`,
  ].find((p) => existsSync(join(root, p)));
  if (taken) throw new Refusal(`A section “${name}” exists already (${taken}).`);
  if (!ROLES.includes(options.role)) throw new Refusal(`Unknown role “${options.role}”: use ${ROLES.join(', ')}.`);
  if (!NAV_GROUPS.includes(options.group)) throw new Refusal(`Unknown navigation group “${options.group}”: use ${NAV_GROUPS.join(', ')}.`);
  const fields = parseFields(options.fields);
  for (const f of fields) {
    if (f.type === 'ref' && !groupExists(root, f.ref)) throw new Refusal(`The field “${f.name}” refers to “${f.ref}”, which is not a record group of the contract.`);
    if (f.type === 'ref' && f.ref === name) throw new Refusal(`The field “${f.name}” refers to the section itself; refer to an existing group.`);
  }
  return { ...options, fields };
}
