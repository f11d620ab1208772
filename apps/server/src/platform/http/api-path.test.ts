import { describe, expect, it } from 'vitest';
import { isApiPath } from './api-path.ts';

describe('the API paths', () => {
  it('are those under /api and /odata, in any case, with or without a query string', () => {
    for (const url of ['/api', '/api/users', '/API/Users?x=1', '/odata/members?$top=5', '/odata?$count=true'])
      expect(isApiPath(url), url).toBe(true);
  });

  it('are not the web app, the FHIR API or a path that only starts like one', () => {
    for (const url of ['/', '/ipa-admin', '/fhir/Patient/1', '/apiary', '/odatas', '/assets/index.js'])
      expect(isApiPath(url), url).toBe(false);
  });
});
