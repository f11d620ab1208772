import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FailedEnrollmentRow } from '@portal/contracts/enrollment/automation';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { WEB_ENROLLMENT_MESSAGES } from '@portal/contracts/web-enrollment/messages';
import { renderSignedIn } from '../../test/render.tsx';
import { AutomationMonitorTab } from './AutomationMonitorTab.tsx';

const ROW: FailedEnrollmentRow = {
  enrollmentID: 126,
  instanceId: '27fbf567-fe28-4943-b860-55e66e2f04c0',
  lastName: 'Lopez',
  dateOfBirth: '1940-10-21',
  medicareId: '1HX6D19JH62',
  enrollmentSource: 'Web Enrollment',
  assignedMemberRep: 'Paula Processor',
  processingStatus: 'Failed',
  automationFailedReason: 'Service bus did not acknowledge the message in time',
  automationStatus: 'ExceededRetry',
  retryCount: 3,
  transactionEvents: [],
};

/** The failed list, the requeue flag and a requeue answered with `status` and `answer`. */
function stubApi(status: number, answer: unknown, requeueFlagOn = true) {
  const requeues: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const json = (body: unknown, code = 200) =>
        new Response(JSON.stringify(body), { status: code, headers: { 'content-type': 'application/json' } });
      if (init?.method === 'POST') {
        requeues.push(typeof init.body === 'string' ? JSON.parse(init.body) : null);
        return json(answer, status);
      }
      if (url.includes('GetFeatureFlags'))
        return json({ name: 'enable-enrollment-automation-requeue', isActive: requeueFlagOn });
      return json({ items: [ROW], total: 1 });
    }),
  );
  return requeues;
}
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const processor = { grants: { [MODULE_IDS.webEnrollment]: ['read' as const, 'write' as const] } };

describe('Automation Monitor', () => {
  it('tells the processor when the rows were requeued by someone else meanwhile (409), not nothing', async () => {
    const message = WEB_ENROLLMENT_MESSAGES.notFailed;
    const requeues = stubApi(409, { statusCode: 409, error: 'Conflict', message });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderSignedIn(<AutomationMonitorTab />, processor);
    expect(await screen.findByText('Lopez')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Failed enrollments' });
    const row = within(table).getByText('Lopez').closest('tr');
    await userEvent.click(within(row!).getByRole('checkbox'));
    await userEvent.click(await screen.findByRole('button', { name: 'Requeue' }));
    await userEvent.click(await screen.findByRole('button', { name: 'YES' }));
    await waitFor(() => expect(requeues).toHaveLength(1));
    expect(requeues[0]).toEqual([{ enrollmentID: 126, instanceId: ROW.instanceId }]);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText('Please reload')).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  });

  it('says the rows were requeued as soon as the server answers; the list catches up after', async () => {
    let requeued = false;
    // After the requeue, the list read again answers only when the test lets it (a slow list must not hold the toast).
    let letListAnswer: (value: null) => void = () => undefined;
    const listHeld = new Promise<null>((resolve) => (letListAnswer = resolve));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const json = (body: unknown) =>
          new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
        if (init?.method === 'POST') {
          requeued = true;
          return json({ requeued: 1, message: '1 enrollment(s) were requeued.' });
        }
        if (url.includes('GetFeatureFlags'))
          return json({ name: 'enable-enrollment-automation-requeue', isActive: true });
        if (requeued) await listHeld;
        return json(requeued ? { items: [], total: 0 } : { items: [ROW], total: 1 });
      }),
    );
    renderSignedIn(<AutomationMonitorTab />, processor);
    const table = await screen.findByRole('table', { name: 'Failed enrollments' });
    const row = (await within(table).findByText('Lopez')).closest('tr');
    await userEvent.click(within(row!).getByRole('checkbox'));
    await userEvent.click(await screen.findByRole('button', { name: 'Requeue' }));
    await userEvent.click(await screen.findByRole('button', { name: 'YES' }));
    expect(await screen.findByText('1 enrollment(s) were requeued.')).toBeInTheDocument();
    expect(within(table).getByText('Lopez')).toBeInTheDocument();
    letListAnswer(null);
    await waitFor(() => expect(within(table).queryByText('Lopez')).not.toBeInTheDocument());
  });

  it('offers no row selection when requeue is turned off, as there is nothing to do with it', async () => {
    stubApi(200, {}, false);
    renderSignedIn(<AutomationMonitorTab />, processor);
    const table = await screen.findByRole('table', { name: 'Failed enrollments' });
    expect(await within(table).findByText('Lopez')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        vi.mocked(fetch).mock.calls.some(([url]) => typeof url === 'string' && url.includes('GetFeatureFlags')),
      ).toBe(true),
    );
    expect(within(table).queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Requeue' })).not.toBeInTheDocument();
  });

  it('after requeueing the last page empty, shows the new last page instead of an empty grid', async () => {
    // Six failed rows (two pages of 5); requeueing the one on page 2 leaves five, all on page 1.
    const rows = Array.from({ length: 6 }, (_, index) => ({
      ...ROW,
      enrollmentID: 200 + index,
      instanceId: `27fbf567-fe28-4943-b860-55e66e2f04c${index}`,
      lastName: `Applicant${index}`,
    }));
    let failed = rows;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const json = (body: unknown) =>
          new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
        if (init?.method === 'POST') {
          failed = rows.slice(0, 5);
          return json({ requeued: 1, message: '1 enrollment(s) were requeued.' });
        }
        if (url.includes('GetFeatureFlags'))
          return json({ name: 'enable-enrollment-automation-requeue', isActive: true });
        const skip = Number(new URL(url, 'http://localhost').searchParams.get('skip') ?? 0);
        return json({ items: failed.slice(skip, skip + 5), total: failed.length });
      }),
    );
    renderSignedIn(<AutomationMonitorTab />, processor);
    const table = await screen.findByRole('table', { name: 'Failed enrollments' });
    expect(await within(table).findByText('Applicant0')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '2' }));
    const last = await within(table).findByText('Applicant5');
    await userEvent.click(within(last.closest('tr')!).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Requeue' }));
    await userEvent.click(await screen.findByRole('button', { name: 'YES' }));
    expect(await within(table).findByText('Applicant0')).toBeInTheDocument();
    expect(within(table).queryByText('No failed enrollments')).not.toBeInTheDocument();
  });
});
