import { Skeleton, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { groupFormSchema, type GroupDetail, type GroupFormInput } from '@portal/contracts/user-management/groups';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { Textarea, TextInput } from '../../ui/inputs/TextInput.tsx';
import { notifySuccess } from '../../ui/notify.ts';
import { recordDialogTitle, useRecordForm, type RecordDialogProps } from './use-record-form.ts';
import { ModuleGrantsEditor } from './ModuleGrantsEditor.tsx';
import { RecordDialogFooter } from '../../ui/form/RecordDialogFooter.tsx';
import { groupMemberOption, useGroup, useGroupMemberOptions, useSaveGroup } from './api/groups.ts';
import { SearchMultiSelect } from '../../ui/inputs/SearchMultiSelect.tsx';
import { USER_MANAGEMENT_MESSAGES as M } from '@portal/contracts/user-management/messages';
import { useDeleteRecord } from './api/delete-record.ts';
import { DeleteRecordButton } from '../../ui/DeleteRecordButton.tsx';
import { isRuleGroup } from '@portal/contracts/platform/groups';

const EMPTY: GroupFormInput = { name: '', description: '', memberIds: [], grants: [] };

function toForm(group: GroupDetail): GroupFormInput {
  return {
    name: group.name,
    description: group.description ?? '',
    memberIds: group.members.map((member) => member.id),
    grants: group.grants,
  };
}

/** Add or edit a group: name, description, members and module grants (validated with the server's `groupFormSchema`). */
export function GroupFormDialog({ target, readOnly, onClose }: RecordDialogProps) {
  const editId = typeof target === 'number' ? target : null;
  const group = useGroup(editId);
  const ruleGroup = group.data ? isRuleGroup(group.data.name) : false;
  const save = useSaveGroup();
  const remove = useDeleteRecord('groups');
  const form = useForm<GroupFormInput>({
    resolver: zodResolver(groupFormSchema),
    defaultValues: EMPTY,
  });
  const { register, control, handleSubmit, reset, formState } = form;
  useRecordForm(form, { target, record: group.data, empty: EMPTY, toForm, mutations: [save, remove] });

  const groupMembers = (group.data?.members ?? []).map(groupMemberOption);

  const submit = handleSubmit((values) => {
    const change =
      editId === null
        ? ({ kind: 'create', input: values } as const)
        : ({ kind: 'update', id: editId, input: { ...values, version: group.data?.version ?? 0 } } as const);
    save.mutate(change, {
      onSuccess: (saved) => {
        notifySuccess(
          editId === null
            ? `Group ${saved.name} was created.`
            : `Group ${saved.name} was saved. Members get the new access within a few seconds.`,
        );
        reset(toForm(saved));
        onClose();
      },
    });
  });

  // The stored group is deleted (not the form's unsaved edits): its members lose the access it gives.
  const deleteGroup = () => {
    const current = group.data;
    if (!current) return;
    remove.mutate(
      { id: current.id, version: current.version },
      {
        onSuccess: (deleted) => {
          notifySuccess(`Group ${deleted.name} was deleted.`);
          reset(EMPTY);
          onClose();
        },
      },
    );
  };

  const title = recordDialogTitle('Group', group.data?.name, readOnly, editId === null);

  return (
    <FormDialog
      opened={target !== null}
      onClose={onClose}
      title={title}
      size="xl"
      onSubmit={(event) => void submit(event)}
      readOnly={readOnly}
      dirty={formState.isDirty}
      saving={save.isPending}
      footer={
        <RecordDialogFooter mutations={[save, remove]} reload={() => group.refetch()}>
          {!readOnly && group.data && !ruleGroup ? (
            <DeleteRecordButton
              label="Delete group"
              message={M.groupDeleteConfirm(group.data.name, group.data.members.length, group.data.grants.length)}
              deleting={remove.isPending}
              onConfirmed={deleteGroup}
            />
          ) : null}
        </RecordDialogFooter>
      }
    >
      {editId !== null && group.isLoading ? (
        <Skeleton h={300} />
      ) : (
        <Stack>
          <TextInput
            label="Group name"
            required
            error={formState.errors.name?.message}
            readOnly={ruleGroup}
            description={ruleGroup ? 'The portal’s rules read this group by name, so it keeps it.' : undefined}
            {...register('name')}
          />
          <Textarea
            label="Description"
            autosize
            minRows={2}
            error={formState.errors.description?.message}
            {...register('description')}
          />
          <Controller
            control={control}
            name="memberIds"
            render={({ field }) => (
              <SearchMultiSelect
                label="Members"
                clearable
                placeholder="Type a username or name"
                useOptions={useGroupMemberOptions}
                valueLabels={groupMembers}
                value={field.value.map(String)}
                onChange={(values) => field.onChange(values.map(Number))}
                nothingFound="No active user starts with this text"
                error={formState.errors.memberIds?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="grants"
            render={({ field, fieldState }) => (
              <ModuleGrantsEditor
                value={field.value}
                onChange={field.onChange}
                readOnly={readOnly}
                error={fieldState.error?.message ?? formState.errors.grants?.root?.message}
              />
            )}
          />
        </Stack>
      )}
    </FormDialog>
  );
}
