// Jobs and study tours end to end: create a job and take a candidate through every hiring stage;
// create a tour of three seats, approve bookings up to its capacity, and see the next approval
// refused with the server's reason (docs/api/crud-groups.md#job, #tour).
import { signInIfAsked } from './support/app';
import { expect, test } from './support/test';

/** A day from now as an English reader types it, month first (docs/look-and-feel.md#dates). */
const typedDay = (daysFromNow: number) =>
  new Intl.DateTimeFormat('en', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.now() + daysFromNow * 86_400_000),
  );

test('create a job and move a candidate from new to hired', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/dashboard/job/new');
  await signInIfAsked(page);
  await expect(page.getByRole('heading', { level: 1, name: 'New job' })).toBeVisible({ timeout: 30_000 });

  await page.getByLabel(/^Title/).fill('Lead analytics engineer, Rotterdam port programme');
  await page.getByLabel(/^Department/).selectOption('engineering');
  const description = page.getByRole('textbox', { name: /^Description/ });
  await description.click();
  await description.pressSequentially('You lead the analytics engineers of our port logistics programme.');
  await page.getByLabel(/^Skills/).fill('dbt');
  await page.getByLabel(/^Skills/).press('Enter');
  await page.getByRole('group', { name: /^Locations/ }).getByText('Remote').click();
  await page.getByLabel(/^Minimum salary/).fill('70000');
  await page.getByLabel(/^Maximum salary/).fill('90000');
  await page.getByLabel(/^Closing date/).fill(typedDay(45));
  await page.getByRole('button', { name: 'Create job' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Lead analytics engineer, Rotterdam port programme' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('tab', { name: /^Candidates/ }).click();
  await expect(page).toHaveURL(/tab=candidates/);
  await expect(page.getByText('No one has applied yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Add candidate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a candidate' });
  await dialog.getByLabel(/^Name/).fill('Maya Lindqvist');
  await dialog.getByLabel(/^Email/).fill('maya.lindqvist@example.com');
  await dialog.getByRole('button', { name: 'Add' }).click();
  const row = page.getByRole('row', { name: /Maya Lindqvist/ });
  await expect(row.getByText('New', { exact: true })).toBeVisible();

  for (const stage of ['Screening', 'Interview', 'Offer', 'Hired']) {
    await row.getByRole('button', { name: 'Move to another stage: Maya Lindqvist' }).click();
    await page.getByRole('menuitem', { name: stage }).click();
    await expect(page.getByText(`Maya Lindqvist moved to ${stage}`)).toBeVisible({ timeout: 15_000 });
    await expect(row.getByText(stage, { exact: true })).toBeVisible();
  }
  await expect(row.getByText('Decided')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Candidates (1)' })).toBeVisible();
});

test('create a tour, approve bookings up to its capacity, and see the next one refused', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/dashboard/tour/new');
  await signInIfAsked(page);
  await expect(page.getByRole('heading', { level: 1, name: 'New study tour' })).toBeVisible({ timeout: 30_000 });

  await page.getByLabel(/^Name/).fill('Port operations deep dive: Rotterdam');
  await page.getByLabel(/^City/).fill('Rotterdam');
  await page.getByLabel(/^Country/).selectOption('NL');
  await page.getByLabel(/^Start date/).fill(typedDay(60));
  await page.getByLabel(/^End date/).fill(typedDay(62));
  await expect(page.getByText('3 days', { exact: true })).toBeVisible();
  await page.getByLabel(/^Capacity/).fill('3');
  await page.getByLabel(/^Price per participant/).fill('2400');
  await page.getByRole('group', { name: /^Services/ }).getByText('Site visits').click();
  await page.getByLabel(/^Guide 1: name/).fill('Ines Laurent');
  await page.getByLabel(/^Guide 1: email/).fill('ines.laurent@corvane.example');
  await page.getByLabel('Photos').setInputFiles({
    name: 'terminal.png',
    mimeType: 'image/png',
    // A 1×1 PNG.
    buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'),
  });
  const programme = page.getByRole('textbox', { name: /^Programme/ });
  await programme.click();
  await programme.pressSequentially('Two days with the port authority and a container terminal.');
  await page.getByRole('button', { name: 'Create tour' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Port operations deep dive: Rotterdam' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('img', { name: 'Port operations deep dive: Rotterdam, photo 1' })).toBeVisible();
  await page.getByRole('tab', { name: 'Bookers' }).click();
  await expect(page.getByText('0 of 3 seats')).toBeVisible();

  for (const [customer, seats] of [['Ada Byrne', '2'], ['Omar Said', '1'], ['Lena Vogel', '1']] as const) {
    await page.getByRole('tabpanel', { name: 'Bookers' }).getByRole('button', { name: 'Add booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a booking' });
    await dialog.getByLabel(/^Customer/).fill(customer);
    await dialog.getByLabel(/^Seats/).fill(seats);
    await dialog.getByRole('button', { name: 'Add booking' }).click();
    await expect(dialog).toBeHidden({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: `Approve the booking of ${customer}` })).toBeVisible({ timeout: 15_000 });
  }

  await page.getByRole('button', { name: 'Approve the booking of Ada Byrne' }).click();
  await expect(page.getByText('2 of 3 seats')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Approve the booking of Omar Said' }).click();
  await expect(page.getByText('3 of 3 seats')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Full', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Approve the booking of Lena Vogel' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'The booking of Lena Vogel was not approved' });
  await expect(refusal).toContainText('This tour is full: all 3 seats are taken.', { timeout: 15_000 });
  await expect(page.getByText('3 of 3 seats')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve the booking of Lena Vogel' })).toBeVisible();
});
