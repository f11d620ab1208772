import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { AdvancedSearchScreen } from './AdvancedSearchScreen.tsx';

/** The SLA, who and when of an open item. */
const stamps = {
  slaDueAt: '2030-01-01T17:00:00.000Z',
  createdBy: 'crm.agent',
  createdDate: '2026-11-20T17:00:00.000Z',
  modifiedBy: 'crm.agent',
  modifiedDate: '2026-11-20T17:00:00.000Z',
  closedBy: null,
  closedDate: null,
  version: 1,
};

const task = {
  id: 31,
  workflowId: 8,
  caseId: 5,
  memberId: 'M100000007',
  taskType: 'Follow-up Call',
  status: 'Open',
  description: 'Call back about the PCP',
  assignedTo: 'crm.agent',
  ...stamps,
};

function Opened() {
  const { crmItem, crmItemId } = useParams();
  return <p>Opened {`${crmItem ?? ''} ${crmItemId ?? ''}`}</p>;
}

const workflow = {
  id: 8,
  memberId: 'M100000007',
  caseId: 5,
  workflowType: 'PcpChange',
  workflowTypeString: 'PCP Change',
  status: 'Open',
  reason: null,
  owner: 'crm.agent',
  escalatedTo: null,
  ...stamps,
  formAnswersText: `Best time to call: Morning; Notes: ${'n'.repeat(120)}`,
};

const PEOPLE = [
  { Value: 'crm.agent', Text: 'Alex Agent' },
  { Value: 'crm.admin', Text: 'Casey Admin' },
];

/** Picks a person of a people filter by typing part of the name. */
async function pickPerson(label: string, typed: string, name: string) {
  const box = screen.getByRole('combobox', { name: label });
  await userEvent.type(box, typed);
  const list = await waitFor(() => document.getElementById(box.getAttribute('aria-controls') ?? '')!);
  await userEvent.click(await within(list).findByRole('option', { name, hidden: true }));
}

function renderScreen(answer: { entity: string; items: unknown[] } = { entity: 'tasks', items: [task] }) {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      // The CRM's users, for the people filters.
      if (input.includes('caseowners'))
        return new Response(JSON.stringify({ value: PEOPLE }), { headers: { 'content-type': 'application/json' } });
      bodies.push(typeof init?.body === 'string' ? JSON.parse(init.body) : undefined);
      return new Response(JSON.stringify({ ...answer, total: answer.items.length }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  renderWithProviders(
    <MemoryRouter initialEntries={['/crm/advancedsearch']}>
      <Routes>
        <Route path="/crm/advancedsearch" element={<AdvancedSearchScreen />} />
        <Route path="/crm/myqueue/:crmItem/:crmItemId" element={<Opened />} />
      </Routes>
    </MemoryRouter>,
  );
  return bodies;
}

afterEach(() => vi.unstubAllGlobals());

describe('CRM advanced search', () => {
  it('searches the chosen entity with the filters given, and a row opens the item in the workspace', async () => {
    const bodies = renderScreen();
    expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: 'Tasks' }));
    expect(screen.getByRole('combobox', { name: 'Assigned To' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Member ID' }), ' m100000007 ');
    await pickPerson('Assigned To', 'alex', 'Alex Agent');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(bodies[0]).toMatchObject({
        entity: 'tasks',
        filters: { memberId: 'M100000007', assignee: 'crm.agent', statuses: [], types: [], orderBy: 'id desc' },
        skip: 0,
        take: 50,
      }),
    );
    const grid = await screen.findByRole('table', { name: 'Tasks found' });
    expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeEnabled();
    await userEvent.click(within(grid).getByRole('cell', { name: 'Follow-up Call' }));
    expect(await screen.findByText('Opened task 31')).toBeInTheDocument();
    expect(grid).not.toBeInTheDocument();
  });

  it('names the assignee by their name and sorts that column by the name it shows', async () => {
    const bodies = renderScreen({ entity: 'tasks', items: [{ ...task, assignedToName: 'Alex Agent' }] });
    await userEvent.click(screen.getByRole('radio', { name: 'Tasks' }));
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const grid = await screen.findByRole('table', { name: 'Tasks found' });
    const row = (await within(grid).findByRole('cell', { name: 'Follow-up Call' })).closest('tr')!;
    expect(row).toHaveTextContent('Alex Agent');
    expect(row).not.toHaveTextContent('crm.agent');
    await userEvent.click(within(grid).getByText('Assigned To'));
    await waitFor(() =>
      expect(bodies.at(-1)).toMatchObject({
        filters: { orderBy: expect.stringMatching(/^assignedToName (asc|desc)$/) },
      }),
    );
  });

  it('shows a workflow’s form answers, their first 100 characters with the whole text on hover', async () => {
    renderScreen({ entity: 'workflows', items: [workflow] });
    await userEvent.click(screen.getByRole('radio', { name: 'Workflows' }));
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const grid = await screen.findByRole('table', { name: 'Workflows found' });
    expect(within(grid).getByRole('columnheader', { name: 'Form Answers' })).toBeInTheDocument();
    const preview = within(grid).getByText(`${workflow.formAnswersText.slice(0, 100)}...`);
    expect(preview).toHaveAttribute('title', workflow.formAnswersText);
  });

  it('marks an open item past its SLA readably, as My Queue does', async () => {
    const overdue = { ...task, id: 32, slaDueAt: '2026-01-05T17:00:00.000Z' };
    renderScreen({
      entity: 'tasks',
      items: [overdue, { ...task, slaDueAt: '2026-01-05T17:00:00.000Z', closedDate: '2026-01-06T17:00:00.000Z' }],
    });
    await userEvent.click(screen.getByRole('radio', { name: 'Tasks' }));
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const grid = await screen.findByRole('table', { name: 'Tasks found' });
    const exceeded = within(grid).getAllByTitle('SLA exceeded');
    // Only the open one is marked; its time is plain text saying it was exceeded, not a badge of red on red.
    expect(exceeded).toHaveLength(1);
    expect(exceeded[0]).toHaveTextContent(/\(exceeded\)$/);
    expect(exceeded[0]!.closest('.mantine-Badge-root')).toBeNull();
  });

  it('picks the assignee and the creator by name, sending what the server filters by', async () => {
    const bodies = renderScreen({ entity: 'interactions', items: [] });
    await userEvent.click(screen.getByRole('radio', { name: 'Tasks' }));
    await pickPerson('Assigned To', 'ale', 'Alex Agent');
    await pickPerson('Created By', 'cas', 'Casey Admin');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    // A task's assignee and creator are usernames.
    await waitFor(() =>
      expect(bodies.at(-1)).toMatchObject({ filters: { assignee: 'crm.agent', createdBy: 'crm.admin' } }),
    );
    // An interaction names its agent by their name: the same pick sends the name.
    await userEvent.click(screen.getByRole('radio', { name: 'Interactions' }));
    expect(screen.getByRole('combobox', { name: 'Agent' })).toHaveValue('Alex Agent');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(bodies.at(-1)).toMatchObject({
        entity: 'interactions',
        filters: { assignee: 'Alex Agent', createdBy: 'crm.admin' },
      }),
    );
  });
});
