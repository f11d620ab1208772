import { Box, List, Modal, SimpleGrid, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import {
  IPA_HOSPITAL_EXPORT_FILE,
  type IpaHospitalDto,
  type IpaHospitalSort,
} from '@portal/contracts/ipa-admin/hospitals';
import { formatUsDate } from '@portal/contracts/platform/rules/dates';
import { DataGrid } from '../../../ui/DataGrid.tsx';
import { ExportButton } from '../../../ui/ExportButton.tsx';
import { notifyError } from '../../../ui/notify.ts';
import { useGridState } from '../../../ui/use-grid-state.ts';
import type { IpaTabProps } from '../ipa-tab-props.ts';
import { useIpaHospitals } from '../api/ipa-hospitals.ts';
import { phoneText } from '@portal/contracts/platform/rules/phone';
import { FIT_GRID_CLASS, TwoLineText } from '../../../ui/grid-fit.tsx';

function Detail({ label, value }: { label: string; value: string | null }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value || '-'}</Text>
    </div>
  );
}

/**
 * Hospital tab, read-only (spec §2.11): page size 10, sorted by organization name, export in the grid's order,
 * double-click for details. The server sorts (an open-ended term date is the latest); the grid pages the IPA's few rows.
 */
export function HospitalTab({ ipa }: IpaTabProps) {
  // A new order or page size goes back to page 1, as on every paged grid of the portal.
  const grid = useGridState<IpaHospitalDto>({
    pageSize: 10,
    pageSizeOptions: [10, 25, 50, 100],
    sort: { columnAccessor: 'organizationName', direction: 'asc' },
  });
  const sortBy = (grid.sortStatus?.columnAccessor ?? 'organizationName') as IpaHospitalSort;
  const sortDir = grid.sortStatus?.direction ?? 'asc';
  const hospitals = useIpaHospitals(ipa.ipaCode, sortBy, sortDir);
  const [viewing, setViewing] = useState<IpaHospitalDto | null>(null);
  useEffect(() => {
    if (hospitals.error) notifyError(hospitals.error);
  }, [hospitals.error]);
  const rows = hospitals.data ?? [];

  return (
    <>
      {/* The seven columns of the tab fit at 1280 px without scrolling sideways (names on up to two lines). */}
      <Box className={FIT_GRID_CLASS}>
        <DataGrid<IpaHospitalDto>
          gridKey="ipa-admin-hospitals"
          label="Hospitals"
          idAccessor="hospitalId"
          records={rows.slice(grid.skip, grid.skip + grid.take)}
          paging={grid.paging(rows.length)}
          sortStatus={grid.sortStatus}
          onSortStatusChange={grid.onSortStatusChange}
          fetching={hospitals.isFetching}
          error={hospitals.error}
          columns={[
            {
              accessor: 'organizationName',
              title: 'Organization Name',
              sortable: true,
              render: (row) => <TwoLineText text={row.organizationName} />,
            },
            {
              accessor: 'effDate',
              title: 'Effective Date',
              sortable: true,
              noWrap: true,
              render: (row) => formatUsDate(row.effDate),
            },
            {
              accessor: 'termDate',
              title: 'Term Date',
              sortable: true,
              noWrap: true,
              render: (row) => formatUsDate(row.termDate),
            },
            { accessor: 'taxId', title: 'Tax ID', noWrap: true },
            { accessor: 'npi', title: 'NPI', noWrap: true },
            { accessor: 'city', title: 'City', sortable: true, render: (row) => <TwoLineText text={row.city} /> },
            { accessor: 'phone', title: 'Phone', noWrap: true, render: (row) => phoneText(row.phone) },
            { accessor: 'address1', title: 'Address 1', defaultToggle: false },
            { accessor: 'state', title: 'State', defaultToggle: false },
            { accessor: 'zip', title: 'Zip', defaultToggle: false },
          ]}
          onRowDoubleClick={({ record }) => setViewing(record)}
          toolbar={
            <ExportButton
              url="/api/IpaHospital/ExportIpaHospitals"
              filters={{ ipa: ipa.ipaCode, sortBy, sortDir }}
              fileName={IPA_HOSPITAL_EXPORT_FILE}
              disabled={rows.length === 0}
            />
          }
        />
      </Box>
      <Modal
        opened={viewing !== null}
        onClose={() => setViewing(null)}
        title="Viewing Hospital Details"
        size="lg"
        centered
      >
        {viewing ? (
          <>
            <SimpleGrid cols={2}>
              <Detail label="Organization Name" value={viewing.organizationName} />
              <Detail label="Hospital Id" value={String(viewing.hospitalId)} />
              <Detail label="Effective Date" value={formatUsDate(viewing.effDate)} />
              <Detail label="Term Date" value={formatUsDate(viewing.termDate)} />
              <Detail label="Tax ID" value={viewing.taxId} />
              <Detail label="NPI" value={viewing.npi} />
              <Detail
                label="Address"
                value={[viewing.address1, viewing.address2, viewing.city, viewing.state, viewing.zip]
                  .filter(Boolean)
                  .join(', ')}
              />
              <Detail label="Phone" value={phoneText(viewing.phone)} />
            </SimpleGrid>
            <Text size="sm" fw={600} mt="md">
              Hospital Services
            </Text>
            <List size="sm">
              {viewing.hospitalServices.map((service) => (
                <List.Item key={service}>{service}</List.Item>
              ))}
            </List>
          </>
        ) : null}
      </Modal>
    </>
  );
}
