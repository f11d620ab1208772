import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENROLLMENT_MESSAGES as M } from '@portal/contracts/enrollment/enrollment-messages';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { completeForm, DAMAGED_PDF, detail, multipart, save, uploadApplication } from './enrollment-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const submit = (id: number, version: number, username = 'enroll.processor') =>
  t.as(username, { method: 'POST', url: '/api/MemberEnrollment/SubmitEnrollment', payload: { id, version } });
const auditKinds = async (id: number) =>
  (
    await t.database.pool.query<{ event_type: string }>(
      'select event_type from audit_events where item_id = $1 order by id',
      [String(id)],
    )
  ).rows.map((row) => row.event_type);

describe('paper application upload', () => {
  it('the processor uploads a PDF and gets a New work item with the file stored', async () => {
    const id = await uploadApplication(t);
    const item = await detail(t, id);
    expect(item).toMatchObject({
      processingStatus: 'New',
      receivedVia: 'Paper Enrollment',
      fileName: 'application.pdf',
    });
    const docs = (
      await t.as('enroll.processor', {
        method: 'GET',
        url: `/api/MemberEnrollment/GetEnrollmentDocumentDetails?id=${id}`,
      })
    ).json();
    expect(docs.total).toBe(1);
    const download = await t.as('enroll.viewer', {
      method: 'GET',
      url: `/api/MemberEnrollmentDocument/DownloadEnrollmentDocuments?documentId=${docs.items[0].id}`,
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(-6).toString()).toContain('%%EOF');
    expect(await auditKinds(id)).toEqual(expect.arrayContaining(['EnrollmentCreated', 'EnrollmentDocumentDownloaded']));
  });

  it('refuses a damaged PDF with the spec message and stores nothing', async () => {
    const before = await t.database.pool.query<{ n: number }>('select count(*)::int as n from enrollment_work_items');
    const response = await t.as('enroll.processor', {
      method: 'POST',
      url: '/api/MemberEnrollmentDocument/UploadNewEnrollmentApplicationFile',
      ...multipart([{ name: 'scan.pdf', bytes: DAMAGED_PDF }]),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('This file is suspected to be damaged, please verify before upload');
    const after = await t.database.pool.query<{ n: number }>('select count(*)::int as n from enrollment_work_items');
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
  });

  it('refuses a file over the 20 MB limit', async () => {
    const big = Buffer.concat([Buffer.alloc(20_971_521, 32), Buffer.from('%%EOF')]);
    const response = await t.as('enroll.processor', {
      method: 'POST',
      url: '/api/MemberEnrollmentDocument/UploadNewEnrollmentApplicationFile',
      ...multipart([{ name: 'big.pdf', bytes: big }]),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The file is larger than the 20 MB limit.');
  });

  it('the viewer and a user without the module cannot upload (403)', async () => {
    for (const user of ['enroll.viewer', 'no.modules']) {
      const response = await t.as(user, {
        method: 'POST',
        url: '/api/MemberEnrollmentDocument/UploadNewEnrollmentApplicationFile',
        ...multipart([{ name: 'a.pdf', bytes: DAMAGED_PDF }]),
      });
      expect(response.statusCode).toBe(403);
    }
  });
});

describe('the six-page form', () => {
  it('saves trimmed values, writes change history, and refuses a bad MBI with nothing changed', async () => {
    const id = await uploadApplication(t);
    const opened = await detail(t, id);
    const saved = await save(t, id, opened.version, completeForm());
    expect(saved.statusCode).toBe(200);
    expect(saved.json().form).toMatchObject({ firstName: 'Rosa', medicareId: '1EG4TE5MK73' });
    expect(saved.json().processingStatus).toBe('InProgress');
    const history = (
      await t.as('enroll.processor', {
        method: 'GET',
        url: `/api/MemberEnrollment/GetMemberEnrollmentChangeHistoryByEnrollmentId?id=${id}`,
      })
    ).json();
    expect(history.items.map((row: { name: string }) => row.name)).toEqual(
      expect.arrayContaining(['firstName', 'medicareId', 'processingStatus']),
    );

    const bad = await save(t, id, saved.json().version, completeForm({ medicareId: '1SG4TE5MK73' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(M.mbiFormat);
    const badContract = await save(t, id, saved.json().version, completeForm({ contractCode: 'X1234' }));
    expect(badContract.json().message).toBe(M.contractFormat);
    const badPbp = await save(t, id, saved.json().version, completeForm({ pbpCode: '1' }));
    expect(badPbp.json().message).toBe(M.pbpFormat);
    const badSep = await save(t, id, saved.json().version, completeForm({ electionType: 'S', sepReasonCode: '' }));
    expect(badSep.json().message).toBe(M.sepReasonRequired);
    const after = await detail(t, id);
    expect(after.version).toBe(saved.json().version);
    expect(after.form.medicareId).toBe('1EG4TE5MK73');
  });

  it('refuses POAs without a primary with the spec message', async () => {
    const id = await uploadApplication(t);
    const opened = await detail(t, id);
    const response = await save(
      t,
      id,
      opened.version,
      completeForm({ poas: [{ name: 'Ana Delgado', relationship: 'Daughter', isPrimary: false }] }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please select at least one Primary POA');
  });

  it('answers 409 to a stale save', async () => {
    const id = await uploadApplication(t);
    const opened = await detail(t, id);
    expect((await save(t, id, opened.version, completeForm())).statusCode).toBe(200);
    const stale = await save(t, id, opened.version, completeForm({ lastName: 'Other' }));
    expect(stale.statusCode).toBe(409);
  });

  it('locks the item for the processor who opened it; the manager sees who holds it and cannot change it', async () => {
    const id = await uploadApplication(t);
    const mine = await detail(t, id);
    expect(mine.lock).toMatchObject({ lockedByName: 'Paula Processor', heldByMe: true });
    const theirs = await detail(t, id, 'enroll.manager');
    expect(theirs.lock).toMatchObject({ lockedByName: 'Paula Processor', heldByMe: false });
    expect(theirs.canEdit).toBe(false);
    const refused = await save(t, id, theirs.version, completeForm(), 'enroll.manager');
    expect(refused.statusCode).toBe(423);
    expect(refused.json().message).toBe('This enrollment is locked by Paula Processor.');
    const locked = (
      await t.as('enroll.manager', { method: 'GET', url: '/api/MemberEnrollment/GetLockedWebEnrollments' })
    ).json();
    expect(locked.items.map((row: { id: number }) => row.id)).toContain(id);
  });

  it('the viewer reads without locking and cannot save (403)', async () => {
    const id = await uploadApplication(t);
    await t.as('enroll.processor', { method: 'POST', url: '/api/MemberEnrollment/CloseEnrollment', payload: { id } });
    const seen = await detail(t, id, 'enroll.viewer');
    expect(seen.lock.lockedByName).toBeNull();
    expect(seen.canEdit).toBe(false);
    expect((await save(t, id, seen.version, completeForm(), 'enroll.viewer')).statusCode).toBe(403);
    expect(
      (
        await t.as('no.modules', {
          method: 'GET',
          url: `/api/MemberEnrollment/GetMemberEnrollmentDetailsById?id=${id}`,
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('blocking rules of submission (enrollment spec §5)', () => {
  it('blocks until CMS verification, duplicate check, Medicaid (DSNP) and a primary POA, then submits', async () => {
    const id = await uploadApplication(t);
    let item = await detail(t, id);
    // A DSNP plan (H0541-003), signed by an authorised representative.
    let response = await save(
      t,
      id,
      item.version,
      completeForm({
        firstName: 'Esperanza',
        lastName: 'Quintero',
        birthdate: '1949-07-23',
        medicareId: '4EG4TE5MK77',
        pbpCode: '003',
        isSignedByAuthorisedRep: true,
        authorizedRepName: 'Ana Quintero',
      }),
    );
    item = response.json();

    response = await submit(id, item.version);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please perform CMS eligibility verification by clicking the Verify button');

    response = await t.as('enroll.processor', {
      method: 'PUT',
      url: '/api/MemberEnrollment/VerifyMember',
      payload: { id, version: item.version },
    });
    expect(response.statusCode).toBe(200);
    item = response.json();
    expect(item.cmsVerificationStatus).toBe('Verified');
    expect((item.cmsVerificationResult as { simulated: boolean }).simulated).toBe(true);

    response = await submit(id, item.version);
    expect(response.json().message).toBe('Please run duplicate check by clicking the Duplicate Check button');

    response = await t.as('enroll.processor', {
      method: 'GET',
      url: `/api/MemberEnrollment/CheckDuplicateMember?id=${id}&version=${item.version}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('NoDuplicates');
    item = await detail(t, id);

    response = await submit(id, item.version);
    expect(response.json().message).toBe(
      'State Medicaid details are not verified, You cannot proceed with the enrollment for DSNP plans.',
    );

    response = await t.as('enroll.processor', {
      method: 'PUT',
      url: '/api/MemberEnrollment/UpdateDsnpDetails',
      payload: { id, version: item.version, medicaidId: 'CA1234567', stateCode: 'CA' },
    });
    expect(response.statusCode).toBe(200);
    item = response.json();
    expect(item.medicaidVerificationStatus).toBe('Verified');

    response = await submit(id, item.version);
    expect(response.json().message).toBe('Please select at least one Primary POA');
    const unchanged = await detail(t, id);
    expect(unchanged.processingStatus).toBe('InProgress');

    response = await save(t, id, item.version, {
      ...item.form,
      poas: [{ name: 'Ana Delgado', relationship: 'Daughter', stateCode: 'CA', isPrimary: true }],
    });
    item = response.json();
    response = await submit(id, item.version);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ created: true, processingStatus: 'Queued', automationStatus: 'Pending' });
    const done = await detail(t, id);
    expect(done.processingStatus).toBe('Completed');
    expect(done.lock.lockedByName).toBeNull();
    expect(await auditKinds(id)).toEqual(
      expect.arrayContaining([
        'cmsVerificationSuccess',
        'medicalVerificationSuccess',
        'newEnrollment',
        'EnrollmentStatusChanged',
      ]),
    );
  });

  it('a failed Medicaid verification keeps blocking and is audited as a failure', async () => {
    const id = await uploadApplication(t);
    const item = (await save(t, id, (await detail(t, id)).version, completeForm({ pbpCode: '003' }))).json();
    const response = await t.as('enroll.processor', {
      method: 'PUT',
      url: '/api/MemberEnrollment/UpdateDsnpDetails',
      payload: { id, version: item.version, medicaidId: 'CA1234560', stateCode: 'CA' },
    });
    expect(response.json().medicaidVerificationStatus).toBe('NotVerifiedFailed');
    expect(await auditKinds(id)).toContain('medicalVerificationFailure');
  });

  it('a beneficiary CMS does not confirm is audited as a failure and cannot be submitted', async () => {
    const id = await uploadApplication(t);
    let item = (await save(t, id, (await detail(t, id)).version, completeForm({ medicareId: '1EG4TE5MK99' }))).json();
    item = (
      await t.as('enroll.processor', {
        method: 'PUT',
        url: '/api/MemberEnrollment/VerifyMember',
        payload: { id, version: item.version },
      })
    ).json();
    expect(item.cmsVerificationStatus).toBe('NotEligible');
    expect(await auditKinds(id)).toContain('cmsVerificationFailure');
    expect((await submit(id, item.version)).json().message).toBe(M.notEligible);
  });
});

describe('duplicate check', () => {
  it('finds a near match (spelling and transposed birth date) and says why', async () => {
    const first = await uploadApplication(t);
    const a = (
      await save(
        t,
        first,
        (await detail(t, first)).version,
        completeForm({
          firstName: 'Jonathan',
          lastName: 'Whitaker',
          birthdate: '1948-04-11',
          medicareId: '2EG4TE5MK74',
        }),
      )
    ).json();
    expect(a.version).toBeGreaterThan(0);
    const second = await uploadApplication(t);
    const b = (
      await save(
        t,
        second,
        (await detail(t, second)).version,
        completeForm({
          firstName: 'Jonathan',
          lastName: 'Whittaker',
          birthdate: '1948-11-04',
          medicareId: '3EG4TE5MK75',
        }),
      )
    ).json();
    const response = await t.as('enroll.processor', {
      method: 'GET',
      url: `/api/MemberEnrollment/CheckDuplicateMember?id=${second}&version=${b.version}`,
    });
    expect(response.statusCode).toBe(200);
    const match = response.json().items.find((row: { memberID: string }) => row.memberID === `WI-${first}`);
    expect(match.levelOfConfidence).toBe('Low');
    expect(match.reasons.join(' | ')).toMatch(/Name spelled differently.*\| Birth date transposed/);
    expect(await auditKinds(second)).toContain('duplicateFound');

    // Spec guidance: a real duplicate is set to RejectedAsDuplicate and closed.
    const item = await detail(t, second);
    const rejected = await t.as('enroll.processor', {
      method: 'PUT',
      url: '/api/MemberEnrollment/UpdateEnrollmentProcessingStatus',
      payload: { id: second, version: item.version, status: 'RejectedAsDuplicate', reason: 'Same person as work item' },
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({
      processingStatus: 'RejectedAsDuplicate',
      requestType: 'DuplicateEnrollment',
      canEdit: false,
    });
  });

  it('refuses RejectedAsDuplicate before the duplicate check ran', async () => {
    const id = await uploadApplication(t);
    const item = await detail(t, id);
    const response = await t.as('enroll.processor', {
      method: 'PUT',
      url: '/api/MemberEnrollment/UpdateEnrollmentProcessingStatus',
      payload: { id, version: item.version, status: 'RejectedAsDuplicate' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please run duplicate check by clicking the Duplicate Check button');
  });
});

describe('address validation', () => {
  it('validates an address against the ZIP data and audits a verified home address', async () => {
    const id = await uploadApplication(t);
    const ok = (
      await t.as('enroll.processor', {
        method: 'GET',
        url: `/api/MemberEnrollmentValidation/ValidateAddress?street1=100%20Ocean%20Blvd&city=Long%20Beach&state=CA&zipCode=90802&id=${id}`,
      })
    ).json();
    expect(ok).toMatchObject({ isValid: true, city: 'Long Beach', state: 'CA', county: 'Los Angeles' });
    expect(await auditKinds(id)).toContain('homeAddressVerified');
    const wrong = (
      await t.as('enroll.processor', {
        method: 'GET',
        url: '/api/MemberEnrollmentValidation/ValidateAddress?street1=PO%20Box%2012&state=TX&zipCode=90802',
      })
    ).json();
    expect(wrong.isValid).toBe(false);
    expect(wrong.messages).toEqual(['ZIP code 90802 is in CA, not TX.', 'A home address cannot be a PO box.']);
    expect(
      (
        await t.as('no.modules', {
          method: 'GET',
          url: '/api/MemberEnrollmentValidation/ValidateAddress?zipCode=90802',
        })
      ).statusCode,
    ).toBe(403);
  });
});
