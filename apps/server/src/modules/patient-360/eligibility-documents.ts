import { formatPhone } from '@portal/contracts/platform/rules/phone';
import { formatUsDate } from '@portal/contracts/platform/rules/dates';
import type { MemberDocumentData } from './eligibility.service.ts';

/**
 * The member ID card and the eligibility verification letter as pdfmake document definitions (sent with
 * sendPdfDocument). The pharmacy identifiers and phone numbers are the demo plan's, synthetic: the phone numbers are
 * in the 555-01xx block kept for fiction.
 */

/** The pharmacy benefit manager's routing numbers printed on every Part D card (synthetic). */
export const PHARMACY_IDS = { rxBin: '015999', rxPcn: 'MEDDADV' } as const;

/** The company's Member Services line: a toll-free number in the fictional 555-01xx block, one per company. */
export function memberServicesPhone(companyCode: string): string {
  const suffix = Buffer.from(companyCode).reduce((sum, byte) => sum + byte, 0) % 90;
  return formatPhone(`800555${String(100 + suffix).padStart(4, '0')}`);
}

/** The Part D group of a company's plan year: the company code and the two-digit year. */
export const rxGroupOf = (companyCode: string, planYear: number) =>
  `${companyCode}${String(planYear % 100).padStart(2, '0')}`;

const contractPbp = (data: MemberDocumentData) => `${data.coverage.contractCode}-${data.coverage.pbpCode}`;
const pcpLine = (data: MemberDocumentData) =>
  data.pcp ? `${data.pcp.providerName}  ${formatPhone(data.pcp.phone) || ''}`.trim() : 'No PCP assigned';

/** A card face: 3.375 x 2.125 inches (243 x 153 points), bordered, with its rows of text. */
function cardFace(rows: unknown[]): Record<string, unknown> {
  return {
    table: {
      widths: [227],
      heights: [137],
      body: [[{ stack: rows, margin: [4, 4, 4, 4] }]],
    },
    margin: [0, 4, 0, 16],
    unbreakable: true,
  };
}

const labelled = (label: string, value: string) => ({
  text: [{ text: `${label}: `, bold: true }, value],
  fontSize: 7,
  margin: [0, 1, 0, 0],
});

/** GetMemberCard: the member ID card, front and back, as it is mailed to the member. */
export function memberCardDocument(data: MemberDocumentData): Record<string, unknown> {
  const { member, coverage } = data;
  const company = coverage.companyName ?? coverage.companyId;
  const hasPartD = coverage.lineOfBusiness !== 'MA';
  const phone = memberServicesPhone(coverage.companyId);
  const front = cardFace([
    { text: company, bold: true, fontSize: 10 },
    { text: coverage.planName ?? contractPbp(data), fontSize: 8, margin: [0, 0, 0, 4] },
    labelled('Member', member.fullName),
    labelled('Member ID', member.memberId),
    labelled('Contract-PBP', contractPbp(data)),
    labelled('Effective date', formatUsDate(coverage.effectiveDate)),
    labelled('PCP', pcpLine(data)),
    ...(data.pcp?.ipaName ? [labelled('Medical group', data.pcp.ipaName)] : []),
    ...(hasPartD
      ? [
          labelled('RxBIN', PHARMACY_IDS.rxBin),
          labelled('RxPCN', PHARMACY_IDS.rxPcn),
          labelled('RxGroup', rxGroupOf(coverage.companyId, coverage.planYear)),
        ]
      : [labelled('Prescription drugs', 'No Part D coverage with this plan')]),
    ...(coverage.isDsnp
      ? [{ text: 'Medicare and Medicaid (D-SNP)', bold: true, fontSize: 7, margin: [0, 2, 0, 0] }]
      : []),
  ]);
  const back = cardFace([
    labelled('Member Services', `${phone} (TTY 711), 8 a.m. to 8 p.m., 7 days a week`),
    labelled('Providers', `Eligibility and authorizations: ${phone}`),
    ...(hasPartD ? [labelled('Pharmacists', `Part D help desk: ${phone}`)] : []),
    { text: 'In an emergency, call 911 or go to the nearest emergency room.', fontSize: 7, margin: [0, 4, 0, 0] },
    {
      text: 'Show this card whenever you get care. Keep your red, white and blue Medicare card in a safe place.',
      fontSize: 7,
      margin: [0, 4, 0, 0],
    },
  ]);
  return {
    pageSize: 'LETTER',
    pageMargins: [54, 54, 54, 54],
    content: [
      { text: 'Member ID card', fontSize: 14, bold: true, margin: [0, 0, 0, 8] },
      { text: 'Front', bold: true },
      front,
      { text: 'Back', bold: true },
      back,
    ],
  };
}

/** A UTC offset of a browser (minutes behind UTC, Date.getTimezoneOffset) as 'UTC-07:00'. */
export function utcOffsetLabel(offsetMinutes: number): string {
  const ahead = -offsetMinutes;
  const sign = ahead < 0 ? '-' : '+';
  const minutes = Math.abs(ahead);
  return `UTC${sign}${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** A moment in the user's local time (offset as Date.getTimezoneOffset gives it): MM/dd/yyyy hh:mm:ss a. */
export function localTimestamp(moment: Date, offsetMinutes: number): string {
  const local = new Date(moment.getTime() - offsetMinutes * 60_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  const hours = local.getUTCHours();
  const date = `${pad(local.getUTCMonth() + 1)}/${pad(local.getUTCDate())}/${local.getUTCFullYear()}`;
  const time = `${pad(hours % 12 || 12)}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())} ${hours < 12 ? 'AM' : 'PM'}`;
  return `${date} ${time}`;
}

/** GetMemberEligibilityVerificationDocument: a letter confirming the member's coverage in the plan for the plan year. */
export function verificationLetterDocument(
  data: MemberDocumentData,
  generatedAt: Date,
  offsetMinutes: number,
): Record<string, unknown> {
  const { member, coverage } = data;
  const company = coverage.companyName ?? coverage.companyId;
  const rows: [string, string][] = [
    ['Member name', member.fullName],
    ['Member ID', member.memberId],
    ['Date of birth', formatUsDate(member.dateOfBirth)],
    ['Health plan', company],
    ['Plan', coverage.planName ?? contractPbp(data)],
    ['Contract-PBP', contractPbp(data)],
    ['Plan year', String(coverage.planYear)],
    ['Line of business', coverage.lineOfBusiness],
    ['Coverage effective', formatUsDate(coverage.effectiveDate)],
    ['Coverage ends', coverage.termDate ? formatUsDate(coverage.termDate) : 'Ongoing (no end date)'],
    ['Primary care provider', pcpLine(data)],
  ];
  return {
    pageMargins: [54, 54, 54, 54],
    styles: { label: { bold: true } },
    content: [
      { text: company, fontSize: 16, bold: true },
      { text: `Member Services ${memberServicesPhone(coverage.companyId)} (TTY 711)`, margin: [0, 0, 0, 16] },
      { text: 'Eligibility verification', fontSize: 14, bold: true, margin: [0, 0, 0, 8] },
      {
        text: `Generated ${localTimestamp(generatedAt, offsetMinutes)} (${utcOffsetLabel(offsetMinutes)})`,
        margin: [0, 0, 0, 12],
      },
      { text: 'To whom it may concern:', margin: [0, 0, 0, 8] },
      {
        text: `This letter confirms that the member below is enrolled in ${company} for plan year ${coverage.planYear}, with the coverage shown.`,
        margin: [0, 0, 0, 12],
      },
      {
        table: { widths: [150, '*'], body: rows.map(([label, value]) => [{ text: label, style: 'label' }, value]) },
        layout: 'lightHorizontalLines',
        margin: [0, 0, 0, 16],
      },
      {
        text: 'Coverage can change after this letter is printed. To confirm eligibility on a later date, call Member Services.',
      },
    ],
  };
}
