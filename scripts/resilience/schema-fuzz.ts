import { textOf } from '@portal/contracts/platform/text';
/** JSON Schema as OpenAPI carries it (only what the generators look at). */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  pattern?: string;
  format?: string;
}

/** A query, path or header parameter of one operation. */
export interface OpenApiParameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: JsonSchema;
}

export interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths?: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export function resolveSchema(
  schema: JsonSchema | undefined,
  document: OpenApiDocument,
  depth = 0,
): JsonSchema | undefined {
  if (!schema || depth > 10) return schema;
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop() ?? '';
    return resolveSchema(document.components?.schemas?.[name], document, depth + 1);
  }
  if (schema.allOf && schema.allOf.length > 0) {
    const merged: JsonSchema = { type: 'object', properties: {}, required: [] };
    for (const part of schema.allOf) {
      const resolved = resolveSchema(part, document, depth + 1);
      Object.assign(merged.properties ?? {}, resolved?.properties ?? {});
      merged.required = [...(merged.required ?? []), ...(resolved?.required ?? [])];
    }
    return merged;
  }
  return schema;
}

/** The JSON types a schema accepts; undefined when it accepts anything. */
function allowedTypes(schema: JsonSchema | undefined, document: OpenApiDocument): Set<string> | undefined {
  const resolved = resolveSchema(schema, document);
  if (!resolved) return undefined;
  const union = resolved.anyOf ?? resolved.oneOf;
  if (union) {
    const all = new Set<string>();
    for (const part of union) {
      const types = allowedTypes(part, document);
      if (!types) return undefined;
      for (const type of types) all.add(type);
    }
    return all;
  }
  if (resolved.const !== undefined) return new Set([jsonType(resolved.const)]);
  if (resolved.enum) return new Set(resolved.enum.map(jsonType));
  if (resolved.type === undefined) return resolved.properties ? new Set(['object']) : undefined;
  const types = new Set(Array.isArray(resolved.type) ? resolved.type : [resolved.type]);
  if (types.has('number')) types.add('integer');
  return types;
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** A character PostgreSQL refuses in text (SQLSTATE 22021), and the names that reach an object's prototype. */
const NUL = '\u0000';
const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'prototype'];

const WRONG_VALUES: unknown[] = [
  { unexpected: 'object' },
  'not-a-valid-value',
  987654321,
  true,
  ['unexpected', 'array'],
];

/** A value of a JSON type the schema does not accept, or undefined when it accepts everything. */
export function wrongValue(schema: JsonSchema | undefined, document: OpenApiDocument): unknown {
  const types = allowedTypes(schema, document);
  if (!types) return undefined;
  const resolved = resolveSchema(schema, document);
  if (resolved?.enum || resolved?.const !== undefined) {
    // An enum of strings: another string is already wrong.
    if (types.has('string') && types.size === 1) return 'NOT-ONE-OF-THE-OPTIONS';
  }
  return WRONG_VALUES.find(
    (value) => !types.has(jsonType(value)) && !(jsonType(value) === 'integer' && types.has('number')),
  );
}

/** The bad bodies to send to one write endpoint, each with the status it must get. */
export interface BadBody {
  kind: string;
  body: string;
  expect: number[];
}

export function badBodies(
  schema: JsonSchema | undefined,
  document: OpenApiDocument,
  bodyLimitBytes: number,
): BadBody[] {
  const resolved = resolveSchema(schema, document);
  const bodies: BadBody[] = [
    { kind: 'malformed JSON', body: '{"broken": [1, 2', expect: [400] },
    { kind: 'oversized body', body: JSON.stringify({ padding: 'x'.repeat(bodyLimitBytes + 1024) }), expect: [413] },
  ];
  const isObject = resolved?.type === 'object' || resolved?.properties !== undefined;
  if (isObject) {
    bodies.push({ kind: 'an array instead of an object', body: '[1, 2, 3]', expect: [400] });
    if ((resolved.required ?? []).length > 0)
      bodies.push({ kind: 'required fields missing', body: '{}', expect: [400] });
    const wrong: Record<string, unknown> = {};
    for (const [name, property] of Object.entries(resolved.properties ?? {})) {
      const value = wrongValue(property, document);
      if (value !== undefined) wrong[name] = value;
    }
    if (Object.keys(wrong).length > 0)
      bodies.push({ kind: 'every field wrong-typed', body: JSON.stringify(wrong), expect: [400] });
    // Hostile strings in every string field: a NUL byte (PostgreSQL refuses it in text) and an over-long value.
    const stringFields = Object.entries(resolved.properties ?? {}).filter(([, property]) =>
      allowedTypes(property, document)?.has('string'),
    );
    if (stringFields.length > 0) {
      bodies.push({
        kind: 'NUL byte in every string field',
        body: JSON.stringify(Object.fromEntries(stringFields.map(([name]) => [name, `a${NUL}b`]))),
        expect: [400],
      });
      bodies.push({
        kind: 'over-long string in every string field',
        body: JSON.stringify(Object.fromEntries(stringFields.map(([name]) => [name, 'x'.repeat(5_000)]))),
        expect: [400],
      });
    }
    bodies.push({ kind: 'a __proto__ key', body: '{"__proto__": {"isAdmin": true}}', expect: [400] });
    bodies.push({
      kind: 'a constructor.prototype key',
      body: '{"constructor": {"prototype": {"isAdmin": true}}}',
      expect: [400],
    });
    // One wrong field at a time among the required ones: the message must name a problem, not crash.
    for (const name of (resolved.required ?? []).slice(0, 6)) {
      if (!(name in wrong)) continue;
      bodies.push({
        kind: `${name} wrong-typed, the rest missing`,
        body: JSON.stringify({ [name]: wrong[name] }),
        expect: [400],
      });
    }
  } else {
    const value = wrongValue(resolved, document);
    if (value !== undefined) bodies.push({ kind: 'wrong-typed body', body: JSON.stringify(value), expect: [400] });
  }
  return bodies;
}

/** One hostile value for a query parameter or path segment; `raw` values are sent as they are, not URL-encoded. */
export interface BadParameterValue {
  kind: string;
  value: string;
  raw?: boolean;
}

/**
 * The hostile values every query parameter and path segment gets, whatever its schema says: a bad value is
 * a 4xx with a message (or an empty result), never a 500.
 */
export const BAD_PARAMETER_VALUES: BadParameterValue[] = [
  { kind: 'NUL byte', value: `a${NUL}b` },
  { kind: 'NUL byte alone', value: NUL },
  ...PROTOTYPE_NAMES.map((name) => ({ kind: name, value: name })),
  { kind: 'number beyond every integer column', value: '99999999999999999999' },
  { kind: 'number just past a 32-bit integer', value: '2147483648' },
  { kind: 'number beyond a 64-bit integer', value: '9223372036854775808' },
  { kind: 'negative number', value: '-1' },
  { kind: 'NaN', value: 'NaN' },
  { kind: 'Infinity', value: 'Infinity' },
  { kind: 'exponent overflow', value: '1e309' },
  { kind: 'fraction', value: '1.5' },
  { kind: 'garbled date', value: '2024-13-45' },
  { kind: 'year zero date', value: '0000-00-00' },
  { kind: 'five-digit year', value: '99999-01-01' },
  { kind: 'garbled US date', value: '13/45/2024' },
  { kind: 'over-long string', value: 'x'.repeat(4000) },
  { kind: 'broken percent-encoding', value: '%E0%A4%A', raw: true },
];

/** A value the schema accepts, for the parameters that are not under test (required ones only). */
export function validParameterValue(schema: JsonSchema | undefined, document: OpenApiDocument): string {
  const resolved = resolveSchema(schema, document);
  if (!resolved) return '1';
  if (resolved.default !== undefined && resolved.default !== null) return textOf(resolved.default);
  if (resolved.enum && resolved.enum.length > 0) return String(resolved.enum[0]);
  if (resolved.const !== undefined) return textOf(resolved.const);
  const union = resolved.anyOf ?? resolved.oneOf;
  if (union && union[0]) return validParameterValue(union[0], document);
  const type = Array.isArray(resolved.type) ? resolved.type[0] : resolved.type;
  if (type === 'integer' || type === 'number') return String(Math.max(1, resolved.minimum ?? 1));
  if (type === 'boolean') return 'true';
  if (resolved.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  if (resolved.format === 'date' || resolved.pattern?.includes('\\d{4}-')) return '2024-01-01';
  if (resolved.pattern === '^\\d{5}$') return '90001';
  if (resolved.pattern === '^[A-Z]{2}$') return 'CA';
  return '1';
}

/** One request of the parameter fuzz: the URL to call and what it is probing. */
export interface BadParameterRequest {
  kind: string;
  url: string;
}

function urlFor(path: string, pathValues: Record<string, string>, query: [string, string][]): string {
  const filled = path.replace(/\{([^}]+)\}/g, (_, name: string) => pathValues[name] ?? '1');
  const search = query.map(([name, value]) => `${name}=${value}`).join('&');
  return search ? `${filled}?${search}` : filled;
}

const encode = (bad: BadParameterValue) => (bad.raw ? bad.value : encodeURIComponent(bad.value));

/**
 * The parameter fuzz of one operation: every path segment and every query parameter gets each hostile value
 * (the other required parameters keep valid values, so the hostile one reaches the handler), and the query
 * string gets prototype names as parameter names.
 */
export function badParameterRequests(
  path: string,
  operation: OpenApiOperation,
  document: OpenApiDocument,
): BadParameterRequest[] {
  const parameters = operation.parameters ?? [];
  const pathParameters = parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = parameters.filter((parameter) => parameter.in === 'query');
  const validPath = Object.fromEntries(
    pathParameters.map((parameter) => [
      parameter.name,
      encodeURIComponent(validParameterValue(parameter.schema, document)),
    ]),
  );
  const validQuery = queryParameters
    .filter((parameter) => parameter.required)
    .map((parameter): [string, string] => [
      parameter.name,
      encodeURIComponent(validParameterValue(parameter.schema, document)),
    ]);
  const requests: BadParameterRequest[] = [];
  for (const parameter of pathParameters) {
    for (const bad of BAD_PARAMETER_VALUES) {
      requests.push({
        kind: `path segment {${parameter.name}}: ${bad.kind}`,
        url: urlFor(path, { ...validPath, [parameter.name]: encode(bad) }, validQuery),
      });
    }
  }
  for (const parameter of queryParameters) {
    const others = validQuery.filter(([name]) => name !== parameter.name);
    for (const bad of BAD_PARAMETER_VALUES) {
      requests.push({
        kind: `query ${parameter.name}: ${bad.kind}`,
        url: urlFor(path, validPath, [...others, [parameter.name, encode(bad)]]),
      });
    }
  }
  for (const name of PROTOTYPE_NAMES) {
    requests.push({
      kind: `query parameter named ${name}`,
      url: urlFor(path, validPath, [...validQuery, [name, '1']]),
    });
    requests.push({
      kind: `query parameter ${name}[polluted]`,
      url: urlFor(path, validPath, [...validQuery, [`${name}[polluted]`, '1'], [`${name}.polluted`, '1']]),
    });
  }
  requests.push({
    kind: 'query parameter name with a NUL byte',
    url: urlFor(path, validPath, [...validQuery, [encodeURIComponent(`a${NUL}b`), '1']]),
  });
  // A prototype name as an extra path segment: no route matches, so 404 (or 405), never 500.
  for (const name of PROTOTYPE_NAMES)
    requests.push({ kind: `${name} as an extra path segment`, url: `${urlFor(path, validPath, [])}/${name}` });
  return requests;
}

/**
 * Routes the OpenAPI document leaves out (the sign-in pages of the built-in provider, health checks): their
 * parameters are fuzzed too. Add a route here when it is registered with `schema: { hide: true }`.
 */
export const UNDOCUMENTED_OPERATIONS: { method: string; path: string; operation: OpenApiOperation }[] = [
  {
    method: 'get',
    path: '/oidc/interaction/{uid}',
    operation: { parameters: [{ name: 'uid', in: 'path', required: true, schema: { type: 'string' } }] },
  },
  {
    method: 'post',
    path: '/oidc/interaction/{uid}/login',
    operation: { parameters: [{ name: 'uid', in: 'path', required: true, schema: { type: 'string' } }] },
  },
  { method: 'get', path: '/healthz', operation: {} },
  { method: 'get', path: '/readyz', operation: {} },
  { method: 'get', path: '/signout-submit.js', operation: {} },
];
