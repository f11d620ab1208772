/**
 * Which of the agent's open tabs is the phone (docs/decisions.md "Telephony: one phone per browser"): every tab of the
 * shell gets the calls routed to the agent through the live hub, but only one may answer them, or the same call would
 * ring and be answered in each. The tabs elect one through the browser's Web Locks: the tab holding the lock answers;
 * the others show the call the phone tab shares (call-store.ts) and take the lock, in turn, when the phone tab closes or
 * signs out. Where the browser has no Web Locks every tab answers, as before, and the server's one interaction per CTI
 * id keeps the call one.
 */
export const PHONE_LOCK_NAME = 'portal.telephony.phone';

export interface PhoneTab {
  /** Resolves whether this tab is the phone now, once the first election has been decided. */
  isPhone: () => Promise<boolean>;
  /** Leaves the election (unmount, sign-out): the lock passes to another tab. */
  release: () => void;
}

/** The browser's Web Locks; missing outside a secure context (plain http away from localhost) and in older browsers. */
const browserLocks = (): LockManager | undefined =>
  typeof navigator === 'object' && 'locks' in navigator ? navigator.locks : undefined;

/** Takes part in the election; `locks` is the browser's (navigator.locks). */
export function joinPhoneElection(locks: LockManager | undefined = browserLocks()): PhoneTab {
  if (!locks) return { isPhone: () => Promise.resolve(true), release: () => undefined };
  let phone = false;
  let released = false;
  let letGo: () => void = () => undefined;
  const holding = new Promise<void>((resolve) => {
    letGo = resolve;
  });
  const hold = () => {
    phone = !released;
    return holding;
  };
  const abort = new AbortController();
  let decide: () => void = () => undefined;
  const first = new Promise<void>((resolve) => {
    decide = resolve;
  });
  // First ask without waiting, so that a call arriving now knows at once whether this tab answers; if another tab holds
  // the lock, queue for it (this tab becomes the phone when that one closes or signs out).
  locks
    .request(PHONE_LOCK_NAME, { ifAvailable: true }, (lock) => {
      decide();
      if (lock) return hold();
      if (!released) locks.request(PHONE_LOCK_NAME, { signal: abort.signal }, hold).catch(() => undefined);
      return undefined;
    })
    .catch(decide);
  return {
    isPhone: async () => {
      await first;
      return phone;
    },
    release: () => {
      released = true;
      phone = false;
      abort.abort();
      letGo();
    },
  };
}

/** This tab's place in the election while the shell answers calls (useInboundCalls); none: no other tab competes. */
let candidate: PhoneTab | null = null;

/** This tab stands for the phone until the returned function is called (the shell's inbound calls unmount). */
export function standForPhone(): () => void {
  const joined = joinPhoneElection();
  candidate = joined;
  return () => {
    joined.release();
    if (candidate === joined) candidate = null;
  };
}

/** Whether this tab answers the calls routed to the agent: it is the phone, or no election is held. */
export const answersCalls = (): Promise<boolean> => candidate?.isPhone() ?? Promise.resolve(true);
