import { z } from 'zod';
import { listOf } from '../platform/paging.ts';
import { zQueryInt } from '../platform/rules/integers.ts';

/** Admin > Feature Flags (module 183): GET admin/feature-flags lists the flags, PUT admin/feature-flags/:id switches one. */
export const featureFlagSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  isActive: z.boolean(),
  description: z.string().nullable(),
  version: z.number().int(),
});
export type FeatureFlagDto = z.infer<typeof featureFlagSchema>;
export const featureFlagListSchema = listOf(featureFlagSchema);
export const updateFeatureFlagSchema = z.object({ isActive: z.boolean(), version: z.number().int().positive() });
export const featureFlagIdParamsSchema = z.object({ id: zQueryInt() });
