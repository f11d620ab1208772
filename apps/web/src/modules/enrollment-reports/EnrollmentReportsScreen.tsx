import { Text } from '@mantine/core';
import { PageHeader } from '../../ui/PageHeader.tsx';

/** Placeholder until the module's screen is built (the module's owner replaces this file). */
export function EnrollmentReportsScreen() {
  return (
    <>
      <PageHeader title="Reports and Utilities" />
      <Text>This screen is not built yet.</Text>
    </>
  );
}
