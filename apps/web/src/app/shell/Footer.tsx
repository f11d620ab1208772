import { Group, Text } from '@mantine/core';
import { MESSAGES } from '@portal/contracts/platform/messages';
import { useBuildNumber } from './config-api.ts';

export const CONFIDENTIALITY_DISCLAIMER =
  'Confidential: this portal contains protected health information (PHI). Use and disclose it only as your job requires and as HIPAA permits.';

/** Footer: the confidentiality disclaimer and the build version (shell spec §2.4). */
export function Footer() {
  const build = useBuildNumber();
  return (
    <Group justify="space-between" h="100%" px="md" wrap="nowrap" gap="md">
      <Text size="xs" c="gray.8">
        {CONFIDENTIALITY_DISCLAIMER}
      </Text>
      <Text size="xs" c="gray.8" style={{ whiteSpace: 'nowrap' }} data-testid="build-version">
        {build.isError ? MESSAGES.productInfoFailed : build.data ? `Version ${build.data.buildNumber}` : 'Version ...'}
      </Text>
    </Group>
  );
}
