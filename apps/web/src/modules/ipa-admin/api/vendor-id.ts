import { api } from '../../../lib/api.ts';

/** GET /api/MedicalGroup/GetVendorID/: the next free vendor id for a new IPA. */
export function fetchNextVendorId(): Promise<{ vendorId: string }> {
  return api.get<{ vendorId: string }>('/api/MedicalGroup/GetVendorID/');
}
