import type { Db } from '../../../platform/db/client.ts';
import type { Actor } from '../../../platform/audit/audit.ts';
import { recordAudit } from '../../../platform/audit/audit.ts';
import { badRequest, conflict, notFound } from '../../../platform/errors/errors.ts';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { RATE_MESSAGES } from '@portal/contracts/ipa-admin/ipa-rates.messages';
import { memberCountOverlapMessage, nextSequence } from '@portal/contracts/ipa-admin/ipa-rates.periods';
import type { CapTieredRateDto, CapTieredRateForm } from '@portal/contracts/ipa-admin/tiered-rates';
import { withOverlapGuard } from './ipa-rates.db-errors.ts';
import { recordRateChange } from './rate-history.service.ts';
import { CAP_TIER_TRACKED } from './cap-rates.history.ts';
import { findCapRate } from './cap-rates.repository.ts';
import {
  capTieredRateDto,
  capTierRanges,
  findCapTieredRateById,
  insertCapTieredRate,
  updateCapTieredRate,
} from './tiered-rates.repository.ts';

/**
 * Cap tiered rates (spec §2.7, §3, §5): member-count ranges under a cap rate, dates taken from the cap rate, no
 * overlap with another tier of the same cap rate. The updater is the part of the user's e-mail before the at sign (§6).
 */
export async function saveCapTieredRate(
  db: Db,
  actor: Actor,
  form: CapTieredRateForm,
  creating: boolean,
): Promise<CapTieredRateDto> {
  const stamp = actor.user.email.split('@')[0] ?? actor.user.username;
  return withOverlapGuard(() =>
    db.transaction(async (tx) => {
      const cap = await findCapRate(tx, form.capId);
      if (!cap) throw badRequest(RATE_MESSAGES.capRateNotFound);
      const ranges = await capTierRanges(tx, form.capId);
      const overlap = memberCountOverlapMessage(
        { id: creating ? null : form.id, memberCountStart: form.memberCountStart, memberCountEnd: form.memberCountEnd },
        ranges,
      );
      if (overlap) throw badRequest(overlap.message);
      const { id: _id, version: _version, ...values } = form;
      const dated = { ...values, ipaCode: cap.ipaCode, effDate: cap.effDate, endDate: cap.endDate };
      if (creating) {
        const row = await insertCapTieredRate(tx, { ...dated, sequence: nextSequence(ranges), createdBy: stamp });
        await recordRateChange(tx, {
          kind: 'cap-rate-tier',
          objectId: row.id,
          ipaCode: cap.ipaCode,
          updatedBy: actor.user.username,
          tracked: CAP_TIER_TRACKED,
          before: null,
          after: row,
        });
        await recordAudit(tx, actor, {
          eventType: 'CapTieredRateCreated',
          itemId: row.id,
          moduleId: MODULE_IDS.ipaAdmin,
          details: { capId: row.capId, memberCountStart: row.memberCountStart, memberCountEnd: row.memberCountEnd },
        });
        return capTieredRateDto(tx, row.id);
      }
      if (!form.id) throw notFound();
      if (!form.version) throw conflict();
      const existing = await findCapTieredRateById(tx, form.id);
      if (!existing || existing.capId !== form.capId) throw notFound();
      const { sequence: _sequence, ...changes } = dated;
      const row = await updateCapTieredRate(tx, form.id, form.version, { ...changes, updatedBy: stamp });
      // A tier's money terms are the cap rate's for that member count: the change waits for another manager's approval.
      await recordRateChange(tx, {
        kind: 'cap-rate-tier',
        objectId: row.id,
        ipaCode: cap.ipaCode,
        updatedBy: actor.user.username,
        tracked: CAP_TIER_TRACKED,
        before: existing,
        after: row,
      });
      await recordAudit(tx, actor, {
        eventType: 'CapTieredRateUpdated',
        itemId: row.id,
        moduleId: MODULE_IDS.ipaAdmin,
        details: { capId: row.capId, version: row.version },
      });
      return capTieredRateDto(tx, row.id);
    }),
  );
}
