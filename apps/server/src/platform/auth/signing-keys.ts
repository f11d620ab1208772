import { asc, eq, sql } from 'drizzle-orm';
import { exportJWK, generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/client.ts';
import { signingKeys } from './auth.tables.ts';

export interface SigningKey {
  kid: string;
  privateJwk: JWK;
  publicJwk: JWK;
}

/** The per-installation secret: PORTAL_SECRET, else a random one kept in `<data folder>/portal-secret` (mode 0600). */
export function loadPortalSecret(options: { portalSecret: string | undefined; dataDir: string }): string {
  if (options.portalSecret) return options.portalSecret;
  const file = path.join(options.dataDir, 'portal-secret');
  fs.mkdirSync(options.dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return fs.readFileSync(file, 'utf8').trim();
}

/** A key for one purpose derived from the installation secret (HKDF-SHA256). */
export function deriveSecret(secret: string, purpose: string, length = 32): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'health-plan-portal', purpose, length));
}

interface SealedJwk {
  sealed: 'A256GCM';
  iv: string;
  tag: string;
  data: string;
}

const isSealed = (value: unknown): value is SealedJwk =>
  typeof value === 'object' && value !== null && (value as { sealed?: unknown }).sealed === 'A256GCM';

function seal(jwk: JWK, secret: string): SealedJwk {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', deriveSecret(secret, 'signing-key'), iv);
  const data = Buffer.concat([cipher.update(JSON.stringify(jwk), 'utf8'), cipher.final()]);
  return {
    sealed: 'A256GCM',
    iv: iv.toString('base64url'),
    tag: cipher.getAuthTag().toString('base64url'),
    data: data.toString('base64url'),
  };
}

export class SigningKeyLocked extends Error {}

function open(sealed: SealedJwk, secret: string): JWK {
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      deriveSecret(secret, 'signing-key'),
      Buffer.from(sealed.iv, 'base64url'),
    );
    decipher.setAuthTag(Buffer.from(sealed.tag, 'base64url'));
    return JSON.parse(
      Buffer.concat([decipher.update(Buffer.from(sealed.data, 'base64url')), decipher.final()]).toString('utf8'),
    ) as JWK;
  } catch {
    throw new SigningKeyLocked(
      'The built-in sign-in key in the database was encrypted with another installation secret: give every instance the same PORTAL_SECRET (or the same portal-secret file in the data folder).',
    );
  }
}

function publicPart(jwk: JWK): JWK {
  const { kid, kty, n, e, alg, crv, x, y } = jwk;
  return Object.fromEntries(
    Object.entries({ kid, kty, n, e, alg, crv, x, y, use: 'sig' }).filter(([, v]) => v !== undefined),
  );
}

/**
 * The built-in provider's key: created once per installation, shared through the database by every instance, and stored
 * encrypted (AES-256-GCM) with a key derived from the installation secret. A key stored in clear by an older version is
 * encrypted on first load.
 */
export async function loadOrCreateSigningKey(db: Db, secret: string): Promise<SigningKey> {
  const existing = await db.select().from(signingKeys).orderBy(asc(signingKeys.createdAt)).limit(1);
  if (existing[0]) {
    const stored = existing[0].privateJwk;
    let privateJwk: JWK;
    if (isSealed(stored)) privateJwk = open(stored, secret);
    else {
      privateJwk = stored as JWK;
      await db
        .update(signingKeys)
        .set({ privateJwk: seal(privateJwk, secret) })
        .where(eq(signingKeys.kid, existing[0].kid));
    }
    return { kid: existing[0].kid, privateJwk, publicJwk: publicPart(privateJwk) };
  }
  const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
  const kid = randomUUID();
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' };
  // Two instances starting together: the advisory lock lets one create the key, the other reads it.
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727001)`);
    const again = await tx.select().from(signingKeys).limit(1);
    if (again.length === 0) await tx.insert(signingKeys).values({ kid, privateJwk: seal(privateJwk, secret) });
  });
  return loadOrCreateSigningKey(db, secret);
}

/** Mints an access token exactly like the built-in provider does (for scripts and API tests). */
export async function mintAccessToken(
  key: SigningKey,
  options: {
    subject: string;
    issuer: string;
    audience: string;
    ttlSeconds: number;
    clientId: string;
    scope?: string;
    sessionId?: string;
    /** More claims, e.g. SMART's `patient` of a member app's token. */
    claims?: Record<string, unknown>;
  },
): Promise<string> {
  const privateKey = await importJWK(key.privateJwk, 'RS256');
  return new SignJWT({
    ...options.claims,
    scope: `openid profile email ${options.scope ?? 'api'}`,
    client_id: options.clientId,
    ...(options.sessionId ? { sid: options.sessionId } : {}),
  })
    .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'at+jwt' })
    .setSubject(options.subject)
    .setIssuer(options.issuer)
    .setAudience(options.audience)
    .setIssuedAt()
    .setJti(randomUUID())
    .setExpirationTime(`${options.ttlSeconds}s`)
    .sign(privateKey);
}
