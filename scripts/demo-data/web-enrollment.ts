import type { Database } from '../../apps/server/src/platform/db/client.ts';
import type { SeedOptions } from './seed.ts';

export async function seedWebEnrollment(_database: Database, _options: SeedOptions): Promise<void> {}
