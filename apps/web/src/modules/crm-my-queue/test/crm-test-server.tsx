import { focusManager } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import type { CurrentUserDto } from '@portal/contracts/platform/session';
import { SessionContext, type Session } from '../../../app/session/session-context.ts';
import { renderWithProviders } from '../../../test/render.tsx';

export interface RecordedCall {
  method: string;
  url: string;
  body: unknown;
}

/**
 * A fake API: `answer(method, url, body)` gives [status, body] for each call (undefined: 200 with `{}`); every call is
 * recorded in order.
 */
export function fakeApi(answer: (method: string, url: string, body: unknown) => [number, unknown] | undefined) {
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ method, url, body });
      const [status, payload] = answer(method, url, body) ?? [200, {}];
      return new Response(status === 204 ? null : JSON.stringify(payload), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

/** Renders inside a router and a session of a CRM user (My Queue 49 with `actions`, Patient 360 read). */
export function renderAsCrmUser(
  ui: ReactElement,
  options: { actions?: string[]; flags?: Record<string, boolean>; username?: string; path?: string } = {},
) {
  const user = {
    isAdmin: false,
    username: options.username ?? 'crm.agent',
    name: 'Alex Agent',
    email: 'crm.agent@portal.example',
    modules: [49, 12],
    permissions: { '49': options.actions ?? ['read', 'write', 'export'], '12': ['read'] },
  } as unknown as CurrentUserDto;
  const session: Session = {
    user,
    flags: options.flags ?? {},
    signOut: async () => undefined,
    accessToken: () => null,
  };
  return renderWithProviders(
    <MemoryRouter initialEntries={[options.path ?? '/']}>
      <SessionContext.Provider value={session}>{ui}</SessionContext.Provider>
    </MemoryRouter>,
  );
}

/**
 * The screen's records read again in the background, as when the window regains focus or the live hub says they
 * changed: resolves once a request whose address has `urlPart` was made again. Reset with `focusManager.setFocused(undefined)`.
 */
export async function readAgainInBackground(calls: RecordedCall[], urlPart: string) {
  const before = calls.filter((call) => call.url.includes(urlPart)).length;
  act(() => {
    focusManager.setFocused(false);
    focusManager.setFocused(true);
  });
  await waitFor(() => expect(calls.filter((call) => call.url.includes(urlPart)).length).toBeGreaterThan(before));
}
