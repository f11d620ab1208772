import { ENROLLMENT_MESSAGES as M } from '@portal/contracts/enrollment/enrollment-messages';
import type { ZipInfo } from '@portal/contracts/platform/reference';
import { lookupZip, type Queryable } from '../../platform/reference/reference.service.ts';

export type AddressType = 'home' | 'mailing';
export interface AddressToCheck {
  street1: string;
  city: string;
  state: string;
  zipCode: string;
  addressType: AddressType;
}

/**
 * The address check of ValidateAddress and of the automatic check on an online application: the city and state must
 * belong to the ZIP (reference ZIP data), and a home address cannot be a PO box.
 */
export async function checkAddress(
  zipData: Queryable,
  address: AddressToCheck,
): Promise<{ isValid: boolean; messages: string[]; info: ZipInfo | undefined }> {
  const { street1, city, state, zipCode, addressType } = address;
  const info = await lookupZip(zipData, zipCode);
  const messages: string[] = [];
  if (!info) messages.push(M.zipNotFound);
  if (info && state && state !== info.state) messages.push(`ZIP code ${zipCode} is in ${info.state}, not ${state}.`);
  if (info && city && city.toLowerCase() !== info.city.toLowerCase())
    messages.push(`ZIP code ${zipCode} is in ${info.city}.`);
  if (/\b(p\.?\s*o\.?\s*box|post\s+office\s+box)\b/i.test(street1) && addressType === 'home')
    messages.push('A home address cannot be a PO box.');
  return { isValid: messages.length === 0, messages, info };
}
