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

/** The six pages of enrollment spec §2, as their tabs name them. */
export const ENROLLMENT_PAGES = [
  { value: '1', label: '1. Member and Plan' },
  { value: '2', label: '2. Application and PCP' },
  { value: '3', label: '3. Status and Preferences' },
  { value: '4', label: '4. Sales' },
  { value: '5', label: '5. POA and Medicare' },
  { value: '6', label: '6. Notes' },
] as const;

/**
 * The pages holding a field marked invalid, in page order, each with its first such field. Read from the rendered form
 * (every page stays mounted), so a rule added to any page is found without a list of fields per page.
 */
export function pagesWithErrors(form: HTMLElement): { label: string; value: string; field: HTMLElement }[] {
  return ENROLLMENT_PAGES.flatMap((page) => {
    const field = form.querySelector<HTMLElement>(`[data-page="${page.value}"] [aria-invalid="true"]`);
    return field ? [{ ...page, field }] : [];
  });
}

/** The six pages of the enrollment detail form (enrollment spec §2), one file per page under `form/`. */
export function EnrollmentFormPages({
  form,
  readOnly,
  status,
  onSearchPcp,
  workItemId,
  page,
  onPageChange,
}: {
  workItemId: number;
  form: EnrollmentFormApi;
  readOnly: boolean;
  status: EnrollmentStatus;
  onSearchPcp: () => void;
  /** The page shown (ENROLLMENT_PAGES value). */
  page: string;
  onPageChange: (page: string) => void;
}) {
  const states = useStates();
  const stateOptions = (states.data?.items ?? []).map((state) => ({
    value: state.code,
    label: `${state.code} - ${state.name}`,
  }));
  return (
    // Every page stays rendered (hidden by CSS, not by React's Activity, which holds back a hidden page's updates): the
    // marks of a failed save are on every page at once, and pagesWithErrors can find them.
    <Tabs
      value={page}
      onChange={(value) => (value ? onPageChange(value) : undefined)}
      keepMounted
      keepMountedMode="display-none"
    >
      <Tabs.List>
        {ENROLLMENT_PAGES.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="1" data-page="1" pt="sm">
        <MemberPlanPage form={form} readOnly={readOnly} stateOptions={stateOptions} workItemId={workItemId} />
      </Tabs.Panel>
      <Tabs.Panel value="2" data-page="2" pt="sm">
        <ApplicationPcpPage form={form} readOnly={readOnly} onSearchPcp={onSearchPcp} />
      </Tabs.Panel>
      <Tabs.Panel value="3" data-page="3" pt="sm">
        <StatusPreferencesPage form={form} readOnly={readOnly} status={status} />
      </Tabs.Panel>
      <Tabs.Panel value="4" data-page="4" pt="sm">
        <SalesPage form={form} readOnly={readOnly} />
      </Tabs.Panel>
      <Tabs.Panel value="5" data-page="5" pt="sm">
        <PoaMedicarePage form={form} readOnly={readOnly} stateCodes={stateOptions.map((state) => state.value)} />
      </Tabs.Panel>
      <Tabs.Panel value="6" data-page="6" pt="sm">
        <NotesPage form={form} readOnly={readOnly} />
      </Tabs.Panel>
    </Tabs>
  );
}
