import type { IpaDto } from '@portal/contracts/ipa-admin/ipa';
import { formatUsDate } from '@portal/contracts/platform/rules/dates';
import type { DataGridColumn } from '../../../ui/DataGrid.tsx';
import { formatTimestamp } from '../../../lib/format.ts';
import { PersonName } from '../../../ui/PersonName.tsx';
import { phoneText } from '@portal/contracts/platform/rules/phone';

/** Phone and fax numbers read as the forms show them. */
const PHONE_COLUMNS = new Set<keyof IpaDto>(['vendorFaxNumber', 'ipaPhone', 'ipaPhone2']);
const date = (value: string | null) => formatUsDate(value);
const dateTime = (value: string | null) => formatTimestamp(value);

/** Visible columns of the results grid, then the hidden ones the column chooser offers (spec §2.1). */
const COLUMNS: DataGridColumn<IpaDto>[] = [
  { accessor: 'ipaCode', title: 'IPA Code', sortable: true },
  { accessor: 'ipaDesc', title: 'IPA Name', sortable: true },
  { accessor: 'contractName', title: 'Contract Name', sortable: true },
  { accessor: 'npi', title: 'NPI', sortable: true },
  { accessor: 'taxId', title: 'Tax ID', sortable: true },
  { accessor: 'msoName', title: 'MSO Name', sortable: true },
  { accessor: 'effDate', title: 'Effective Date', sortable: true, render: (row) => date(row.effDate) },
  { accessor: 'endDate', title: 'End Date', sortable: true, render: (row) => date(row.endDate) },
  { accessor: 'risk', title: 'Contract Type', sortable: true },
  ...(
    [
      ['state', 'State'],
      ['city', 'City'],
      ['zip', 'Zip'],
      ['addr', 'Street'],
      ['addr2', 'Street 2'],
      ['emailAddress', 'Email'],
      ['vendorFaxNumber', 'Fax'],
      ['intlZip', 'Intl Zip'],
      ['ipaPhone', 'IPA Phone'],
      ['ipaPhone2', 'IPA Phone 2'],
      ['msoAddress1', 'MSO Address 1'],
      ['msoAddress2', 'MSO Address 2'],
      ['msoCity', 'MSO City'],
      ['msoState', 'MSO State'],
      ['msoZipCode', 'MSO Zip'],
      ['notes', 'Notes'],
    ] as const
  ).map(([accessor, title]) => ({
    accessor,
    title,
    defaultToggle: false,
    ...(PHONE_COLUMNS.has(accessor) ? { noWrap: true, render: (row: IpaDto) => phoneText(row[accessor]) } : {}),
  })),
  {
    accessor: 'createdBy',
    title: 'Created By',
    defaultToggle: false,
    render: (row) => <PersonName username={row.createdBy} name={row.createdByName} />,
  },
  {
    accessor: 'updatedBy',
    title: 'Updated By',
    defaultToggle: false,
    render: (row) => <PersonName username={row.updatedBy} name={row.updatedByName} />,
  },
  { accessor: 'createdDt', title: 'Created Date', defaultToggle: false, render: (row) => dateTime(row.createdDt) },
  { accessor: 'updatedDt', title: 'Updated Date', defaultToggle: false, render: (row) => dateTime(row.updatedDt) },
];

/**
 * Spec §2.1: rows 50 px high in auto-fitted columns. A cell's text stays on one line and its column is as wide as its
 * text (the grid scrolls sideways), so a long contract or MSO name no longer makes a row three or four lines high and
 * the 400 px grid shows about seven IPAs instead of three. The IPA's code and name stay pinned at the left while the
 * rest scrolls (SEARCH_PINNED_COLUMNS), so the row read is never lost.
 */
export const SEARCH_COLUMNS: DataGridColumn<IpaDto>[] = COLUMNS.map(({ ellipsis: _ellipsis, ...column }) => ({
  ...column,
  noWrap: true,
}));

/** The columns that tell an IPA apart, kept in view at the left while the grid scrolls sideways at 1280 px. */
export const SEARCH_PINNED_COLUMNS = ['ipaCode', 'ipaDesc'] as const;
