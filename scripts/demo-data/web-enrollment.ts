import type { Database } from '../../apps/server/src/platform/db/client.ts';
import type { SeedOptions } from './seed.ts';
import { seedEnrollmentLookups } from './web-enrollment-lookups.ts';

/** Enrollment lookup lists, then the web enrollment portal's demo rows. */
export async function seedWebEnrollment(database: Database, _options: SeedOptions): Promise<void> {
  await seedEnrollmentLookups(database);
}
