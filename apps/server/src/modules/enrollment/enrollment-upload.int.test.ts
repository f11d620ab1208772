import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAMAGED_PDF_MESSAGE } from '@portal/contracts/platform/rules/pdf';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { BROKEN_INSIDE_PDF, DAMAGED_PDF, GOOD_PDF, multipart, uploadApplication } from './enrollment-test-helpers.ts';
import { UPLOAD_FOLDER_PREFIX } from './enrollment-upload-files.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const UPLOAD_NEW = '/api/MemberEnrollmentDocument/UploadNewEnrollmentApplicationFile';
const counts = async () =>
  (
    await t.database.pool.query<{ items: number; docs: number }>(
      'select (select count(*)::int from enrollment_work_items) as items, (select count(*)::int from enrollment_documents) as docs',
    )
  ).rows[0];
// This process's upload folders only: other test runs on the machine upload too.
const leftovers = async () =>
  (await readdir(tmpdir())).filter((name) => name.startsWith(`${UPLOAD_FOLDER_PREFIX}${process.pid}-`));

describe('application uploads stream to storage and are checked by a PDF parser', () => {
  it('a valid PDF uploads and reads back byte for byte', async () => {
    const before = await leftovers();
    const id = await uploadApplication(t);
    const docs = (
      await t.as('enroll.processor', {
        method: 'GET',
        url: `/api/MemberEnrollment/GetEnrollmentDocumentDetails?id=${id}`,
      })
    ).json();
    expect(docs.items[0]).toMatchObject({ sizeBytes: GOOD_PDF.length });
    const download = await t.as('enroll.processor', {
      method: 'GET',
      url: `/api/MemberEnrollmentDocument/DownloadEnrollmentDocuments?documentId=${docs.items[0].id}`,
    });
    expect(Buffer.compare(download.rawPayload, GOOD_PDF)).toBe(0);
    expect(await leftovers()).toEqual(before);
  });

  it('a file larger than one storage piece is stored whole', async () => {
    // Padding in a PDF comment before the end: 9 MB, more than two 4 MB pieces.
    const big = Buffer.concat([
      GOOD_PDF.subarray(0, GOOD_PDF.length - 6),
      Buffer.from('%'),
      Buffer.alloc(9 * 1024 * 1024, 65),
      Buffer.from('\n%%EOF\n'),
    ]);
    const response = await t.as('enroll.processor', {
      method: 'POST',
      url: UPLOAD_NEW,
      ...multipart([{ name: 'scan.pdf', bytes: big }]),
    });
    expect(response.statusCode).toBe(200);
    const [doc] = (
      await t.database.pool.query<{ size_bytes: number; length: number; same: boolean }>(
        'select size_bytes, length(content) as length, content = $2 as same from enrollment_documents where work_item_id = $1',
        [response.json().ids[0], big],
      )
    ).rows;
    expect(doc).toEqual({ size_bytes: big.length, length: big.length, same: true });
  });

  it('a PDF that only a parser finds damaged is refused with the spec message, and nothing is stored', async () => {
    const before = await counts();
    for (const bytes of [BROKEN_INSIDE_PDF, DAMAGED_PDF, Buffer.from('%PDF-1.4\nnot really a document\n%%EOF\n')]) {
      const response = await t.as('enroll.processor', {
        method: 'POST',
        url: UPLOAD_NEW,
        ...multipart([{ name: 'scan.pdf', bytes }]),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(DAMAGED_PDF_MESSAGE);
    }
    // One damaged file among good ones: the whole upload is refused.
    const mixed = await t.as('enroll.processor', {
      method: 'POST',
      url: UPLOAD_NEW,
      ...multipart([
        { name: 'a.pdf', bytes: GOOD_PDF },
        { name: 'b.pdf', bytes: BROKEN_INSIDE_PDF },
      ]),
    });
    expect(mixed.statusCode).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('a file over 20 MB, and a request over 120 MB, are refused with the limit, nothing stored and no temporary file left', async () => {
    const before = await counts();
    const tmpBefore = await leftovers();
    const over = Buffer.concat([Buffer.alloc(20_971_521, 32), Buffer.from('%%EOF')]);
    const one = await t.as('enroll.processor', {
      method: 'POST',
      url: UPLOAD_NEW,
      ...multipart([{ name: 'big.pdf', bytes: over }]),
    });
    expect(one.statusCode).toBe(400);
    expect(one.json().message).toBe('The file is larger than the 20 MB limit.');

    const nineteen = Buffer.alloc(19 * 1024 * 1024, 32);
    const many = await t.as('enroll.processor', {
      method: 'POST',
      url: UPLOAD_NEW,
      ...multipart(Array.from({ length: 7 }, (_, i) => ({ name: `part-${i}.pdf`, bytes: nineteen }))),
    });
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toBe('The file is larger than the 120 MB limit.');
    expect(await counts()).toEqual(before);
    expect(await leftovers()).toEqual(tmpBefore);
  });

  it('an unknown source is refused rather than replaced by the default', async () => {
    const response = await t.as('enroll.processor', {
      method: 'POST',
      url: UPLOAD_NEW,
      ...multipart([{ name: 'a.pdf', bytes: GOOD_PDF }], { source: 'Carrier Pigeon' }),
    });
    expect(response.statusCode).toBe(400);
  });
});
