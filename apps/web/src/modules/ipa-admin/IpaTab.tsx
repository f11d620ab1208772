import { Badge, Card, Grid, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import type { IpaDto } from '@portal/contracts/ipa-admin/ipa';
import { IPA_MESSAGES } from '@portal/contracts/ipa-admin/ipa-admin.messages';
import { formatUsDate } from '@portal/contracts/platform/rules/dates';
import { useIpaDetail } from './api/ipa-detail.ts';
import { useNetworkAdminFlags } from './api/network-admin-flags.ts';
import { visibleIpaTabs } from './ipa-tabs.ts';
import { IpaCopyContext } from './ipa-copy-context.ts';
import type { IpaCopySource } from './wizard/IpaCreateDialog.tsx';
import { formatTimestamp } from '../../lib/format.ts';
import { EmailText } from '../../ui/EmailText.tsx';
import { PersonName } from '../../ui/PersonName.tsx';
import { phoneText } from '@portal/contracts/platform/rules/phone';

function Line({ label, value, nowrap = false }: { label: string; value: ReactNode; nowrap?: boolean }) {
  return (
    <Group gap={4} wrap="nowrap" align="flex-start">
      <Text size="xs" c="dimmed" w={90} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      {/* A long e-mail or user name breaks inside the card instead of running past its edge; a phone number keeps to
          one line (it broke at its hyphen). */}
      <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere', whiteSpace: nowrap ? 'nowrap' : undefined }}>
        {value || '-'}
      </Text>
    </Group>
  );
}

/** Who (by name, the username on hover) and when; nothing when the record names nobody. */
const stamp = (by: string | null, name: string | null, at: string | null) =>
  by ? (
    <>
      <PersonName username={by} name={name} />
      {at ? ` ${formatTimestamp(at)}` : ''}
    </>
  ) : null;

/** The left summary card, with the read-only 'Contract & MSO Info' block (spec §2.2). */
function SummaryCard({ ipa }: { ipa: IpaDto }) {
  return (
    <Card withBorder padding="sm" component="section" aria-label="IPA summary">
      <Stack gap={4}>
        <Title order={3} size="h5">
          {ipa.ipaDesc ?? ipa.ipaCode}
        </Title>
        <Line label="IPA Code" value={ipa.ipaCode} />
        <Line label="Facets Code" value={ipa.facetsCode} />
        <Line label="Contract Name" value={ipa.contractName} />
        <Line label="Vendor Name" value={ipa.vendorName} />
        <Line label="MSO Name" value={ipa.msoName} />
        <Line label="Address" value={[ipa.addr, ipa.addr2, ipa.city, ipa.state, ipa.zip].filter(Boolean).join(', ')} />
        <Line label="Email" value={<EmailText address={ipa.emailAddress} />} />
        <Line label="Created" value={stamp(ipa.createdBy, ipa.createdByName, ipa.createdDt)} />
        <Line label="Updated" value={stamp(ipa.updatedBy, ipa.updatedByName, ipa.updatedDt)} />
        <Title order={4} size="h6" mt="sm">
          Contract &amp; MSO Info
        </Title>
        <Line label="Contract" value={ipa.contractName} />
        {ipa.contractIsTermed ? <Badge color="red">{IPA_MESSAGES.contractTermed}</Badge> : null}
        <Line label="MSO" value={ipa.msoName} />
        <Line
          label="MSO Address"
          value={[ipa.msoAddress1, ipa.msoAddress2, ipa.msoCity, ipa.msoState, ipa.msoZipCode]
            .filter(Boolean)
            .join(', ')}
        />
        <Line label="MSO Phone" value={phoneText(ipa.msoPhone)} nowrap />
        <Line label="MSO Email" value={<EmailText address={ipa.msoEmail} />} />
        <Line label="MSO Notes" value={ipa.msoNotes} />
      </Stack>
    </Card>
  );
}

/** An open IPA: header strip, summary card and the right tabs present only with their flags (spec §2.2). */
export function IpaTab({
  ipaId,
  readOnly,
  active,
  onCopy,
}: {
  ipaId: number;
  readOnly: boolean;
  active: boolean;
  onCopy: (source: IpaCopySource) => void;
}) {
  const detail = useIpaDetail(ipaId);
  const flags = useNetworkAdminFlags();
  const [tab, setTab] = useState<string>('details');
  const { refetch } = flags;
  // The IPA tab gaining focus re-reads the flags, so tabs appear or disappear as they change.
  useEffect(() => {
    if (active) void refetch();
  }, [active, refetch]);

  if (detail.isLoading) return <Loader />;
  if (!detail.data)
    return <Text c="red">{detail.error instanceof Error ? detail.error.message : 'The IPA could not be loaded.'}</Text>;
  const ipa = detail.data;
  const tabs = visibleIpaTabs(flags.active);
  const current = tabs.some((entry) => entry.key === tab) ? tab : 'details';

  return (
    <IpaCopyContext.Provider value={onCopy}>
      {/* One line at 1280 px: the items keep their words together and a long description gives way (ellipsis, full
          text on hover; it is also the tab's title and the summary card's heading). */}
      <Group
        gap="lg"
        wrap="nowrap"
        mb="sm"
        p="xs"
        bg="var(--mantine-color-gray-0)"
        style={{ borderRadius: 4 }}
        aria-label="IPA header"
      >
        <Text size="sm" truncate="end" miw={0} title={ipa.ipaDesc ?? undefined}>
          <b>IPA Desc:</b> {ipa.ipaDesc ?? '-'}
        </Text>
        {[
          ['FACETS Code:', ipa.facetsCode ?? '-'],
          ['NPI:', ipa.npi ?? '-'],
          ['Tax ID:', ipa.taxId ?? '-'],
          ['Dates:', `${formatUsDate(ipa.effDate)} - ${formatUsDate(ipa.endDate)}`],
        ].map(([label, value]) => (
          <Text key={label} size="sm" style={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
            <b>{label}</b> {value}
          </Text>
        ))}
      </Group>
      <Grid>
        <Grid.Col span={{ base: 12, md: 3 }}>
          <SummaryCard ipa={ipa} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Tabs value={current} onChange={(value) => setTab(value ?? 'details')} keepMounted={false}>
            <Tabs.List>
              {tabs.map((entry) => (
                <Tabs.Tab key={entry.key} value={entry.key}>
                  {entry.title}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {tabs.map((entry) => (
              <Tabs.Panel key={entry.key} value={entry.key} pt="sm">
                <Suspense fallback={<Loader size="sm" />}>
                  <entry.component ipa={ipa} readOnly={readOnly} />
                </Suspense>
              </Tabs.Panel>
            ))}
          </Tabs>
        </Grid.Col>
      </Grid>
    </IpaCopyContext.Provider>
  );
}
