import { Alert, Badge } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import type {
  PortalAccountStatus,
  PortalIntegration,
} from '@portal/contracts/crm-member-portal-admin-console/member-portal';

const STATUS_COLORS: Record<PortalAccountStatus, string> = {
  Active: 'green',
  Locked: 'red',
  'Pending Verification': 'yellow',
  Disabled: 'gray',
};

export function AccountStatusBadge({ status }: { status: PortalAccountStatus }) {
  return <Badge color={STATUS_COLORS[status]}>{status}</Badge>;
}

/** ARCHITECTURE §3.12: an outside system's simulator says so wherever its answers are shown. */
export function IntegrationNotice({ integration }: { integration: PortalIntegration | undefined }) {
  if (!integration?.simulated) return null;
  return (
    <Alert color="grape" icon={<IconFlask size={18} aria-hidden />} title="Simulated member portal" mb="md">
      {integration.label}
    </Alert>
  );
}
