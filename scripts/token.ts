/**
 * Prints a bearer token for a demo user: `npm run token -- <username>`.
 * For the FHIR API (docs/fhir.md) a SMART token: `npm run token -- <username> --scope "launch/patient patient/*.read"
 * --patient <member id>` (a member app's token) or `--scope "user/*.read"` (a staff app's).
 * Only for the built-in provider; refused in production.
 */
import { loadConfig } from '../apps/server/src/platform/config/config.ts';
import { openDatabase } from '../apps/server/src/platform/db/open-database.ts';
import { seedIfEmpty } from '../apps/server/src/demo-data/seed.ts';
import { loadOrCreateSigningKey, loadPortalSecret } from '../apps/server/src/platform/auth/signing-keys.ts';
import { createSessionToken } from '../apps/server/src/platform/session/sessions.ts';
import { builtInIssuer } from '../apps/server/src/platform/auth/verify-token.ts';

const username = process.argv[2];
const option = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 2 ? process.argv[index + 1] : undefined;
};
const fhirScopes = option('scope');
const patient = option('patient');
const config = loadConfig();
if (config.production) {
  console.error('Refused: tokens for demo users are not minted in production.');
  process.exit(1);
}
if (config.oidcIssuer) {
  console.error('Refused: with OIDC_ISSUER set, tokens come from the identity provider, not from this script.');
  process.exit(1);
}
if (!username) {
  console.error('Usage: npm run token -- <username> [--scope "<SMART scopes>"] [--patient <member id>]');
  process.exit(2);
}
const { database, embedded } = await openDatabase(config);
try {
  await seedIfEmpty(database, { scale: config.seedScale });
  const { rows } = await database.pool.query('select 1 from users where username = $1 and is_active', [username]);
  if (rows.length === 0) {
    console.error(`No active user named ${username}.`);
    process.exitCode = 2;
  } else {
    // A token of a new server-side session, as the sign-in page would start it (signed out like any other).
    const key = await loadOrCreateSigningKey(database.db, loadPortalSecret(config));
    const token = await createSessionToken(database.pool, key, {
      username,
      issuer: builtInIssuer(config),
      audience: config.oidcAudience,
      clientId: config.oidcClientId,
      scope: fhirScopes ? `${config.oidcScope} ${fhirScopes}` : config.oidcScope,
      ttlSeconds: config.accessTokenTtlSeconds,
      ...(patient ? { claims: { patient } } : {}),
    });
    process.stdout.write(`${token}\n`);
  }
} finally {
  await database.close();
  await embedded?.stop();
}
