/**
 * The words of a member-data read row ('MemberDataRead') recorded before rows carried the words their route declares
 * (`details.message`): what was read, said from the route it went through
 * ('GET /api/MemberEnrollment/GetEnrollmentDocumentDetails' -> 'Enrollment document details viewed.'). The audit history
 * readers fall back to it for those old rows only; the route stays in every row's details for auditors.
 */

/**
 * Lower-case route words that run together ('memberaudithistory', 'getmembercommunicationpreferences'), split so they
 * read as words; the list covers the member-data routes (a test runs every one in docs/permissions.md).
 */
const RUN_TOGETHER = new RegExp(
  `(${[
    'member',
    'audit',
    'history',
    'excel',
    'export',
    'enrollment',
    'search',
    'summary',
    'policies',
    'coverage',
    'queue',
    'communication',
    'preferences',
    'potential',
    'household',
    'message',
    'center',
    'supplemental',
    'benefits',
    'campaign',
    'eligible',
    'outbound',
    'surveys',
    'workflow',
    'tasks',
    'interaction',
    'discard',
  ].join('|')})`,
  'g',
);

function wordsOf(segment: string): string[] {
  return segment
    .replace(/(^|\.)get(?=[a-z]{3})/, '$1get ')
    .replace(RUN_TOGETHER, ' $1 ')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_.-]+/)
    .filter(Boolean)
    .reduce<string[]>(
      (words, word) =>
        word === 's' && words.length > 0 ? [...words.slice(0, -1), `${words.at(-1)}s`] : [...words, word],
      [],
    )
    .map(
      (word) =>
        ACRONYMS[word.toLowerCase()] ?? (/^[A-Z\d]+$/.test(word) && word.length > 1 ? word : word.toLowerCase()),
    );
}

const ACRONYMS: Record<string, string> = { pcp: 'PCP', pdf: 'PDF', mbi: 'MBI', ipa: 'IPA', crm: 'CRM', csv: 'CSV' };

const VERBS: [RegExp, string][] = [
  [/^(download)$/, 'downloaded'],
  [/^(export)$/, 'exported'],
  [/^(print|pdf)$/, 'printed'],
];
const DROPPED = new Set(['get', 'load', 'api', 'odata', 'default', 'by', 'id', 'excel']);

/** 'GET /api/MemberEnrollment/GetEnrollmentDocumentDetails' (or method and path apart) -> 'Enrollment document details viewed.' */
export function memberDataReadMessage(route: string): string {
  const [method = '', path = ''] = route.includes(' ') ? route.split(' ', 2) : ['GET', route];
  const segments = path.split('/').filter((segment) => segment && !segment.startsWith(':'));
  // The last segment says what was read; a bare verb or a short word leans on the one before ('audithistory/excelexport').
  let words: string[] = [];
  for (let index = segments.length - 1; index >= 0 && words.filter((w) => !DROPPED.has(w)).length < 2; index -= 1) {
    words = [...wordsOf(segments[index] ?? ''), ...words];
  }
  let verb: string | null = method.toUpperCase() === 'GET' ? 'viewed' : null;
  const kept: string[] = [];
  for (const word of words) {
    const rule = VERBS.find(([pattern]) => pattern.test(word));
    if (rule) verb = rule[1];
    else if (!DROPPED.has(word) && word !== kept[kept.length - 1]) kept.push(word);
  }
  if (kept.length === 0) return 'Member data read.';
  const text = kept.join(' ');
  // A read made by an action ('PlaceOutboundCall') names the action.
  if (verb === null) return `Member data read (${text}).`;
  return `${text.charAt(0).toUpperCase()}${text.slice(1)} ${verb}.`;
}
