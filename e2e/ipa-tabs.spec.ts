import { BASE_URL, dismissToasts, expect, expectToast, newSignedInPage, signIn, test, tokenOf } from './fixtures.ts';

/** IPA0012 is renamed by this test only. */
test('a renamed IPA’s tab reads its new description after Save, as the header and summary card do', async ({
  page,
}) => {
  await signIn(page, 'network.manager', { path: '/ezm/medical-group/ipa-administration' });
  await page.getByLabel('IPA code starts with').fill('IPA0012');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('cell', { name: 'IPA0012', exact: true }).dblclick();
  await dismissToasts(page);
  const tab = page.getByRole('tab', { name: /^\d+ - IPA0012 - / });
  await expect(tab).toBeVisible();
  const id = /^(\d+) - /.exec((await tab.textContent()) ?? '')![1];

  await page.getByRole('textbox', { name: 'IPA Name / Description' }).fill('Renamed Harbor Medical Group');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'IPA Updated Successfully');
  await expect(page.getByLabel('IPA header')).toContainText('Renamed Harbor Medical Group');
  await expect(page.getByRole('tab', { name: `${id} - IPA0012 - Renamed Harbor Medical Group` })).toBeVisible();
  // The search grid was refreshed by the save as well (spec §4).
  await page.getByRole('tab', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('cell', { name: 'Renamed Harbor Medical Group', exact: true })).toBeVisible();
});

/** IPA0007's DOFR contract is changed by this test only. */
test('an assignment of a DOFR contract someone else changed meanwhile is refused with the stale-record alert; after Reload it saves', async ({
  page,
  browser,
}) => {
  await signIn(page, 'network.manager', { path: '/ezm/medical-group/ipa-administration' });
  await page.getByLabel('IPA code starts with').fill('IPA0007');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('cell', { name: 'IPA0007', exact: true }).dblclick();
  await dismissToasts(page);
  await page.getByRole('tab', { name: 'DOFR', exact: true }).click();
  await page.getByRole('table', { name: 'DOFR Contracts' }).getByRole('row').nth(1).click();
  const assignments = page.getByRole('table', { name: "Contract's Assignments" });
  await assignments.getByRole('row').nth(1).click();
  await page.getByRole('button', { name: 'Edit', exact: true }).nth(1).click();
  const dialog = page.getByRole('dialog', { name: 'Editing DOFR Assignment' });
  await expect(dialog).toBeVisible();

  // Another manager changes the contract (a link of one of its assignments) after it was read here.
  const other = await newSignedInPage(browser, 'network.approver');
  const headers = { authorization: `Bearer ${await tokenOf(other)}` };
  const contracts = (await (
    await other.request.get(`${BASE_URL}/api/DOFRContract/GetIpaDOFRContracts?ipaCode=IPA0007`, { headers })
  ).json()) as Record<string, unknown>[];
  const { id, version, ipaCode, templateName, effectiveBeginDate, effectiveEndDate } = contracts[0]!;
  const list = contracts[0]!.assignments as Record<string, unknown>[];
  const changed = await other.request.put(`${BASE_URL}/api/DOFRContract/${String(id)}`, {
    headers,
    data: {
      data: {
        version,
        ipaCode,
        templateName,
        effectiveBeginDate,
        effectiveEndDate,
        assignments: list.map((a, index) => ({
          id: a.id,
          category: a.category,
          subCategory: a.subCategory,
          isHospitalLiability: a.isHospitalLiability,
          isSharedLiability: a.isSharedLiability,
          isIpaLiability: a.isIpaLiability,
          isOurLiability: a.isOurLiability,
          link: index === list.length - 1 ? 'https://dofr.example/changed' : a.link,
          comment: a.comment,
          isDeleted: a.isDeleted,
        })),
      },
    },
  });
  expect(changed.status()).toBe(200);
  await other.context().close();

  await dialog.getByRole('textbox', { name: 'Comment' }).fill('Reviewed in the browser');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText(
    'This record was changed by April Approver since you opened it. Please reload it and try again.',
  );
  await alert.getByRole('button', { name: 'Reload' }).click();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await dialog.getByRole('textbox', { name: 'Comment' }).fill('Reviewed in the browser');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expectToast(page, 'DOFR Assignment updated');
  await expect(dialog).toBeHidden();
});

/** IPA0025's Main Info is changed by this test only. */
test('a Main Info save of an IPA someone else saved meanwhile says so beside Save, in view; Reload shows their change', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'network.manager', { path: '/ezm/medical-group/ipa-administration' });
  await page.getByLabel('IPA code starts with').fill('IPA0025');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('cell', { name: 'IPA0025', exact: true }).dblclick();
  await dismissToasts(page);
  await page.getByRole('textbox', { name: 'Notes' }).fill('Mine');

  // Another manager saves the same IPA first.
  const other = await newSignedInPage(browser, 'network.approver', { path: '/ezm/medical-group/ipa-administration' });
  await other.getByLabel('IPA code starts with').fill('IPA0025');
  await other.getByRole('button', { name: 'Search', exact: true }).click();
  await other.getByRole('cell', { name: 'IPA0025', exact: true }).dblclick();
  await other.getByRole('textbox', { name: 'Notes' }).fill('Theirs');
  await other.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(other, 'IPA Updated Successfully');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // The message shows where the user pressed Save, not under Vendor Info below the fold.
  const alert = page.getByRole('alert').filter({ hasText: 'Changed by someone else' });
  await expect(alert).toBeInViewport();
  // It names who saved first: the person to talk to.
  await expect(alert).toContainText('This record was changed by April Approver since you opened it.');
  await alert.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('textbox', { name: 'Notes' })).toHaveValue('Theirs');
  await expect(alert).toBeHidden();
});
