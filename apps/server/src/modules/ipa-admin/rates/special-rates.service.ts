import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import type { Actor } from '../../../platform/audit/audit.ts';
import { recordAudit } from '../../../platform/audit/audit.ts';
import { badRequest, conflict, notFound } from '../../../platform/errors/errors.ts';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { RATE_MESSAGES } from '@portal/contracts/ipa-admin/ipa-rates.messages';
import {
  applySpecialRateRules,
  type SpecialRateDto,
  type SpecialRateForm,
} from '@portal/contracts/ipa-admin/special-rates';
import { findCapRate } from './cap-rates.repository.ts';
import { capSpecialRates } from './ipa-rates.tables.ts';
import { updateRowAtVersion } from './ipa-rates.sql.ts';
import { recordRateChange } from './rate-history.service.ts';
import { CAP_SPECIAL_TRACKED } from './cap-rates.history.ts';
import {
  findSpecialRate,
  findSpecialRateDto,
  insertSpecialRate,
  maxSpecialSeq,
  updateSpecialRate,
} from './special-rates.repository.ts';

const MODULE = MODULE_IDS.ipaAdmin;

/** Special rates (spec §2.7, §3, §4): under a cap rate, dates from the cap rate, SCB rules applied. */
export async function saveSpecialRate(
  db: Db,
  actor: Actor,
  input: SpecialRateForm,
  creating: boolean,
): Promise<SpecialRateDto> {
  const form = applySpecialRateRules(input);
  return db.transaction(async (tx) => {
    const cap = await findCapRate(tx, form.ipaCapId);
    if (!cap) throw badRequest(RATE_MESSAGES.capRateNotFound);
    const { id: _id, version: _version, ...values } = form;
    const dated = {
      ...values,
      ipaCode: cap.ipaCode,
      companyCode: values.companyCode ?? cap.companyCode,
      effDate: cap.effDate,
      endDate: cap.endDate,
    };
    if (creating) {
      const row = await insertSpecialRate(tx, {
        ...dated,
        seq: (await maxSpecialSeq(tx, cap.id)) + 1,
        createdBy: actor.user.username,
      });
      await recordRateChange(tx, {
        kind: 'cap-special-rate',
        objectId: row.id,
        ipaCode: cap.ipaCode,
        updatedBy: actor.user.username,
        tracked: CAP_SPECIAL_TRACKED,
        before: null,
        after: row,
      });
      await recordAudit(tx, actor, {
        eventType: 'CapSpecialRateCreated',
        itemId: row.id,
        moduleId: MODULE,
        details: { ipaCapId: row.ipaCapId, contractCode: row.contractCode },
      });
      return savedSpecialRate(tx, row.id);
    }
    if (!form.id) throw notFound();
    if (!form.version) throw conflict();
    const existing = await findSpecialRate(tx, form.id);
    if (!existing || existing.ipaCapId !== form.ipaCapId) throw notFound();
    const { seq: _seq, ...changes } = dated;
    const row = await updateSpecialRate(tx, form.id, form.version, { ...changes, updatedBy: actor.user.username });
    await recordRateChange(tx, {
      kind: 'cap-special-rate',
      objectId: row.id,
      ipaCode: cap.ipaCode,
      updatedBy: actor.user.username,
      tracked: CAP_SPECIAL_TRACKED,
      before: existing,
      after: row,
    });
    await recordAudit(tx, actor, {
      eventType: 'CapSpecialRateUpdated',
      itemId: row.id,
      moduleId: MODULE,
      details: { ipaCapId: row.ipaCapId, version: row.version },
    });
    return savedSpecialRate(tx, row.id);
  });
}

/**
 * Delete with confirmation (spec §2.7): kept as a soft delete and hidden from lists. It carries the version the
 * special rate was read at, like an update; a stale one is refused (409).
 */
export async function deleteSpecialRate(
  db: Db,
  actor: Actor,
  id: number,
  version: number,
): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    const existing = await findSpecialRate(tx, id);
    if (!existing) throw notFound();
    const row = await updateRowAtVersion(tx, capSpecialRates, id, version, {
      isDeleted: true,
      updatedBy: actor.user.username,
      updatedAt: new Date(),
    });
    // Removing a special rate changes what is paid too: the delete waits for approval like any other change.
    await recordRateChange(tx, {
      kind: 'cap-special-rate',
      objectId: id,
      ipaCode: existing.ipaCode,
      updatedBy: actor.user.username,
      tracked: CAP_SPECIAL_TRACKED,
      before: existing,
      after: row,
    });
    await recordAudit(tx, actor, {
      eventType: 'CapSpecialRateDeleted',
      itemId: id,
      moduleId: MODULE,
      details: { ipaCapId: existing.ipaCapId, contractCode: existing.contractCode },
    });
    return { message: RATE_MESSAGES.specialRateDeletedWithId(id) };
  });
}

export async function specialRateDetail(db: Db, id: number): Promise<SpecialRateDto> {
  const found = await findSpecialRateDto(db, id);
  if (!found) throw notFound();
  return found;
}

/** A special rate just written, read back as the form shows it. */
async function savedSpecialRate(db: DbOrTx, id: number): Promise<SpecialRateDto> {
  const found = await findSpecialRateDto(db, id);
  if (!found) throw new Error('The special rate just written was not found');
  return found;
}
