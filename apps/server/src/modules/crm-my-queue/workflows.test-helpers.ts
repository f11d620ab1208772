import { CRM_ODATA } from '@portal/contracts/crm-my-queue/crm-constants';
import type { TestApp } from '../../test/test-app.ts';

/** What the workflow and task API tests share: calls as a user, rows read back, cases inserted directly. */
export function workflowTestKit(app: () => TestApp) {
  const post = (name: string, payload: object, user = 'crm.agent') =>
    app().as(user, { method: 'POST', url: `${CRM_ODATA}/default.${name}`, payload });
  const get = (path: string, user = 'crm.agent') => app().as(user, { method: 'GET', url: path });
  const one = async <T extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
    (await app().database.pool.query<T>(text, values)).rows[0]!;
  const count = async (table: string) => (await one<{ n: number }>(`select count(*)::int as n from ${table}`)).n;
  const failure = (response: { statusCode: number; json: () => { message?: string } }) => ({
    status: response.statusCode,
    message: response.json().message,
  });
  /** An open (or closed) case of the member owned by `owner`, inserted directly (the case calls have their own tests). */
  const newCase = async (memberId: string, owner = 'crm.agent', closed = false) =>
    (
      await one<{ id: number }>(
        `insert into crm_cases (member_id, case_type, subject, owner, sla_due_at, created_by, modified_by, status, is_closed)
         values ($1, 'PCP Change', 'Member asks for a change', $2, now() + interval '2 days', $2, $2, $3, $4) returning id`,
        [memberId, owner, closed ? 'Closed' : 'Open', closed],
      )
    ).id;
  return { post, get, one, count, failure, newCase };
}

/** A multipart body of one file, as the browser's upload sends it. */
export function fileUpload(name: string, bytes: Buffer, type: string) {
  const boundary = '----crm-file-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
