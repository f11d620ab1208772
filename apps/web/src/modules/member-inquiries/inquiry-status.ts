import type { InquiryStatus } from '@portal/contracts/member-inquiries/member-inquiries';

/** Filled badge colours of the inquiry statuses. */
export const STATUS_COLORS: Record<InquiryStatus, string> = {
  New: 'blue.9',
  'In Progress': 'orange.9',
  Responded: 'green.9',
  Closed: 'gray.7',
};
