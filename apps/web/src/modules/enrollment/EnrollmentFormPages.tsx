import { Tabs } from '@mantine/core';
import type { EnrollmentStatus } from '@portal/contracts/enrollment/enrollment-codes';
import { useStates } from './api/lookups.ts';
import { ApplicationPcpPage } from './form/ApplicationPcpPage.tsx';
import type { EnrollmentFormApi } from './form/enrollment-form-page.ts';
import { MemberPlanPage } from './form/MemberPlanPage.tsx';
import { NotesPage } from './form/NotesPage.tsx';
import { PoaMedicarePage } from './form/PoaMedicarePage.tsx';
import { SalesPage } from './form/SalesPage.tsx';
import { StatusPreferencesPage } from './form/StatusPreferencesPage.tsx';

/** The six pages of the enrollment detail form (enrollment spec §2), one file per page under `form/`. */
export function EnrollmentFormPages({
  form,
  readOnly,
  status,
  onSearchPcp,
  workItemId,
}: {
  workItemId: number;
  form: EnrollmentFormApi;
  readOnly: boolean;
  status: EnrollmentStatus;
  onSearchPcp: () => void;
}) {
  const states = useStates();
  const stateOptions = (states.data?.items ?? []).map((state) => ({
    value: state.code,
    label: `${state.code} - ${state.name}`,
  }));
  return (
    <Tabs defaultValue="1" keepMounted>
      <Tabs.List>
        <Tabs.Tab value="1">1. Member and Plan</Tabs.Tab>
        <Tabs.Tab value="2">2. Application and PCP</Tabs.Tab>
        <Tabs.Tab value="3">3. Status and Preferences</Tabs.Tab>
        <Tabs.Tab value="4">4. Sales</Tabs.Tab>
        <Tabs.Tab value="5">5. POA and Medicare</Tabs.Tab>
        <Tabs.Tab value="6">6. Notes</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="1" pt="sm">
        <MemberPlanPage form={form} readOnly={readOnly} stateOptions={stateOptions} workItemId={workItemId} />
      </Tabs.Panel>
      <Tabs.Panel value="2" pt="sm">
        <ApplicationPcpPage form={form} readOnly={readOnly} onSearchPcp={onSearchPcp} />
      </Tabs.Panel>
      <Tabs.Panel value="3" pt="sm">
        <StatusPreferencesPage form={form} readOnly={readOnly} status={status} />
      </Tabs.Panel>
      <Tabs.Panel value="4" pt="sm">
        <SalesPage form={form} readOnly={readOnly} />
      </Tabs.Panel>
      <Tabs.Panel value="5" pt="sm">
        <PoaMedicarePage form={form} readOnly={readOnly} stateCodes={stateOptions.map((state) => state.value)} />
      </Tabs.Panel>
      <Tabs.Panel value="6" pt="sm">
        <NotesPage form={form} readOnly={readOnly} />
      </Tabs.Panel>
    </Tabs>
  );
}
