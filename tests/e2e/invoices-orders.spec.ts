// Invoices and orders end to end (issue #17): an invoice of three lines created, sent, marked paid
// and found under the Paid tab; an order placed in the shop found first in /dashboard/order with its
// timeline; a status change answered 500 (docs/api/demo-faults.md) put back and said so.
import { expect, test, type Page } from './support/test';

test.use({ viewport: { width: 1440, height: 900 } });

async function signIn(page: Page) {
  await page.locator('input[type="email"]').fill('demo@corvane.example');
  await page.locator('input[type="password"]').fill('Corvane-demo-2026');
  await page.locator('form button[type="submit"]').click();
}

test('create an invoice with three lines, send it, mark it paid, find it under Paid', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/dashboard/invoice/new');
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'New invoice' })).toBeVisible({ timeout: 30_000 });

  const to = page.getByRole('group', { name: 'To' });
  await expect(to.getByLabel('Client')).toBeEnabled({ timeout: 30_000 });
  await to.getByLabel('Client').selectOption({ index: 1 });
  await expect(to.getByLabel(/^Name/)).not.toHaveValue('');
  const client = await to.getByLabel(/^Name/).inputValue();

  const lines = [
    ['Advisory sprint', '1', '18500'],
    ['Training seats', '6', '1150.50'],
    ['Data quality review', '2', '0.10'],
  ] as const;
  for (const [index, [service, quantity, price]] of lines.entries()) {
    if (index > 0) await page.getByRole('button', { name: 'Add a line' }).click();
    const line = page.getByRole('group', { name: `Line ${index + 1}` });
    await line.getByLabel(/^Service/).fill(service);
    await line.getByLabel(/^Quantity/).fill(quantity);
    await line.getByLabel(/^Unit price/).fill(price);
  }
  // 18,500 + 6,903 + 0.20 = 25,403.20; 20 % VAT 5,080.64; total 30,483.84.
  await expect(page.getByTestId('invoice-form-totals')).toContainText('€30,483.84');
  await page.getByRole('button', { name: 'Create invoice' }).click();

  const heading = page.getByRole('heading', { level: 1, name: /^INV-\d{4}-\d{4}$/ });
  await expect(heading).toBeVisible({ timeout: 30_000 });
  const number = (await heading.textContent())!;
  const invoice = page.getByRole('region', { name: `Invoice ${number}` });
  await expect(invoice).toContainText(client);
  await expect(invoice).toContainText('€30,483.84');
  await expect(invoice).toContainText('Draft');

  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText(new RegExp(`^${number} sent to`))).toBeVisible({ timeout: 30_000 });
  await expect(invoice).toContainText('Pending');

  await page.getByRole('button', { name: 'Change status' }).click();
  await page.getByRole('menuitemradio', { name: 'Paid' }).click();
  await expect(page.getByText(`${number} is now Paid`)).toBeVisible({ timeout: 30_000 });

  await page.goto('/dashboard/invoice');
  await page.getByRole('tab', { name: /^Paid/ }).click();
  await expect(page).toHaveURL(/status=paid/);
  const search = page.getByRole('searchbox', { name: 'Search invoices' }).or(page.getByRole('textbox', { name: 'Search invoices' }));
  await search.fill(number);
  // What was typed stays while the Paid tab's rows load.
  await expect(search).toHaveValue(number);
  const table = page.getByTestId('invoice-table');
  await expect(table.getByRole('link', { name: number })).toBeVisible({ timeout: 30_000 });
  await expect(table.getByRole('row')).toHaveCount(2, { timeout: 30_000 });
});

test('an order placed in the shop comes first in the dashboard, with its timeline; a refused change is put back', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/product/market-pulse');
  await page.getByRole('button', { name: 'Add Team to cart' }).click();
  await page.getByRole('link', { name: 'Cart, 1 item' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('textbox', { name: /full name/i }).fill('Ada Lovelace');
  await page.getByRole('textbox', { name: /^email/i }).fill('ada@example.com');
  await page.getByRole('textbox', { name: /street address/i }).fill('12 Finsbury Square');
  await page.getByRole('textbox', { name: /city/i }).fill('London');
  await page.getByRole('textbox', { name: /postcode/i }).fill('EC2A 1AS');
  await page.getByRole('combobox', { name: /country/i }).selectOption('GB');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('textbox', { name: /name on card/i }).fill('Ada Lovelace');
  await page.getByRole('textbox', { name: /card number/i }).fill('4242 4242 4242 4242');
  await page.getByRole('textbox', { name: /expiry/i }).fill('12/39');
  await page.getByRole('textbox', { name: /security code/i }).fill('123');
  await page.getByRole('button', { name: /^pay/i }).click();
  await expect(page.getByRole('heading', { name: 'Thank you, your order is confirmed' })).toBeVisible({ timeout: 30_000 });

  await page.goto('/dashboard/order');
  await signIn(page);
  const table = page.getByTestId('order-table');
  const first = table.getByRole('row').nth(1);
  await expect(first).toContainText('Ada Lovelace', { timeout: 30_000 });
  await expect(first).toContainText('Pending');
  const number = (await first.getByRole('link').first().textContent())!;
  await first.getByRole('link', { name: number }).click();

  await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible({ timeout: 30_000 });
  const timeline = page.getByRole('list', { name: 'Timeline' });
  await expect(timeline.getByRole('listitem')).toHaveCount(1);
  await expect(timeline).toContainText('By Ada Lovelace');
  await expect(page.getByLabel('Card ending in 4242')).toBeVisible();

  // The demo API answers the next status change with a 500 (docs/api/demo-faults.md).
  await page.evaluate(() => localStorage.setItem('corvane.demo.failRequests', 'PATCH /api/order'));
  await page.getByRole('button', { name: 'Mark completed' }).click();
  await expect(page.getByText(`The status of ${number} could not be changed`)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Mark completed' })).toBeVisible();
  await expect(timeline.getByRole('listitem')).toHaveCount(1);

  await page.evaluate(() => localStorage.removeItem('corvane.demo.failRequests'));
  await page.getByRole('button', { name: 'Mark completed' }).click();
  await expect(timeline.getByRole('listitem')).toHaveCount(2, { timeout: 30_000 });
  await expect(timeline).toContainText('By Amira Haddad');
});
