/**
 * State Medicaid verification for DSNP enrollments. Production calls the state's eligibility service;
 * demo mode and tests use the simulator, whose answers are deterministic and carry `simulated: true`.
 */
export interface MedicaidVerificationRequest {
  medicaidId: string;
  stateCode: string;
  firstName: string;
  lastName: string;
  birthdate: string;
}

export interface MedicaidVerificationAnswer {
  verified: boolean;
  /** Full dual (QMB+, SLMB+, FBDE) or partial; null when not verified. */
  medicaidLevel: string | null;
  reason: string | null;
  simulated: boolean;
}

export interface MedicaidVerificationService {
  readonly label: string;
  verify(request: MedicaidVerificationRequest): Promise<MedicaidVerificationAnswer>;
}

/**
 * Simulated state answers, deterministic: a Medicaid id ending in '0' is not found in the state's records;
 * ids ending in an odd digit are full duals (QMB+), others are partial (SLMB).
 */
export const simulatedMedicaidVerification: MedicaidVerificationService = {
  label: 'Simulated State Medicaid verification service',
  async verify(request) {
    const id = request.medicaidId.toUpperCase();
    if (id.endsWith('0'))
      return {
        verified: false,
        medicaidLevel: null,
        reason: `Medicaid ID ${id} was not found in ${request.stateCode} records`,
        simulated: true,
      };
    const last = Number(id.slice(-1));
    return {
      verified: true,
      medicaidLevel: Number.isFinite(last) && last % 2 === 1 ? 'QMB+' : 'SLMB',
      reason: null,
      simulated: true,
    };
  },
};

export function medicaidVerificationService(): MedicaidVerificationService {
  return simulatedMedicaidVerification;
}
