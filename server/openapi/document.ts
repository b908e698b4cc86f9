// The API as an OpenAPI 3.1 document (docs/server.md#api-reference), generated on first use and kept:
// one operation per call of the contract's permission table (`apiRules`), with who may make it (the
// `x-roles` extension and a sentence of the description), its parameters and body (the contract's
// zod schemas) and its answers (answers-*.ts, held to the contract's types), converted to JSON
// Schema by zod's own `z.toJSONSchema`. The refusals every call shares are added from the table:
// 401 without a session, 403 for a role the rule does not name, 413 past the body limit, and the
// server's 5xx. GET /api/openapi.json answers it; the contract suite checks every answer against it.
import { z } from 'zod';
import { JSON_BODY_LIMIT, bodyLimitMessage, largeBodyCalls } from '@/lib/api-contract/body-limits';
import { apiMessages } from '@/lib/api-contract/errors';
import { FORBIDDEN_ROLE, apiRules, appRoles, roleMayCall, type ApiCall, type ApiRule } from '@/lib/api-contract/permission';
import * as apps from './answers-apps';
import * as records from './answers-records';
import { apiCalls, type Answer, type CallSpec, type Refusal } from './calls';

type JsonSchema = Record<string, unknown>;
export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  security: Record<string, string[]>[];
  'x-access': 'public' | 'signed-in' | 'roles';
  'x-roles': string[];
  parameters?: JsonSchema[];
  requestBody?: JsonSchema;
  responses: Record<string, { description: string; content?: Record<string, { schema?: JsonSchema }> }>;
}
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  tags: { name: string; description?: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, JsonSchema> };
}

const SCHEMAS = '#/components/schemas/';
const STATUS_TEXT: Record<number, string> = { 200: 'OK', 201: 'Created', 202: 'Accepted', 204: 'No content' };

/** `POST /api/user/:id/avatar` → the OpenAPI path `/api/user/{id}/avatar`. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** `POST /api/user/:id/avatar` → `postUserByIdAvatar`. */
function operationId(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, '')
    .split('/')
    .flatMap((segment) => (segment.startsWith(':') ? ['by', segment.slice(1)] : segment.split(/[^A-Za-z0-9]+/)))
    .filter(Boolean);
  return method.toLowerCase() + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}

const pascal = (name: string) => name[0]!.toUpperCase() + name.slice(1);

/** JSON Schema of a schema as a request carries it (refinements are checks, not shapes; transforms show their input). */
function inputSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return json;
}

function accessOf(rule: ApiRule): Pick<OpenApiOperation, 'x-access' | 'x-roles' | 'security'> & { sentence: string } {
  const roles = appRoles.filter((role) => roleMayCall(rule, role));
  if (rule === 'public') {
    return { 'x-access': 'public', 'x-roles': roles, security: [{}, { bearer: [] }], sentence: 'Who may call it: anyone, signed in or not.' };
  }
  if (rule === 'signed-in') {
    return { 'x-access': 'signed-in', 'x-roles': roles, security: [{ bearer: [] }], sentence: 'Who may call it: any signed-in account (401 without a valid session).' };
  }
  return {
    'x-access': 'roles',
    'x-roles': roles,
    security: [{ bearer: [] }],
    sentence: `Who may call it: ${roles.join(' and ')} only (401 without a valid session; 403 \`${FORBIDDEN_ROLE}\` for another role).`,
  };
}

function build(): OpenApiDocument {
  // Every answer's schema is a component, named after its export (`userListAnswer` → `UserListAnswer`),
  // or after its call when it is the call's own (a union of widgets, a conflict).
  const registry = z.registry<{ id: string }>();
  const names = new Map<z.ZodType, string>();
  const name = (schema: z.ZodType, id: string) => {
    const known = names.get(schema);
    if (known) return known;
    names.set(schema, id);
    registry.add(schema, { id });
    return id;
  };
  name(records.errorAnswer, 'Error');
  for (const module of [records, apps]) {
    for (const [key, value] of Object.entries(module)) {
      if (value instanceof z.ZodObject) name(value, pascal(key));
    }
  }
  const ref = (schema: z.ZodType, fallback: string) => ({ $ref: `${SCHEMAS}${name(schema, fallback)}` });

  const paths: OpenApiDocument['paths'] = {};
  const tags = new Set<string>();
  for (const [call, rule] of Object.entries(apiRules) as [ApiCall, ApiRule][]) {
    const spec: CallSpec = apiCalls[call];
    const [method, path] = call.split(' ') as [string, string];
    const id = operationId(method, path);
    const group = path.split('/')[2]!;
    const tag = group === 'openapi.json' || group === 'docs' ? 'reference' : group;
    tags.add(tag);
    const { sentence, ...access } = accessOf(rule);

    const parameters: JsonSchema[] = [...path.matchAll(/:(\w+)/g)].map(([, param]) => ({ name: param, in: 'path', required: true, schema: { type: 'string' } }));
    if (spec.query) {
      const query = inputSchema(spec.query) as { properties: Record<string, JsonSchema & { description?: string }>; required?: string[] };
      for (const [param, schema] of Object.entries(query.properties)) {
        const { description, ...rest } = schema;
        parameters.push({
          name: param,
          in: 'query',
          required: query.required?.includes(param) ?? false,
          ...(description ? { description } : {}),
          schema: rest,
          ...(rest.type === 'array' ? { style: 'form', explode: true } : {}),
        });
      }
    }

    let requestBody: JsonSchema | undefined;
    if (spec.body) requestBody = { required: true, content: { 'application/json': { schema: inputSchema(spec.body) } } };
    if (spec.multipart) requestBody = { required: true, content: { 'multipart/form-data': { schema: inputSchema(spec.multipart) } } };
    if (spec.raw) requestBody = { required: true, content: { [spec.raw]: { schema: { type: 'string', contentMediaType: spec.raw } } } };

    const responses: OpenApiOperation['responses'] = {};
    const answers = Object.entries(spec.answers) as [string, Answer][];
    for (const [status, answer] of answers) {
      const description = STATUS_TEXT[Number(status)] ?? 'OK';
      if (answer === null) responses[status] = { description };
      else if (answer instanceof z.ZodType) {
        const fallback = `${pascal(id)}${answers.length > 1 ? status : ''}Answer`;
        responses[status] = { description, content: { 'application/json': { schema: ref(answer, fallback) } } };
      } else {
        const schema = answer.schema ? ref(answer.schema, `${pascal(id)}Answer`) : { type: 'string', ...(answer.content === 'application/json' ? {} : { contentMediaType: answer.content }) };
        responses[status] = { description: answer.description, content: { [answer.content]: { schema } } };
      }
    }
    const refuse = (status: number, refusal: Refusal) => {
      if (responses[status]) return;
      const { description, schema } = typeof refusal === 'string' ? { description: refusal, schema: records.errorAnswer } : refusal;
      responses[status] = { description, content: { 'application/json': { schema: ref(schema, `${pascal(id)}${status}`) } } };
    };
    for (const [status, refusal] of Object.entries(spec.refusals ?? {})) refuse(Number(status), refusal);
    const hasBody = Boolean(spec.body || spec.multipart || spec.raw);
    if (hasBody || spec.query) refuse(400, `${apiMessages.fieldErrors} \`fieldErrors\` names each field refused (\`body\` for a body that is missing or not JSON).`);
    if (rule !== 'public') refuse(401, `${apiMessages.unauthorized} (no token, or one that is expired, revoked or forged)`);
    if (Array.isArray(rule)) refuse(403, `${apiMessages.forbidden} \`code\` is \`${FORBIDDEN_ROLE}\`.`);
    // XSRF (server/app.ts): a write that carries the cookie must carry its value in the header too.
    if (method !== 'GET') {
      const xsrf = 'The request carries the XSRF-TOKEN cookie without the same value in the X-XSRF-TOKEN header (the API server).';
      const own = responses['403'];
      if (own) own.description = `${own.description} Or: ${xsrf[0]!.toLowerCase()}${xsrf.slice(1)}`;
      else refuse(403, xsrf);
    }
    if (path.includes(':')) refuse(404, 'No such record (or not yours to see).');
    if (hasBody) refuse(413, bodyLimitMessage(largeBodyCalls[call] ?? JSON_BODY_LIMIT));
    responses.default = {
      description: 'A server error (500), or the database or mail server not answering (503, with `Retry-After`).',
      content: { 'application/json': { schema: { $ref: `${SCHEMAS}Error` } } },
    };

    const openPath = openApiPath(path);
    paths[openPath] ??= {};
    paths[openPath][method.toLowerCase()] = {
      operationId: id,
      summary: spec.summary,
      description: [spec.description, sentence].filter(Boolean).join('\n\n'),
      tags: [tag],
      ...access,
      ...(parameters.length ? { parameters } : {}),
      ...(requestBody ? { requestBody } : {}),
      responses,
    };
  }

  const generated = z.toJSONSchema(registry, { uri: (id) => `${SCHEMAS}${id}`, unrepresentable: 'any' }) as { schemas: Record<string, JsonSchema> };
  const schemas = Object.fromEntries(
    Object.entries(generated.schemas)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, { $schema: _, $id: __, ...schema }]) => [key, schema]),
  );

  return {
    openapi: '3.1.0',
    info: {
      title: 'Corvane API',
      version: '1',
      description: [
        'The API of the Corvane dashboard, as both backends answer it: the API server (server/) and the demo API in the browser (src/demo-api). Generated from the contract (src/lib/api-contract): its permission table, its zod schemas, and answer schemas held to its types (server/openapi/).',
        'Sign in with `POST /api/auth/login` and send the `accessToken` it answers as `Authorization: Bearer <token>`. Each operation says who may call it (`x-roles`: the roles allowed).',
        'A refusal is `{ message, fieldErrors?, code? }`: 400 names the refused fields in `fieldErrors`, by path.',
      ].join('\n\n'),
    },
    tags: [...tags].map((tagName) => ({ name: tagName })),
    paths,
    components: {
      schemas,
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The `accessToken` of sign-in or registration.' } },
    },
  };
}

let cached: OpenApiDocument | undefined;

/** The document, built on the first call and kept (it depends on nothing but the contract). */
export function openApiDocument(): OpenApiDocument {
  return (cached ??= build());
}
