import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { BASE_URL, expect, newSignedInPage, seriousViolations, signIn, test, tokenOf } from './fixtures.ts';
import { expectGridFits, expectOneLineCells, linesOf } from './layout.helpers.ts';

/** A suffix that keeps names unique when the suite runs twice against the same database. */
const run = Date.now().toString(36);

test('the administrator creates a group granting Audit History and a user in it, who then sees Audit History', async ({
  page,
  browser,
}) => {
  const groupName = `Compliance Reviewers ${run}`;
  const username = `reviewer.${run}`;
  await signIn(page, 'admin', { path: '/usermanagement/groups' });

  await page.getByRole('button', { name: 'Add group' }).click();
  const groupDialog = page.getByRole('dialog', { name: 'Adding Group' });
  await groupDialog.getByLabel('Group name').fill(groupName);
  await groupDialog.getByLabel('Description').fill('Reads the audit trail');
  await groupDialog.getByRole('textbox', { name: 'Find a module' }).fill('Audit History');
  await groupDialog.getByRole('button', { name: /Other modules/ }).click();
  await groupDialog.getByRole('checkbox', { name: 'Audit History (Other modules): Export' }).check();
  // Export brings Read with it (the menu shows a module only to holders of Read).
  await expect(groupDialog.getByRole('checkbox', { name: 'Audit History (Other modules): Read' })).toBeChecked();
  await groupDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Group ${groupName} was created.`)).toBeVisible();
  await expect(page.getByRole('cell', { name: groupName })).toBeVisible();

  await page.goto(`${BASE_URL}/usermanagement/users`);
  await page.getByRole('button', { name: 'Add user' }).click();
  const userDialog = page.getByRole('dialog', { name: 'Adding User' });
  await userDialog.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await userDialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Riley Reviewer');
  await userDialog.getByRole('textbox', { name: 'Email', exact: true }).fill(`${username}@portal.example`);
  await userDialog.getByLabel('Groups').click();
  await page.getByRole('option', { name: groupName }).click();
  await page.keyboard.press('Escape');
  await userDialog.getByLabel('Password (built-in sign-in only)').fill('reviewer-pass-1');
  await userDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`User ${username} was created.`)).toBeVisible();

  const context = await browser.newContext();
  const reviewer = await context.newPage();
  await reviewer.goto(`${BASE_URL}/`);
  await reviewer.getByLabel('Username').fill(username);
  await reviewer.getByLabel('Password').fill('reviewer-pass-1');
  await reviewer.getByRole('button', { name: 'Sign In' }).click();
  const nav = reviewer.getByRole('navigation', { name: 'Modules' });
  await expect(nav.getByText('Audit History', { exact: true })).toBeVisible();
  await expect(nav.getByText('User Management', { exact: true })).toHaveCount(0);
  await context.close();
});

test('the administrator deletes a group after confirming, and it is gone from the grid', async ({ page }) => {
  const groupName = `Short-lived Group ${run}`;
  await signIn(page, 'admin', { path: '/usermanagement/groups' });
  await page.getByRole('button', { name: 'Add group' }).click();
  const adding = page.getByRole('dialog', { name: 'Adding Group' });
  await adding.getByLabel('Group name').fill(groupName);
  await adding.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Group ${groupName} was created.`)).toBeVisible();
  await expect(adding).toBeHidden();
  await page.getByRole('textbox', { name: 'Group name' }).fill(groupName);
  await page.getByRole('button', { name: 'Search' }).click();

  await page.getByRole('cell', { name: groupName }).click();
  const editing = page.getByRole('dialog', { name: `Editing Group ${groupName}` });
  await editing.getByRole('button', { name: 'Delete group' }).click();
  const confirmation = page.getByRole('dialog', { name: 'Delete group' });
  await expect(confirmation.getByText(`Delete the group ${groupName}? It has no members.`)).toBeVisible();
  await confirmation.getByRole('button', { name: 'YES' }).click();
  await expect(page.getByText(`Group ${groupName} was deleted.`)).toBeVisible();
  await expect(editing).toBeHidden();
  // The grid reloads: the search that found the group now finds nothing.
  await expect(page.getByText('No groups match the search')).toBeVisible();
  await expect(page.getByRole('cell', { name: groupName })).toHaveCount(0);
});

test('a bad email is refused with the shared email message and nothing is saved', async ({ page }) => {
  await signIn(page, 'admin', { path: '/usermanagement/users' });
  await page.getByRole('button', { name: 'Add user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adding User' });
  await dialog.getByRole('textbox', { name: 'Username', exact: true }).fill(`bad.${run}`);
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Bad Email');
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill('not-an-email');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please enter a valid email address.')).toBeVisible();
  const response = await page.request.get(`${BASE_URL}/api/usermanagement/users?search=bad.${run}`, {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
  });
  expect((await response.json()).total).toBe(0);
});

test('the user report exports to Excel with every user', async ({ browser }) => {
  const page = await newSignedInPage(browser, 'admin', { path: '/usermanagement/userreport' });
  await expect(page.getByRole('cell', { name: 'network.viewer', exact: true })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('UserReport.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const sheet = workbook.worksheets[0]!;
  const usernames: string[] = [];
  sheet.eachRow((row, index) => {
    if (index > 1) usernames.push(row.getCell(1).text);
  });
  expect(sheet.getRow(1).getCell(1).value).toBe('Username');
  expect(usernames).toEqual(expect.arrayContaining(['admin', 'network.viewer', 'no.modules']));
  await expect(page.getByRole('button', { name: 'Exported' })).toBeVisible();

  // The grid offers the same export as PDF (shell spec §1 "data grids with Excel and PDF export").
  const pdfDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to PDF' }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toBe('UserReport.pdf');
  const bytes = await readFile(await pdf.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.subarray(-8).toString('latin1')).toContain('%%EOF');
  await page.context().close();
});

test('User Management has no serious or critical accessibility violations', async ({ page }) => {
  await signIn(page, 'admin', { path: '/usermanagement/users' });
  await expect(page.getByRole('cell', { name: 'admin', exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Add user' }).click();
  await expect(page.getByRole('dialog', { name: 'Adding User' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await page.goto(`${BASE_URL}/usermanagement/groups`);
  await expect(page.getByRole('cell', { name: 'Administrators', exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the viewer of another module cannot open User Management', async ({ page }) => {
  await signIn(page, 'network.viewer', { path: '/usermanagement/users' });
  await expect(page.getByText('You do not have access to this module.')).toBeVisible();
});

test('Audit History finds the administrator changes by event type and exports them', async ({ page }) => {
  await signIn(page, 'admin', { path: '/audit' });
  await expect(page.getByRole('heading', { name: 'Audit History' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Event type' }).click();
  await page.getByRole('option', { name: 'Group created', exact: true }).click();
  // The users are searched on the server as one types; the one picked stays named after the text changes.
  const users = page.getByRole('combobox', { name: 'Users' });
  await users.fill('admi');
  await page.getByRole('option', { name: /\(admin\)/ }).click();
  await users.fill('network');
  await expect(page.getByRole('option', { name: /\(network\.viewer\)/ })).toBeVisible();
  await users.fill('');
  await page.keyboard.press('Escape');
  await expect(page.locator('.mantine-Pill-label', { hasText: '(admin)' })).toBeVisible();
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('cell', { name: 'Group created' }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: 'User created' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  const file = await download;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const sheet = workbook.worksheets[0]!;
  expect(sheet.getRow(1).getCell(4).value).toBe('Event Type');
  expect(sheet.rowCount).toBeGreaterThan(1);
  sheet.eachRow((row, index) => {
    // Who by name and by username, as the member audit history's export.
    if (index > 1)
      expect([2, 3, 4].map((cell) => row.getCell(cell).value)).toEqual(['Avery Admin', 'admin', 'Group created']);
  });
});

test('Users and the User Report at 1280 px: each fits its box, Users one line a cell, the report its groups whole, and 1 module in the singular', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'admin', { path: '/usermanagement/users' });
  // Users shows every column without scrolling sideways, each cell on one line: a long email, organization or list of
  // groups is cut, whole on hover.
  const users = page.getByRole('table', { name: 'Users' });
  await expect(users.getByRole('cell', { name: 'claims.dept', exact: true })).toBeVisible();
  await expectGridFits(users, 'Users');
  await expectOneLineCells(users.locator('tbody tr:has(td)'), 'Users');
  // The User Report shows every column without scrolling sideways too, and its groups (what it is for) whole: they
  // wrap within their cell, as an email (before its @), a name, an organization and a sign-in may; the rest keep to one line.
  await page.goto('/usermanagement/userreport');
  const report = page.getByRole('table', { name: 'User report' });
  const claims = report.locator('tbody tr').filter({ hasText: 'claims.dept' });
  await expect(claims).toBeVisible();
  // A header may take two lines ('Last sign-in'), so a longer username or e-mail still fits.
  await expectGridFits(report, 'User report', 2);
  const rows = report.locator('tbody tr:has(td)');
  const oneLine = await linesOf(rows.locator('td:nth-child(1), td:nth-child(6), td:nth-child(8)'));
  expect(oneLine.filter((cell) => cell.lines > 1).map((cell) => cell.text)).toEqual([]);
  const groups = claims.locator('td').nth(4);
  await expect(groups).toHaveText('Provider Data Manager - Claim Department');
  const cell = await groups.evaluate((td) => ({
    cut: td.scrollWidth > td.clientWidth || getComputedStyle(td).textOverflow === 'ellipsis',
    width: td.getBoundingClientRect().width,
  }));
  expect(cell.cut, 'groups cut').toBe(false);
  expect(cell.width, 'groups column width').toBeGreaterThanOrEqual(160);
  // An email keeps each half whole: it breaks before its @ or not at all.
  const email = claims.locator('td').nth(2);
  expect((await linesOf(email))[0]!.lines).toBeLessThanOrEqual(2);
  const halves = await email.locator('span').allTextContents();
  expect(halves).toEqual(['claims.dept', '@portal.example']);
  await page.goto('/usermanagement/userreport');
  // The claims department's group grants one module.
  await expect(page.getByRole('row').filter({ hasText: 'claims.dept' })).toContainText('1 module');
  await expect(page.getByRole('row').filter({ hasText: 'claims.dept' })).not.toContainText('1 modules');
});

test("a user's edit: leaving with unsaved changes asks first, and a second administrator's save first gets the 409 with Reload", async ({
  browser,
}) => {
  const first = await newSignedInPage(browser, 'admin', { path: '/usermanagement/users' });
  const second = await newSignedInPage(browser, 'admin', { path: '/usermanagement/users' });
  for (const page of [first, second])
    await page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: 'enroll.viewer' }).click();
  const mine = first.getByRole('dialog', { name: 'Editing User enroll.viewer' });
  const theirs = second.getByRole('dialog', { name: 'Editing User enroll.viewer' });
  await theirs.getByRole('textbox', { name: 'Name', exact: true }).fill('Vera Reader (theirs)');
  await theirs.getByRole('button', { name: 'Save' }).click();
  await expect(second.getByText('User enroll.viewer was saved.')).toBeVisible();

  await mine.getByRole('textbox', { name: 'Name', exact: true }).fill('Vera Reader (mine)');
  // Escape (or Cancel, or the X) with the change unsaved asks first; NO keeps the edit.
  await first.keyboard.press('Escape');
  await expect(first.getByText('You have unsaved changes, which may be lost if you proceed.')).toBeVisible();
  await first.getByRole('button', { name: 'NO' }).click();
  await expect(mine.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Vera Reader (mine)');
  // The other administrator saved first: the dialog says so and Reload shows their save.
  await mine.getByRole('button', { name: 'Save' }).click();
  await expect(mine.getByText('Changed by someone else', { exact: true })).toBeVisible();
  await mine.getByRole('button', { name: 'Reload' }).click();
  await expect(mine.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Vera Reader (theirs)');
  // Nothing is left unsaved after the reload: Escape closes at once.
  await first.keyboard.press('Escape');
  await expect(mine).toBeHidden();
});

test("a domain: a bad name is refused with the rule's words, a rename keeps to one save, and the dialog names the domain's administrators and organizations", async ({
  page,
}) => {
  await signIn(page, 'admin', { path: '/usermanagement/domains' });
  await page.getByRole('button', { name: 'Add domain' }).click();
  const adding = page.getByRole('dialog', { name: 'Adding Domain' });
  await adding.getByRole('textbox', { name: 'Domain' }).fill('not a domain');
  await adding.getByRole('button', { name: 'Save' }).click();
  await expect(adding.getByText('Enter a domain name such as example.org.')).toBeVisible();
  await adding.getByRole('textbox', { name: 'Domain' }).fill(`branch-${run}.example.org`);
  await adding.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Domain branch-${run}.example.org was saved.`)).toBeVisible();

  await page
    .getByRole('table', { name: 'Domains' })
    .getByRole('row')
    .filter({ hasText: `branch-${run}` })
    .click();
  const editing = page.getByRole('dialog', { name: `Editing Domain branch-${run}.example.org` });
  // No user signs in through a new domain yet.
  await expect(editing.getByText('No administrator signs in through this domain.')).toBeVisible();
  await editing.getByRole('textbox', { name: 'Domain' }).fill(`renamed-${run}.example.org`);
  await editing.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Domain renamed-${run}.example.org was saved.`)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Domains' }).getByText(`renamed-${run}.example.org`)).toBeVisible();

  // The demo users' domain: its administrators by name, the organizations of its users with how many each.
  await page.getByRole('table', { name: 'Domains' }).getByRole('row').filter({ hasText: 'portal.example' }).click();
  const portal = page.getByRole('dialog', { name: 'Editing Domain portal.example' });
  await expect(portal.getByRole('list', { name: 'Domain administrators' })).toContainText('Avery Admin');
  await expect(portal.getByRole('list', { name: 'Domain organizations' }).getByRole('listitem').first()).toContainText(
    /\d+ users?$/,
  );
});

test('a deactivated user: their open page signs out at its next load and signing in again is refused', async ({
  browser,
}) => {
  const username = `leaver.${run}`;
  const admin = await newSignedInPage(browser, 'admin', { path: '/usermanagement/users' });
  await admin.getByRole('button', { name: 'Add user' }).click();
  const adding = admin.getByRole('dialog', { name: 'Adding User' });
  await adding.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await adding.getByRole('textbox', { name: 'Name', exact: true }).fill('Lee Leaver');
  await adding.getByRole('textbox', { name: 'Email', exact: true }).fill(`${username}@portal.example`);
  await adding.getByLabel('Password (built-in sign-in only)').fill('leaver-pass-1');
  await adding.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText(`User ${username} was created.`)).toBeVisible();

  const context = await browser.newContext();
  const leaver = await context.newPage();
  const signInAs = async () => {
    await leaver.getByLabel('Username').fill(username);
    await leaver.getByLabel('Password').fill('leaver-pass-1');
    await leaver.getByRole('button', { name: 'Sign In' }).click();
  };
  await leaver.goto(`${BASE_URL}/`);
  await signInAs();
  await expect(leaver.getByRole('heading', { name: 'Welcome, Lee Leaver' })).toBeVisible();

  await admin.getByRole('textbox', { name: 'Username, name or email' }).fill(username);
  await admin.getByRole('button', { name: 'Search', exact: true }).click();
  await admin.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: username }).click();
  await admin
    .getByRole('dialog', { name: `Editing User ${username}` })
    .getByRole('button', { name: 'Deactivate user' })
    .click();
  await admin.getByRole('button', { name: 'YES' }).click();
  await expect(admin.getByText(`User ${username} was deactivated.`)).toBeVisible();
  await expect(
    admin.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: username }),
  ).toContainText('Inactive');

  // The open page is refused at its next call and signs out; the sign-in page then refuses the account.
  await leaver.reload();
  await expect(leaver.getByLabel('Username')).toBeVisible();
  await signInAs();
  await expect(leaver.getByText('The username or password is incorrect.')).toBeVisible();
  await expect(leaver.getByRole('heading', { name: 'Welcome, Lee Leaver' })).toHaveCount(0);
});

test("an organization: an empty save names what is missing, leaving with unsaved changes asks first, and a second administrator's save first gets the 409 with Reload", async ({
  browser,
}) => {
  const name = `Harbor Care IPA ${run}`;
  const first = await newSignedInPage(browser, 'admin', { path: '/usermanagement/organizations' });
  await first.getByRole('button', { name: 'Add organization' }).click();
  const adding = first.getByRole('dialog', { name: 'Adding Organization' });
  await adding.getByRole('button', { name: 'Save' }).click();
  await expect(adding.getByText('Organization name is required.')).toBeVisible();
  await expect(adding.getByText('Select the organization type.')).toBeVisible();
  await adding.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await adding.getByRole('combobox', { name: 'Type' }).click();
  await first.getByRole('option', { name: 'IPA', exact: true }).click();
  await first.keyboard.press('Escape');
  await expect(first.getByText('You have unsaved changes, which may be lost if you proceed.')).toBeVisible();
  await first.getByRole('button', { name: 'NO' }).click();
  await adding.getByRole('button', { name: 'Save' }).click();
  await expect(first.getByText(`Organization ${name} was saved.`)).toBeVisible();

  const second = await newSignedInPage(browser, 'admin', { path: '/usermanagement/organizations' });
  for (const page of [first, second]) {
    await page.getByRole('textbox', { name: 'Name, reference or Facets id' }).fill(name);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('table', { name: 'Organizations' }).getByRole('row').filter({ hasText: name }).click();
  }
  const mine = first.getByRole('dialog', { name: `Editing Organization ${name}` });
  const theirs = second.getByRole('dialog', { name: `Editing Organization ${name}` });
  await theirs.getByRole('textbox', { name: 'Facets id' }).fill('F-THEIRS');
  await theirs.getByRole('button', { name: 'Save' }).click();
  await expect(second.getByText(`Organization ${name} was saved.`)).toBeVisible();
  await mine.getByRole('textbox', { name: 'Facets id' }).fill('F-MINE');
  await mine.getByRole('button', { name: 'Save' }).click();
  await expect(mine.getByText('Changed by someone else', { exact: true })).toBeVisible();
  await mine.getByRole('button', { name: 'Reload' }).click();
  await expect(mine.getByRole('textbox', { name: 'Facets id' })).toHaveValue('F-THEIRS');
});
