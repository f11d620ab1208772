import { Alert, Button, Checkbox, Group, PasswordInput, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { MultiSelect } from '../../ui/inputs/MultiSelect.tsx';
import { Select } from '../../ui/inputs/Select.tsx';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { createUserSchema, type CreateUserInput, type UserDetail } from '@portal/contracts/user-management/users';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { EmailInput } from '../../ui/inputs/EmailInput.tsx';
import { TextInput } from '../../ui/inputs/TextInput.tsx';
import { confirm } from '../../ui/confirm.tsx';
import { notifySuccess } from '../../ui/notify.ts';
import { recordDialogTitle, useRecordForm, type RecordDialogProps } from './use-record-form.ts';
import { READABLE_DESCRIPTION } from './readable-description.ts';
import { RecordDialogFooter } from '../../ui/form/RecordDialogFooter.tsx';
import { SearchSelectField } from '../../ui/form/SearchSelectField.tsx';
import { useDeactivateUser, useOrganizationOptions, useSaveUser, useUser, useUserFormOptions } from './api/users.ts';

const EMPTY: CreateUserInput = {
  username: '',
  name: '',
  email: '',
  organizationId: null,
  domainId: null,
  isActive: true,
  talkdeskEnabled: false,
  groupIds: [],
  password: '',
};

function toForm(user: UserDetail): CreateUserInput {
  return {
    username: user.username,
    name: user.name,
    email: user.email,
    organizationId: user.organizationId,
    domainId: user.domainId,
    isActive: user.isActive,
    talkdeskEnabled: user.talkdeskEnabled,
    groupIds: user.groupIds,
    password: '',
  };
}

/**
 * Add or edit a user. The form validates with the server's schema (`createUserSchema`); the username is the sign-in
 * identity and is fixed once created. Passwords are for the built-in sign-in provider only.
 */
export function UserFormDialog({ target, readOnly, onClose }: RecordDialogProps) {
  const editId = typeof target === 'number' ? target : null;
  const user = useUser(editId);
  const { options, settings } = useUserFormOptions();
  const save = useSaveUser();
  const deactivate = useDeactivateUser();
  const form = useForm<CreateUserInput>({ resolver: zodResolver(createUserSchema), defaultValues: EMPTY });
  const { register, control, handleSubmit, reset, formState } = form;
  useRecordForm(form, { target, record: user.data, empty: EMPTY, toForm, mutations: [save, deactivate] });

  const submit = handleSubmit((values) => {
    const change =
      editId === null
        ? ({ kind: 'create', input: { ...values, password: values.password || undefined } } as const)
        : ({
            kind: 'update',
            id: editId,
            input: {
              name: values.name,
              email: values.email,
              organizationId: values.organizationId,
              domainId: values.domainId,
              isActive: values.isActive,
              talkdeskEnabled: values.talkdeskEnabled,
              groupIds: values.groupIds,
              version: user.data?.version ?? 0,
            },
          } as const);
    save.mutate(change, {
      onSuccess: (saved) => {
        notifySuccess(editId === null ? `User ${saved.username} was created.` : `User ${saved.username} was saved.`);
        reset(toForm(saved));
        onClose();
      },
    });
  });

  const deactivateUser = async () => {
    const current = user.data;
    if (!current) return;
    const yes = await confirm({
      title: 'Deactivate user',
      message: `Deactivate ${current.username}? They will no longer be able to sign in. Their history is kept.`,
      danger: true,
    });
    if (!yes) return;
    deactivate.mutate(
      { id: current.id, version: current.version },
      {
        onSuccess: (saved) => {
          notifySuccess(`User ${saved.username} was deactivated.`);
          reset(toForm(saved));
          onClose();
        },
      },
    );
  };

  const builtIn = settings.data?.builtInIdentityProvider ?? false;
  const loading = editId !== null && user.isLoading;
  const title = recordDialogTitle('User', user.data?.username, readOnly, editId === null);

  return (
    <FormDialog
      opened={target !== null}
      onClose={onClose}
      title={title}
      onSubmit={(event) => void submit(event)}
      readOnly={readOnly}
      dirty={formState.isDirty}
      saving={save.isPending}
      footer={
        <RecordDialogFooter mutations={[save, deactivate]} reload={() => user.refetch()}>
          {!readOnly && user.data?.isActive ? (
            <Group mt="md">
              <Button
                variant="outline"
                color="red"
                onClick={() => void deactivateUser()}
                loading={deactivate.isPending}
              >
                Deactivate user
              </Button>
            </Group>
          ) : null}
        </RecordDialogFooter>
      }
    >
      {loading ? (
        <Skeleton h={300} />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Username"
              required
              disabled={editId !== null}
              description={editId !== null ? 'The sign-in name; it cannot change.' : undefined}
              styles={READABLE_DESCRIPTION}
              error={formState.errors.username?.message}
              {...register('username')}
            />
            <TextInput label="Name" required error={formState.errors.name?.message} {...register('name')} />
            <EmailInput label="Email" required error={formState.errors.email?.message} {...register('email')} />
            <SearchSelectField
              control={control}
              name="organizationId"
              label="Organization"
              numeric
              placeholder="Type to search"
              useOptions={useOrganizationOptions}
              nothingFound="No organization starts with this text"
            />
            <Controller
              control={control}
              name="domainId"
              render={({ field }) => (
                <Select
                  label="Domain"
                  clearable
                  data={(options.data?.domains ?? []).map((option) => ({
                    value: String(option.id),
                    label: option.name,
                  }))}
                  value={field.value === null ? null : String(field.value)}
                  onChange={(value) => field.onChange(value === null ? null : Number(value))}
                />
              )}
            />
            <Controller
              control={control}
              name="groupIds"
              render={({ field }) => (
                <MultiSelect
                  label="Groups"
                  searchable
                  clearable
                  description="Module access comes from the groups."
                  styles={READABLE_DESCRIPTION}
                  data={(options.data?.groups ?? []).map((option) => ({
                    value: String(option.id),
                    label: option.name,
                  }))}
                  value={field.value.map(String)}
                  onChange={(values) => field.onChange(values.map(Number))}
                  error={formState.errors.groupIds?.message}
                />
              )}
            />
          </SimpleGrid>
          <Group mt="md" gap="xl">
            <Checkbox
              label="Active"
              description="Inactive users cannot sign in."
              styles={READABLE_DESCRIPTION}
              {...register('isActive')}
            />
            <Checkbox
              label="Telephony enabled"
              description="Shows the telephony panel when the integration is on."
              styles={READABLE_DESCRIPTION}
              {...register('talkdeskEnabled')}
            />
          </Group>
          {editId === null ? (
            builtIn ? (
              <PasswordInput
                mt="md"
                label="Password (built-in sign-in only)"
                description="This server runs its built-in sign-in provider: set a password now so the user can sign in. It cannot be changed here later. Leave empty for no password."
                autoComplete="new-password"
                styles={READABLE_DESCRIPTION}
                error={formState.errors.password?.message}
                {...register('password')}
              />
            ) : (
              <Alert mt="md" color="blue" title="Passwords">
                <Text size="sm">
                  The plan&apos;s identity provider manages passwords; the user signs in there with this email address.
                </Text>
              </Alert>
            )
          ) : (
            <Text size="xs" c="gray.7" mt="md">
              Passwords are not managed here:{' '}
              {builtIn
                ? 'the built-in sign-in provider keeps the password set when the user was created.'
                : "the plan's identity provider manages them."}
            </Text>
          )}
        </>
      )}
    </FormDialog>
  );
}
