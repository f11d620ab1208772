import { afterEach, describe, expect, it } from 'vitest';
import type { AuthConfig } from '@portal/contracts/platform/session';
import { forgetTokens, noteTokenReceived } from './token-clock.ts';
import { readStoredToken, storedUserKey } from './user-manager.ts';

const config = { authority: 'http://portal/oidc', clientId: 'portal-web' } as AuthConfig;
const signedInAt = Date.UTC(2030, 6, 1, 17, 0, 0);

/** The user oidc-client-ts keeps: a token of five minutes, its expiry on the wall clock of its receipt. */
function storageWith(token: string): Storage {
  const store = new Map([
    [storedUserKey(config), JSON.stringify({ access_token: token, expires_at: signedInAt / 1000 + 300 })],
  ]);
  return { getItem: (key: string) => store.get(key) ?? null } as Storage;
}

/** What the API client and the sign-out ask: is the token live by the wall clock of now? */
const liveAt = (storage: Storage, wallMs: number, steadyMs: number) => {
  const token = readStoredToken(config, storage, { wallMs, steadyMs });
  return token?.expiresAt !== undefined && token.expiresAt * 1000 > wallMs;
};

afterEach(() => forgetTokens());

describe('a token’s remaining life, whatever the tab’s clock', () => {
  it('stays live when the tab’s clock jumps two hours ahead a minute after sign-in', () => {
    noteTokenReceived('token-a', 300, 1_000);
    expect(liveAt(storageWith('token-a'), signedInAt + 2 * 3600_000, 61_000)).toBe(true);
  });

  it('has expired after its five minutes on the steady clock, though the tab’s clock was set back an hour', () => {
    noteTokenReceived('token-b', 300, 1_000);
    expect(liveAt(storageWith('token-b'), signedInAt - 3600_000, 1_000 + 301_000)).toBe(false);
    expect(liveAt(storageWith('token-b'), signedInAt - 3600_000, 1_000 + 299_000)).toBe(true);
  });

  it('counts a token stored before a reload from its stored expiry when first read, then on the steady clock', () => {
    const storage = storageWith('token-c');
    expect(liveAt(storage, signedInAt + 60_000, 5_000)).toBe(true);
    // Read again after the tab's clock jumped a day ahead: 60 s of its 240 s left have passed.
    expect(liveAt(storage, signedInAt + 86_400_000, 65_000)).toBe(true);
    expect(liveAt(storage, signedInAt + 86_400_000, 5_000 + 241_000)).toBe(false);
  });
});
