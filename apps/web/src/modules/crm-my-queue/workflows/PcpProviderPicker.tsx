import { Button, Group, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { ProviderResult } from '@portal/contracts/patient-360/provider-search';
import { useProviderSearch } from '../api/workflow-type-api.ts';

/**
 * The PCP change's provider search (searchproviders: primary care providers by distance from the member, quality
 * rating first): a name or NPI, then Choose on a row fills the form's provider.
 */
export function PcpProviderPicker({
  memberId,
  onChoose,
}: {
  memberId: string;
  onChoose: (provider: ProviderResult) => void;
}) {
  const [term, setTerm] = useState('');
  const [searched, setSearched] = useState<string | null>(null);
  const search = useProviderSearch(memberId, searched);
  const rows = search.data?.items.slice(0, 10) ?? [];
  return (
    <>
      <Group align="flex-end" gap="sm">
        <TextInput
          label="Find a provider"
          placeholder="Provider name or NPI"
          value={term}
          onChange={(event) => setTerm(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              setSearched(term.trim());
            }
          }}
          w={320}
        />
        <Button variant="default" onClick={() => setSearched(term.trim())} loading={search.isFetching}>
          Search providers
        </Button>
      </Group>
      {search.error ? (
        <Text c="red.8" size="sm" mt="xs" role="alert">
          {search.error.message}
        </Text>
      ) : null}
      {searched !== null && !search.isFetching && rows.length === 0 && !search.error ? (
        <Text size="sm" mt="xs">
          No provider was found.
        </Text>
      ) : null}
      {rows.length > 0 ? (
        <Table mt="xs" striped withTableBorder aria-label="Providers found">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Provider</Table.Th>
              <Table.Th>NPI</Table.Th>
              <Table.Th>Address</Table.Th>
              <Table.Th>Miles</Table.Th>
              <Table.Th>Quality</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((provider) => (
              <Table.Tr key={provider.npi}>
                <Table.Td>{provider.name}</Table.Td>
                <Table.Td>{provider.npi}</Table.Td>
                <Table.Td>{`${provider.address1}, ${provider.city}`}</Table.Td>
                <Table.Td>{provider.distanceNote ?? provider.distanceMiles.toFixed(1)}</Table.Td>
                <Table.Td>{provider.qualityRating}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => onChoose(provider)}
                    aria-label={`Choose ${provider.name}`}
                  >
                    Choose
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
    </>
  );
}
