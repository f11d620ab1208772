import { Text } from '@mantine/core';
import { PageHeader } from '../../ui/PageHeader.tsx';

/** Placeholder until the module's screen is built (the module's owner replaces this file). */
export function EnrollmentAdminScreen() {
  return (
    <>
      <PageHeader title="Admin and Support" />
      <Text>This screen is not built yet.</Text>
    </>
  );
}
