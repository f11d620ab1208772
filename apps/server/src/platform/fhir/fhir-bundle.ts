import type { Bundle, BundleEntry, BundleLink, OperationOutcome, Resource } from '@medplum/fhirtypes';
import type { ParsedSearch } from './fhir-search.ts';

const linkOf = (base: string, params: [string, string][], count: number, offset: number): string => {
  const query = new URLSearchParams(params);
  query.set('_count', String(count));
  query.set('_offset', String(offset));
  return `${base}?${query.toString()}`;
};

/**
 * A searchset Bundle: the total, self/next/previous links (`_count` and `_offset` paging; next only when more matches
 * follow), the matches (search.mode match) and the `_include`d and `_revinclude`d resources (search.mode include),
 * each with its fullUrl, and an OperationOutcome (search.mode outcome) when the server has something to say about the
 * search (a `_revinclude` cut short).
 */
export function searchsetBundle(
  baseUrl: string,
  type: string,
  search: ParsedSearch,
  result: { resources: Resource[]; total: number },
  included: Resource[],
  outcome?: OperationOutcome,
): Bundle {
  const base = `${baseUrl}/${type}`;
  const { count, offset, linkParams } = search;
  const link: BundleLink[] = [{ relation: 'self', url: linkOf(base, linkParams, count, offset) }];
  if (count > 0 && offset + count < result.total)
    link.push({ relation: 'next', url: linkOf(base, linkParams, count, offset + count) });
  if (offset > 0 && count > 0)
    link.push({ relation: 'previous', url: linkOf(base, linkParams, count, Math.max(0, offset - count)) });
  const entry = (resource: Resource, mode: 'match' | 'include' | 'outcome'): BundleEntry => ({
    ...(resource.id ? { fullUrl: `${baseUrl}/${resource.resourceType}/${resource.id}` } : {}),
    resource,
    search: { mode },
  });
  const seen = new Set(result.resources.map((resource) => `${resource.resourceType}/${resource.id ?? ''}`));
  const includes = included.filter((resource) => {
    const key = `${resource.resourceType}/${resource.id ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return {
    resourceType: 'Bundle',
    type: 'searchset',
    total: result.total,
    link,
    entry: [
      ...result.resources.map((resource) => entry(resource, 'match')),
      ...includes.map((resource) => entry(resource, 'include')),
      ...(outcome ? [entry(outcome, 'outcome')] : []),
    ],
  };
}
