import type { FhirResourceType } from '../fhir-resource.ts';
import { groupType } from './group.ts';
import { insurancePlanType } from './insurance-plan.ts';
import { locationType } from './location.ts';
import { organizationType } from './organization.ts';
import { practitionerRoleType } from './practitioner-role.ts';
import { practitionerType } from './practitioner.ts';
import { withRoleRevInclude } from './revinclude.ts';

/** The provider directory (Da Vinci PDex Plan Net) and member attribution resource types, for the FHIR registry. */
export const DIRECTORY_RESOURCE_TYPES: FhirResourceType[] = [
  withRoleRevInclude(organizationType, 'organization'),
  withRoleRevInclude(practitionerType, 'practitioner'),
  practitionerRoleType,
  locationType,
  insurancePlanType,
  groupType,
] as FhirResourceType[];
