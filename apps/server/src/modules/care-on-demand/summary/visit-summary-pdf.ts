import type { TelehealthAppointment, VisitSummary } from '@portal/contracts/care-on-demand/telehealth';
import { formatUsDate } from '@portal/contracts/platform/rules/dates';

/** The visit summary as a printable letter-size document (pdfmake definition for platform/exports/pdf-export.ts). */
export function visitSummaryDocument(
  appointment: TelehealthAppointment,
  summary: VisitSummary,
): Record<string, unknown> {
  const section = (title: string, text: string | null) => [
    { text: title, bold: true, fontSize: 11, margin: [0, 10, 0, 2] },
    { text: text && text.length > 0 ? text : '—' },
  ];
  return {
    content: [
      { text: 'Virtual visit summary', fontSize: 16, bold: true, margin: [0, 0, 0, 6] },
      {
        columns: [
          [
            { text: `Member: ${appointment.memberFullName} (${appointment.memberId})` },
            { text: `Visit date: ${formatUsDate(summary.visitDate)}` },
          ],
          [
            { text: `Provider: ${summary.providerName}` },
            { text: `Visit: ${appointment.visitType} (${appointment.type})` },
          ],
        ],
      },
      {
        text: `Status: ${summary.status}${summary.sentAt ? `, sent ${formatUsDate(summary.sentAt.slice(0, 10))}` : ''}`,
        margin: [0, 4, 0, 0],
      },
      ...section('Reason for visit', summary.reason),
      ...section('Assessment', summary.assessment),
      ...section('Plan', summary.plan),
      ...section('Follow-up', summary.followUp),
    ],
  };
}
