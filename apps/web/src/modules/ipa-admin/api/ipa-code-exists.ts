import { api } from '../../../lib/api.ts';

/** GET /api/MedicalGroup/IpaCodeAlreadyExists (the wizard checks after a 1 second pause, spec §5). */
export function ipaCodeAlreadyExists(ipaCode: string, effDate: string): Promise<boolean> {
  return api.get<boolean>('/api/MedicalGroup/IpaCodeAlreadyExists', { query: { ipaCode, effDate } });
}
