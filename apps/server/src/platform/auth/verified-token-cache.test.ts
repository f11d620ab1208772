import { describe, expect, it } from 'vitest';
import { cacheVerifiedTokens } from './verified-token-cache.ts';
import { TokenRejected, type TokenClaims } from './verify-token.ts';

const claimsUntil = (expiresAt: number): TokenClaims => ({
  issuer: 'https://idp.example',
  subject: 'sub-1',
  username: 'network.viewer',
  email: undefined,
  sessionId: 'sid-1',
  authTime: undefined,
  expiresAt,
});

function countingVerifier(answer: (token: string) => TokenClaims) {
  const calls: string[] = [];
  const verify = async (token: string) => {
    calls.push(token);
    return answer(token);
  };
  return { verify, calls };
}

describe('verified-token cache', () => {
  it('checks a token once and answers its claims from memory until the token expires', async () => {
    let clock = 1_000_000;
    const inner = countingVerifier(() => claimsUntil(1_000 + 60)); // exp: 60 s after the clock's start, in seconds
    const verify = cacheVerifiedTokens(inner.verify, { max: 10, now: () => clock });
    expect(await verify('token-a')).toMatchObject({ subject: 'sub-1' });
    clock += 59_000;
    expect(await verify('token-a')).toMatchObject({ subject: 'sub-1' });
    expect(inner.calls).toEqual(['token-a']);
    clock += 1_000; // at exp: never answered from memory any more
    await verify('token-a');
    expect(inner.calls).toEqual(['token-a', 'token-a']);
  });

  it('does not remember a refused token, nor one already expired', async () => {
    const refusing = cacheVerifiedTokens(
      async () => {
        throw new TokenRejected('bad signature');
      },
      { max: 10 },
    );
    await expect(refusing('token-b')).rejects.toBeInstanceOf(TokenRejected);
    await expect(refusing('token-b')).rejects.toBeInstanceOf(TokenRejected);
    const inner = countingVerifier(() => claimsUntil(100)); // expired long ago by the clock below
    const verify = cacheVerifiedTokens(inner.verify, { max: 10, now: () => 200_000 });
    await verify('token-c');
    await verify('token-c');
    expect(inner.calls).toEqual(['token-c', 'token-c']);
  });

  it('holds at most `max` tokens, dropping the least recently used', async () => {
    const inner = countingVerifier(() => claimsUntil(Math.floor(Date.now() / 1000) + 600));
    const verify = cacheVerifiedTokens(inner.verify, { max: 2 });
    await verify('one');
    await verify('two');
    await verify('one');
    await verify('three'); // 'two' is the least recently used
    await verify('one');
    await verify('two');
    expect(inner.calls).toEqual(['one', 'two', 'three', 'two']);
  });

  it('keeps different tokens apart', async () => {
    const inner = countingVerifier((token) => ({
      ...claimsUntil(Math.floor(Date.now() / 1000) + 600),
      subject: token,
    }));
    const verify = cacheVerifiedTokens(inner.verify, { max: 10 });
    expect((await verify('alice')).subject).toBe('alice');
    expect((await verify('bob')).subject).toBe('bob');
  });
});
