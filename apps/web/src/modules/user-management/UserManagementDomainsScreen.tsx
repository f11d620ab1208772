import { Text } from '@mantine/core';
import { PageHeader } from '../../ui/PageHeader.tsx';

/** Placeholder until the module's screen is built (the module's owner replaces this file). */
export function UserManagementDomainsScreen() {
  return (
    <>
      <PageHeader title="Domains" />
      <Text>This screen is not built yet.</Text>
    </>
  );
}
