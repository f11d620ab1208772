import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from '../platform/db/client.ts';
import { seedPlatform } from './platform.ts';
import { seedReference } from './reference.ts';
import { seedIpaAdmin } from './ipa-admin.ts';
import { seedIpaRates } from './ipa-rates.ts';
import { seedEnrollment } from './enrollment.ts';
import { seedWebEnrollment } from './web-enrollment.ts';
import { seedUserManagement } from './user-management.ts';
import { seedMemberRecord } from './member-record.ts';
import { seedMemberProfiles } from './member-profiles.ts';
import { seedSupplementalBenefits } from './supplemental-benefits.ts';
import { seedPlanBenefits } from './plan-benefits.ts';
import { seedMemberProfileDetails } from './member-profile-details.ts';
import { seedCrm } from './crm.ts';
import { seedCrmAdminPortal } from './crm-admin-portal.ts';
import { seedCrmAdminQueues } from './crm-admin-queues.ts';
import { seedCrmAdminBenefits } from './crm-admin-benefits.ts';
import { seedCrmAdminService } from './crm-admin-service.ts';
import { seedCrmAdminCampaigns } from './crm-admin-campaigns.ts';
import { seedCrmAdminForms } from './crm-admin-forms.ts';
import { seedPanelManagement } from './panel-management.ts';
import { seedMessages } from './messages.ts';
import { seedMemberInquiries } from './member-inquiries.ts';
import { seedCareOnDemand } from './care-on-demand.ts';
import { seedCareOnDemandAdmin } from './care-on-demand-admin.ts';
import { seedCareOnDemandVisits } from './care-on-demand-visits.ts';

/** This folder: what a loaded demo database depends on, hashed by the test template, the benchmark and the resilience suite. */
export const demoDataFolder = path.dirname(fileURLToPath(import.meta.url));

export interface SeedOptions {
  /** 'small' (default, seconds) or 'large' (benchmark scale: a million members). */
  scale: string;
  log?: (line: string) => void;
}

/**
 * The demo data, deterministic and synthetic. Each module adds its own seeder here, in dependency order.
 * Everything runs in one transaction-free pass on an empty database.
 */
const SEEDERS: { name: string; run: (database: Database, options: SeedOptions) => Promise<void> }[] = [
  { name: 'platform', run: (database) => seedPlatform(database) },
  { name: 'reference', run: seedReference },
  { name: 'ipa-admin', run: seedIpaAdmin },
  { name: 'ipa-rates', run: seedIpaRates },
  { name: 'enrollment', run: seedEnrollment },
  { name: 'web-enrollment', run: seedWebEnrollment },
  { name: 'user-management', run: seedUserManagement },
  { name: 'member-record', run: seedMemberRecord },
  { name: 'member-profiles', run: seedMemberProfiles },
  { name: 'supplemental-benefits', run: seedSupplementalBenefits },
  { name: 'plan-benefits', run: (database) => seedPlanBenefits(database) },
  { name: 'member-profile-details', run: seedMemberProfileDetails },
  { name: 'crm', run: seedCrm },
  { name: 'crm-admin-portal', run: seedCrmAdminPortal },
  { name: 'crm-admin-queues', run: (database) => seedCrmAdminQueues(database) },
  { name: 'crm-admin-benefits', run: (database) => seedCrmAdminBenefits(database) },
  { name: 'crm-admin-service', run: (database) => seedCrmAdminService(database) },
  { name: 'crm-admin-campaigns', run: (database) => seedCrmAdminCampaigns(database) },
  { name: 'crm-admin-forms', run: (database) => seedCrmAdminForms(database) },
  { name: 'panel-management', run: (database) => seedPanelManagement(database) },
  { name: 'messages', run: (database) => seedMessages(database) },
  { name: 'member-inquiries', run: (database) => seedMemberInquiries(database) },
  { name: 'care-on-demand', run: (database) => seedCareOnDemand(database) },
  { name: 'care-on-demand-visits', run: (database) => seedCareOnDemandVisits(database) },
  { name: 'care-on-demand-admin', run: (database) => seedCareOnDemandAdmin(database) },
];

export async function seedDemoData(database: Database, options: SeedOptions): Promise<void> {
  for (const seeder of SEEDERS) {
    const started = Date.now();
    await seeder.run(database, options);
    options.log?.(`Seeded ${seeder.name} (${options.scale}) in ${Date.now() - started} ms`);
  }
}

/** Seeds only a database that has no users yet (first start). */
export async function seedIfEmpty(database: Database, options: SeedOptions): Promise<boolean> {
  const { rows } = await database.pool.query<{ n: number }>('select count(*)::int as n from users');
  if ((rows[0]?.n ?? 0) > 0) return false;
  // One process seeds; a second instance starting at the same time waits for it.
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock(727002)');
    const again = await client.query<{ n: number }>('select count(*)::int as n from users');
    if ((again.rows[0]?.n ?? 0) > 0) return false;
    options.log?.('Seeding demo data (first start) ...');
    await seedDemoData(database, options);
    return true;
  } finally {
    await client.query('select pg_advisory_unlock(727002)').catch(() => undefined);
    client.release();
  }
}
