import { Button, SimpleGrid } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconWorldPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { domainFormSchema, type Domain, type DomainFormInput } from '@portal/contracts/user-management/domains';
import { useCan } from '../../app/session/session-context.ts';
import { DataGrid } from '../../ui/DataGrid.tsx';
import { FilterPanel } from '../../ui/FilterPanel.tsx';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { Textarea, TextInput } from '../../ui/inputs/TextInput.tsx';
import { notifySuccess } from '../../ui/notify.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useGridState } from '../../ui/use-grid-state.ts';
import { useSearchFilter } from '../../ui/use-search-filter.ts';
import { useUnsavedChanges } from '../../ui/use-unsaved-changes.ts';
import { recordDialogTitle } from './use-record-form.ts';
import { SaveErrorAlert } from '../../ui/SaveErrorAlert.tsx';
import { useDomains, useSaveDomain } from './api/domains.ts';
import { USER_MANAGEMENT_MESSAGES as M } from '@portal/contracts/user-management/messages';
import { useDeleteRecord } from './api/delete-record.ts';
import { DeleteRecordButton } from '../../ui/DeleteRecordButton.tsx';
import { DomainPeople } from './DomainPeople.tsx';

const EMPTY: DomainFormInput = { name: '', description: '' };

/** User Management > Domains (module 119): the sign-in domains users belong to. */
export function UserManagementDomainsScreen() {
  const canAdmin = useCan(MODULE_IDS.domains, 'admin');
  const grid = useGridState<Domain>();
  const { draft, setDraft, filter: search, onSearch, onClear } = useSearchFilter('', grid);
  const [editing, setEditing] = useState<Domain | 'new' | null>(null);
  const domains = useDomains({ search: search || undefined, page: grid.page, pageSize: grid.pageSize });
  const save = useSaveDomain();
  const remove = useDeleteRecord('domains');
  const { register, handleSubmit, reset, formState } = useForm<DomainFormInput>({
    resolver: zodResolver(domainFormSchema),
    defaultValues: EMPTY,
  });
  useUnsavedChanges(editing !== null && formState.isDirty);

  useEffect(() => {
    save.reset();
    remove.reset();
    reset(
      editing === null || editing === 'new' ? EMPTY : { name: editing.name, description: editing.description ?? '' },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset when another domain is opened
  }, [editing]);

  const current = editing === 'new' ? null : editing;
  const submit = handleSubmit((values) =>
    save.mutate(
      { id: current?.id ?? null, input: values, version: current?.version },
      {
        onSuccess: (saved) => {
          notifySuccess(`Domain ${saved.name} was saved.`);
          reset(values);
          setEditing(null);
        },
      },
    ),
  );
  // The server refuses (400, saying how many) while users still belong to the domain.
  const deleteDomain = () => {
    if (!current) return;
    remove.mutate(current, {
      onSuccess: (deleted) => {
        notifySuccess(`Domain ${deleted.name} was deleted.`);
        reset(EMPTY);
        setEditing(null);
      },
    });
  };
  const reload = () =>
    void domains.refetch().then((result) => {
      const fresh = result.data?.items.find((item) => item.id === current?.id);
      if (fresh) setEditing(fresh);
    });

  return (
    <>
      <PageHeader
        title="Domains"
        description="The domains users sign in from."
        actions={
          canAdmin ? (
            <Button leftSection={<IconWorldPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
              Add domain
            </Button>
          ) : null
        }
      />
      <FilterPanel label="Search domains" onSearch={onSearch} onClear={onClear}>
        <TextInput
          label="Domain"
          placeholder="Starts with"
          w={260}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
        />
      </FilterPanel>
      <DataGrid<Domain>
        gridKey="user-management-domains"
        label="Domains"
        records={domains.data?.items}
        fetching={domains.isFetching}
        error={domains.error}
        emptyMessage="No domains match the search"
        paging={grid.paging(domains.data?.total ?? 0)}
        onRowClick={({ record }) => setEditing(record)}
        columns={[
          { accessor: 'name', title: 'Domain', toggleable: false },
          { accessor: 'description', title: 'Description', render: (domain) => domain.description ?? '' },
          { accessor: 'userCount', title: 'Users', textAlign: 'right' },
        ]}
      />
      <FormDialog
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={recordDialogTitle('Domain', current?.name, !canAdmin, !current)}
        readOnly={!canAdmin}
        dirty={formState.isDirty}
        saving={save.isPending}
        onSubmit={(event) => void submit(event)}
        footer={
          <>
            <SaveErrorAlert error={save.error ?? remove.error} onReload={reload} />
            {canAdmin && current ? (
              <DeleteRecordButton
                label="Delete domain"
                message={M.domainDeleteConfirm(current.name)}
                deleting={remove.isPending}
                onConfirmed={deleteDomain}
              />
            ) : null}
          </>
        }
      >
        <SimpleGrid cols={1}>
          <TextInput
            label="Domain"
            required
            placeholder="example.org"
            error={formState.errors.name?.message}
            {...register('name')}
          />
          <Textarea
            label="Description"
            autosize
            minRows={2}
            error={formState.errors.description?.message}
            {...register('description')}
          />
        </SimpleGrid>
        {current ? <DomainPeople domainId={current.id} /> : null}
      </FormDialog>
    </>
  );
}
