import type { FhirResourceType } from '../fhir-resource.ts';
import { patientType } from './patient.ts';
import { coverageType } from './coverage.ts';
import { explanationOfBenefitType } from './explanation-of-benefit.ts';

/** The member's resource types (Patient Access API): Patient, Coverage, ExplanationOfBenefit. */
export const MEMBER_RESOURCE_TYPES: FhirResourceType[] = [patientType, coverageType, explanationOfBenefitType];
