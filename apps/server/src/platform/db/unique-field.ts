import { fieldRefused } from '../errors/errors.ts';
import { isUniqueViolation } from './pg-errors.ts';

/** The form's refusal a unique index stands for: the field it guards, its message, optionally the index's name. */
export interface UniqueFieldRefusal {
  field: string;
  message: string;
  index?: string;
}

/**
 * Runs a write whose unique index guards a form's field. A service checks the value first; two saves of the same value
 * at once both pass that check and the second meets the index, which is then the same message under the field (a 400),
 * not a server error. Anything else is thrown on.
 */
export async function uniqueField<T>(refusal: UniqueFieldRefusal, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, refusal.index)) throw fieldRefused(refusal.field, refusal.message);
    throw error;
  }
}
