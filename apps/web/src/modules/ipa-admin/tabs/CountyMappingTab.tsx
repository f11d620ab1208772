import { Button } from '@mantine/core';
import { useState } from 'react';
import type { CountyMappingDto } from '@portal/contracts/ipa-admin/county-mappings';
import { formatUsDate } from '@portal/contracts/platform/rules/dates';
import { DataGrid } from '../../../ui/DataGrid.tsx';
import { PersonName } from '../../../ui/PersonName.tsx';
import type { IpaTabProps } from '../ipa-tab-props.ts';
import { useCountyMappings } from '../api/county-mappings.ts';
import { CountyMappingDialog } from './CountyMappingDialog.tsx';

/** A tree row: a mapping period, or one of its counties under it. */
interface CountyRow {
  key: string;
  countyName: string;
  countyType: string;
  start: string;
  end: string;
  /** Who last saved the period (the username, and the person's name the grid shows); none on a county row. */
  by: { username: string; name: string | null } | null;
  mapping: CountyMappingDto;
  children?: CountyRow[];
}

function toRows(mapping: CountyMappingDto): CountyRow {
  const child = (type: string) => (c: { countyStateCode: string; countyName: string }) => ({
    key: `${mapping.id}-${type}-${c.countyStateCode}`,
    countyName: c.countyName,
    countyType: type,
    start: mapping.effectiveBeginDate,
    end: mapping.effectiveEndDate,
    by: null,
    mapping,
  });
  return {
    key: String(mapping.id),
    countyName: `${mapping.operatingCounties.length} operating, ${mapping.contiguousCounties.length} contiguous (${mapping.companyCode})`,
    countyType: '',
    start: mapping.effectiveBeginDate,
    end: mapping.effectiveEndDate,
    by: mapping.lastUpdatedByName
      ? { username: mapping.lastUpdatedByName, name: mapping.lastUpdatedByDisplayName }
      : { username: mapping.createdByName, name: mapping.createdByDisplayName },
    mapping,
    children: [
      ...mapping.operatingCounties.map(child('Operating')),
      ...mapping.contiguousCounties.map(child('Contiguous')),
    ],
  };
}

/** County Map tab (spec §2.8): tree grid, refresh and create, paged by 10; double-click a row to edit. */
export function CountyMappingTab({ ipa, readOnly }: IpaTabProps) {
  const [page, setPage] = useState(1);
  const mappings = useCountyMappings(ipa.ipaCode, page);
  // The id, not a copy: after Reload the dialog shows the mapping as it is stored now.
  const [editing, setEditing] = useState<number | null | 'new'>(null);
  const editingMapping =
    typeof editing === 'number' ? ((mappings.data?.items ?? []).find((row) => row.id === editing) ?? null) : null;

  return (
    <>
      <DataGrid<CountyRow>
        gridKey="ipa-admin-county"
        label="County map"
        idAccessor="key"
        height={450}
        records={(mappings.data?.items ?? []).map(toRows)}
        getChildren={(row) => row.children}
        paging={{ page, pageSize: 10, totalRecords: mappings.data?.total ?? 0, onPageChange: setPage }}
        fetching={mappings.isFetching}
        error={mappings.error}
        columns={[
          { accessor: 'countyName', title: 'County Name' },
          { accessor: 'countyType', title: 'County Type' },
          { accessor: 'start', title: 'Start Date', render: (row) => formatUsDate(row.start) },
          { accessor: 'end', title: 'End Date', render: (row) => formatUsDate(row.end) },
          {
            accessor: 'by',
            title: 'Updated By',
            noWrap: true,
            render: (row) => <PersonName username={row.by?.username} name={row.by?.name} />,
          },
        ]}
        onRowDoubleClick={({ record }) => setEditing(record.mapping.id)}
        toolbar={
          <>
            <Button variant="default" onClick={() => void mappings.refetch()}>
              Refresh
            </Button>
            <Button onClick={() => setEditing('new')} disabled={readOnly}>
              Create
            </Button>
          </>
        }
      />
      <CountyMappingDialog
        ipa={ipa}
        mapping={editingMapping}
        opened={editing === 'new' || editingMapping !== null}
        onClose={() => setEditing(null)}
        onReload={() => mappings.refetch()}
        readOnly={readOnly}
      />
    </>
  );
}
