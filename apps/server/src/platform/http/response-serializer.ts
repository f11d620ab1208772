import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';

/**
 * The JSON Schema of what a response schema writes, or undefined when the schema changes values on the way out (a
 * transform, a codec, a pipe) or holds what JSON Schema cannot say (dates, bigints): those keep zod's encoder.
 */
function outputJsonSchema(schema: z.ZodType): object | undefined {
  // Set by the override callback while the schema is walked (a field, so the check below reads the walked result).
  const walk = { changesValues: false };
  try {
    const jsonSchema = z.toJSONSchema(schema, {
      io: 'output',
      target: 'draft-07',
      unrepresentable: 'throw',
      override: (context) => {
        const type = context.zodSchema._zod.def.type;
        if (type === 'pipe' || type === 'transform') walk.changesValues = true;
      },
    });
    return walk.changesValues ? undefined : jsonSchema;
  } catch {
    return undefined;
  }
}

/**
 * Responses are written by a serialiser compiled from the route's response schema (fast-json-stringify from the zod
 * schema's JSON Schema) instead of zod's encode followed by JSON.stringify: about a third of the time on a 50-row page
 * (docs/decisions.md, issue 10). Only the schema's properties are written (objects are closed), so a field a handler
 * returns by mistake never leaves the server; a missing required field or a value of the wrong kind fails the answer
 * (500) as zod's encoder did. Schemas that transform values keep zod's encoder (fastify-type-provider-zod).
 */
export const serializerCompiler: typeof zodSerializerCompiler = (route) => {
  const schema = route.schema instanceof z.ZodType ? route.schema : undefined;
  const jsonSchema = schema ? outputJsonSchema(schema) : undefined;
  if (jsonSchema) {
    try {
      return fastJson(jsonSchema);
    } catch {
      // a JSON Schema fast-json-stringify cannot compile: zod's encoder below
    }
  }
  return zodSerializerCompiler(route);
};
