import type { FhirResourceType } from './fhir-resource.ts';
import { MEMBER_RESOURCE_TYPES } from './member/index.ts';
import { DIRECTORY_RESOURCE_TYPES } from './directory/index.ts';

/** Every resource type the FHIR API serves; the CapabilityStatement lists exactly these. */
export const FHIR_RESOURCE_TYPES: readonly FhirResourceType[] = [...MEMBER_RESOURCE_TYPES, ...DIRECTORY_RESOURCE_TYPES];

const byType = new Map<string, FhirResourceType>(FHIR_RESOURCE_TYPES.map((type) => [type.type, type]));

export const fhirResourceType = (type: string): FhirResourceType | undefined => byType.get(type);
