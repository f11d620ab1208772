import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { User, UserManager } from 'oidc-client-ts';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { FEATURE_FLAGS } from '@portal/contracts/platform/feature-flags';
import { MESSAGES } from '@portal/contracts/platform/messages';
import type { AuthConfig, CurrentUserDto } from '@portal/contracts/platform/session';
import { ApiError, api, configureApi, isApiError, secondaryApi } from '../../lib/api.ts';
import { connectHub, disconnectHub } from '../../lib/hub.ts';
import { notifyError, notifyInfo } from '../../ui/notify.ts';
import { activeCall, getCallState, resetCallStore } from '../../ui/telephony/call-store.ts';
import { SIGN_OUT_REASONS, SIGN_OUT_REASON_KEY, refreshDecision } from './inactivity.ts';
import { SessionContext, type Session } from './session-context.ts';
import { SIGNIN_CALLBACK_PATH, createUserManager, loadAuthConfig, readStoredToken } from './user-manager.ts';
import { noteTokenReceived } from './token-clock.ts';
import { UI_FLAGS_KEY, fetchUiFlags, useUiFlags } from './ui-flags.ts';

/** Shell spec §4: after an expired token the toast shows briefly before the sign-out redirect. */
const EXPIRED_SIGN_OUT_DELAY_MS = 2500;

type Phase =
  | { kind: 'loading' }
  | { kind: 'redirecting' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; user: CurrentUserDto; flags: Record<string, boolean> };

const isExpired = (user: User | null) => !user || user.expired === true;

/**
 * Signs the user in (OpenID Connect code + PKCE), completes /signin-oidc, loads the current user and flags, keeps the
 * token fresh on the configured period and signs out on inactivity, refresh failure, a 4xx on api/me or an expired token
 * (shell spec §4 Session, §7 Session and user).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const queryClient = useQueryClient();
  const manager = useRef<UserManager | null>(null);
  const config = useRef<AuthConfig | null>(null);
  const oidcUser = useRef<User | null>(null);
  // Set when the session starts (below), before the inactivity check runs.
  const lastActivity = useRef(0);
  const signingOut = useRef(false);

  const signOut = useCallback(async (reason: string = SIGN_OUT_REASONS.userChoice) => {
    if (signingOut.current) return;
    signingOut.current = true;
    if (reason !== SIGN_OUT_REASONS.userChoice) sessionStorage.setItem(SIGN_OUT_REASON_KEY, reason);
    const user = oidcUser.current;
    const stored = config.current ? readStoredToken(config.current) : null;
    const live = Boolean(user && stored && (stored.expiresAt === undefined || stored.expiresAt * 1000 > Date.now()));
    // Every sign-out, chosen (the Sign Out menu) or automatic (inactivity, an expired session), ends the agent's calls
    // with the session: the live call's interaction gets its end time. The call pieces load only when there is a call.
    try {
      if (activeCall() || getCallState().waiting.length > 0)
        await (await import('../../ui/telephony/answer-call.ts')).endCallsAtSignOut(live);
    } catch {
      // The call pieces could not load (the network is gone): the sign-out goes on, and the call's interaction stays
      // open as a closed browser would leave it (docs/decisions.md, telephony).
    }
    // The call's member and number do not outlive the session in this browser.
    resetCallStore();
    if (live && stored) {
      // Recorded by the server as a sign-out event; the redirect happens whatever its outcome.
      await fetch('/api/me/logout', {
        method: 'POST',
        headers: { authorization: `Bearer ${stored.accessToken}` },
      }).catch(() => undefined);
    }
    disconnectHub();
    const current = manager.current;
    if (!current) {
      window.location.assign('/');
      return;
    }
    try {
      await current.signoutRedirect({ id_token_hint: user?.id_token });
    } catch {
      await current.removeUser();
      window.location.assign('/');
    }
  }, []);

  // Several calls in flight abort together when the token expires: the user sees one toast, and one sign-out follows.
  const expiredNoticeShown = useRef(false);
  const sessionExpired = useCallback(() => {
    if (signingOut.current || expiredNoticeShown.current) return;
    expiredNoticeShown.current = true;
    notifyError(MESSAGES.sessionExpired, 'Session Expired');
    setTimeout(() => void signOut(SIGN_OUT_REASONS.sessionExpired), EXPIRED_SIGN_OUT_DELAY_MS);
  }, [signOut]);

  // Started once per page: React's development double-run of effects must not complete the sign-in callback twice.
  const mounted = useRef(false);
  const started = useRef(false);
  useEffect(() => {
    mounted.current = true;
    const live = () => mounted.current;
    const start = async () => {
      const authConfig = await loadAuthConfig();
      config.current = authConfig;
      const userManager = createUserManager(authConfig);
      manager.current = userManager;
      userManager.events.addUserLoaded((loaded) => {
        oidcUser.current = loaded;
        // The token's lifetime starts on the page's steady clock now (token-clock.ts).
        if (loaded.expires_in !== undefined) noteTokenReceived(loaded.access_token, loaded.expires_in);
      });

      let justSignedIn = false;
      if (window.location.pathname.toLowerCase() === SIGNIN_CALLBACK_PATH) {
        const signedIn = await userManager.signinRedirectCallback();
        justSignedIn = true;
        const returnTo =
          typeof signedIn.state === 'string' && signedIn.state.startsWith('/') && !signedIn.state.startsWith('//')
            ? signedIn.state
            : '/';
        window.history.replaceState(null, '', returnTo);
      }

      const user = await userManager.getUser();
      if (isExpired(user)) {
        if (live()) setPhase({ kind: 'redirecting' });
        await userManager.signinRedirect({ state: `${window.location.pathname}${window.location.search}` });
        return;
      }
      oidcUser.current = user;
      lastActivity.current = Date.now();
      configureApi({
        getAccessToken: () => readStoredToken(authConfig),
        onSessionExpired: sessionExpired,
        onActivity: () => {
          lastActivity.current = Date.now();
        },
      });

      let me: CurrentUserDto;
      try {
        me = await api.get<CurrentUserDto>('/api/me');
      } catch (error) {
        // Shell spec §4: a 4xx on loading the current user signs out.
        if (isApiError(error) && error.status >= 400 && error.status < 500) {
          await signOut(SIGN_OUT_REASONS.currentUserFailed);
          return;
        }
        throw error;
      }
      const flags = await fetchUiFlags().catch((): Record<string, boolean> => ({}));
      queryClient.setQueryData(UI_FLAGS_KEY, flags);
      if (justSignedIn && flags[FEATURE_FLAGS.signInEvents]) {
        // The server records the sign-in itself; the browser only notes that the portal opened.
        void secondaryApi.post('/api/me/track', { eventType: 'PortalOpened' }).catch(() => undefined);
      }
      void connectHub(() => readStoredToken(authConfig)?.accessToken ?? null);
      const reason = sessionStorage.getItem(SIGN_OUT_REASON_KEY);
      if (reason) {
        sessionStorage.removeItem(SIGN_OUT_REASON_KEY);
        if (reason === SIGN_OUT_REASONS.sessionExpired || reason === SIGN_OUT_REASONS.inactive)
          notifyInfo(`Your previous session ended (${reason}).`, 'Signed out');
      }
      if (live()) setPhase({ kind: 'ready', user: me, flags });
    };
    if (!started.current) {
      started.current = true;
      start().catch((error: unknown) => {
        if (live())
          setPhase({
            kind: 'error',
            message: error instanceof ApiError || error instanceof Error ? error.message : MESSAGES.unexpected,
          });
      });
    }
    return () => {
      mounted.current = false;
    };
  }, [sessionExpired, signOut, queryClient]);

  // Silent refresh on the configured period, unless the user has been inactive (then sign out).
  const ready = phase.kind === 'ready';
  useEffect(() => {
    const settings = config.current?.userSessionSettings;
    if (!ready || !settings || !manager.current) return;
    const userManager = manager.current;
    const period = Math.max(15, settings.tokenRefreshPeriodSeconds) * 1000;
    const timer = setInterval(() => {
      if (signingOut.current) return;
      if (refreshDecision(lastActivity.current, Date.now(), settings.userMaxInactiveSeconds) === 'sign-out-inactive') {
        void signOut(SIGN_OUT_REASONS.inactive);
        return;
      }
      userManager
        .signinSilent()
        .then((renewed) => {
          if (renewed) oidcUser.current = renewed;
        })
        .catch(() => void signOut(SIGN_OUT_REASONS.sessionExpired));
    }, period);
    return () => clearInterval(timer);
  }, [ready, signOut]);

  const accessToken = useCallback(
    () => (config.current ? (readStoredToken(config.current)?.accessToken ?? null) : null),
    [],
  );
  const flags = useUiFlags(phase.kind === 'ready' ? phase.flags : null);
  const session = useMemo<Session | null>(
    () => (phase.kind === 'ready' ? { user: phase.user, flags, signOut, accessToken } : null),
    [phase, flags, signOut, accessToken],
  );

  if (phase.kind === 'error') {
    return (
      <Center h="100vh" component="main">
        <Stack align="center">
          <Text role="alert">{phase.message}</Text>
          <Button onClick={() => window.location.assign('/')}>Try again</Button>
        </Stack>
      </Center>
    );
  }
  if (phase.kind !== 'ready') {
    return (
      <Center h="100vh" component="main">
        <Stack align="center" gap="xs">
          <Loader aria-label="Signing in" />
          <Text size="sm">{phase.kind === 'redirecting' ? 'Redirecting to sign in...' : 'Signing in...'}</Text>
        </Stack>
      </Center>
    );
  }
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
