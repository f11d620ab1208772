import { createLocalJWKSet, createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { AppConfig } from '../config/config.ts';
import type { SigningKey } from './signing-keys.ts';

export interface TokenClaims {
  /** The login the user is known by: preferred_username, email or sub. */
  login: string;
  expiresAt: number;
}

export type TokenVerifier = (token: string) => Promise<TokenClaims>;

export class TokenRejected extends Error {}

export function builtInIssuer(config: AppConfig): string {
  return `${config.publicUrl}/oidc`;
}

export function createTokenVerifier(config: AppConfig, localKey: SigningKey | undefined): TokenVerifier {
  let keys: JWTVerifyGetKey;
  let issuer: string | undefined;
  if (config.oidcIssuer) {
    issuer = config.oidcIssuer;
    keys = createRemoteJWKSet(new URL(`${config.oidcIssuer.replace(/\/$/, '')}/discovery/v2.0/keys`));
  } else {
    if (!localKey) throw new Error('The built-in provider needs its signing key');
    keys = createLocalJWKSet({ keys: [localKey.publicJwk] });
    // Two instances on two ports share one key; the issuer differs by port, so the key is what is checked.
    issuer = undefined;
  }
  return async (token) => {
    try {
      const { payload } = await jwtVerify(token, keys, { audience: config.oidcAudience, ...(issuer ? { issuer } : {}), clockTolerance: 5 });
      const login = (payload.preferred_username as string | undefined) ?? (payload.email as string | undefined) ?? payload.sub;
      if (!login || !payload.exp) throw new TokenRejected('token has no subject');
      return { login, expiresAt: payload.exp };
    } catch (error) {
      if (error instanceof errors.JOSEError || error instanceof TokenRejected) throw new TokenRejected(error.message);
      throw error;
    }
  };
}
