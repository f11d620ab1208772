import { expect, signIn, test } from './fixtures.ts';

test('the admin adds a visit type, adds and removes a slot, adds a time off, and sees the simulator’s record', async ({
  page,
}) => {
  await signIn(page, 'admin', { path: '/careondemand/admin' });
  await expect(page.getByRole('heading', { name: 'Care on Demand Admin' })).toBeVisible();

  // A visit type.
  const name = `E2E Visit ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'New Visit Type' }).click();
  const typeDialog = page.getByRole('dialog', { name: 'Adding Visit Type' });
  await typeDialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await typeDialog.getByRole('button', { name: 'Save' }).click();
  await expect(typeDialog).toBeHidden();
  await expect(page.getByRole('table', { name: 'Visit types' }).getByText(name)).toBeVisible();

  // A Sunday evening slot for the demo provider.
  await page.getByRole('tab', { name: 'Provider Schedules' }).click();
  await page.getByRole('button', { name: 'New Slot' }).click();
  const slotDialog = page.getByRole('dialog', { name: 'Adding Slot' });
  await slotDialog.getByRole('combobox', { name: 'Provider' }).click();
  await page.getByRole('option', { name: 'Dr. Priya Provider' }).click();
  await slotDialog.getByRole('combobox', { name: 'Weekday' }).click();
  await page.getByRole('option', { name: 'Sunday' }).click();
  await slotDialog.getByRole('textbox', { name: /Start/ }).fill('18:00');
  await slotDialog.getByRole('textbox', { name: /End/ }).fill('19:30');
  await slotDialog.getByRole('button', { name: 'Save' }).click();
  await expect(slotDialog).toBeHidden();
  const slots = page.getByRole('table', { name: 'Schedule slots' });
  await expect(slots.getByText('19:30')).toBeVisible();
  // Removed again, after a YES: the demo provider's week is as it was for the scheduling tests (Sunday holds nothing).
  await slots.getByRole('button', { name: 'Remove Sunday 18:00-19:30 of Dr. Priya Provider' }).click();
  await page.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: 'YES' }).click();
  await expect(slots.getByText('19:30')).toHaveCount(0);

  // Time off: the demo provider's vacation is listed; a holiday far ahead is added.
  await page.getByRole('tab', { name: 'Time Off' }).click();
  const timeOff = page.getByRole('table', { name: 'Time off' });
  await expect(timeOff.getByText('Vacation')).toBeVisible();
  await page.getByRole('button', { name: 'New Time Off' }).click();
  const offDialog = page.getByRole('dialog', { name: 'Adding Time Off' });
  await offDialog.getByRole('combobox', { name: 'Provider' }).click();
  await page.getByRole('option', { name: 'Dr. Priya Provider' }).click();
  await offDialog.getByRole('textbox', { name: 'From' }).fill('12/24/2099');
  await offDialog.getByRole('textbox', { name: 'To' }).fill('12/26/2099');
  await offDialog.getByRole('textbox', { name: 'Reason' }).fill('Holiday');
  await offDialog.getByRole('button', { name: 'Save' }).click();
  await expect(offDialog).toBeHidden();
  await expect(timeOff.getByText('12/26/2099')).toBeVisible();

  // The simulator's record, labelled as simulated.
  await page.getByRole('tab', { name: 'Phone Simulator' }).click();
  await expect(page.getByText('Simulated phone and SMS — nothing reaches a telephone network')).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Simulated phone and SMS activity' }).getByText('+13105550142').first(),
  ).toBeVisible();
});
