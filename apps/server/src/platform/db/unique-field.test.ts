import { describe, expect, it } from 'vitest';
import { HttpError } from '../errors/errors.ts';
import { uniqueField } from './unique-field.ts';

const violation = (constraint: string) =>
  Object.assign(new Error('Failed query: insert ...'), {
    cause: Object.assign(new Error('duplicate key'), { code: '23505', constraint }),
  });
const refusal = { field: 'name', message: 'A queue with this name already exists.', index: 'crm_queues_name_idx' };

describe('uniqueField', () => {
  it('answers what the write answers', async () => {
    await expect(uniqueField(refusal, () => Promise.resolve(7))).resolves.toBe(7);
  });

  it("turns its index's violation into the field's 400 and throws anything else on", async () => {
    const refused = await uniqueField(refusal, () => Promise.reject(violation('crm_queues_name_idx'))).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ statusCode: 400, message: refusal.message, field: 'name' });

    const other = violation('crm_queues_pkey');
    await expect(uniqueField(refusal, () => Promise.reject(other))).rejects.toBe(other);
    const anyIndex = { field: 'name', message: 'taken' };
    await expect(uniqueField(anyIndex, () => Promise.reject(other))).rejects.toMatchObject({ statusCode: 400 });
  });
});
