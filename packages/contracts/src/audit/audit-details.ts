import { codeInWords } from './audit-event-labels.ts';

/**
 * An audit event's details in words, for the screens that list events (Audit History, User Events): the message the
 * event recorded, its other plain values, and for a change the fields whose values differ before and after. The
 * stored JSON stays as it is (exports and investigations read it whole); this is only how people read it.
 */
export interface AuditDetailsReading {
  message: string | null;
  /** Plain top-level values other than the message, in words. */
  facts: { field: string; value: string }[];
  /** Before/after: the fields that differ; a creation (after only) or removal (before only): every field. */
  changes: { field: string; before: string; after: string }[];
  kind: 'change' | 'created' | 'removed' | 'none';
  /** The text when it is not a JSON object. */
  text: string | null;
}

/** Book-keeping fields every versioned row carries; they change with every save and say nothing on their own. */
const BOOKKEEPING = new Set(['version', 'modifiedAt', 'modifiedBy', 'updatedAt', 'updatedBy']);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value as read: empty for none, Yes/No, lists joined, objects as compact JSON. */
export function auditValueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (Array.isArray(value) && value.every((item) => !isObject(item) && !Array.isArray(item)))
    return value.map(auditValueText).join(', ');
  return JSON.stringify(value);
}

function changesOf(before: Record<string, unknown>, after: Record<string, unknown>) {
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .filter((field) => JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null))
    .map((field) => ({ field, before: auditValueText(before[field]), after: auditValueText(after[field]) }));
}

export function readAuditDetails(details: string | null | undefined): AuditDetailsReading {
  const none: AuditDetailsReading = { message: null, facts: [], changes: [], kind: 'none', text: null };
  if (!details || details.trim() === '' || details.trim() === '{}') return none;
  let parsed: unknown;
  try {
    parsed = JSON.parse(details);
  } catch {
    return { ...none, text: details };
  }
  if (!isObject(parsed)) return { ...none, text: auditValueText(parsed) };
  const { message, before, after, ...rest } = parsed;
  const facts = Object.entries(rest)
    .filter(([, value]) => !isObject(value) && auditValueText(value) !== '')
    .map(([field, value]) => ({ field: codeInWords(field), value: auditValueText(value) }));
  const reading: AuditDetailsReading = {
    ...none,
    message: typeof message === 'string' && message !== '' ? message : null,
    facts,
  };
  const wordsOf = (changes: { field: string; before: string; after: string }[]) =>
    changes.map((change) => ({ ...change, field: codeInWords(change.field) }));
  if (isObject(before) && isObject(after))
    return { ...reading, kind: 'change', changes: wordsOf(changesOf(before, after)) };
  if (isObject(after)) return { ...reading, kind: 'created', changes: wordsOf(changesOf({}, after)) };
  if (isObject(before)) return { ...reading, kind: 'removed', changes: wordsOf(changesOf(before, {})) };
  return reading;
}

/** At most this many characters in a grid cell; the row's detail shows the rest. */
export const AUDIT_DETAILS_SUMMARY_LENGTH = 160;

/** One line for a grid cell: the message, the plain values, and what changed ('Changed: Status, Owner'). */
export function auditDetailsSummary(details: string | null | undefined): string {
  const reading = readAuditDetails(details);
  if (reading.text !== null) return shorten(reading.text);
  const changed = reading.changes.filter((change) => !BOOKKEEPING.has(uncapitalised(change.field)));
  const parts = [
    reading.message,
    ...reading.facts.map((fact) => `${fact.field}: ${fact.value}`),
    reading.kind === 'change' && changed.length > 0
      ? `Changed: ${changed.map((change) => change.field).join(', ')}`
      : null,
    reading.kind === 'created' ? 'Created' : null,
    reading.kind === 'removed' ? 'Removed' : null,
  ];
  return shorten(parts.filter((part): part is string => part !== null).join(' · '));
}

const uncapitalised = (words: string) => {
  const code = words.replace(/ (\w)/g, (_, letter: string) => letter.toUpperCase());
  return code.charAt(0).toLowerCase() + code.slice(1);
};

const shorten = (text: string) =>
  text.length > AUDIT_DETAILS_SUMMARY_LENGTH ? `${text.slice(0, AUDIT_DETAILS_SUMMARY_LENGTH - 1)}…` : text;
