import { List, ScrollArea, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { organizationTypeLabel } from '@portal/contracts/user-management/organizations';
import { SaveErrorAlert } from '../../ui/SaveErrorAlert.tsx';
import { useDomainAdmins, useDomainOrganizations } from './api/domains.ts';

/** A titled list that scrolls within the dialog past about eight rows. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      <ScrollArea.Autosize mah={200}>{children}</ScrollArea.Autosize>
    </Stack>
  );
}

/**
 * Who signs in through a domain (GET /api/domains/{id}/admins and /organizations): its active administrators, whom its
 * users turn to, and the organizations its users belong to with how many each. Read-only; users join a domain in their
 * own dialog.
 */
export function DomainPeople({ domainId }: { domainId: number }) {
  const admins = useDomainAdmins(domainId);
  const organizations = useDomainOrganizations(domainId);
  return (
    <SimpleGrid cols={2} mt="md">
      <Section title="Administrators">
        {admins.isLoading ? <Skeleton h={40} /> : null}
        <SaveErrorAlert error={admins.error} failedTitle="Not loaded" />
        {admins.data?.items.length === 0 ? <Text size="sm">No administrator signs in through this domain.</Text> : null}
        {admins.data?.items.length ? (
          <List size="sm" listStyleType="none" aria-label="Domain administrators">
            {admins.data.items.map((admin) => (
              <List.Item key={admin.id}>
                <span title={admin.username}>{admin.name}</span>{' '}
                <Text span size="xs" c="gray.7">
                  {admin.email}
                </Text>
              </List.Item>
            ))}
          </List>
        ) : null}
      </Section>
      <Section title="Organizations">
        {organizations.isLoading ? <Skeleton h={40} /> : null}
        <SaveErrorAlert error={organizations.error} failedTitle="Not loaded" />
        {organizations.data?.items.length === 0 ? (
          <Text size="sm">No user of this domain belongs to an organization.</Text>
        ) : null}
        {organizations.data?.items.length ? (
          <List size="sm" listStyleType="none" aria-label="Domain organizations">
            {organizations.data.items.map((organization) => (
              <List.Item key={organization.id}>
                {organization.name}{' '}
                <Text span size="xs" c="gray.7">
                  {organizationTypeLabel(organization.orgType)},{' '}
                  {organization.userCount === 1 ? '1 user' : `${organization.userCount} users`}
                </Text>
              </List.Item>
            ))}
          </List>
        ) : null}
      </Section>
    </SimpleGrid>
  );
}
