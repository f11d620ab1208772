import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import type { Actor } from '../../../platform/audit/audit.ts';
import { recordAudit } from '../../../platform/audit/audit.ts';
import { badRequest, conflict, notFound } from '../../../platform/errors/errors.ts';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { formatUsDate } from '@portal/contracts/platform/rules/dates';
import { RATE_MESSAGES } from '@portal/contracts/ipa-admin/ipa-rates.messages';
import { hasFreeSlot, periodBoundsMessage, periodOverlapMessage } from '@portal/contracts/ipa-admin/ipa-rates.periods';
import { applyCapRateEnablement, type CapRateDto, type CapRateForm } from '@portal/contracts/ipa-admin/cap-rates';
import { findIpaById } from './ipa-rates.ipa.ts';
import { withOverlapGuard } from './ipa-rates.db-errors.ts';
import {
  capRatePeriods,
  findCapRate,
  formulaDescription,
  insertCapRate,
  maxCapRateSequence,
  updateCapRate,
} from './cap-rates.repository.ts';
import { recordRateChange } from './rate-history.service.ts';
import { CAP_RATE_TRACKED } from './cap-rates.history.ts';
import { syncSubRateDates } from './tiered-rates.repository.ts';

const MODULE = MODULE_IDS.ipaAdmin;

/**
 * Spec §5 cap rate: dates within the IPA's dates, end not before effective, no overlap with another record of the
 * same company, and a new record needs a free slot.
 */
async function checkCapRatePeriod(tx: DbOrTx, form: CapRateForm, creating: boolean): Promise<void> {
  const ipa = await findIpaById(tx, form.ipaWebId, true);
  const candidate = { id: form.id ?? null, start: form.effDate, end: form.endDate };
  const bounds = periodBoundsMessage(candidate, ipa, formatUsDate);
  if (bounds) throw badRequest(bounds.message);
  const others = (await capRatePeriods(tx, form.ipaWebId, form.companyCode)).filter((period) => period.id !== form.id);
  if (creating && !hasFreeSlot(ipa, others)) throw badRequest(RATE_MESSAGES.noFreeSlot);
  const overlap = periodOverlapMessage(candidate, others);
  if (overlap) throw badRequest(overlap.message);
}

async function mustFind(tx: DbOrTx, id: number): Promise<CapRateDto> {
  const found = await findCapRate(tx, id);
  if (!found) throw notFound();
  return found;
}

export async function addNewCapRate(db: Db, actor: Actor, input: CapRateForm): Promise<CapRateDto> {
  const form = applyCapRateEnablement({ ...input, id: null });
  return withOverlapGuard(() =>
    db.transaction(async (tx) => {
      await checkCapRatePeriod(tx, form, true);
      const { id: _id, version: _version, ...values } = form;
      const sequence = (await maxCapRateSequence(tx, form.ipaCode)) + 1;
      const formula = await formulaDescription(tx, form.companyCode, form.capRevCode);
      const row = await insertCapRate(tx, { ...values, sequence, formula, createdBy: actor.user.username });
      // A new cap rate is a change from nothing: it waits for another manager's approval.
      await recordRateChange(tx, {
        kind: 'cap-rate',
        objectId: row.id,
        ipaCode: row.ipaCode,
        updatedBy: actor.user.username,
        tracked: CAP_RATE_TRACKED,
        before: null,
        after: row,
      });
      await recordAudit(tx, actor, {
        eventType: 'CapRateCreated',
        itemId: row.id,
        moduleId: MODULE,
        details: {
          ipaCode: row.ipaCode,
          companyCode: row.companyCode,
          sequence,
          effDate: row.effDate,
          endDate: row.endDate,
        },
      });
      return mustFind(tx, row.id);
    }),
  );
}

export async function overwriteCapRate(db: Db, actor: Actor, input: CapRateForm): Promise<CapRateDto> {
  if (!input.id) throw badRequest(RATE_MESSAGES.capRateNotFound);
  if (!input.version) throw conflict();
  const id = input.id;
  const version = input.version;
  return withOverlapGuard(() =>
    db.transaction(async (tx) => {
      const before = await findCapRate(tx, id);
      if (!before) throw notFound();
      // A cap rate stays with its IPA record: the body cannot move it to another IPA.
      const form = applyCapRateEnablement({ ...input, ipaWebId: before.ipaWebId, ipaCode: before.ipaCode });
      await checkCapRatePeriod(tx, form, false);
      const { id: _id, version: _version, sequence: _sequence, ...values } = form;
      const formula = await formulaDescription(tx, form.companyCode, form.capRevCode);
      const row = await updateCapRate(tx, id, version, { ...values, formula, updatedBy: actor.user.username });
      // Tiered and special rates show the cap rate's dates (required, disabled): they follow it.
      await syncSubRateDates(tx, id, row.effDate, row.endDate);
      const changed = await recordRateChange(tx, {
        kind: 'cap-rate',
        objectId: id,
        ipaCode: row.ipaCode,
        updatedBy: actor.user.username,
        tracked: CAP_RATE_TRACKED,
        before,
        after: row,
      });
      await recordAudit(tx, actor, {
        eventType: 'CapRateUpdated',
        itemId: id,
        moduleId: MODULE,
        details: { ipaCode: row.ipaCode, version: row.version, changed: changed.map((d) => d.name) },
      });
      return mustFind(tx, id);
    }),
  );
}

/** Spec §4 cap rate events: activated / deactivated. */
export async function setCapRateActive(
  db: Db,
  actor: Actor,
  id: number,
  version: number,
  active: boolean,
): Promise<CapRateDto> {
  return db.transaction(async (tx) => {
    const before = await findCapRate(tx, id);
    const row = await updateCapRate(tx, id, version, { active, updatedBy: actor.user.username });
    if (!before) throw notFound();
    // Switching a cap rate on or off changes what is paid: it waits for approval like any other change.
    await recordRateChange(tx, {
      kind: 'cap-rate',
      objectId: id,
      ipaCode: row.ipaCode,
      updatedBy: actor.user.username,
      tracked: CAP_RATE_TRACKED,
      before,
      after: row,
    });
    await recordAudit(tx, actor, {
      eventType: active ? 'CapRateActivated' : 'CapRateDeactivated',
      itemId: id,
      moduleId: MODULE,
      details: { ipaCode: row.ipaCode },
    });
    return mustFind(tx, id);
  });
}
