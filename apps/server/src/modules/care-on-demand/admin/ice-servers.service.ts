import { eq, getTableColumns } from 'drizzle-orm';
import {
  COD_ADMIN_MESSAGES as M,
  CREDENTIAL_MASK,
  type IceServer,
  type UpdateVideoSettings,
  type VideoSettings,
} from '@portal/contracts/care-on-demand/admin';
import { recordAudit, type Actor } from '../../../platform/audit/audit.ts';
import type { Db, DbOrTx } from '../../../platform/db/client.ts';
import { userNameOf } from '../../../platform/db/user-name.ts';
import { lockAtVersion } from '../../../platform/db/write-at-version.ts';
import { badRequest, conflict } from '../../../platform/errors/errors.ts';
import { codVideoSettings } from './care-on-demand-admin.tables.ts';
import { COD_ADMIN_MODULE_ID } from './module-ids.ts';

/**
 * The video visits' ICE servers (Care on Demand Admin, Settings): one row, saved at the version read (0 before the
 * first save). With no row there are no ICE servers: peers connect by host candidates only, which works on one machine
 * or LAN (the tests) and not across networks; production sets STUN and TURN here. The TURN credential never leaves the
 * server except inside the ICE servers a visit token carries.
 */

const SETTINGS_ID = 1;
type Row = typeof codVideoSettings.$inferSelect;

/** The settings row with the name of who changed it last (the tab names the person, the username on hover). */
async function settingsRow(db: DbOrTx): Promise<(Row & { updatedByName: string | null }) | null> {
  const [row] = await db
    .select({ ...getTableColumns(codVideoSettings), updatedByName: userNameOf(codVideoSettings.updatedBy) })
    .from(codVideoSettings)
    .where(eq(codVideoSettings.id, SETTINGS_ID));
  return row ?? null;
}

const toSettings = (row: Row | null, updatedByName: string | null = null): VideoSettings =>
  row
    ? {
        stunUrls: row.stunUrls,
        turnUrls: row.turnUrls,
        turnUsername: row.turnUsername,
        turnCredential: row.turnCredential ? CREDENTIAL_MASK : null,
        updatedBy: row.updatedBy,
        updatedByName,
        updatedAt: row.updatedAt.toISOString(),
        version: row.version,
      }
    : {
        stunUrls: [],
        turnUrls: [],
        turnUsername: null,
        turnCredential: null,
        updatedBy: null,
        updatedByName: null,
        updatedAt: null,
        version: 0,
      };

/** The settings as the Settings tab shows them (the credential masked). */
export async function videoSettings(db: DbOrTx): Promise<VideoSettings> {
  const row = await settingsRow(db);
  return toSettings(row, row?.updatedByName ?? null);
}

/** Saves the ICE servers at the version read; the mask (or a blank) for the credential keeps the stored one. */
export function updateVideoSettings(db: Db, actor: Actor, input: UpdateVideoSettings): Promise<VideoSettings> {
  return db.transaction(async (tx) => {
    const current =
      input.version === 0
        ? null
        : await lockAtVersion(tx, codVideoSettings, {
            id: SETTINGS_ID,
            version: input.version,
            by: actor.user.username,
          });
    const keepCredential =
      input.turnCredential === CREDENTIAL_MASK || input.turnCredential === null || input.turnCredential === '';
    const values = {
      stunUrls: input.stunUrls,
      turnUrls: input.turnUrls,
      turnUsername: input.turnUsername || null,
      turnCredential: keepCredential ? (current?.turnCredential ?? null) : input.turnCredential,
      updatedBy: actor.user.username,
      updatedAt: new Date(),
    };
    if (values.turnUrls.length > 0 && (!values.turnUsername || !values.turnCredential))
      throw badRequest(M.turnUsernameRequired);
    let saved: Row | undefined;
    if (current === null) {
      [saved] = await tx
        .insert(codVideoSettings)
        .values({ id: SETTINGS_ID, ...values })
        .onConflictDoNothing()
        .returning();
      if (!saved) throw conflict();
    } else {
      [saved] = await tx
        .update(codVideoSettings)
        .set({ ...values, version: current.version + 1 })
        .where(eq(codVideoSettings.id, SETTINGS_ID))
        .returning();
    }
    const after = toSettings(saved ?? null, actor.user.name);
    await recordAudit(tx, actor, {
      eventType: 'VideoSettingsChanged',
      itemId: SETTINGS_ID,
      moduleId: COD_ADMIN_MODULE_ID,
      // The credential is never written to the audit trail: only whether it changed.
      details: {
        before: toSettings(current),
        after,
        credentialChanged: (current?.turnCredential ?? null) !== values.turnCredential,
      },
    });
    return after;
  });
}

/**
 * The ICE servers a visit's peer connections use (the visit token's iceServers): the STUN URLs, and the TURN URLs with
 * their username and credential. Empty when nothing is set (host candidates only).
 */
export async function iceServers(db: DbOrTx): Promise<IceServer[]> {
  const row = await settingsRow(db);
  if (!row) return [];
  const servers: IceServer[] = [];
  if (row.stunUrls.length > 0) servers.push({ urls: row.stunUrls });
  if (row.turnUrls.length > 0 && row.turnUsername && row.turnCredential)
    servers.push({ urls: row.turnUrls, username: row.turnUsername, credential: row.turnCredential });
  return servers;
}
