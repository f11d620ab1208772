import type { InjectOptions } from 'fastify';
import { exportBody } from '../../test/export-request.ts';

/** The member-data reads of Care on Demand's visits (appointments, My Panel, Live Dashboard, Audit History). */
export function careOnDemandVisitsSamples(): Record<string, { user: string; request: () => Promise<InjectOptions> }> {
  const get = (url: string) => async (): Promise<InjectOptions> => ({ method: 'GET', url });
  const post = (url: string, payload: object) => async (): Promise<InjectOptions> => ({ method: 'POST', url, payload });
  return {
    'GET /odata/VirtualAppointments': { user: 'care.provider', request: get('/odata/VirtualAppointments') },
    'GET /odata/VirtualAppointments/:operation': {
      user: 'care.provider',
      request: get("/odata/VirtualAppointments/Default.MyUpcoming(appointmentType='All')"),
    },
    'POST /api/careondemand/MyPanel': {
      user: 'care.provider',
      request: post('/api/careondemand/MyPanel', { take: 25 }),
    },
    'POST /api/careondemand/MyPanelExcelExport': {
      user: 'care.provider',
      request: post('/api/careondemand/MyPanelExcelExport', exportBody({})),
    },
    'GET /api/careondemand/LiveDashboard': { user: 'care.provider', request: get('/api/careondemand/LiveDashboard') },
    'GET /api/careondemand/AuditHistory': { user: 'care.provider', request: get('/api/careondemand/AuditHistory') },
    'POST /api/careondemand/AuditHistoryExcelExport': {
      user: 'care.provider',
      request: post('/api/careondemand/AuditHistoryExcelExport', exportBody({})),
    },
  };
}
