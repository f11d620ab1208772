import type { Page } from '@playwright/test';
import { expect, newSignedInPage, seriousViolations, signIn, test } from './fixtures.ts';
import { linesOf } from './layout.helpers.ts';

/** A one-page PDF: the upload parses it (pdf-lib), so it must be a real document. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

async function uploadApplication(page: Page): Promise<string> {
  await page.goto('/MemberEnrollmentUpload');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'paper-application.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  const link = page.getByRole('button', { name: /^Work item \d+$/ });
  await expect(link).toBeVisible();
  const id = (await link.innerText()).replace('Work item ', '');
  await link.click();
  await expect(page.getByRole('heading', { name: new RegExp(`Work Item ${id}`) })).toBeVisible();
  return id;
}

/** A field by its label (required fields carry a trailing asterisk). */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\*)?$`));

async function fill(page: Page, label: string, value: string) {
  const input = field(page, label);
  await input.fill(value);
  await input.blur();
}

async function pick(page: Page, label: string, option: RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

async function submitExpecting(page: Page, message: string) {
  await page.getByRole('button', { name: 'Submit Enrollment' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'YES' }).click();
  await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
}

test('the processor uploads a paper application, fills the six pages, is blocked until the checks pass, assigns a PCP and submits', async ({
  page,
}) => {
  await signIn(page, 'enroll.processor');
  await uploadApplication(page);

  // Page 1: identity, address (ZIP fills city, state and county), plan, signature.
  await fill(page, 'First Name', 'Esperanza');
  await fill(page, 'Last Name', 'Quintero');
  await fill(page, 'Birth Date', '07/23/1949');
  await fill(page, 'Medicare ID (MBI)', '4EG4-TE5-MK77');
  await fill(page, 'Home Street 1', '100 Ocean Blvd');
  await fill(page, 'Home ZIP Code', '90802');
  await expect(field(page, 'Home City')).toHaveValue('Long Beach');
  await expect(field(page, 'Home County')).toHaveValue('Los Angeles');
  // The address checked against its ZIP: a wrong city is listed, and the ZIP's own city taken and verified.
  await fill(page, 'Home City', 'Springfield');
  await page.getByRole('button', { name: 'Check home address' }).click();
  await expect(page.getByText('ZIP code 90802 is in Long Beach.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Use Long Beach, CA' }).click();
  await expect(page.getByText('Home address verified against ZIP 90802.')).toBeVisible();
  await expect(field(page, 'Home City')).toHaveValue('Long Beach');
  await fill(page, 'Contract Code', 'H0541');
  await fill(page, 'PBP Code', '001');
  const year = new Date().getFullYear();
  await fill(page, 'Start Date', `12/01/${year}`);
  await page.getByRole('checkbox', { name: 'Signed by authorised representative' }).check();
  await fill(page, 'Authorised Rep Name', 'Ana Quintero');
  // The shared shell rules: a phone shows as (ddd)ddd-dddd; a malformed e-mail stops the save with the shared message.
  await fill(page, 'Home Phone', '5625550101');
  await expect(field(page, 'Home Phone')).toHaveValue('(562)555-0101');
  await fill(page, 'Email Address', 'esperanza@');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await fill(page, 'Email Address', 'esperanza.quintero@example.org');
  await expect(page.getByText('Please enter a valid email address.')).toBeHidden();
  // Page 3: the work item's status with the facility and preferences.
  await page.getByRole('tab', { name: '3. Status and Preferences' }).click();
  await expect(field(page, 'Status')).toHaveValue(/^(New|In Progress)$/);
  // Page 2: application dates.
  await page.getByRole('tab', { name: '2. Application and PCP' }).click();
  await fill(page, 'Application Signature Date', `01/02/${year}`);
  // Page 5: election type.
  await page.getByRole('tab', { name: '5. POA and Medicare' }).click();
  await pick(page, 'Election Type', /^A - AEP/);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('The enrollment was saved.')).toBeVisible();

  // Each blocking rule, word for word, until its check passes.
  await submitExpecting(page, 'Please perform CMS eligibility verification by clicking the Verify button');
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText('CMS Eligibility: Verified (Simulated)')).toBeVisible();
  await submitExpecting(page, 'Please run duplicate check by clicking the Duplicate Check button');
  await page.getByRole('button', { name: 'Duplicate Check' }).click();
  await expect(page.getByText('Duplicate Check: No Duplicates')).toBeVisible();
  await submitExpecting(page, 'Please select at least one Primary POA');

  // Page 5: a primary POA.
  await page.getByRole('tab', { name: '5. POA and Medicare' }).click();
  await page.getByRole('button', { name: 'Add POA' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Ana Quintero');
  await page.getByLabel('Relationship', { exact: true }).fill('Daughter');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('The enrollment was saved.').first()).toBeVisible();

  // PCP: the nearest eligible PCP to the member's ZIP.
  await page.getByRole('button', { name: 'Assign PCP' }).click();
  await page.getByRole('button', { name: 'Assign Nearest PCP Automatically' }).click();
  await expect(page.getByText(/PCP .* assigned \(Allowed/)).toBeVisible();
  await expect(page.getByText(/^PCP: Allowed/)).toBeVisible();

  await page.getByRole('button', { name: 'Submit Enrollment' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'YES' }).click();
  await expect(page.getByText(/Submitted: instance .* is queued for the enrollment service bus\./)).toBeVisible();
  // The status badge (the change history lists 'Completed' too).
  await expect(page.locator('.mantine-Badge-root', { hasText: /^Completed$/ })).toBeVisible();
});

test('a second user sees a work item locked by the processor who has it open; the work list shows the holder; the manager releases the lock', async ({
  page,
  browser,
}) => {
  await signIn(page, 'enroll.processor');
  const id = await uploadApplication(page);
  await expect(page.getByRole('button', { name: 'Verify', exact: true })).toBeVisible();
  const manager = await newSignedInPage(browser, 'enroll.manager', { path: `/MemberEnrollment?id=${id}` });
  await expect(manager.getByText('This enrollment is locked by Paula Processor')).toBeVisible();
  await expect(manager.getByRole('button', { name: 'Verify', exact: true })).toHaveCount(0);

  // The work list shows who holds the lock.
  await manager.goto('/MemberEnrollment');
  await manager.getByLabel('Work Item ID').fill(id);
  await manager.getByRole('button', { name: 'Search', exact: true }).click();
  const row = manager.getByRole('table', { name: 'Enrollment work list' }).locator('tbody tr').filter({ hasText: id });
  // 'Locked By' is the last column (the processor is also the creator and the assignee, so look at that cell).
  const lockedBy = row.locator('td').last();
  await expect(lockedBy).toHaveText('Paula Processor');

  // The manager releases the lock in Admin and Support; the work list no longer shows a holder.
  await manager.goto('/MemberEnrollment/AdminAndSupport');
  await manager.getByRole('tab', { name: 'Locked Work Items' }).click();
  const locked = manager.getByRole('table', { name: 'Locked work items' }).locator('tbody tr').filter({ hasText: id });
  await expect(locked).toContainText('Paula Processor');
  await locked.getByRole('button', { name: 'Unlock' }).click();
  await manager.getByRole('dialog').getByRole('button', { name: 'YES' }).click();
  await expect(manager.getByText('The work item was unlocked.')).toBeVisible();
  await expect(locked).toHaveCount(0);
  await manager.goto('/MemberEnrollment');
  await manager.getByLabel('Work Item ID').fill(id);
  await manager.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(row).toHaveCount(1);
  await expect(lockedBy).toHaveText('');
  await manager.context().close();
});

test('leaving an item with the browser Back closes it: its lock is released for the next user', async ({
  page,
  browser,
}) => {
  await signIn(page, 'enroll.processor');
  const id = await uploadApplication(page);
  await expect(page.getByRole('button', { name: 'Verify', exact: true })).toBeVisible();
  await page.evaluate(() => window.history.back());
  await expect(page).toHaveURL(/\/MemberEnrollmentUpload$/);
  const manager = await newSignedInPage(browser, 'enroll.manager', { path: `/MemberEnrollment?id=${id}` });
  await expect(manager.getByRole('button', { name: 'Verify', exact: true })).toBeVisible();
  await expect(manager.getByText(/This enrollment is locked by/)).toHaveCount(0);
});

test('closing the tab of an open item releases its lock: the next user takes the item at once', async ({
  page,
  browser,
}) => {
  await signIn(page, 'enroll.processor');
  const id = await uploadApplication(page);
  await expect(page.getByRole('button', { name: 'Verify', exact: true })).toBeVisible();
  // An edit left unsaved: the tab is closed all the same (the browser's own question answered Leave).
  await fill(page, 'Home Street 2', 'Apt 9');
  await page.close({ runBeforeUnload: false });
  const manager = await newSignedInPage(browser, 'enroll.manager', { path: `/MemberEnrollment?id=${id}` });
  await expect(manager.getByRole('button', { name: 'Verify', exact: true })).toBeVisible();
  await expect(manager.getByText(/This enrollment is locked by/)).toHaveCount(0);
});

test('the manager approves an item waiting for approval and reassigns work', async ({ page }) => {
  await signIn(page, 'enroll.manager', { path: '/MemberEnrollment' });
  await page.getByRole('button', { name: /^Manager Approval Required \d+/ }).click();
  const grid = page.getByRole('table', { name: 'Enrollment work list' });
  await grid.locator('tbody tr').first().click();
  await expect(page.getByText('Waiting for manager approval')).toBeVisible();
  await page.getByRole('button', { name: 'Approve or Reject' }).click();
  const dialog = page.getByRole('dialog', { name: 'Manager Approval' });
  await dialog.getByLabel('Reason').fill('Part B letter checked');
  await dialog.getByRole('button', { name: 'Record Decision' }).click();
  await expect(page.getByText('Request approved.')).toBeVisible();
  // The status badge (the work list kept behind the item has an 'In Progress' tile too).
  await expect(page.locator('.mantine-Badge-root', { hasText: /^In Progress$/ })).toBeVisible();

  await page.getByRole('button', { name: 'Back to Work List' }).click();
  await page.getByRole('button', { name: 'Reassign' }).click();
  const reassign = page.getByRole('dialog', { name: 'Reassign Enrollments' });
  const rows = reassign.getByRole('table', { name: 'Enrollments to reassign' }).locator('tbody tr');
  await rows.first().getByRole('checkbox').check();
  await reassign.getByLabel('Assign To').click();
  await page.getByRole('option', { name: 'Manny Manager' }).click();
  await reassign.getByRole('button', { name: 'Reassign' }).click();
  await expect(page.getByText('1 enrollment(s) reassigned.')).toBeVisible();
});

test('the processor searches, opens an item, is asked before Back drops an edit, and finds the search as left', async ({
  page,
}) => {
  await signIn(page, 'enroll.processor', { path: '/MemberEnrollment' });
  const grid = page.getByRole('table', { name: 'Enrollment work list' });
  const pager = page.getByText(/^1 - \d+ of \d+$/);
  const everyItem = await pager.innerText();
  await page.getByLabel('Member Name').fill('Thompson');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(pager).not.toHaveText(everyItem);
  await expect(grid.locator('tbody tr').first()).toContainText('Thompson');
  const found = await pager.innerText();
  await grid.locator('tbody tr').first().click();
  await expect(page.getByRole('heading', { name: /Work Item \d+: .* Thompson/ })).toBeVisible();

  // An unsaved edit: the actions say why they wait, and Back asks before dropping it; NO stays with the edit.
  await field(page, 'Middle Initial').fill('Q');
  await expect(page.getByText(/^Save your changes first/)).toBeVisible();
  await page.getByRole('button', { name: 'Back to Work List' }).click();
  const ask = page.getByRole('dialog');
  await expect(ask).toContainText('You have unsaved changes');
  await ask.getByRole('button', { name: 'NO' }).click();
  await expect(field(page, 'Middle Initial')).toHaveValue('Q');
  // The browser's Back asks too (it changes only the address's ?id=); NO keeps the item and the edit.
  const itemAddress = page.url();
  await page.evaluate(() => window.history.back());
  await expect(ask).toContainText('You have unsaved changes');
  await ask.getByRole('button', { name: 'NO' }).click();
  await expect(ask).toBeHidden();
  await expect(page).toHaveURL(itemAddress);
  await expect(field(page, 'Middle Initial')).toHaveValue('Q');

  // A field wrong on page 1 while page 4 is shown: Save shows page 1 and says what to correct.
  await field(page, 'Middle Initial').fill('1');
  await page.getByRole('tab', { name: '4. Sales' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: /Please correct the fields marked in red on 1\. Member and Plan/ }),
  ).toBeVisible();
  await expect(page.getByText('Middle initial must be one letter.')).toBeVisible();
  await expect(field(page, 'Middle Initial')).toBeFocused();

  await page.getByRole('button', { name: 'Back to Work List' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'YES' }).click();
  await expect(page.getByRole('heading', { name: 'Enrollment Work List' })).toBeVisible();
  await expect(page.getByLabel('Member Name')).toHaveValue('Thompson');
  await expect(pager).toHaveText(found);
});

test('the viewer can look at an enrollment and not change it', async ({ page }) => {
  await signIn(page, 'enroll.viewer', { path: '/MemberEnrollment' });
  const grid = page.getByRole('table', { name: 'Enrollment work list' });
  await grid.locator('tbody tr').first().click();
  await expect(page.getByRole('heading', { name: /Work Item \d+/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Submit Enrollment' })).toHaveCount(0);
  // Nothing for the viewer to fill in: the form's fields carry no required marks.
  await expect(field(page, 'First Name')).toHaveAttribute('readonly', '');
  await expect(page.locator('.mantine-InputWrapper-required')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reassign' })).toHaveCount(0);
});

test('the work list filters at 1280 and 1440 px: each label and the longest choices on one line, the fields in three rows with Clear and Search', async ({
  page,
}) => {
  await signIn(page, 'enroll.processor', { path: '/MemberEnrollment' });
  const filters = page.getByRole('search', { name: 'Work list filters' });
  // The longest status and source, chosen, show whole in their boxes.
  for (const [name, option] of [
    ['Status', 'Manager Approval Required'],
    ['Source', 'Paper Enrollment'],
  ] as const) {
    const box = filters.getByRole('combobox', { name, exact: true });
    await box.click();
    await page.getByRole('option', { name: option, exact: true }).click();
    await expect(box).toHaveValue(option);
    // The text ends left of the clear button and the chevron (they sit over the box's right end).
    const [textEnd, buttonsStart] = await box.evaluate((element) => {
      const input = element as HTMLInputElement;
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = style.font;
      const start = input.getBoundingClientRect().left + parseFloat(style.paddingLeft);
      const right = input.parentElement!.querySelectorAll('[data-position="right"], [data-position="right"] *');
      const lefts = [...right].map((part) => part.getBoundingClientRect()).filter((rect) => rect.width > 0);
      return [start + context.measureText(input.value).width, Math.min(...lefts.map((rect) => rect.left))];
    });
    expect(textEnd, `${option} in ${name}`).toBeLessThanOrEqual(buttonsStart);
  }
  // 'Submission Date' is one label over its pair of fields (named From and To).
  const labels = [
    'Work Item ID',
    'Member Name',
    'Member ID',
    'Confirmation Number',
    'Status',
    'Source',
    'Submission Date',
    'Submitted By',
    'Coverage Year',
    'Broker',
    'Sales Rep',
    'Assigned Enrollment Rep',
    'User Name',
    'My Enrollments',
  ];
  for (const width of [1280, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(filters.getByText('Submission Date', { exact: true })).toBeVisible();
    const tops = new Set<number>();
    for (const name of labels) {
      const label = filters.getByText(name, { exact: true });
      const lineHeight = await label.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
      const box = (await label.boundingBox())!;
      expect(box.height, `${name} at ${width} px`).toBeLessThan(lineHeight * 1.5);
      // The switch's label sits on the inputs' line, below the labels of its row.
      if (name !== 'My Enrollments') tops.add(Math.round(box.y));
    }
    expect(tops.size, `rows at ${width} px`).toBeLessThanOrEqual(3);
    await expect(filters.getByRole('button', { name: 'Search', exact: true })).toBeInViewport();
  }
  // One label over two date fields: each field still has a name of its own, containing the label (WCAG 2.5.3).
  await expect(filters.getByRole('textbox', { name: 'Submission Date From' })).toBeVisible();
  await expect(filters.getByRole('textbox', { name: 'Submission Date To' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the work list rows at 1280 px: each cell on one line (the grid scrolls sideways instead)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'enroll.processor', { path: '/MemberEnrollment' });
  const rows = page.getByRole('table', { name: 'Enrollment work list' }).locator('tbody tr');
  await expect(page.getByText(/^1 - \d+ of \d+$/)).toBeVisible();
  await expect(rows).toHaveCount(50);
  // The lines each cell's text takes in the first ten rows (0 for an empty cell).
  const lines = await rows.evaluateAll((found) =>
    found.slice(0, 10).flatMap((row) =>
      [...row.querySelectorAll('td')].map((cell) => {
        const range = cell.ownerDocument.createRange();
        range.selectNodeContents(cell);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      }),
    ),
  );
  expect(lines.filter((count) => count > 1)).toEqual([]);
  expect(lines).toContain(1);
});

test('the status tiles at 1280 px: all on one row, each status on one line over its count', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'enroll.processor', { path: '/MemberEnrollment' });
  const tiles = page.getByRole('group', { name: 'Work items by status' }).getByRole('button');
  await expect(tiles).toHaveCount(11);
  await expect(tiles.filter({ hasText: 'Manager Approval Required' })).toHaveAccessibleName(
    /^Manager Approval Required \d+$/,
  );
  const shown = await linesOf(tiles);
  expect(new Set(shown.map((tile) => tile.top)).size, 'rows of tiles').toBe(1);
  // Two lines each: the status whole on the first, the count on the second.
  expect(shown.filter((tile) => tile.lines !== 2)).toEqual([]);
  await expect(tiles.last()).toBeInViewport({ ratio: 1 });
});

test('the send queue and the PCP assignment tasks at 1280 px: each cell on one line (the grids scroll sideways)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'enroll.manager', { path: '/ezm/enrollment-submission' });
  for (const [path, grid] of [
    ['/ezm/enrollment-submission', 'Enrollment Submission'],
    ['/ezm/member-pcp-assignment-tasks', 'PCP assignment tasks'],
  ] as const) {
    if (!page.url().endsWith(path)) await page.goto(path);
    const rows = page.getByRole('table', { name: grid }).locator('tbody tr:has(td)');
    await expect(rows.first().getByRole('button').first()).toBeVisible();
    // The lines each cell's text runs on (0 for an empty cell).
    const lines = (await linesOf(rows.locator('td'))).map((cell) => cell.lines);
    expect(
      lines.filter((count) => count > 1),
      grid,
    ).toEqual([]);
    expect(lines, grid).toContain(1);
  }
});
