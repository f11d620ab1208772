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
}

export interface OpenApiDocument {
  paths?: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export function resolveSchema(schema: JsonSchema | undefined, document: OpenApiDocument, depth = 0): JsonSchema | undefined {
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

const WRONG_VALUES: unknown[] = [{ unexpected: 'object' }, 'not-a-valid-value', 987654321, true, ['unexpected', 'array']];

/** A value of a JSON type the schema does not accept, or undefined when it accepts everything. */
export function wrongValue(schema: JsonSchema | undefined, document: OpenApiDocument): unknown {
  const types = allowedTypes(schema, document);
  if (!types) return undefined;
  const resolved = resolveSchema(schema, document);
  if (resolved?.enum || resolved?.const !== undefined) {
    // An enum of strings: another string is already wrong.
    if (types.has('string') && types.size === 1) return 'NOT-ONE-OF-THE-OPTIONS';
  }
  return WRONG_VALUES.find((value) => !types.has(jsonType(value)) && !(jsonType(value) === 'integer' && types.has('number')));
}

/** The bad bodies to send to one write endpoint, each with the status it must get. */
export interface BadBody {
  kind: string;
  body: string;
  expect: number[];
}

export function badBodies(schema: JsonSchema | undefined, document: OpenApiDocument, bodyLimitBytes: number): BadBody[] {
  const resolved = resolveSchema(schema, document);
  const bodies: BadBody[] = [
    { kind: 'malformed JSON', body: '{"broken": [1, 2', expect: [400] },
    { kind: 'oversized body', body: JSON.stringify({ padding: 'x'.repeat(bodyLimitBytes + 1024) }), expect: [413] },
  ];
  const isObject = resolved?.type === 'object' || resolved?.properties !== undefined;
  if (isObject) {
    bodies.push({ kind: 'an array instead of an object', body: '[1, 2, 3]', expect: [400] });
    if ((resolved?.required ?? []).length > 0) bodies.push({ kind: 'required fields missing', body: '{}', expect: [400] });
    const wrong: Record<string, unknown> = {};
    for (const [name, property] of Object.entries(resolved?.properties ?? {})) {
      const value = wrongValue(property, document);
      if (value !== undefined) wrong[name] = value;
    }
    if (Object.keys(wrong).length > 0) bodies.push({ kind: 'every field wrong-typed', body: JSON.stringify(wrong), expect: [400] });
    // One wrong field at a time among the required ones: the message must name a problem, not crash.
    for (const name of (resolved?.required ?? []).slice(0, 6)) {
      if (!(name in wrong)) continue;
      bodies.push({ kind: `${name} wrong-typed, the rest missing`, body: JSON.stringify({ [name]: wrong[name] }), expect: [400] });
    }
  } else {
    const value = wrongValue(resolved, document);
    if (value !== undefined) bodies.push({ kind: 'wrong-typed body', body: JSON.stringify(value), expect: [400] });
  }
  return bodies;
}
