import type { Organization, Practitioner, Reference } from '@medplum/fhirtypes';

/**
 * Identifier systems and cross-resource references both halves of the FHIR API share (member and directory), so a
 * Coverage's payor and an ExplanationOfBenefit's insurer point at the plan Organization the directory serves.
 */
export const US_MBI_SYSTEM = 'http://hl7.org/fhir/sid/us-mbi';
export const US_NPI_SYSTEM = 'http://hl7.org/fhir/sid/us-npi';
export const MEMBER_ID_SYSTEM = 'https://healthplan.example/fhir/sid/member-id';
export const V2_0203_SYSTEM = 'http://terminology.hl7.org/CodeSystem/v2-0203';

/** The FHIR id of a health plan (company) Organization: `plan-<company code>`. */
export const planOrganizationId = (companyCode: string): string => `plan-${companyCode}`;

export const planOrganizationReference = (companyCode: string, display?: string): Reference<Organization> => ({
  reference: `Organization/${planOrganizationId(companyCode)}`,
  ...(display ? { display } : {}),
});

/** A practitioner named by NPI (resolvable through Practitioner?identifier=<NPI system>|<npi>). */
export const practitionerByNpi = (npi: string, display?: string): Reference<Practitioner> => ({
  type: 'Practitioner',
  identifier: { system: US_NPI_SYSTEM, value: npi },
  ...(display ? { display } : {}),
});

/** A FHIR id is 1-64 of [A-Za-z0-9-.]; anything else cannot name a resource (404 without a query). */
export const isFhirId = (id: string): boolean => /^[A-Za-z0-9\-.]{1,64}$/.test(id);
