import { asc, sql } from 'drizzle-orm';
import { exportJWK, generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { signingKeys } from './auth.tables.ts';

export interface SigningKey {
  kid: string;
  privateJwk: JWK;
  publicJwk: JWK;
}

function publicPart(jwk: JWK): JWK {
  const { kid, kty, n, e, alg, crv, x, y } = jwk;
  return Object.fromEntries(Object.entries({ kid, kty, n, e, alg, crv, x, y, use: 'sig' }).filter(([, v]) => v !== undefined)) as JWK;
}

/** The built-in provider's key: created once, shared through the database by every instance. */
export async function loadOrCreateSigningKey(db: Db): Promise<SigningKey> {
  const existing = await db.select().from(signingKeys).orderBy(asc(signingKeys.createdAt)).limit(1);
  if (existing[0]) {
    const privateJwk = existing[0].privateJwk as JWK;
    return { kid: existing[0].kid, privateJwk, publicJwk: publicPart(privateJwk) };
  }
  const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
  const kid = randomUUID();
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' };
  // Two instances starting together: the advisory lock lets one create the key, the other reads it.
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727001)`);
    const again = await tx.select().from(signingKeys).limit(1);
    if (again.length === 0) await tx.insert(signingKeys).values({ kid, privateJwk });
  });
  return loadOrCreateSigningKey(db);
}

/** Mints an access token exactly like the built-in provider does (for scripts and API tests). */
export async function mintAccessToken(key: SigningKey, options: { subject: string; issuer: string; audience: string; ttlSeconds: number; clientId: string }): Promise<string> {
  const privateKey = await importJWK(key.privateJwk, 'RS256');
  return new SignJWT({ scope: 'openid profile email api', client_id: options.clientId })
    .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'at+jwt' })
    .setSubject(options.subject)
    .setIssuer(options.issuer)
    .setAudience(options.audience)
    .setIssuedAt()
    .setJti(randomUUID())
    .setExpirationTime(`${options.ttlSeconds}s`)
    .sign(privateKey);
}
