import { describe, expect, it } from 'vitest';
import { badBodies, badParameterRequests, BAD_PARAMETER_VALUES, type OpenApiDocument } from './schema-fuzz.ts';

const DOCUMENT: OpenApiDocument = { paths: {} };

describe('the parameter fuzz', () => {
  const requests = badParameterRequests(
    '/api/things/{id}',
    {
      parameters: [
        { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } },
        { name: 'year', in: 'query', required: true, schema: { type: 'integer', minimum: 2000 } },
        { name: 'search', in: 'query', schema: { type: 'string' } },
      ],
    },
    DOCUMENT,
  );

  it('sends every hostile value to every path segment and query parameter, keeping the other required ones valid', () => {
    for (const parameter of ['path segment {id}', 'query year', 'query search']) {
      expect(requests.filter((request) => request.kind.startsWith(`${parameter}:`))).toHaveLength(
        BAD_PARAMETER_VALUES.length,
      );
    }
    expect(requests.find((request) => request.kind === 'query search: NUL byte')?.url).toBe(
      '/api/things/1?year=2000&search=a%00b',
    );
    expect(requests.find((request) => request.kind === 'path segment {id}: __proto__')?.url).toBe(
      '/api/things/__proto__?year=2000',
    );
  });

  it('covers NUL bytes, prototype names, out-of-range numbers, garbled dates and over-long strings', () => {
    const kinds = BAD_PARAMETER_VALUES.map((value) => value.kind).join(' | ');
    for (const kind of [
      'NUL byte',
      '__proto__',
      'constructor',
      '32-bit integer',
      'negative',
      'NaN',
      'Infinity',
      'garbled date',
      'over-long string',
    ])
      expect(kinds).toContain(kind);
    expect(requests.some((request) => request.kind === 'query parameter named __proto__')).toBe(true);
  });
});

describe('the body fuzz', () => {
  it('puts a NUL byte and an over-long value in every string field, and sends __proto__ keys', () => {
    const kinds = badBodies(
      { type: 'object', properties: { name: { type: 'string' }, count: { type: 'integer' } }, required: ['name'] },
      DOCUMENT,
      1024,
    ).map((body) => body.kind);
    expect(kinds).toEqual(
      expect.arrayContaining([
        'NUL byte in every string field',
        'over-long string in every string field',
        'a __proto__ key',
        'a constructor.prototype key',
      ]),
    );
  });
});
