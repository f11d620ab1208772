import type { AppConfig } from '../config/config.ts';

/**
 * Safe by default: the server signs users in through the plan's identity provider (OIDC_ISSUER) or, when asked for
 * explicitly with DEMO_MODE=on, through its built-in provider with demo users. Returns why it must not start, if so.
 */
export function signInModeProblem(
  config: Pick<AppConfig, 'oidcIssuer' | 'demoMode' | 'production'>,
): string | undefined {
  if (!config.oidcIssuer && !config.demoMode) {
    return "Refusing to start: no sign-in is configured. Set OIDC_ISSUER (with OIDC_CLIENT_ID and OIDC_AUDIENCE) to the plan's identity provider, or DEMO_MODE=on for the built-in provider with demo users (npm run start:demo).";
  }
  if (config.production && !config.oidcIssuer) {
    return 'Refusing to start: NODE_ENV=production needs OIDC_ISSUER (DEMO_MODE, the built-in provider and demo users are for demo use only).';
  }
  return undefined;
}

/** The built-in provider runs in demo mode when no outside issuer is configured. */
export const usesBuiltInProvider = (config: Pick<AppConfig, 'oidcIssuer' | 'demoMode'>): boolean =>
  config.demoMode && !config.oidcIssuer;
