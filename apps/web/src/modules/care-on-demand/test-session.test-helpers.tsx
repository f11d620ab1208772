import type { TelehealthAppointment } from '@portal/contracts/care-on-demand/telehealth';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { CurrentUserDto } from '@portal/contracts/platform/session';
import { SessionContext, type Session } from '../../app/session/session-context.ts';

/** The screens' test frame: a signed-in user holding the Care on Demand modules (read, write, export), at a route. */
export function TestSession({ children, path = '/', at = '/' }: { children: ReactNode; path?: string; at?: string }) {
  const modules = [157, 159, 161];
  const user = {
    isAdmin: false,
    modules,
    permissions: Object.fromEntries(modules.map((id) => [String(id), ['read', 'write', 'export']])),
  } as unknown as CurrentUserDto;
  const session: Session = { user, flags: {}, signOut: async () => undefined, accessToken: () => null };
  return (
    <SessionContext.Provider value={session}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path={path} element={children} />
        </Routes>
      </MemoryRouter>
    </SessionContext.Provider>
  );
}

/** A fetch stub answering by URL; records every call (url, method, body). */
export function stubFetch(answer: (url: string, method: string, body: unknown) => unknown) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  const fetch = async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body: unknown = JSON.parse(typeof init?.body === 'string' ? init.body : 'null');
    calls.push({ url, method, body });
    const result = answer(url, method, body);
    if (result instanceof Response) return result;
    return new Response(JSON.stringify(result ?? {}));
  };
  return { calls, fetch };
}

/** A scheduled video visit of Ada Member with Dr. Priya Provider, with what a test changes. */
export function testVisit(changes: Partial<TelehealthAppointment> = {}): TelehealthAppointment {
  return {
    id: 21,
    type: 'Video',
    dialInCode: '123456',
    memberId: 'M000000001',
    memberFullName: 'Ada Member',
    memberConnectionId: 'm',
    patientPhone: null,
    providerConnectionId: 'p',
    providerName: 'Dr. Priya Provider',
    optionalAttendees: [],
    isOnDemand: false,
    visitType: 'Follow-up',
    reason: null,
    startTimeUTC: '2030-07-01T17:15:00.000Z',
    durationMinutes: 20,
    status: 'Scheduled',
    version: 1,
    ...changes,
  };
}
