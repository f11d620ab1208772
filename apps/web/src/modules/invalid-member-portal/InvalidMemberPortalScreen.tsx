import { Text } from '@mantine/core';
import { PageHeader } from '../../ui/PageHeader.tsx';

/** Placeholder until the module's screen is built (the module's owner replaces this file). */
export function InvalidMemberPortalScreen() {
  return (
    <>
      <PageHeader title="Invalid Member Portal" />
      <Text>This screen is not built yet.</Text>
    </>
  );
}
