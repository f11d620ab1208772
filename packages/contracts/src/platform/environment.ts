/** Production-like environments hide the label (shell spec §9). */
export const PRODUCTION_LIKE = ['PROD', 'PREPROD', 'VNEXT'] as const;
export const SHOWN_LABELS = ['DEV', 'QA', 'UAT', 'FACETS', 'LOCAL DEV'] as const;

/** The header label for an environment name, or null when it is hidden. */
export function environmentLabel(environment: string | undefined): string | null {
  const name = (environment ?? '').trim().toUpperCase();
  if ((PRODUCTION_LIKE as readonly string[]).includes(name)) return null;
  if ((SHOWN_LABELS as readonly string[]).includes(name)) return name;
  return 'UNKNOWN';
}
