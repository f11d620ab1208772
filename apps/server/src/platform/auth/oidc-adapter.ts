import type pg from 'pg';

/** oidc-provider storage in PostgreSQL, so sessions and codes survive restarts and work across instances. */
export function createOidcAdapter(pool: pg.Pool) {
  return class PgOidcAdapter {
    constructor(private readonly kind: string) {}

    private key(id: string) {
      return `${this.kind}:${id}`;
    }

    async upsert(id: string, payload: Record<string, unknown>, expiresIn?: number): Promise<void> {
      const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
      await pool.query(
        `insert into oidc_records (id, kind, payload, uid, grant_id, user_code, expires_at) values ($1, $2, $3, $4, $5, $6, $7)
         on conflict (id) do update set payload = excluded.payload, uid = excluded.uid, grant_id = excluded.grant_id, user_code = excluded.user_code, expires_at = excluded.expires_at`,
        [
          this.key(id),
          this.kind,
          payload,
          payload.uid ?? null,
          payload.grantId ?? null,
          payload.userCode ?? null,
          expiresAt,
        ],
      );
    }

    private async one(where: string, value: string): Promise<Record<string, unknown> | undefined> {
      const { rows } = await pool.query(
        `select payload, consumed_at from oidc_records where kind = $1 and ${where} = $2 and (expires_at is null or expires_at > now())`,
        [this.kind, value],
      );
      const row = rows[0] as { payload: Record<string, unknown>; consumed_at: Date | null } | undefined;
      if (!row) return undefined;
      return row.consumed_at ? { ...row.payload, consumed: Math.floor(row.consumed_at.getTime() / 1000) } : row.payload;
    }

    find(id: string) {
      return this.one('id', this.key(id));
    }

    findByUid(uid: string) {
      return this.one('uid', uid);
    }

    findByUserCode(userCode: string) {
      return this.one('user_code', userCode);
    }

    async consume(id: string): Promise<void> {
      await pool.query('update oidc_records set consumed_at = now() where id = $1', [this.key(id)]);
    }

    async destroy(id: string): Promise<void> {
      await pool.query('delete from oidc_records where id = $1', [this.key(id)]);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await pool.query('delete from oidc_records where grant_id = $1', [grantId]);
    }
  };
}
