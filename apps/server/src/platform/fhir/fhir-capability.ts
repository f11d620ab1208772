import type { CapabilityStatement, CapabilityStatementRestResource } from '@medplum/fhirtypes';
import type { AppConfig } from '../config/config.ts';
import { usesBuiltInProvider } from '../auth/sign-in-mode.ts';
import { ownIssuer } from '../auth/verify-token.ts';
import type { FhirResourceType } from './fhir-resource.ts';
import { MAX_REVINCLUDE } from './fhir-search.ts';

export const FHIR_SCOPES = ['openid', 'fhirUser', 'launch/patient', 'patient/*.read', 'user/*.read'];

export interface SmartEndpoints {
  issuer: string;
  authorize: string;
  token: string;
}

/**
 * The authorize and token endpoints of the identity provider the API trusts: the built-in provider's (oidc-provider's
 * /auth and /token), or the configured issuer's from its discovery document (read once; undefined while unreachable).
 */
export function smartEndpoints(
  config: AppConfig,
  fetchImpl: typeof fetch = fetch,
): () => Promise<SmartEndpoints | undefined> {
  const issuer = ownIssuer(config);
  if (usesBuiltInProvider(config)) {
    const endpoints = { issuer, authorize: `${issuer}/auth`, token: `${issuer}/token` };
    return async () => endpoints;
  }
  let known: SmartEndpoints | undefined;
  return async () => {
    if (known) return known;
    const response = await fetchImpl(`${issuer}/.well-known/openid-configuration`, {
      signal: AbortSignal.timeout(5_000),
    }).catch(() => undefined);
    const document = response?.ok
      ? ((await response.json().catch(() => ({}))) as { authorization_endpoint?: unknown; token_endpoint?: unknown })
      : {};
    if (typeof document.authorization_endpoint !== 'string' || typeof document.token_endpoint !== 'string')
      return undefined;
    known = { issuer, authorize: document.authorization_endpoint, token: document.token_endpoint };
    return known;
  };
}

/** The SMART App Launch configuration (/.well-known/smart-configuration) of the FHIR API. */
export function smartConfiguration(endpoints: SmartEndpoints): Record<string, unknown> {
  return {
    issuer: endpoints.issuer,
    authorization_endpoint: endpoints.authorize,
    token_endpoint: endpoints.token,
    grant_types_supported: ['authorization_code'],
    code_challenge_methods_supported: ['S256'],
    scopes_supported: FHIR_SCOPES,
    response_types_supported: ['code'],
    capabilities: [
      'launch-standalone',
      'client-public',
      'context-standalone-patient',
      'permission-patient',
      'permission-user',
      'sso-openid-connect',
    ],
  };
}

/**
 * The CapabilityStatement, generated from the registry: each resource type with its profiles, the read and search-type
 * interactions, its search parameters, `_sort` keys and `_include`s, and the SMART on FHIR security service with the
 * OAuth URLs.
 */
export function capabilityStatement(
  baseUrl: string,
  types: readonly FhirResourceType[],
  endpoints: SmartEndpoints | undefined,
  includes: (type: string) => string[],
  revincludes: (type: string) => string[],
): CapabilityStatement {
  const resource = types.map((type): CapabilityStatementRestResource => ({
    type: type.type,
    ...(type.profiles[0] ? { profile: type.profiles[0] } : {}),
    supportedProfile: type.profiles,
    interaction: [{ code: 'read' }, { code: 'search-type' }],
    versioning: 'no-version',
    readHistory: false,
    updateCreate: false,
    searchInclude: includes(type.type),
    searchRevInclude: revincludes(type.type),
    searchParam: [
      ...type.searchParams.map((param) => ({
        name: param.name,
        type: param.type,
        documentation: param.documentation,
      })),
      { name: '_count', type: 'number' as const, documentation: 'Page size (default 20, at most 100).' },
      {
        name: '_offset',
        type: 'number' as const,
        documentation: 'Number of matches to skip (the paging links use it).',
      },
      {
        name: '_revinclude',
        type: 'token' as const,
        documentation: `The resources that refer to the matches (searchRevInclude), at most ${MAX_REVINCLUDE} per search.`,
      },
      {
        name: '_summary',
        type: 'token' as const,
        documentation: 'count: the total only, no entries; false: the whole resources (the default).',
      },
      // R4 lists the control parameters (_sort, _count...) among a resource's searchParam; the keys are in its text.
      ...(type.sorts
        ? [
            {
              name: '_sort',
              type: 'string' as const,
              documentation: `Sort by ${Object.keys(type.sorts.params).join(', ')} (comma-separated, in priority order; a leading - sorts descending); ties are ordered by the id.`,
            },
          ]
        : []),
    ],
  }));
  return {
    resourceType: 'CapabilityStatement',
    status: 'active',
    date: '2026-01-01',
    publisher: 'Health plan staff portal',
    kind: 'instance',
    instantiates: ['http://hl7.org/fhir/us/core/CapabilityStatement/us-core-server'],
    software: { name: 'Health plan staff portal FHIR API' },
    implementation: { description: 'Patient Access and Provider Directory API (read only)', url: baseUrl },
    fhirVersion: '4.0.1',
    format: ['json', 'application/fhir+json'],
    rest: [
      {
        mode: 'server',
        security: {
          cors: false,
          service: [
            {
              coding: [
                { system: 'http://terminology.hl7.org/CodeSystem/restful-security-service', code: 'SMART-on-FHIR' },
              ],
            },
          ],
          description: 'SMART on FHIR: patient/*.read limits a member app to its member; user/*.read for staff.',
          ...(endpoints
            ? {
                extension: [
                  {
                    url: 'http://fhir-registry.smarthealthit.org/StructureDefinition/oauth-uris',
                    extension: [
                      { url: 'authorize', valueUri: endpoints.authorize },
                      { url: 'token', valueUri: endpoints.token },
                    ],
                  },
                ],
              }
            : {}),
        },
        resource,
      },
    ],
  };
}
