import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  Medication,
  MemberContact,
  MemberTag,
  PoaMember,
  PotentialHousehold,
  StarMeasureMedication,
} from '@portal/contracts/patient-360/member-profile';
import { WorkspaceProvider, useWorkspace } from '../../app/shell/workspace/workspace-context.tsx';
import { renderWithProviders } from '../../test/render.tsx';
import { MedicationsPanel } from './MedicationsPanel.tsx';
import { ContactsPanel, HouseholdPanel, PoaPanel } from './ProfilePanels.tsx';
import { TagsPanel } from './TagsPanel.tsx';

const contact: MemberContact = {
  id: 1,
  contactType: 'Caregiver',
  name: 'Ana Rivera',
  relationship: 'Daughter',
  phone: '2135550142',
  email: null,
  isPrimary: true,
};
const poa: PoaMember = {
  id: 3,
  memberId: 'M100000001',
  poaName: 'Luis Rivera',
  relationship: 'Son',
  poaType: 'Healthcare',
  phone: null,
  address: null,
  effectiveDate: '2024-02-01',
  termDate: null,
  documentPath: 'poa/M100000001/poa-20240201.pdf',
};
const hra: MemberTag = {
  id: 9,
  kind: 'Hra',
  tag: 'HRA Completed',
  createdAt: '2026-05-01T11:00:00.000Z',
  details: { completedDate: '2026-05-01', score: 72, riskLevel: 'High', method: 'Phone' },
};
const registry: MemberTag = {
  id: 10,
  kind: 'ClinicalAlertRegistry',
  tag: 'COPD',
  createdAt: '2026-02-13T11:00:00.000Z',
  details: { registryName: 'COPD', identifiedDate: '2026-02-13', source: 'HRA' },
};
const memberTag: MemberTag = {
  id: 11,
  kind: 'Member',
  tag: 'Interpreter Needed',
  createdAt: '2025-11-18T11:00:00.000Z',
  details: { note: 'Noted on an inbound call', addedBy: 'crm.agent', addedByName: 'Alex Agent' },
};
const fill: Medication = {
  id: 5,
  drugName: 'Atorvastatin',
  ndc: '60505-2580-09',
  strength: '20 mg',
  quantity: 30,
  daysSupply: 30,
  fillDate: '2026-11-01',
  prescriber: 'Linda Allen, MD',
  pharmacy: 'Walgreens #11207',
  networkPharmacy: { id: 2, ncpdpId: '0511207', name: 'Walgreens #11207', phone: '2135550102' },
  starMeasure: 'MAC',
  pdc: 0.72,
};
const statins: StarMeasureMedication = {
  starMeasure: 'MAC',
  measureName: 'Medication Adherence for Cholesterol (Statins)',
  drugNames: ['Atorvastatin'],
  fills: 1,
  lastFillDate: '2026-11-01',
  pdc: 0.72,
  adherent: false,
};
const household: PotentialHousehold = {
  items: [
    {
      memberId: 'M100000001',
      household: [
        { memberId: 'M100000002', fullName: 'Rosa Rivera', dateOfBirth: '1950-03-04', gender: 'F', isActive: true },
      ],
    },
  ],
};

/** Answers each call by its path. */
function server() {
  const list = <T,>(items: T[]) => ({ items, total: items.length });
  const answers: [string, unknown][] = [
    ['GetMemberContacts', list([contact])],
    ['GetPoaMembers', list([poa])],
    ['GetHraTagInfo', list([hra])],
    ['getClinicalAlertRegistries', list([registry])],
    ['getmembertagdetails', list([memberTag])],
    ['GetMemberOnePassCode', { memberId: 'M100000001', onePassCode: 'OP12345678' }],
    ['GetStarMeasureMedications', list([statins])],
    ['/medications', list([fill, { ...fill, id: 6, pharmacy: 'Corner Drug Store', networkPharmacy: null }])],
    ['getpotentialhousehold', household],
  ];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const body = answers.find(([path]) => url.includes(path))?.[1] ?? list([]);
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the member profile panels', () => {
  it('show contacts, POA members with their document, tags with the OnePass code, and medications', async () => {
    server();
    renderWithProviders(
      <>
        <ContactsPanel memberId="M100000001" />
        <PoaPanel memberId="M100000001" />
        <TagsPanel memberId="M100000001" />
        <MedicationsPanel memberId="M100000001" />
      </>,
    );
    const contacts = await screen.findByRole('region', { name: 'Contacts' });
    expect(await within(contacts).findByText('(213)555-0142')).toBeInTheDocument();
    const poas = screen.getByRole('region', { name: 'Power of Attorney' });
    expect(
      await within(poas).findByRole('button', { name: 'Download the membership document of Luis Rivera' }),
    ).toBeInTheDocument();
    const tags = screen.getByRole('region', { name: 'Tags' });
    expect(await within(tags).findByText('OP12345678')).toBeInTheDocument();
    const hraGroup = within(tags).getByRole('region', { name: 'Health Risk Assessment' });
    expect(
      await within(hraGroup).findByText('completed 05/01/2026 · score 72 · High risk · Phone'),
    ).toBeInTheDocument();
    expect(within(within(tags).getByRole('region', { name: 'CTM Complaints' })).getByText('None')).toBeInTheDocument();
    const medications = screen.getByRole('region', { name: 'Medications' });
    expect(await within(medications).findByText('Not adherent')).toBeInTheDocument();
    expect(within(medications).getAllByText('MAC (PDC 72%)')).toHaveLength(2);
    // The pharmacy from the CRM's pharmacy list with its phone; one not in the list as the fill names it.
    expect(within(medications).getByText('Walgreens #11207, (213)555-0102')).toBeInTheDocument();
    expect(within(medications).getByText('Corner Drug Store')).toBeInTheDocument();
  });

  it('shows a tag’s date once: beside the tag, or only in the line under it when that line says it', async () => {
    server();
    renderWithProviders(<TagsPanel memberId="M100000001" />);
    const registries = await screen.findByRole('region', { name: 'Clinical Alert Registries' });
    expect(await within(registries).findByText('identified 02/13/2026 · from HRA')).toBeInTheDocument();
    expect(within(registries).getAllByText(/02\/13\/2026/)).toHaveLength(1);
    const hraGroup = screen.getByRole('region', { name: 'Health Risk Assessment' });
    expect(within(hraGroup).getAllByText(/05\/01\/2026/)).toHaveLength(1);
    // A member tag's line says no date: the date it was added stays beside it.
    const memberTags = screen.getByRole('region', { name: 'Member Tags' });
    expect(await within(memberTags).findByText('11/18/2025')).toBeInTheDocument();
  });

  it('lists the potential household; a row opens that member in a tab', async () => {
    server();
    const opened: string[] = [];
    function OpenTabs() {
      const workspace = useWorkspace();
      for (const tab of workspace.state.tabs) if (tab.kind === 'member') opened.push(tab.memberId);
      return null;
    }
    renderWithProviders(
      <WorkspaceProvider>
        <HouseholdPanel memberId="M100000001" />
        <OpenTabs />
      </WorkspaceProvider>,
    );
    await userEvent.click(await screen.findByText('Rosa Rivera'));
    expect(opened).toContain('M100000002');
  });
});
