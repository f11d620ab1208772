import { Alert, Text } from '@mantine/core';
import type { ModuleEntry } from '@portal/contracts/platform/modules';
import { PageHeader } from '../ui/PageHeader.tsx';
import { useCan } from './session/session-context.ts';
import { MODULE_SCREENS } from './module-screens.ts';

export const NO_ACCESS_MESSAGE = 'You do not have access to this module.';
export const NOT_BUILT_MESSAGE = 'This module is not built yet.';

/** A module's route: refuses users without the module, says plainly when the module is not built, else its screen. */
export function ModuleScreen({ entry }: { entry: ModuleEntry }) {
  const allowed = useCan(entry.id);
  if (!allowed) {
    return (
      <>
        <PageHeader title={entry.label} />
        <Alert color="red" role="alert">
          {NO_ACCESS_MESSAGE}
        </Alert>
      </>
    );
  }
  const Screen = MODULE_SCREENS[entry.key];
  if (!entry.built || !Screen) {
    return (
      <>
        <PageHeader title={entry.label} description={entry.group} />
        <Text>{NOT_BUILT_MESSAGE}</Text>
      </>
    );
  }
  return <Screen />;
}
