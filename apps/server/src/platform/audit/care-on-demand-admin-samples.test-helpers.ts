import type { InjectOptions } from 'fastify';

/** The member-data reads of Care on Demand Admin: the phone simulator's record (phone numbers and texts). */
export function careOnDemandAdminSamples(): Record<string, { user: string; request: () => Promise<InjectOptions> }> {
  return {
    'GET /api/care-on-demand/admin/phone-activity': {
      user: 'care.provider',
      request: async () => ({ method: 'GET', url: '/api/care-on-demand/admin/phone-activity?pageSize=25' }),
    },
    'GET /api/care-on-demand/simulator/activity': {
      user: 'admin',
      request: async () => ({ method: 'GET', url: '/api/care-on-demand/simulator/activity' }),
    },
  };
}
