import { z } from 'zod';
import { apiErrorSchema } from '@/lib/schemas/api-v1';
import { apiOperations, type ApiOperation } from './operations';

type JsonSchema = Record<string, unknown>;

/** Components named by the schemas' `id` meta, referenced from the operations; filled while the document is made. */
let components: Record<string, JsonSchema> = {};

/** A schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect), its named parts moved to the components. */
function schemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  // The document names its dialect once (OpenAPI 3.1 is JSON Schema 2020-12); definitions become components.
  const rest = { ...z.toJSONSchema(schema, { io, unrepresentable: 'any' }) } as JsonSchema;
  const $defs = rest.$defs;
  delete rest.$schema;
  delete rest.$defs;
  const rewrite = (value: unknown) => JSON.parse(JSON.stringify(value).replaceAll('"#/$defs/', '"#/components/schemas/')) as JsonSchema;
  for (const [name, definition] of Object.entries(($defs as Record<string, JsonSchema> | undefined) ?? {}))
    components[name] = rewrite(definition);
  const id = z.globalRegistry.get(schema)?.id;
  if (typeof id === 'string') {
    // zod answers a named root as a reference to its own definition, already moved to the components.
    if (!('$ref' in rest)) {
      const body = rewrite(rest);
      delete body.id;
      components[id] = body;
    }
    return { $ref: `#/components/schemas/${id}` };
  }
  return rewrite(rest);
}

function parametersOf(schema: z.ZodObject | undefined, place: 'path' | 'query') {
  if (!schema) return [];
  const converted = schemaOf(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(converted.properties ?? {}).map(([name, property]) => {
    const { description, ...propertySchema } = property;
    return {
      name,
      in: place,
      required: place === 'path' || (converted.required ?? []).includes(name),
      ...(description ? { description } : {}),
      schema: propertySchema,
    };
  });
}

const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

function responsesOf(operation: ApiOperation) {
  const answer = operation.answer;
  const success =
    'file' in answer
      ? {
          description: 'The file',
          content: { 'application/octet-stream': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } } },
        }
      : { description: 'Done', content: { 'application/json': { schema: schemaOf(answer.schema, 'output') } } };
  return {
    [answer.status]: success,
    ...(operation.query ? { 400: errorAnswer('A query field was refused; the message names it.') } : {}),
    401: errorAnswer('No API key, or an unknown or revoked one.'),
    ...(operation.access === 'write' ? { 403: errorAnswer('The key is read-only.') } : {}),
    ...(operation.notFound ? { 404: errorAnswer('Not in the organization, or of a framework whose API access is off.') } : {}),
    ...(operation.form
      ? { 413: errorAnswer('The request is too large.'), 422: errorAnswer('A field or the file was refused; the message names it.') }
      : {}),
    429: errorAnswer('Too many requests for this key: wait the seconds of the Retry-After header.'),
  };
}

function requestBodyOf(form: NonNullable<ApiOperation['form']>) {
  const fields = schemaOf(form.fields, 'input') as { properties?: JsonSchema; required?: string[] };
  const files = Object.fromEntries(form.files.map((name) => [name, { type: 'string', contentMediaType: 'application/octet-stream' }]));
  return {
    required: true,
    content: {
      'multipart/form-data': {
        schema: { type: 'object', properties: { ...fields.properties, ...files }, required: [...(fields.required ?? []), ...form.files] },
      },
    },
  };
}

/** The OpenAPI 3.1 document of /api/v1, generated from the schemas the routes parse and answer with. */
export function openApiDocument(serverUrl = '/api/v1') {
  components = {};
  schemaOf(apiErrorSchema, 'output');
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of apiOperations) {
    paths[operation.path] ??= {};
    paths[operation.path]![operation.method] = {
      operationId: operation.operationId,
      summary: operation.summary,
      description: `${operation.description} Needs a ${operation.access === 'write' ? 'read-write' : 'read-only or read-write'} key.`,
      parameters: [...parametersOf(operation.params, 'path'), ...parametersOf(operation.query, 'query')],
      ...(operation.form ? { requestBody: requestBodyOf(operation.form) } : {}),
      responses: responsesOf(operation),
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Complia API',
      version: '1.0.0',
      description:
        'Read frameworks, controls and evidence, and upload evidence, with an API key of the organization (Settings › API Keys).',
    },
    servers: [{ url: serverUrl }],
    security: [{ apiKey: [] }],
    components: {
      securitySchemes: { apiKey: { type: 'http', scheme: 'bearer', description: 'An API key: ck_live_…' } },
      schemas: components,
    },
    paths,
  };
}
