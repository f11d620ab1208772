import { MODULES } from '@portal/contracts/platform/modules';

/** The module ids Care on Demand Admin and Provider Manager record their audit rows under. */
export const COD_ADMIN_MODULE_ID = MODULES.find((entry) => entry.key === 'care-on-demand-admin')?.id ?? 160;
export const COD_PROVIDERS_MODULE_ID = MODULES.find((entry) => entry.key === 'care-on-demand-providers')?.id ?? 162;
