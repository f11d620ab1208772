import { Badge, Stack, Title } from '@mantine/core';
import {
  ADHERENT_PDC,
  type Medication,
  type StarMeasureMedication,
} from '@portal/contracts/patient-360/member-profile';
import { formatPhone } from '@portal/contracts/platform/rules/phone';
import { TAB_COLORS } from '../../app/shell/members/member-colors.ts';
import { formatDate } from '../../lib/format.ts';
import { DataGrid, type DataGridColumn } from '../DataGrid.tsx';
import { longTextColumn, restOfRowTextColumn } from '../grid-long-text.ts';
import { useGridState } from '../use-grid-state.ts';
import { useMedications, useStarMeasureMedications } from './member-profile-api.ts';
import { RecordPanel } from './RecordPanel.tsx';

const percent = (value: number | null) => (value === null ? '' : `${Math.round(value * 1000) / 10}%`);

const STAR_COLUMNS: DataGridColumn<StarMeasureMedication>[] = [
  { accessor: 'measureName', title: 'Star Measure' },
  { accessor: 'drugNames', title: 'Drugs', render: (row) => row.drugNames.join(', ') },
  { accessor: 'fills', title: 'Fills', textAlign: 'right' },
  { accessor: 'lastFillDate', title: 'Last Fill', render: (row) => formatDate(row.lastFillDate) },
  { accessor: 'pdc', title: 'PDC', textAlign: 'right', render: (row) => percent(row.pdc) },
  {
    accessor: 'adherent',
    title: 'Adherence',
    render: (row) => (
      <Badge color={row.adherent ? TAB_COLORS.green : TAB_COLORS.red} variant="filled">
        {row.adherent ? 'Adherent' : 'Not adherent'}
      </Badge>
    ),
  },
];

const drug = (row: Medication) => `${row.drugName} ${row.strength}`;
// The pharmacy as the CRM's pharmacy list has it, with its phone; a pharmacy not in the list as the fill names it.
const pharmacy = (row: Medication) =>
  row.networkPharmacy ? `${row.networkPharmacy.name}, ${formatPhone(row.networkPharmacy.phone)}` : row.pharmacy;
const starMeasure = (row: Medication) => (row.starMeasure ? `${row.starMeasure} (PDC ${percent(row.pdc)})` : '');

// Each fill keeps to one line at 1280 px (an NDC broken at its hyphens reads as two codes; a pharmacy with its phone
// over four lines made each fill four lines tall), and the grid fits its box without scrolling sideways: a long drug,
// prescriber, pharmacy or Star measure is cut and shows whole on hover.
const FILL_COLUMNS: DataGridColumn<Medication>[] = [
  { accessor: 'fillDate', title: 'Fill Date', noWrap: true, render: (row) => formatDate(row.fillDate) },
  { accessor: 'drugName', title: 'Drug', ...longTextColumn(drug, 140), render: drug },
  { accessor: 'ndc', title: 'NDC', noWrap: true },
  { accessor: 'quantity', title: 'Quantity', textAlign: 'right', noWrap: true },
  { accessor: 'daysSupply', title: 'Days Supply', textAlign: 'right', noWrap: true },
  { accessor: 'prescriber', title: 'Prescriber', ...longTextColumn<Medication>((row) => row.prescriber, 120) },
  { accessor: 'pharmacy', title: 'Pharmacy', ...longTextColumn(pharmacy, 150), render: pharmacy },
  { accessor: 'starMeasure', title: 'Star Measure', ...restOfRowTextColumn(starMeasure), render: starMeasure },
];

/**
 * The member's pharmacy fills, newest first and paged (medications; each fill's pharmacy from the CRM's pharmacy list,
 * with its phone, where the list has it), under the Part D Star adherence measures of the
 * last twelve months (GetStarMeasureMedications): PDC per measure, adherent at 80% or more.
 */
export function MedicationsPanel({ memberId }: { memberId: string }) {
  const grid = useGridState<Medication>({ pageSize: 25 });
  const fills = useMedications(memberId, { skip: grid.skip, take: grid.take });
  const star = useStarMeasureMedications(memberId);
  return (
    <RecordPanel title="Medications">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={3} size="h6">
            Star Measure Adherence (adherent at PDC {percent(ADHERENT_PDC)} or more)
          </Title>
          <DataGrid
            gridKey="p360-star-measures"
            label="Star measure adherence"
            columns={STAR_COLUMNS}
            records={star.data?.items}
            idAccessor="starMeasure"
            fetching={star.isFetching}
            error={star.error}
            emptyMessage="No fills of Star measure drugs (diabetes, RAS antagonists, statins) in the last twelve months"
            withoutColumnChooser
          />
        </Stack>
        <Stack gap={4}>
          <Title order={3} size="h6">
            Pharmacy Fills
          </Title>
          <DataGrid
            gridKey="p360-medications"
            label="Pharmacy fills"
            columns={FILL_COLUMNS}
            records={fills.data?.items}
            idAccessor="id"
            paging={grid.paging(fills.data?.total ?? 0)}
            fetching={fills.isFetching}
            error={fills.error}
            emptyMessage="No pharmacy fills in the last year"
          />
        </Stack>
      </Stack>
    </RecordPanel>
  );
}
