import type { LightMyRequestResponse } from 'fastify';
import type { OperationOutcome } from '@medplum/fhirtypes';
import { expect } from 'vitest';
import type { TestApp } from '../../test/test-app.ts';
import { createSessionToken } from '../session/sessions.ts';
import { builtInIssuer } from '../auth/verify-token.ts';

/**
 * A SMART token as the identity provider would issue it to a FHIR app: the portal's audience and scope plus the FHIR
 * scopes, and for a member app the `patient` claim (the plan member id). Tests mint it with the test app's key.
 */
export function smartToken(t: TestApp, username: string, scopes: string, patient?: string): Promise<string> {
  return createSessionToken(t.database.pool, t.app.ctx.signingKey!, {
    username,
    issuer: builtInIssuer(t.config),
    audience: t.config.oidcAudience,
    clientId: t.config.oidcClientId,
    scope: `${t.config.oidcScope} ${scopes}`,
    ttlSeconds: 600,
    ...(patient ? { claims: { patient } } : {}),
  });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The answer is an OperationOutcome with that status and issue code, as application/fhir+json. */
export function expectOutcome(response: LightMyRequestResponse, status: number, code: string): OperationOutcome {
  expect({ status: response.statusCode, type: response.headers['content-type'] }).toEqual({
    status,
    type: 'application/fhir+json; charset=utf-8',
  });
  const outcome = response.json<OperationOutcome>();
  expect(outcome.resourceType).toBe('OperationOutcome');
  expect(outcome.issue[0]?.code).toBe(code);
  return outcome;
}
