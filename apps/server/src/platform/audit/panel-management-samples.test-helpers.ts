import type { InjectOptions } from 'fastify';
import { exportBody } from '../../test/export-request.ts';

/** The member-data reads of Panel Management (My Panel and its export), as the provider whose panel it is. */
export function panelManagementSamples(): Record<string, { user: string; request: () => Promise<InjectOptions> }> {
  return {
    'POST /api/panelManagement/MyPanel': {
      user: 'care.provider',
      request: async () => ({ method: 'POST', url: '/api/panelManagement/MyPanel', payload: { take: 25 } }),
    },
    'POST /api/panelManagement/MyPanelExcelExport': {
      user: 'care.provider',
      request: async () => ({
        method: 'POST',
        url: '/api/panelManagement/MyPanelExcelExport',
        payload: exportBody({}),
      }),
    },
  };
}
