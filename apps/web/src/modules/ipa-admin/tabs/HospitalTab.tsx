import { List, Modal, SimpleGrid, Text } from '@mantine/core';
import { useState } from 'react';
import { IPA_HOSPITAL_EXPORT_FILE, type IpaHospitalDto } from '@portal/contracts/ipa-admin/hospitals';
import { formatUsDate } from '@portal/contracts/platform/rules/dates';
import { DataGrid, type SortStatus } from '../../../ui/DataGrid.tsx';
import { ExportButton } from '../../../ui/ExportButton.tsx';
import { notifyError } from '../../../ui/notify.ts';
import type { IpaTabProps } from '../ipa-tab-props.ts';
import { useIpaHospitals } from '../api/ipa-hospitals.ts';
import { useEffect } from 'react';
import { phoneText } from '@portal/contracts/platform/rules/phone';

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

/** Hospital tab, read-only (spec §2.11): page size 10, sorted by organization name, export, double-click for details. */
export function HospitalTab({ ipa }: IpaTabProps) {
  const hospitals = useIpaHospitals(ipa.ipaCode);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [sort, setSort] = useState<SortStatus<IpaHospitalDto>>({
    columnAccessor: 'organizationName',
    direction: 'asc',
  });
  const [viewing, setViewing] = useState<IpaHospitalDto | null>(null);
  useEffect(() => {
    if (hospitals.error) notifyError(hospitals.error);
  }, [hospitals.error]);
  const key = sort.columnAccessor as keyof IpaHospitalDto;
  const sorted = [...(hospitals.data ?? [])].sort(
    (a, b) => String(a[key] ?? '').localeCompare(String(b[key] ?? '')) * (sort.direction === 'asc' ? 1 : -1),
  );

  return (
    <>
      <DataGrid<IpaHospitalDto>
        gridKey="ipa-admin-hospitals"
        label="Hospitals"
        idAccessor="hospitalId"
        records={sorted.slice((page - 1) * pageSize, page * pageSize)}
        paging={{
          page,
          pageSize,
          totalRecords: sorted.length,
          onPageChange: setPage,
          onPageSizeChange: (size) => {
            setPageSize(size);
            setPage(1);
          },
          pageSizeOptions: [10, 25, 50, 100],
        }}
        sortStatus={sort}
        onSortStatusChange={setSort}
        fetching={hospitals.isFetching}
        error={hospitals.error}
        columns={[
          { accessor: 'organizationName', title: 'Organization Name', sortable: true },
          { accessor: 'effDate', title: 'Effective Date', sortable: true, render: (row) => formatUsDate(row.effDate) },
          { accessor: 'termDate', title: 'Term Date', sortable: true, render: (row) => formatUsDate(row.termDate) },
          { accessor: 'taxId', title: 'Tax ID' },
          { accessor: 'npi', title: 'NPI' },
          { accessor: 'city', title: 'City', sortable: true },
          { accessor: 'phone', title: 'Phone', noWrap: true, render: (row) => phoneText(row.phone) },
          { accessor: 'address1', title: 'Address 1', defaultToggle: false },
          { accessor: 'state', title: 'State', defaultToggle: false },
          { accessor: 'zip', title: 'Zip', defaultToggle: false },
        ]}
        onRowDoubleClick={({ record }) => setViewing(record)}
        toolbar={
          <ExportButton
            url="/api/IpaHospital/ExportIpaHospitals"
            filters={{ ipa: ipa.ipaCode }}
            fileName={IPA_HOSPITAL_EXPORT_FILE}
            disabled={sorted.length === 0}
          />
        }
      />
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
