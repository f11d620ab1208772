import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import type { Actor } from '../../../platform/audit/audit.ts';
import { recordAudit } from '../../../platform/audit/audit.ts';
import { badRequest, conflict, notFound } from '../../../platform/errors/errors.ts';
import { MODULE_IDS } from '@portal/contracts/platform/modules';
import { formatUsDate } from '@portal/contracts/platform/rules/dates';
import { RATE_MESSAGES } from '@portal/contracts/ipa-admin/ipa-rates.messages';
import type { PooledField } from '@portal/contracts/ipa-admin/ipa-rates.pooled';
import {
  hasFreeSlot,
  memberCountOverlapMessage,
  periodBoundsMessage,
  periodOverlapMessage,
} from '@portal/contracts/ipa-admin/ipa-rates.periods';
import type { RateHistoryKind } from '@portal/contracts/ipa-admin/rate-history';
import { findIpaBoundsByCode } from './ipa-rates.ipa.ts';
import { withOverlapGuard } from './ipa-rates.db-errors.ts';
import { insertRow, selectRows, updateRowAtVersion, type Row, type UserNameColumns } from './ipa-rates.sql.ts';
import { pendingObjectIds } from './rate-history.repository.ts';
import { recordRateChange, type TrackedField } from './rate-history.service.ts';
import { capRevenueFormulas } from './ipa-rates.tables.ts';

/** What differs between gain share and risk pool rates; everything else is shared (spec §2.13-§2.15, §4, §5). */
export interface PooledKind<RateForm extends PooledRateForm, TierForm extends PooledTierForm, RateDto> {
  /** Audit event prefix, e.g. 'GainShareRate'. */
  eventPrefix: string;
  rateTable: PgTable;
  tierTable: PgTable;
  fields: readonly PooledField[];
  rateHistoryKind: RateHistoryKind;
  tierHistoryKind: RateHistoryKind;
  /** Money terms of a rate after the form rules of §4 (SG&A either-or, ESRD applicable). */
  rateMoney(form: RateForm): Row;
  /** Money terms of a tier; a risk pool tier inherits the parent's ESRD flag. */
  tierMoney(form: TierForm, parent: Row): Row;
  toDto(rate: Row, tiers: Row[], hasPendingChanges: boolean): RateDto;
}

export interface PooledRateForm {
  rateId?: number | null | undefined;
  version?: number | null | undefined;
  ipaCode: string;
  capRevenue: string | null;
  formula: string | null;
  effectiveStartDate: string;
  effectiveEndDate: string;
  notes: string | null;
}

export interface PooledTierForm {
  rateId?: number | null | undefined;
  version?: number | null | undefined;
  parentRateId: number;
  ipaCode: string;
  memberCountStart: number;
  memberCountEnd: number;
  notes: string | null;
}

const MODULE = MODULE_IDS.ipaAdmin;

const RATE_TRACKED: TrackedField[] = [
  { name: 'capRevenue', label: 'Cap Revenue' },
  { name: 'effectiveStartDate', label: 'Effective Date', date: true },
  { name: 'effectiveEndDate', label: 'End Date', date: true },
];
const TIER_TRACKED: TrackedField[] = [
  { name: 'memberCountStart', label: 'Member Count Start' },
  { name: 'memberCountEnd', label: 'Member Count End' },
];

function trackedRateFields(fields: readonly PooledField[]) {
  return [...RATE_TRACKED, ...fields.map(({ name, label }) => ({ name, label })), { name: 'notes', label: 'Notes' }];
}
function trackedTierFields(fields: readonly PooledField[]) {
  return [
    ...TIER_TRACKED,
    ...fields.filter((field) => field.onTier).map(({ name, label }) => ({ name, label })),
    { name: 'notes', label: 'Notes' },
  ];
}

const num = (value: unknown): number => Number(value);
const str = (value: unknown): string => String(value);

/** The names of who created, last updated and last approved a rate or tier (the rows keep their usernames). */
const POOLED_NAMES: UserNameColumns = {
  createdByName: 'createdById',
  lastUpdatedByName: 'lastUpdatedById',
  lastApprovedByName: 'lastApprovedById',
};

async function ratesOfCode(db: DbOrTx, table: PgTable, ipaCode: string, lock = false): Promise<Row[]> {
  return selectRows(
    db,
    table,
    sql`upper(ipa_code) = upper(${ipaCode}) and not is_deleted`,
    sql`sequence desc, id desc`,
    lock,
    lock ? {} : POOLED_NAMES,
  );
}

async function formulaText(db: DbOrTx, code: string | null): Promise<string | null> {
  if (!code) return null;
  const result = await db.execute<{ description: string }>(
    sql`select description from ${capRevenueFormulas} where code = ${code} order by id limit 1`,
  );
  return result.rows[0]?.description ?? null;
}

/** Spec §4: rates by descending sequence, tiers by descending rateId, deleted rows hidden. */
export async function listPooledRates<RF extends PooledRateForm, TF extends PooledTierForm, D>(
  db: DbOrTx,
  kind: PooledKind<RF, TF, D>,
  ipaCode: string,
): Promise<D[]> {
  const rates = await ratesOfCode(db, kind.rateTable, ipaCode);
  const ids = rates.map((rate) => num(rate.id));
  const tiers =
    ids.length === 0
      ? []
      : await selectRows(
          db,
          kind.tierTable,
          sql`parent_rate_id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )}) and not is_deleted`,
          sql`id desc`,
          false,
          POOLED_NAMES,
        );
  const pendingRates = await pendingObjectIds(db, kind.rateHistoryKind, ids);
  const pendingTiers = await pendingObjectIds(
    db,
    kind.tierHistoryKind,
    tiers.map((tier) => num(tier.id)),
  );
  return rates.map((rate) => {
    const own = tiers.filter((tier) => num(tier.parentRateId) === num(rate.id));
    const pending = pendingRates.has(num(rate.id)) || own.some((tier) => pendingTiers.has(num(tier.id)));
    return kind.toDto(rate, own, pending);
  });
}

/** A rate just written, read back with its tiers and the names of who created, updated and approved them. */
async function dtoOfRate<RF extends PooledRateForm, TF extends PooledTierForm, D>(
  db: DbOrTx,
  kind: PooledKind<RF, TF, D>,
  written: Row,
): Promise<D> {
  const [rate] = await selectRows(db, kind.rateTable, sql`id = ${num(written.id)}`, sql`id`, false, POOLED_NAMES);
  if (!rate) throw new Error('The rate just written was not found');
  const tiers = await selectRows(
    db,
    kind.tierTable,
    sql`parent_rate_id = ${num(rate.id)} and not is_deleted`,
    sql`id desc`,
    false,
    POOLED_NAMES,
  );
  const pending =
    (await pendingObjectIds(db, kind.rateHistoryKind, [num(rate.id)])).size > 0 ||
    (
      await pendingObjectIds(
        db,
        kind.tierHistoryKind,
        tiers.map((tier) => num(tier.id)),
      )
    ).size > 0;
  return kind.toDto(rate, tiers, pending);
}

/**
 * Creates or updates a rate (spec §5): dates within the IPA's dates, no overlap with another rate of the IPA code,
 * a free slot for a new record; the change is recorded for approval and audited in the same transaction.
 * The IPA rows of the code are locked first, so rate writes of one IPA code run one at a time.
 */
export async function savePooledRate<RF extends PooledRateForm, TF extends PooledTierForm, D>(
  db: Db,
  actor: Actor,
  kind: PooledKind<RF, TF, D>,
  form: RF,
  creating: boolean,
): Promise<D> {
  return withOverlapGuard(() =>
    db.transaction(async (tx) => {
      const ipa = await findIpaBoundsByCode(tx, form.ipaCode, true);
      const rates = await ratesOfCode(tx, kind.rateTable, ipa.ipaCode, true);
      const id = creating ? null : (form.rateId ?? null);
      const before = id === null ? null : (rates.find((rate) => num(rate.id) === id) ?? null);
      if (!creating && !before) throw notFound();
      const candidate = { id, start: form.effectiveStartDate, end: form.effectiveEndDate };
      const bounds = periodBoundsMessage(candidate, ipa, formatUsDate);
      if (bounds) throw badRequest(bounds.message);
      const others = rates
        .filter((rate) => num(rate.id) !== id)
        .map((rate) => ({ id: num(rate.id), start: str(rate.effectiveStartDate), end: str(rate.effectiveEndDate) }));
      if (creating && !hasFreeSlot(ipa, others)) throw badRequest(RATE_MESSAGES.noFreeSlot);
      const overlap = periodOverlapMessage(candidate, others);
      if (overlap) throw badRequest(overlap.message);

      const values: Row = {
        capRevenue: form.capRevenue,
        formula: (await formulaText(tx, form.capRevenue)) ?? form.formula,
        effectiveStartDate: form.effectiveStartDate,
        effectiveEndDate: form.effectiveEndDate,
        notes: form.notes,
        ...kind.rateMoney(form),
      };
      let saved: Row;
      if (creating || !before) {
        const sequence = rates.reduce((max, rate) => Math.max(max, num(rate.sequence)), 0) + 1;
        saved = await insertRow(tx, kind.rateTable, {
          ...values,
          ipaCode: ipa.ipaCode,
          sequence,
          createdById: actor.user.username,
          lastUpdatedById: actor.user.username,
          lastUpdatedAt: new Date(),
        });
      } else {
        if (!form.version) throw conflict();
        saved = await updateRowAtVersion(tx, kind.rateTable, num(before.id), form.version, {
          ...values,
          lastUpdatedById: actor.user.username,
          lastUpdatedAt: new Date(),
        });
      }
      const differences = await recordRateChange(tx, {
        kind: kind.rateHistoryKind,
        objectId: num(saved.id),
        ipaCode: ipa.ipaCode,
        updatedBy: actor.user.username,
        tracked: trackedRateFields(kind.fields),
        before,
        after: saved,
      });
      await recordAudit(tx, actor, {
        eventType: `${kind.eventPrefix}${before ? 'Updated' : 'Created'}`,
        itemId: num(saved.id),
        moduleId: MODULE,
        details: { ipaCode: ipa.ipaCode, sequence: saved.sequence, changed: differences.map((d) => d.name) },
      });
      return dtoOfRate(tx, kind, saved);
    }),
  );
}

/**
 * Creates or updates a tier (spec §5 tiers): member-count ranges may not overlap another tier of the same rate; the
 * parent rate row is locked so tier writes of one rate run one at a time. Returns the parent with its tiers.
 */
export async function savePooledTier<RF extends PooledRateForm, TF extends PooledTierForm, D>(
  db: Db,
  actor: Actor,
  kind: PooledKind<RF, TF, D>,
  form: TF,
  creating: boolean,
): Promise<D> {
  return withOverlapGuard(() =>
    db.transaction(async (tx) => {
      const [parent] = await selectRows(
        tx,
        kind.rateTable,
        sql`id = ${form.parentRateId} and not is_deleted`,
        sql`id`,
        true,
      );
      if (!parent || str(parent.ipaCode).toUpperCase() !== form.ipaCode.toUpperCase()) throw notFound();
      const tiers = await selectRows(
        tx,
        kind.tierTable,
        sql`parent_rate_id = ${form.parentRateId} and not is_deleted`,
        sql`id desc`,
      );
      const id = creating ? null : (form.rateId ?? null);
      const before = id === null ? null : (tiers.find((tier) => num(tier.id) === id) ?? null);
      if (!creating && !before) throw notFound();
      const ranges = tiers.map((tier) => ({
        id: num(tier.id),
        memberCountStart: num(tier.memberCountStart),
        memberCountEnd: num(tier.memberCountEnd),
      }));
      const overlap = memberCountOverlapMessage(
        { id, memberCountStart: form.memberCountStart, memberCountEnd: form.memberCountEnd },
        ranges,
      );
      if (overlap) throw badRequest(overlap.message);
      const values: Row = {
        memberCountStart: form.memberCountStart,
        memberCountEnd: form.memberCountEnd,
        notes: form.notes,
        ...kind.tierMoney(form, parent),
      };
      let saved: Row;
      if (creating || !before) {
        saved = await insertRow(tx, kind.tierTable, {
          ...values,
          parentRateId: num(parent.id),
          ipaCode: str(parent.ipaCode),
          createdById: actor.user.username,
          lastUpdatedById: actor.user.username,
          lastUpdatedAt: new Date(),
        });
      } else {
        if (!form.version) throw conflict();
        saved = await updateRowAtVersion(tx, kind.tierTable, num(before.id), form.version, {
          ...values,
          lastUpdatedById: actor.user.username,
          lastUpdatedAt: new Date(),
        });
      }
      const differences = await recordRateChange(tx, {
        kind: kind.tierHistoryKind,
        objectId: num(saved.id),
        ipaCode: str(parent.ipaCode),
        updatedBy: actor.user.username,
        tracked: trackedTierFields(kind.fields),
        before,
        after: saved,
      });
      await recordAudit(tx, actor, {
        eventType: `${kind.eventPrefix}Tier${before ? 'Updated' : 'Created'}`,
        itemId: num(saved.id),
        moduleId: MODULE,
        details: { parentRateId: num(parent.id), changed: differences.map((d) => d.name) },
      });
      return dtoOfRate(tx, kind, parent);
    }),
  );
}
