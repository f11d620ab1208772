import { post, type StaleCase } from './stale-case.ts';
import { textOf } from '@portal/contracts/platform/text';

const CRM = '/odata/crm/myqueue';

/** A member's latest sticky note (the one upsertStickyNote changes), with its version. */
const LATEST_NOTE = `select id, member_id, version, active from crm_sticky_notes s
  where id = (select id from crm_sticky_notes o where o.member_id = s.member_id order by created_at desc, id desc limit 1)
  order by id limit 1`;

/** The CRM member workspace's sticky notes: changed, dismissed, deleted and upserted at the version read. */
export const CRM_NOTE_STALE_CASES: StaleCase[] = [
  {
    name: 'sticky note update',
    endpoint: `POST ${CRM}/default.updateStickyNote`,
    user: 'crm.agent',
    table: 'crm_sticky_notes',
    pick: 'select id, version, active from crm_sticky_notes order by id limit 1',
    request: async (row, change) =>
      post(`${CRM}/default.updateStickyNote`, {
        id: row.id,
        version: row.version,
        note: `Stale check ${change}`,
        active: row.active === true,
      }),
  },
  {
    name: 'sticky note dismiss',
    endpoint: `POST ${CRM}/default.dismissStickyNote`,
    user: 'crm.agent',
    table: 'crm_sticky_notes',
    pick: 'select id, version, active from crm_sticky_notes order by id desc limit 1',
    request: async (row) =>
      post(`${CRM}/default.dismissStickyNote`, { id: row.id, version: row.version, active: row.active !== true }),
  },
  {
    // Client A changes the note; client B, still holding the version read before, deletes it: 409, the note kept.
    name: 'sticky note delete',
    endpoint: `POST ${CRM}/default.deleteStickyNote`,
    user: 'crm.agent',
    table: 'crm_sticky_notes',
    pick: 'select id, version, active from crm_sticky_notes order by id limit 1 offset 1',
    request: async (row, change) =>
      change === 1
        ? post(`${CRM}/default.updateStickyNote`, {
            id: row.id,
            version: row.version,
            note: 'Changed before the delete',
            active: row.active === true,
          })
        : post(`${CRM}/default.deleteStickyNote`, { id: row.id, version: row.version }),
  },
  {
    name: 'sticky note upsert',
    endpoint: `POST ${CRM}/default.upsertStickyNote`,
    user: 'crm.agent',
    table: 'crm_sticky_notes',
    pick: LATEST_NOTE,
    request: async (row, change) =>
      post(`${CRM}/default.upsertStickyNote`, {
        memberId: textOf(row.member_id),
        note: `Stale check upsert ${change}`,
        active: true,
        version: row.version,
      }),
  },
];
