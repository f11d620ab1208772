import { BASE_URL, expect, signIn, test, tokenOf } from './fixtures.ts';
import { openIpaTab } from './ipa-rates.helpers.ts';

/** IPA0016's Network & Agreement rows are added by this test only. */
test('the Network & Agreement grid reads one page of 10 at a time from the server, and its filters are applied there', async ({
  page,
}) => {
  await signIn(page, 'network.manager', { path: '/ezm/medical-group/ipa-administration' });
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  for (let n = 1; n <= 11; n += 1) {
    const created = await page.request.post(`${BASE_URL}/api/IpaWebNetworkMapping/CreateNetworkMapping`, {
      headers,
      data: {
        data: {
          ipaCode: 'IPA0016',
          effectiveStartDate: `01/${String(n).padStart(2, '0')}/2027`,
          contractCode: 'H0541',
          isPcp: 'yes',
          networkId: `NW-PG-${String(n).padStart(2, '0')}`,
          networkPrefix: 'PG',
          agreementId: 'PA-PG',
          ipaNetworkId: 'INW-PG',
          ipaNetworkPrefix: 'IP',
          dofrAgreementId: 'D-PG',
        },
      },
    });
    expect(created.status()).toBe(200);
  }
  await openIpaTab(page, 'IPA0016', 'Network & Agreement');
  const grid = page.getByRole('table', { name: 'Network and agreement' });
  // Newest start first: page 1 ends with NW-PG-02, page 2 starts with NW-PG-01.
  await expect(grid.getByRole('cell', { name: 'NW-PG-11', exact: true })).toBeVisible();
  await expect(grid.getByRole('cell', { name: 'NW-PG-01', exact: true })).toHaveCount(0);

  const secondPage = page.waitForRequest(
    (request) =>
      request.url().includes('GetNetworkMappingList') && new URL(request.url()).searchParams.get('skip') === '10',
  );
  await page.getByRole('button', { name: '2', exact: true }).click();
  expect(new URL((await secondPage).url()).searchParams.get('top')).toBe('10');
  await expect(grid.getByRole('cell', { name: 'NW-PG-01', exact: true })).toBeVisible();
  await expect(grid.getByRole('cell', { name: 'NW-PG-11', exact: true })).toHaveCount(0);

  // The Network ID filter offers the IPA's values from the server; the checked one is sent with the list's request.
  await page.getByRole('button', { name: 'Filter Network ID' }).click();
  await page.getByRole('checkbox', { name: 'NW-PG-07', exact: true }).check();
  const filtered = page.waitForRequest((request) => request.url().includes('networkId=NW-PG-07'));
  await page.getByRole('button', { name: 'Apply' }).click();
  expect(new URL((await filtered).url()).searchParams.get('skip')).toBe('0');
  await expect(grid.getByRole('cell', { name: 'NW-PG-07', exact: true })).toBeVisible();
  await expect(grid.locator('tbody tr')).toHaveCount(1);
});
