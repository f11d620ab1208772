import type { TestApp } from '../../test/test-app.ts';

/** A small one-page PDF (pdf-lib reads it), and one cut short (no %%EOF): the damaged-file case. */
export const GOOD_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
/** A PDF whose end marker is in place but whose objects are broken: only a parser notices. */
export const BROKEN_INSIDE_PDF = Buffer.concat([
  GOOD_PDF.subarray(0, 60),
  Buffer.from('\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
]);
export const DAMAGED_PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R');

export function multipart(
  files: { name: string; bytes: Buffer; type?: string }[],
  fields: Record<string, string> = {},
) {
  const boundary = '----enrollment-test-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/pdf'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A complete application for plan H0541-001 (non-DSNP) living in Long Beach, CA. */
export function completeForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const year = new Date().getUTCFullYear();
  return {
    firstName: '  Rosa ',
    lastName: 'Delgado',
    birthdate: '1950-03-12',
    medicareId: '1EG4-TE5-MK73',
    homeStreet1: '100 Ocean Blvd',
    homeCity: 'Long Beach',
    homeState: 'CA',
    homeZipCode: '90802',
    contractCode: 'H0541',
    pbpCode: '001',
    planYear: year,
    startDate: `${year}-12-01`,
    applicationSignatureDate: `${year - 1}-12-02`,
    electionType: 'A',
    ...overrides,
  };
}

/** Uploads a paper application as the user and returns the new work item id. */
export async function uploadApplication(t: TestApp, username = 'enroll.processor'): Promise<number> {
  const response = await t.as(username, {
    method: 'POST',
    url: '/api/MemberEnrollmentDocument/UploadNewEnrollmentApplicationFile',
    ...multipart([{ name: 'application.pdf', bytes: GOOD_PDF }]),
  });
  if (response.statusCode !== 200) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return response.json<{ ids: number[] }>().ids[0] ?? 0;
}

export async function detail(t: TestApp, id: number, username = 'enroll.processor') {
  const response = await t.as(username, {
    method: 'GET',
    url: `/api/MemberEnrollment/GetMemberEnrollmentDetailsById?id=${id}`,
  });
  return response.json<{
    id: number;
    version: number;
    processingStatus: string;
    form: Record<string, unknown>;
    lock: { lockedByName: string | null; heldByMe: boolean };
    canEdit: boolean;
    [key: string]: unknown;
  }>();
}

export async function save(
  t: TestApp,
  id: number,
  version: number,
  form: Record<string, unknown>,
  username = 'enroll.processor',
) {
  return t.as(username, {
    method: 'PUT',
    url: '/api/MemberEnrollment/SaveMemberEnrollment',
    payload: { id, version, form },
  });
}

let person = 0;
/** A unique applicant (no duplicates among the test's items): names and MBI vary with a counter. */
export function uniqueApplicant(): Record<string, unknown> {
  person += 1;
  const letters = 'ACDEFGHJKMNPQRTUVWXY';
  const a = letters[person % 20] ?? 'A';
  const b = letters[Math.floor(person / 20) % 20] ?? 'A';
  return {
    firstName: `Applicant${a}${b}`,
    lastName: `Zz${b}${a}Testperson`,
    birthdate: `1951-0${1 + (person % 9)}-1${person % 10}`,
    medicareId: `5${a}${b}4TE5MK${String(10 + (person % 80))}`,
  };
}

/** A work item that passed CMS verification and the duplicate check, ready to submit. */
export async function readyItem(t: TestApp, overrides: Record<string, unknown> = {}) {
  const id = await uploadApplication(t);
  let item = (
    await save(t, id, (await detail(t, id)).version, completeForm({ ...uniqueApplicant(), ...overrides }))
  ).json();
  item = (
    await t.as('enroll.processor', {
      method: 'PUT',
      url: '/api/MemberEnrollment/VerifyMember',
      payload: { id, version: item.version },
    })
  ).json();
  await t.as('enroll.processor', {
    method: 'GET',
    url: `/api/MemberEnrollment/CheckDuplicateMember?id=${id}&version=${item.version}`,
  });
  return detail(t, id);
}

/** A second user in the groups of `like` (for four-eyes stories: another manager). Returns the new user's id. */
export async function addUserLike(t: TestApp, like: string, username: string, name: string): Promise<number> {
  const { rows } = await t.database.pool.query<{ id: number }>(
    `insert into users (username, email, name, organization_id, domain_id)
     select $1, $1 || '@example.org', $2, organization_id, domain_id from users where username = $3 returning id`,
    [username, name, like],
  );
  const id = rows[0]?.id ?? 0;
  await t.database.pool.query(
    'insert into user_groups (user_id, group_id) select $1, group_id from user_groups where user_id = (select id from users where username = $2)',
    [id, like],
  );
  return id;
}
