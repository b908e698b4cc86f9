// Every answer a contract suite gets, checked against the OpenAPI document (server/openapi/document.ts,
// docs/server.md#api-reference): its status must be one the call's operation names (a 5xx falls to
// `default`), its content type the documented one, and a JSON body must match the documented
// JSON Schema (ajv, draft 2020-12, formats checked). Both backends' requests go through it
// (backends.ts), so every suite run on the demo API and on the server checks the document too.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { apiCallOf } from '@/lib/api-contract/permission';
import { openApiDocument, openApiPath, type OpenApiDocument } from '../openapi/document';

let ajv: Ajv2020 | undefined;
let document: OpenApiDocument | undefined;
const validators = new Map<string, ValidateFunction>();

function validatorOf(schema: Record<string, unknown>): ValidateFunction {
  document ??= openApiDocument();
  if (!ajv) {
    ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema(document as unknown as Record<string, unknown>, 'openapi.json');
  }
  const ref = typeof schema.$ref === 'string' ? schema.$ref : null;
  const key = ref ?? JSON.stringify(schema);
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile(ref ? { $ref: `openapi.json${ref}` } : schema);
    validators.set(key, validate);
  }
  return validate;
}

/** What is wrong with an answer by the document, or null when it is as documented (or not an API call). */
export async function undocumented(method: string, path: string, response: Response): Promise<string | null> {
  const { pathname } = new URL(path, 'http://localhost');
  const found = apiCallOf(method, pathname);
  if (!found) return null;
  document ??= openApiDocument();
  const [callMethod, callPath] = found.call.split(' ') as [string, string];
  const operation = document.paths[openApiPath(callPath)]?.[callMethod.toLowerCase()];
  if (!operation) return `${found.call} is not in the document`;
  const status = response.status;
  const documented = operation.responses[String(status)] ?? (status >= 500 ? operation.responses.default : undefined);
  const where = `${method} ${path} (${found.call}) answered ${status}`;
  if (!documented) return `${where}, which the document does not name (it names ${Object.keys(operation.responses).join(', ')})`;
  const type = response.headers.get('content-type') ?? '';
  if (!documented.content) return response.body && type ? `${where} with a ${type} body, where the document names none` : null;
  const [contentType, { schema } = {}] = Object.entries(documented.content)[0]!;
  if (contentType !== 'application/json') {
    // A file's bytes come with its own type; the others must say what the document says.
    return contentType === 'application/octet-stream' || type.startsWith(contentType) ? null : `${where} as ${type}, where the document says ${contentType}`;
  }
  if (!type.includes('json')) return `${where} as ${type || 'no content type'}, where the document says JSON`;
  if (!schema) return null;
  const body: unknown = await response.clone().json();
  const validate = validatorOf(schema);
  if (validate(body)) return null;
  const errors = (validate.errors ?? []).slice(0, 8).map((e) => `  ${e.instancePath || '(body)'} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`);
  return `${where}, which does not match ${JSON.stringify(schema)}:\n${errors.join('\n')}\nbody: ${JSON.stringify(body).slice(0, 600)}`;
}

/** A backend's `request` whose every answer is checked against the document (an error when it is not as documented). */
export function checkedByDocument(request: (path: string, init?: RequestInit) => Promise<Response>) {
  return async (path: string, init?: RequestInit): Promise<Response> => {
    const response = await request(path, init);
    const problem = await undocumented(init?.method ?? 'GET', path, response);
    if (problem) throw new Error(`Not as the OpenAPI document says: ${problem}`);
    return response;
  };
}
