/**
 * How long the access token has left, counted on the page's steady clock (performance.now()) from when the page received
 * it, not on the tab's wall clock: a wall clock that is off or set forward or back after sign-in neither ends a live
 * session early (its calls refused in the browser, a call's interaction left open at sign-out) nor keeps a dead one.
 * oidc-client-ts stores the token's expiry on the wall clock of its receipt; the page notes the seconds it had left then.
 */
interface Seen {
  token: string;
  /** performance.now() when the page received (or first read) the token. */
  seenAtMs: number;
  secondsLeft: number;
}

/** The last few tokens of this page (a refresh replaces the token; an older one may still be read once). */
let seen: Seen[] = [];
const KEPT = 4;

const steadyNow = () => performance.now();

/** The page received a token with this lifetime (seconds, from the identity provider's answer). */
export function noteTokenReceived(token: string, expiresInSeconds: number, steadyMs = steadyNow()): void {
  seen = [{ token, seenAtMs: steadyMs, secondsLeft: expiresInSeconds }, ...seen.filter((s) => s.token !== token)].slice(
    0,
    KEPT,
  );
}

/**
 * The seconds the token has left. A token the page did not see arrive (stored before a reload) counts from its stored
 * expiry once, when first read; from then on only the steady clock moves it.
 */
export function secondsLeft(
  token: string,
  storedExpiresAt: number,
  wallMs: number = Date.now(),
  steadyMs: number = steadyNow(),
): number {
  let entry = seen.find((s) => s.token === token);
  if (!entry) {
    entry = { token, seenAtMs: steadyMs, secondsLeft: storedExpiresAt - wallMs / 1000 };
    noteTokenReceived(token, entry.secondsLeft, steadyMs);
  }
  return entry.secondsLeft - (steadyMs - entry.seenAtMs) / 1000;
}

/** Forgets every token (tests). */
export function forgetTokens(): void {
  seen = [];
}
