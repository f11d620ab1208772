import type { FastifyReply } from 'fastify';
import type { ExportColumn } from '../../../platform/exports/excel-export.ts';
import { memoryExportSource, sendExport } from '../../../platform/exports/send-export.ts';
import type { ExportRequest } from '@portal/contracts/platform/exports';
import { todayInLosAngeles } from '@portal/contracts/platform/rules/dates';
import type { PooledField } from '@portal/contracts/ipa-admin/ipa-rates.pooled';
import { memberCountRangeLabel } from '@portal/contracts/ipa-admin/tiered-rates';

/** Spec §2.13 / §2.14: both exports carry the banner 'Cap Rates Report'. */
export const RATES_REPORT_BANNER = 'Cap Rates Report';

export interface ExportableRate {
  rateId: number;
  sequence: number;
  capRevenue: string | null;
  formula: string | null;
  effectiveStartDate: string;
  effectiveEndDate: string;
  notes: string | null;
  createdById: string;
  createdByName: string | null;
  createdAt: string;
  lastUpdatedById: string | null;
  lastUpdatedByName: string | null;
  lastUpdatedAt: string | null;
  lastApprovedById: string | null;
  lastApprovedByName: string | null;
  lastApprovedAt: string | null;
}

/** Who created, updated and approved a row, by name as the grid names them (the username where no user has it). */
function people(row: ExportableRate | ExportableTier) {
  return {
    createdByName: row.createdByName ?? row.createdById,
    lastUpdatedByName: row.lastUpdatedByName ?? row.lastUpdatedById,
    lastApprovedByName: row.lastApprovedByName ?? row.lastApprovedById,
  };
}
export interface ExportableTier extends Omit<ExportableRate, 'sequence' | 'capRevenue' | 'formula'> {
  memberCountStart: number;
  memberCountEnd: number;
}

/** A rate is active when today (Los Angeles) falls in its period. */
export function isActiveToday(
  rate: { effectiveStartDate: string; effectiveEndDate: string },
  today = todayInLosAngeles(),
): boolean {
  return rate.effectiveStartDate <= today && today <= rate.effectiveEndDate;
}

/**
 * Streams the rates of an IPA with their tiers under them (the tree grid, all rows expanded) through the platform's
 * export door (Excel or PDF, capped). `omit` leaves columns out (the risk pool report leaves out sequence, active and the formatted
 * effective date, spec §2.14).
 */
export interface PooledRatesReport<R extends ExportableRate, T extends ExportableTier> {
  fileName: string;
  sheetName: string;
  fields: readonly PooledField[];
  tiersOf: (rate: R) => T[];
  omit?: readonly string[];
}

export function streamPooledRatesReport<R extends ExportableRate, T extends ExportableTier>(
  reply: FastifyReply,
  request: ExportRequest,
  options: PooledRatesReport<R, T> & { rates: R[] },
): Promise<FastifyReply> {
  const money: ExportColumn[] = options.fields.map((field) => ({
    header: field.label,
    key: field.name,
    format: field.kind === 'flag' ? 'boolean' : 'number',
  }));
  const all: ExportColumn[] = [
    { header: 'Sequence', key: 'sequence', format: 'integer' },
    { header: 'Rate Id', key: 'rateId', format: 'integer' },
    { header: 'Member Count Range', key: 'range' },
    { header: 'Active', key: 'active', format: 'boolean' },
    { header: 'Effective Date', key: 'effectiveDateFormatted', format: 'date' },
    { header: 'Effective Start Date', key: 'effectiveStartDate', format: 'date' },
    { header: 'Effective End Date', key: 'effectiveEndDate', format: 'date' },
    { header: 'Cap Revenue', key: 'capRevenue' },
    { header: 'Formula', key: 'formula' },
    ...money,
    { header: 'Notes', key: 'notes' },
    { header: 'Created By', key: 'createdByName' },
    { header: 'Created By (Username)', key: 'createdById' },
    { header: 'Created At', key: 'createdAt', format: 'datetime' },
    { header: 'Updated By', key: 'lastUpdatedByName' },
    { header: 'Updated By (Username)', key: 'lastUpdatedById' },
    { header: 'Updated At', key: 'lastUpdatedAt', format: 'datetime' },
    { header: 'Last Approved By', key: 'lastApprovedByName' },
    { header: 'Last Approved By (Username)', key: 'lastApprovedById' },
    { header: 'Last Approved At', key: 'lastApprovedAt', format: 'datetime' },
  ];
  const omit = new Set(options.omit ?? []);
  const columns = all.filter((column) => !omit.has(column.key));
  const { rates, tiersOf } = options;
  async function* rows(): AsyncIterable<Record<string, unknown>> {
    for (const rate of rates) {
      const own: Record<string, unknown> = Object.fromEntries(Object.entries(rate));
      yield {
        ...own,
        ...people(rate),
        range: '',
        active: isActiveToday(rate),
        effectiveDateFormatted: rate.effectiveStartDate,
      };
      for (const tier of tiersOf(rate)) {
        const row: Record<string, unknown> = Object.fromEntries(Object.entries(tier));
        yield {
          ...row,
          ...people(tier),
          sequence: rate.sequence,
          range: memberCountRangeLabel(tier.memberCountStart, tier.memberCountEnd),
          active: isActiveToday(tier),
          effectiveDateFormatted: tier.effectiveStartDate,
          capRevenue: rate.capRevenue,
          formula: rate.formula,
        };
      }
    }
  }
  return sendExport(reply, request, {
    fileName: options.fileName,
    sheetName: options.sheetName,
    banner: RATES_REPORT_BANNER,
    columns,
    source: memoryExportSource(rows),
  });
}
