// The data-products shop (docs/product-rules.md#shop): product page → cart (persisted) → billing → payment →
// confirmation, with the order POSTed to the API carrying the card's brand and last four only.
import { expect, test } from './support/test';

test.use({ viewport: { width: 1440, height: 900 } });

test('checkout from a product page to the confirmation', async ({ page }) => {
  await page.goto('/product/market-pulse');
  await expect(page).toHaveTitle('Market Pulse · Corvane');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Market Pulse');
  await page.getByRole('button', { name: 'Add Team to cart' }).click();
  await expect(page.getByText('Market Pulse (Team) is in your cart.')).toBeVisible();

  // The cart survives a reload (localStorage).
  await page.reload();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await page.getByRole('link', { name: 'Cart, 1 item' }).click();
  await expect(page).toHaveURL(/\/product\/checkout$/);
  await expect(page).toHaveTitle('Checkout · Corvane');

  await page.getByRole('spinbutton', { name: /subscriptions of market pulse/i }).fill('2');
  await expect(page.getByTestId('order-total')).toHaveText('€3,576');
  await page.getByRole('button', { name: 'Continue' }).click();

  // Billing: errors next to the fields, then valid details.
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('textbox', { name: /full name/i })).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('textbox', { name: /full name/i }).fill('Ada Lovelace');
  await page.getByRole('textbox', { name: /^email/i }).fill('ada@example.com');
  await page.getByRole('textbox', { name: /street address/i }).fill('12 Finsbury Square');
  await page.getByRole('textbox', { name: /city/i }).fill('London');
  await page.getByRole('textbox', { name: /postcode/i }).fill('EC2A 1AS');
  await page.getByRole('combobox', { name: /country/i }).selectOption('GB');
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  // Payment: a number that fails the Luhn check is refused in the browser.
  await page.getByRole('textbox', { name: /name on card/i }).fill('Ada Lovelace');
  await page.getByRole('textbox', { name: /card number/i }).fill('4242 4242 4242 4241');
  await page.getByRole('textbox', { name: /expiry/i }).fill('12/39');
  await page.getByRole('textbox', { name: /security code/i }).fill('123');
  await page.getByRole('button', { name: /^pay/i }).click();
  await expect(page.getByRole('textbox', { name: /card number/i })).toHaveAttribute('aria-invalid', 'true');

  await page.getByRole('textbox', { name: /card number/i }).fill('4242 4242 4242 4242');
  const orderRequest = page.waitForRequest((r) => r.url().endsWith('/api/order') && r.method() === 'POST');
  await page.getByRole('button', { name: /^pay/i }).click();
  const body = (await orderRequest).postData() ?? '';
  expect(body).not.toContain('4242424242424242');
  expect(body).not.toContain('4242 4242 4242 4242');
  expect(JSON.parse(body)).toMatchObject({
    source: 'shop',
    billingPeriod: 'monthly',
    items: [{ sku: 'market-pulse:team', quantity: 2, unitPrice: 1490 }],
    payment: { brand: 'visa', last4: '4242' },
  });

  await expect(page.getByRole('heading', { name: 'Thank you, your order is confirmed' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('ending in 4242');
  // The cart is empty afterwards.
  await expect(page.getByRole('link', { name: /^cart,/i })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('corvane-cart'))).not.toContain('market-pulse');
});

test('an unknown data product shows a page with its own heading', async ({ page }) => {
  await page.goto('/product/no-such-product');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find that data product');
});
