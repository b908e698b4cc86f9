// The posts section end to end: write a post with a cover, preview it, publish it, comment on it
// and find it by search from the list (the search text in the URL).
import { expect, test, type Page } from './support/test';
import { submitLogin } from './support/app';

// A 1×1 PNG.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const title = 'Quokka metrics for field teams';

async function openEditor(page: Page) {
  await page.goto('/dashboard/post/new');
  await submitLogin(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Write a new post' })).toBeVisible({
    timeout: 30_000,
  });
}

test('write a post, preview it, publish it, comment on it and find it by search', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openEditor(page);

  await page.getByRole('textbox', { name: /^Title/ }).fill(title);
  await page
    .getByRole('textbox', { name: /^Summary/ })
    .fill('What field teams measure when nobody is watching the dashboard.');
  const content = page.getByRole('textbox', { name: /^Content/ });
  await content.click();
  await page.keyboard.type(
    'Field teams keep their own numbers. We asked twelve of them which ones they trust.',
  );
  await page.getByRole('textbox', { name: /^Tags/ }).fill('operations');
  await page.getByRole('textbox', { name: /^Tags/ }).press('Enter');
  await page
    .getByLabel('Cover image')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('img', { name: 'Image 1 of 1' })).toBeVisible();

  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await expect(
    preview.getByText('We asked twelve of them which ones they trust.', { exact: false }),
  ).toBeVisible();
  await preview.getByRole('button', { name: 'Back to the editor' }).click();
  await expect(preview).toBeHidden();

  await page.getByText('Publish', { exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'Publish' })).toBeChecked();
  await page.getByRole('button', { name: 'Create post' }).click();

  await expect(page).toHaveURL(/\/dashboard\/post\/quokka-metrics-for-field-teams$/, {
    timeout: 30_000,
  });
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Published' })).toBeChecked();

  await page
    .getByRole('textbox', { name: 'Add a comment' })
    .fill('Which of the twelve numbers surprised you most?');
  await page.getByRole('button', { name: 'Post comment' }).click();
  await expect(page.getByText('Which of the twelve numbers surprised you most?')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '1 comment' })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Posts' })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/post$/);
  await page.getByRole('searchbox', { name: 'Search posts' }).fill('quokka');
  await expect(page).toHaveURL(/\?q=quokka/);
  const cards = page.getByRole('list', { name: 'Posts' }).getByRole('listitem');
  await expect(cards).toHaveCount(1, { timeout: 30_000 });
  await expect(cards.getByRole('link', { name: title, exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Published 1' })).toBeVisible();
});
