import type pg from 'pg';
import type { Findings } from './harness.ts';
import type { WriteRecord } from './workload.ts';

/** Versions of the versioned records the workload writes, read before it starts. */
export interface VersionSnapshot {
  flags: Map<string, number>;
  ipas: Map<string, number>;
  startedAt: Date;
}

export async function snapshotVersions(pool: pg.Pool): Promise<VersionSnapshot> {
  const flags = await pool.query<{ id: number; version: number }>('select id, version from feature_flags');
  const hasIpas = (await pool.query<{ t: string | null }>("select to_regclass('ipas')::text as t")).rows[0]?.t != null;
  const ipas = hasIpas
    ? await pool.query<{ id: number; version: number }>('select id, version from ipas')
    : { rows: [] };
  const { rows } = await pool.query<{ now: Date }>('select now() as now');
  return {
    flags: new Map(flags.rows.map((row) => [String(row.id), row.version])),
    ipas: new Map(ipas.rows.map((row) => [String(row.id), row.version])),
    startedAt: rows[0]?.now ?? new Date(),
  };
}

function count(writes: WriteRecord[], kind: WriteRecord['kind']): Map<string, number> {
  const counts = new Map<string, number>();
  for (const write of writes) if (write.kind === kind) counts.set(write.key, (counts.get(write.key) ?? 0) + 1);
  return counts;
}

/**
 * Every write the server acknowledged is in the database with its audit row, exactly once; versioned records
 * moved by exactly the number of acknowledged updates (no lost or doubled update).
 * `uncertain` writes (no answer, or a 503 during an outage) may be there or not, but never half.
 */
export async function accountForWrites(
  pool: pg.Pool,
  before: VersionSnapshot,
  acknowledged: WriteRecord[],
  uncertain: WriteRecord[],
  findings: Findings,
): Promise<void> {
  // Session events: one user_events row and one audit row per probe key.
  const events = await pool.query<{ probe: string | null; n: number }>(
    "select substr((extras::jsonb)->>'browser', 12) as probe, count(*)::int as n from user_events where event_type = 'PortalOpened' and (extras::jsonb)->>'browser' like 'resilience %' group by 1",
  );
  const audits = await pool.query<{ probe: string | null; n: number }>(
    "select substr(details->>'browser', 12) as probe, count(*)::int as n from audit_events where event_type = 'Track:PortalOpened' and details->>'browser' like 'resilience %' group by 1",
  );
  const eventCounts = new Map(events.rows.map((row) => [row.probe ?? '', row.n]));
  const auditCounts = new Map(audits.rows.map((row) => [row.probe ?? '', row.n]));
  const acknowledgedTracks = count(acknowledged, 'track');
  const uncertainTracks = count(uncertain, 'track');
  for (const key of acknowledgedTracks.keys()) {
    findings.check(
      eventCounts.get(key) === 1,
      `acknowledged session event ${key}: ${eventCounts.get(key) ?? 0} rows in user_events (expected 1)`,
    );
    findings.check(
      auditCounts.get(key) === 1,
      `acknowledged session event ${key}: ${auditCounts.get(key) ?? 0} audit rows (expected 1)`,
    );
  }
  for (const key of uncertainTracks.keys()) {
    const rows = eventCounts.get(key) ?? 0;
    const auditRows = auditCounts.get(key) ?? 0;
    findings.check(
      rows === auditRows && rows <= 1,
      `unacknowledged session event ${key}: ${rows} event rows and ${auditRows} audit rows (half-written)`,
    );
  }
  for (const key of new Set([...eventCounts.keys(), ...auditCounts.keys()])) {
    findings.check(
      acknowledgedTracks.has(key) || uncertainTracks.has(key),
      `a session event ${key} nobody sent is in the database`,
    );
  }
  // Versioned records: version moved by the acknowledged updates, one audit row each.
  const versioned: { kind: 'flag' | 'ipa'; table: string; eventType: string; versions: Map<string, number> }[] = [
    { kind: 'flag', table: 'feature_flags', eventType: 'FeatureFlagChanged', versions: before.flags },
    { kind: 'ipa', table: 'ipas', eventType: 'IpaUpdated', versions: before.ipas },
  ];
  for (const { kind, table, eventType, versions } of versioned) {
    const acknowledgedUpdates = count(acknowledged, kind);
    const uncertainUpdates = count(uncertain, kind);
    for (const key of new Set([...acknowledgedUpdates.keys(), ...uncertainUpdates.keys()])) {
      const now =
        (await pool.query<{ version: number }>(`select version from ${table} where id = $1`, [Number(key)])).rows[0]
          ?.version ?? NaN;
      const audit =
        (
          await pool.query<{ n: number }>(
            'select count(*)::int as n from audit_events where event_type = $1 and item_id = $2 and timestamp >= $3',
            [eventType, key, before.startedAt],
          )
        ).rows[0]?.n ?? 0;
      const moved = now - (versions.get(key) ?? NaN);
      const sure = acknowledgedUpdates.get(key) ?? 0;
      const maybe = uncertainUpdates.get(key) ?? 0;
      findings.check(
        moved >= sure && moved <= sure + maybe,
        `${table} ${key}: version moved by ${moved}, acknowledged updates ${sure}${maybe ? ` (+${maybe} unacknowledged)` : ''}`,
      );
      findings.check(audit === moved, `${table} ${key}: ${audit} ${eventType} audit rows for ${moved} updates`);
    }
  }
}
