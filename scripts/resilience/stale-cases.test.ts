import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from './schema-fuzz.ts';
import { NOT_STALE_UPDATES, STALE_CASES, uncoveredEndpoints, versionedEndpoints } from './stale-cases.ts';

/** A small OpenAPI document: two versioned updates (body and nested body), a versioned delete (query) and an unversioned create. */
const DOCUMENT: OpenApiDocument = {
  paths: {
    '/api/admin/feature-flags/{id}': {
      put: {
        requestBody: {
          content: {
            'application/json': {
              schema: { type: 'object', properties: { isActive: { type: 'boolean' }, version: { type: 'integer' } } },
            },
          },
        },
      },
    },
    '/api/Example/UpdateNested': {
      put: { requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Nested' } } } } },
    },
    '/api/Example/DeleteThing': {
      delete: {
        parameters: [
          { name: 'id', in: 'query' },
          { name: 'version', in: 'query' },
        ],
      },
    },
    '/api/Example/Create': {
      post: {
        requestBody: {
          content: { 'application/json': { schema: { type: 'object', properties: { name: { type: 'string' } } } } },
        },
      },
    },
  },
  components: {
    schemas: {
      Nested: {
        type: 'object',
        properties: { data: { type: 'object', properties: { version: { type: 'integer' } } } },
      },
    },
  },
};

describe('the stale-update coverage check', () => {
  it('finds versioned endpoints by a version field anywhere in the body or a version query parameter', () => {
    expect(versionedEndpoints(DOCUMENT).sort()).toEqual([
      'DELETE /api/Example/DeleteThing',
      'PUT /api/Example/UpdateNested',
      'PUT /api/admin/feature-flags/{id}',
    ]);
  });

  it('names every versioned endpoint that has no case, so the scenario fails on it', () => {
    expect(uncoveredEndpoints(DOCUMENT).sort()).toEqual([
      'DELETE /api/Example/DeleteThing',
      'PUT /api/Example/UpdateNested',
    ]);
  });

  it('has one case per endpoint, and no endpoint both covered and exempt', () => {
    const endpoints = STALE_CASES.map((staleCase) => staleCase.endpoint.toLowerCase());
    expect(new Set(endpoints).size).toBe(endpoints.length);
    for (const exempt of Object.keys(NOT_STALE_UPDATES)) expect(endpoints).not.toContain(exempt.toLowerCase());
  });
});
