import type { Pool } from 'pg';
import type { Authorization, Claim, Coverage, PcpAssignment } from '@portal/contracts/patient-360/member-record';
import type { MemberGridRow } from '@portal/contracts/platform/lookups/members';
import { memberStateLabel } from '@portal/contracts/platform/member-status';
import { formatUsDate, todayInLosAngeles } from '@portal/contracts/platform/rules/dates';
import { formatPhone } from '@portal/contracts/platform/rules/phone';
import type { DbOrTx } from '../../platform/db/client.ts';
import { membersByIds } from '../../platform/reference/reference.service.ts';
import * as record from './member-record.service.ts';

/**
 * The member summary PDF (Patient 360's bulk member PDF): a section per member with demographics, coverage, the PCP,
 * and the latest claims and authorizations, all read through the member record service.
 */

/** How many of the latest claims and authorizations a summary lists. */
export const SUMMARY_RECENT_ROWS = 5;

export interface MemberSummary {
  member: MemberGridRow;
  coverages: Coverage[];
  pcpHistory: PcpAssignment[];
  claims: Claim[];
  authorizations: Authorization[];
}

/** The members' summaries in the order asked; members not found are left out. */
export async function readMemberSummaries(
  db: DbOrTx,
  pool: Pool,
  memberIds: readonly string[],
  onEach?: (done: number) => Promise<void>,
): Promise<MemberSummary[]> {
  const members = new Map((await membersByIds(pool, [...memberIds])).map((member) => [member.memberId, member]));
  const summaries: MemberSummary[] = [];
  for (const memberId of memberIds) {
    const member = members.get(memberId);
    if (!member) continue;
    const page = { memberId, $skip: 0, $top: SUMMARY_RECENT_ROWS };
    const [coverages, pcpHistory, claims, authorizations] = await Promise.all([
      record.memberCoverages(db, memberId),
      record.memberPcpHistory(db, memberId),
      record.memberClaims(db, page),
      record.memberAuthorizations(db, page),
    ]);
    summaries.push({ member, coverages, pcpHistory, claims: claims.items, authorizations: authorizations.items });
    await onEach?.(summaries.length);
  }
  return summaries;
}

const money = (value: number) =>
  value.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
const dateOrOpen = (value: string | null) => (value ? formatUsDate(value) : 'Open');

const heading = (text: string) => ({ text, fontSize: 11, bold: true, margin: [0, 10, 0, 4] });

/** A table with a header row, or a line saying there is nothing to list. */
function table(headers: string[], rows: string[][], empty: string): Record<string, unknown> {
  if (rows.length === 0) return { text: empty, italics: true, color: '#495057' };
  return {
    table: {
      headerRows: 1,
      widths: headers.map(() => '*'),
      body: [headers.map((header) => ({ text: header, bold: true })), ...rows],
    },
    layout: 'lightHorizontalLines',
    fontSize: 8,
  };
}

const labelCell = (label: string): Record<string, unknown> => ({ text: label, bold: true });

/** Label and value pairs, two to a row. */
function facts(pairs: [string, string][]): Record<string, unknown> {
  const body: (string | Record<string, unknown>)[][] = [];
  for (let index = 0; index < pairs.length; index += 2) {
    const row = pairs
      .slice(index, index + 2)
      .flatMap(([label, value]): (string | Record<string, unknown>)[] => [labelCell(label), value]);
    while (row.length < 4) row.push('');
    body.push(row);
  }
  return { table: { widths: [90, '*', 90, '*'], body }, layout: 'noBorders', fontSize: 9 };
}

function memberSection(summary: MemberSummary, today: string, first: boolean): Record<string, unknown>[] {
  const { member } = summary;
  const address = member.homeAddress;
  const currentPcp = summary.pcpHistory[0];
  return [
    {
      text: `${member.fullName} (${member.memberId})`,
      fontSize: 14,
      bold: true,
      margin: [0, 0, 0, 6],
      ...(first ? {} : { pageBreak: 'before' }),
    },
    facts([
      ['Date of birth', formatUsDate(member.dateOfBirth)],
      ['Gender', member.gender],
      ['MBI', member.mbi],
      ['Phone', formatPhone(member.phone)],
      [
        'Address',
        [address.address1, address.address2, `${address.city}, ${address.state} ${address.zip5}`]
          .filter(Boolean)
          .join(', '),
      ],
      ['Status', memberStateLabel(member, today)],
      ['Health plan', `${member.companyId} ${member.contractCode}-${member.pbpCode}`],
      ['Effective', `${formatUsDate(member.effectiveDateTime)} to ${dateOrOpen(member.termDate)}`],
      ['Health risk', member.memberHealthRisk],
      ['Hospice eligible', member.hospiceEligibility.eligible ? 'Yes' : 'No'],
    ]),
    heading('Coverage'),
    table(
      ['Plan year', 'Contract-PBP', 'Plan', 'Line of business', 'Effective', 'Term'],
      summary.coverages.map((span) => [
        String(span.planYear),
        `${span.contractCode}-${span.pbpCode}`,
        span.planName ?? '',
        span.lineOfBusiness,
        formatUsDate(span.effectiveDate),
        dateOrOpen(span.termDate),
      ]),
      'No coverage on file',
    ),
    heading('Primary care provider'),
    member.pcp
      ? facts([
          ['PCP', member.pcp.name],
          ['NPI', member.pcp.npi],
          ['Phone', formatPhone(member.pcp.phone)],
          ['IPA', currentPcp?.ipaCode ?? ''],
          ['Assigned', currentPcp ? formatUsDate(currentPcp.effectiveDate) : ''],
          ['Reason', currentPcp?.changeReason ?? ''],
        ])
      : { text: 'No PCP assigned', italics: true },
    heading('Recent claims'),
    table(
      ['Claim #', 'Service', 'Provider', 'Status', 'Billed', 'Paid'],
      summary.claims.map((claim) => [
        claim.claimNo,
        `${formatUsDate(claim.fromDate)} - ${formatUsDate(claim.toDate)}`,
        claim.providerName,
        claim.status,
        money(claim.billed),
        money(claim.paid),
      ]),
      'No claims on file',
    ),
    heading('Recent authorizations'),
    table(
      ['Authorization #', 'Type', 'Status', 'Requested', 'Service', 'Servicing provider'],
      summary.authorizations.map((authorization) => [
        authorization.authNo,
        authorization.authType,
        authorization.status,
        formatUsDate(authorization.requestedDate),
        `${formatUsDate(authorization.serviceFrom)} - ${formatUsDate(authorization.serviceTo)}`,
        authorization.servicingProviderName,
      ]),
      'No authorizations on file',
    ),
  ];
}

/**
 * The PDF's pdfmake definition: a section per member, each from a new page, with the missing members named on the
 * first page; every page carries the confidentiality line and its number.
 */
export function memberSummaryPdf(
  summaries: readonly MemberSummary[],
  missingMemberIds: readonly string[],
): Record<string, unknown> {
  const today = todayInLosAngeles();
  return {
    info: { title: 'Member summary' },
    pageMargins: [36, 40, 36, 44],
    footer: (page: number, pages: number) => ({
      columns: [
        { text: 'Confidential: contains protected health information', fontSize: 7, color: '#495057' },
        { text: `Page ${page} of ${pages}`, fontSize: 7, alignment: 'right' },
      ],
      margin: [36, 12, 36, 0],
    }),
    content: [
      ...(missingMemberIds.length > 0
        ? [{ text: `Not included (no data): ${missingMemberIds.join(', ')}`, fontSize: 8, margin: [0, 0, 0, 8] }]
        : []),
      ...summaries.flatMap((summary, index) => memberSection(summary, today, index === 0)),
    ],
  };
}
