import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { worklistPageSchema } from '@portal/contracts/enrollment/worklist';
import { serializerCompiler } from './response-serializer.ts';

const compile = (schema: z.ZodType) =>
  serializerCompiler({ schema, method: 'GET', url: '/api/test', httpStatus: '200' }) as (data: unknown) => string;

const row = {
  avaWorkItemId: 7,
  receivedVia: 'Fax',
  fileName: null,
  memberId: 'M100',
  firstName: 'Ann',
  lastName: 'O\'Hara "Jr"',
  birthdate: '1950-01-31',
  ageInDays: 3,
  processingStatus: 'InProgress',
  requestType: null,
  medicareId: '1EG4TE5MK73',
  medicalId: null,
  proposedEffectiveDate: '2026-01-01',
  contractCode: 'H1234',
  pbpCode: '001',
  salesRepName: null,
  assignedTo: 'Rep One',
  assignedToId: 5,
  createdByName: 'System',
  createdAt: '2026-01-01T08:00:00Z',
  onlineEnrollReferenceNo: null,
  lockedByName: null,
  version: 2,
};

describe('responses serialised from their schema', () => {
  it('writes a work-list page exactly as JSON.stringify would', () => {
    const page = { items: [row, { ...row, avaWorkItemId: 8, firstName: 'Zoë ☃' }], total: 2 };
    expect(compile(worklistPageSchema)(page)).toBe(JSON.stringify(page));
  });

  it('writes only the properties the schema names: a field returned by mistake never leaves the server', () => {
    const schema = z.object({
      items: z.array(z.object({ id: z.number().int(), name: z.string() })),
      total: z.number().int(),
    });
    const written = JSON.parse(
      compile(schema)({ items: [{ id: 1, name: 'a', ssn: '123-45-6789' }], total: 1, debug: 'internal' }),
    );
    expect(written).toEqual({ items: [{ id: 1, name: 'a' }], total: 1 });
  });

  it('fails the answer when a required field is missing', () => {
    const schema = z.object({ id: z.number().int(), name: z.string() });
    expect(() => compile(schema)({ id: 1 })).toThrow();
  });

  it('keeps zod encoding for a schema that changes values on the way out (a codec)', () => {
    const isoDate = z.codec(z.iso.datetime(), z.date(), {
      decode: (text) => new Date(text),
      encode: (date) => date.toISOString(),
    });
    const schema = z.object({ at: isoDate });
    expect(compile(schema)({ at: new Date('2026-03-04T05:06:07.000Z') })).toBe('{"at":"2026-03-04T05:06:07.000Z"}');
  });
});
