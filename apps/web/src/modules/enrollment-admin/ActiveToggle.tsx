import { Button } from '@mantine/core';
import { confirm } from '../../ui/confirm.tsx';
import { notifyActionFailed, notifySuccess } from '../../ui/notify.ts';

export interface ActiveToggleProps {
  active: boolean;
  /** What the row is called in the confirmation, e.g. 'sales rep SR0001'. */
  name: string;
  busy: boolean;
  onChange: (active: boolean) => Promise<unknown>;
}

/** Deactivate (soft delete: the row stays for old applications) or reactivate a lookup row, after YES/NO. */
export function ActiveToggle({ active, name, busy, onChange }: ActiveToggleProps) {
  const run = async () => {
    const verb = active ? 'Deactivate' : 'Reactivate';
    if (!(await confirm({ title: verb, message: `${verb} ${name}?`, danger: active }))) return;
    try {
      await onChange(!active);
      notifySuccess(`${name} was ${active ? 'deactivated' : 'reactivated'}.`);
    } catch (error) {
      notifyActionFailed(error);
    }
  };
  return (
    <Button
      size="compact-xs"
      variant="subtle"
      color={active ? 'red' : 'green'}
      loading={busy}
      onClick={(event) => {
        event.stopPropagation();
        void run();
      }}
    >
      {active ? 'Deactivate' : 'Reactivate'}
    </Button>
  );
}
