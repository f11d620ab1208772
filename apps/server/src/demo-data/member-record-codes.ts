/**
 * Demo clinical codes in the real formats: ICD-10-CM diagnoses (letter, two digits, a dot and up to four characters),
 * CPT (five digits), HCPCS Level II (a letter and four digits), revenue codes (four digits) and Medicaid local codes.
 * A few dozen common codes carry plain-language descriptions written for the demo; the rest are generated variants of
 * them, so the table holds a few thousand rows and searches have something to page through.
 */
export interface DemoCode {
  codeSystem: 'ICD10' | 'CPT' | 'HCPCS' | 'REV' | 'MEDICAID';
  code: string;
  description: string;
}

const DIAGNOSES: [string, string][] = [
  ['E11.9', 'Type 2 diabetes mellitus without complications'],
  ['E11.65', 'Type 2 diabetes mellitus with high blood sugar'],
  ['E11.22', 'Type 2 diabetes mellitus with diabetic chronic kidney disease'],
  ['E78.5', 'High cholesterol, unspecified'],
  ['E66.9', 'Obesity, unspecified'],
  ['I10', 'Essential (primary) hypertension'],
  ['I25.10', 'Heart disease of native coronary artery without angina'],
  ['I48.91', 'Atrial fibrillation, unspecified'],
  ['I50.9', 'Heart failure, unspecified'],
  ['I63.9', 'Cerebral infarction, unspecified'],
  ['J44.9', 'Chronic obstructive pulmonary disease, unspecified'],
  ['J45.909', 'Asthma, unspecified, uncomplicated'],
  ['J18.9', 'Pneumonia, unspecified organism'],
  ['N18.3', 'Chronic kidney disease, stage 3'],
  ['N39.0', 'Urinary tract infection, site not specified'],
  ['M17.11', 'Primary osteoarthritis, right knee'],
  ['M17.12', 'Primary osteoarthritis, left knee'],
  ['M54.50', 'Low back pain, unspecified'],
  ['M81.0', 'Age-related osteoporosis without current fracture'],
  ['F32.9', 'Major depressive disorder, single episode, unspecified'],
  ['F41.1', 'Generalized anxiety disorder'],
  ['F03.90', 'Unspecified dementia without behavioral disturbance'],
  ['G47.33', 'Obstructive sleep apnea'],
  ['G62.9', 'Polyneuropathy, unspecified'],
  ['H25.9', 'Age-related cataract, unspecified'],
  ['H40.9', 'Glaucoma, unspecified'],
  ['K21.9', 'Gastro-esophageal reflux disease without esophagitis'],
  ['K57.30', 'Diverticulosis of large intestine without bleeding'],
  ['R07.9', 'Chest pain, unspecified'],
  ['R26.81', 'Unsteadiness on feet'],
  ['R53.83', 'Other fatigue'],
  ['S72.001A', 'Fracture of neck of right femur, initial encounter'],
  ['W19.XXXA', 'Unspecified fall, initial encounter'],
  ['Z00.00', 'General adult medical examination without abnormal findings'],
  ['Z23', 'Encounter for immunization'],
  ['Z79.4', 'Long term (current) use of insulin'],
  ['Z79.01', 'Long term (current) use of anticoagulants'],
  ['Z91.81', 'History of falling'],
  ['C34.90', 'Malignant neoplasm of unspecified part of lung'],
  ['C50.919', 'Malignant neoplasm of unspecified site of breast'],
];

const PROFESSIONAL: [DemoCode['codeSystem'], string, string][] = [
  ['CPT', '99202', 'New patient office visit, straightforward'],
  ['CPT', '99203', 'New patient office visit, low complexity'],
  ['CPT', '99204', 'New patient office visit, moderate complexity'],
  ['CPT', '99212', 'Established patient office visit, straightforward'],
  ['CPT', '99213', 'Established patient office visit, low complexity'],
  ['CPT', '99214', 'Established patient office visit, moderate complexity'],
  ['CPT', '99215', 'Established patient office visit, high complexity'],
  ['CPT', '99221', 'Initial hospital care'],
  ['CPT', '99232', 'Subsequent hospital care'],
  ['CPT', '99238', 'Hospital discharge day'],
  ['CPT', '99283', 'Emergency department visit, moderate'],
  ['CPT', '99284', 'Emergency department visit, high'],
  ['CPT', '99441', 'Telephone evaluation, 5-10 minutes'],
  ['CPT', '93000', 'Electrocardiogram with interpretation'],
  ['CPT', '80053', 'Comprehensive metabolic panel'],
  ['CPT', '83036', 'Hemoglobin A1c'],
  ['CPT', '85025', 'Complete blood count with differential'],
  ['CPT', '71046', 'Chest X-ray, two views'],
  ['CPT', '73562', 'Knee X-ray, three views'],
  ['CPT', '77067', 'Screening mammography, both breasts'],
  ['CPT', '27447', 'Total knee replacement'],
  ['CPT', '66984', 'Cataract removal with lens implant'],
  ['CPT', '45378', 'Diagnostic colonoscopy'],
  ['CPT', '97110', 'Therapeutic exercise, each 15 minutes'],
  ['CPT', '90686', 'Influenza vaccine, quadrivalent'],
  ['HCPCS', 'G0438', 'Annual wellness visit, initial'],
  ['HCPCS', 'G0439', 'Annual wellness visit, subsequent'],
  ['HCPCS', 'A0425', 'Ground ambulance mileage, per mile'],
  ['HCPCS', 'A0428', 'Ambulance service, basic life support, non-emergency'],
  ['HCPCS', 'E0114', 'Crutches, underarm, pair'],
  ['HCPCS', 'E0143', 'Walker, folding, wheeled'],
  ['HCPCS', 'E0601', 'Continuous positive airway pressure device'],
  ['HCPCS', 'J1100', 'Injection, dexamethasone, 1 mg'],
  ['HCPCS', 'J3420', 'Injection, vitamin B-12, up to 1000 mcg'],
  ['HCPCS', 'G0008', 'Administration of influenza vaccine'],
];

const REVENUE: [string, string][] = [
  ['0110', 'Room and board, private'],
  ['0120', 'Room and board, semi-private'],
  ['0200', 'Intensive care unit'],
  ['0250', 'Pharmacy'],
  ['0270', 'Medical and surgical supplies'],
  ['0300', 'Laboratory'],
  ['0320', 'Diagnostic radiology'],
  ['0360', 'Operating room services'],
  ['0420', 'Physical therapy'],
  ['0450', 'Emergency room'],
  ['0510', 'Clinic'],
  ['0636', 'Drugs requiring detailed coding'],
  ['0730', 'Electrocardiogram'],
  ['0762', 'Observation room'],
];

const MEDICAID: [string, string][] = [
  ['T1019', 'Personal care services, per 15 minutes'],
  ['T2003', 'Non-emergency transportation, per trip'],
  ['S5125', 'Attendant care services, per 15 minutes'],
  ['T1015', 'Clinic visit, all-inclusive'],
];

const VARIANTS = [
  'initial encounter',
  'subsequent encounter',
  'sequela',
  'right side',
  'left side',
  'bilateral',
  'with complications',
  'without complications',
  'in remission',
  'unspecified',
];

/** The demo's code table: the written codes and generated neighbours in the same formats. */
export function demoClinicalCodes(): DemoCode[] {
  const codes = new Map<string, DemoCode>();
  // The first description of a code stands: a generated neighbour never renames a written code.
  const add = (code: DemoCode) => {
    const key = `${code.codeSystem}:${code.code}`;
    if (!codes.has(key)) codes.set(key, code);
  };
  for (const [code, description] of DIAGNOSES) add({ codeSystem: 'ICD10', code, description });
  for (const [codeSystem, code, description] of PROFESSIONAL) add({ codeSystem, code, description });
  for (const [code, description] of REVENUE) add({ codeSystem: 'REV', code, description });
  for (const [code, description] of MEDICAID) add({ codeSystem: 'MEDICAID', code, description });
  // ICD-10-CM: each category with 4th-7th characters (A00.0 ... Z99.89), 40 categories x 30 variants.
  DIAGNOSES.forEach(([code, description], index) => {
    const category = code.slice(0, 3);
    for (let n = 0; n < 30; n++) {
      const suffix = `${n % 10}${n >= 10 ? String.fromCharCode(65 + ((index + n) % 26)) : ''}`;
      add({
        codeSystem: 'ICD10',
        code: `${category}.${suffix}`,
        description: `${description}, ${VARIANTS[n % VARIANTS.length]}`,
      });
    }
  });
  // CPT: five-digit neighbours of each written code; HCPCS: the letter and four digits.
  PROFESSIONAL.forEach(([codeSystem, code, description]) => {
    for (let n = 1; n <= 25; n++) {
      const next =
        codeSystem === 'CPT'
          ? String((Number(code) + n * 7) % 100000).padStart(5, '0')
          : `${code[0]}${String((Number(code.slice(1)) + n * 3) % 10000).padStart(4, '0')}`;
      add({ codeSystem, code: next, description: `${description} (related service ${n})` });
    }
  });
  for (let n = 100; n < 1000; n += 5) {
    const code = String(n).padStart(4, '0');
    const base = REVENUE[(n / 5) % REVENUE.length];
    if (base) add({ codeSystem: 'REV', code, description: `${base[1]}, subcategory ${code.slice(3)}` });
  }
  return [...codes.values()];
}

/** Codes the claim and authorization seeders draw from (the written ones, so every demo claim reads plainly). */
export const SEED_DIAGNOSES = DIAGNOSES.map(([code]) => code);
export const SEED_PROFESSIONAL = PROFESSIONAL.map(([codeSystem, code]) => ({ codeSystem, code }));
export const SEED_REVENUE = REVENUE.map(([code]) => code);
