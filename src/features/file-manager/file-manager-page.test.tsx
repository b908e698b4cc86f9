// The file manager against the real demo API (msw), as a user sees it (docs/file-manager.md):
// uploads with progress, limits and the bytes back; rename refused next to the field; delete of a
// folder and Undo; sharing with view rights; no change offered on an item the account may only read.
// Move through the picker, and the whole flow at 375 and
// 1440 px, are in tests/e2e/file-manager.spec.ts.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../tests/setup';
import { renderRoute } from '../../../tests/test-utils';
import { fetchContent, fetchFiles } from './api/files';

function bytesOf(length: number, seed = 7) {
  const bytes = new Uint8Array(length);
  for (let i = 0; i < length; i += 1) bytes[i] = (i * 31 + seed) % 251;
  return bytes;
}

async function bytesBack(name: string) {
  const list = await fetchFiles({ q: name, pageSize: 10 });
  expect(list.items.map((f) => f.name)).toEqual([name]);
  return new Uint8Array(await (await fetchContent(list.items[0]!.id)).arrayBuffer());
}

/** One buffer comparison: an element-by-element toEqual of a megabyte takes seconds. */
const same = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b));

/** The items on screen: role queries scoped there stay fast (the whole dashboard is a big tree). */
const items = () => within(screen.getByTestId('file-items'));
/**
 * An item's row (its card in the grid), found by its name: its name button, checkbox, star and menu
 * are queried there, a few elements where the list has a hundred.
 */
const item = (name: string) =>
  within(items().getByText(name, { selector: 'button' }).closest<HTMLElement>('tr, li')!);
/** An item's name button once it shows: waited for by text, then found as a button in its row. */
async function itemButton(name: string, timeout?: number) {
  await items().findByText(name, { selector: 'button' }, { timeout });
  return item(name).findByRole('button', { name }, { timeout });
}
/** The page's own actions (New folder, Upload and its file input), for the same reason. */
const actions = () => within(screen.getByText('New folder', { selector: 'button' }).parentElement!);

/**
 * The wait for the items goes by text: a role query re-runs on each change while the route loads,
 * and asks jsdom for the styles of every element it looks at each time.
 */
async function openManager(path = '/dashboard/file-manager?view=list') {
  const view = renderRoute(path, { signedIn: true });
  await screen.findByTestId('file-items', {}, { timeout: 60_000 });
  await items().findByText('Brand assets', { selector: 'button' }, { timeout: 60_000 });
  return view;
}

// The first render loads the whole dashboard's modules, which is slow on a busy machine.
describe('file manager', { timeout: 180_000 }, () => {
  it('uploads several files with their own progress, refuses one over 50 MB and one of a refused type, gives the bytes back', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await openManager();
    const csvBytes = bytesOf(700 * 1024);
    const jsonBytes = bytesOf(40 * 1024, 3);
    const csv = new File([csvBytes], 'Visits sample.csv', { type: 'text/csv' });
    const json = new File([jsonBytes], 'Visits schema.json', { type: 'application/json' });
    const big = new File(['x'], 'Huge export.parquet');
    Object.defineProperty(big, 'size', { value: 51 * 1024 * 1024 });
    const refused = new File(['MZ'], 'setup.exe');

    await user.upload(actions().getByLabelText('Upload'), [csv, big, json, refused]);

    const uploads = screen.getByRole('region', { name: 'Uploads' });
    const entry = (name: string) => within(uploads).getByText(name).closest('li')!;
    expect(within(entry('Huge export.parquet')).getByRole('alert')).toHaveTextContent('Not uploaded: files can be up to 50 MB.');
    expect(within(entry('setup.exe')).getByRole('alert')).toHaveTextContent(/this type of file is not accepted/);
    expect(within(entry('Visits sample.csv')).getByRole('progressbar', { name: 'Upload of Visits sample.csv' })).toBeInTheDocument();
    expect(within(entry('Visits schema.json')).getByRole('progressbar', { name: 'Upload of Visits schema.json' })).toBeInTheDocument();

    expect(await within(entry('Visits sample.csv')).findByText('Uploaded', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(await within(entry('Visits schema.json')).findByText('Uploaded', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(within(entry('Visits sample.csv')).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    // "Uploaded" comes once the list has been fetched again: the files are there at once.
    expect(item('Visits sample.csv').getByRole('button', { name: 'Visits sample.csv' })).toBeInTheDocument();
    expect(item('Visits schema.json').getByRole('button', { name: 'Visits schema.json' })).toBeInTheDocument();

    expect(same(await bytesBack('Visits sample.csv'), csvBytes)).toBe(true);
    expect(same(await bytesBack('Visits schema.json'), jsonBytes)).toBe(true);
    // Nothing of the refused ones reached the server.
    expect((await fetchFiles({ q: 'Huge export', pageSize: 10 })).total).toBe(0);
    expect(items().queryByRole('button', { name: 'setup.exe' })).not.toBeInTheDocument();

    // Cancel while the server is still taking a chunk: nothing of it is kept.
    server.use(http.put('*/api/file/uploads/:uploadId', () => delay('infinite')));
    await user.upload(actions().getByLabelText('Upload'), [new File([bytesOf(1000)], 'Slow sample.csv', { type: 'text/csv' })]);
    await user.click(await within(uploads).findByRole('button', { name: 'Cancel the upload of Slow sample.csv' }));
    expect(await within(entry('Slow sample.csv')).findByText('Cancelled')).toBeInTheDocument();
    expect((await fetchFiles({ q: 'Slow sample', pageSize: 10 })).total).toBe(0);
  });

  it('shows the server’s reason for a refused file name on the entry’s name field, and uploads it under a corrected name', async () => {
    const user = userEvent.setup();
    await openManager();
    // The app checks the type and size; the name's characters are the server's rule (docs/api/files.md#uploads).
    await user.upload(actions().getByLabelText('Upload'), [new File(['a,b\n1,2'], 'Q3: visits.csv', { type: 'text/csv' })]);

    const uploads = screen.getByRole('region', { name: 'Uploads' });
    const field = await within(uploads).findByRole('textbox', { name: 'Name to upload Q3: visits.csv under' });
    expect(field).toHaveValue('Q3: visits.csv');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleErrorMessage('Not uploaded, the name was refused: Names cannot contain \\ / : * ? " < > |');
    expect(within(uploads).queryByText(/highlighted fields/)).not.toBeInTheDocument();

    // The uploads of this visit stay listed (earlier tests' too): this one's line.
    const entry = field.closest('li')!;
    await user.clear(field);
    await user.type(field, 'Q3 visits.csv');
    await user.click(within(entry).getByRole('button', { name: 'Upload with this name' }));
    expect(await within(entry).findByText('Uploaded', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(entry).toHaveTextContent('Q3 visits.csv');
    expect(item('Q3 visits.csv').getByRole('button', { name: 'Q3 visits.csv' })).toBeInTheDocument();
  });

  it('refuses a rename to a name the folder already uses, next to the field; arrows, Delete and Enter', async () => {
    const user = userEvent.setup();
    await openManager();
    item('Security policy.pdf').getByRole('button', { name: 'Security policy.pdf' }).focus();
    await user.keyboard('{F2}');
    const field = screen.getByRole('textbox', { name: 'New name for Security policy.pdf' });
    await user.clear(field);
    await user.type(field, 'holiday calendar.xlsx{Enter}');
    expect(await screen.findByText('Something with this name is already in this folder.')).toBeInTheDocument();
    expect(field).toHaveValue('holiday calendar.xlsx');
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.clear(field);
    await user.type(field, '{Enter}');
    expect(await screen.findByText('Enter a name.')).toBeInTheDocument();

    // Escape gives up and puts focus back on the item; then the keys of docs/file-manager.md.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(item('Security policy.pdf').getByRole('button', { name: 'Security policy.pdf' })).toHaveFocus());
    await user.keyboard('{ArrowUp}');
    expect(item('Onboarding checklist.docx').getByRole('button', { name: 'Onboarding checklist.docx' })).toHaveFocus();
    expect(item('Onboarding checklist.docx').getByRole('checkbox', { name: 'Select Onboarding checklist.docx' })).toBeChecked();
    expect(screen.getByText('1 selected', { selector: '[role="status"]' })).toBeInTheDocument();
    await user.keyboard('{Delete}');
    const ask = await screen.findByRole('alertdialog', { name: 'Delete “Onboarding checklist.docx”?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    item('Onboarding checklist.docx').getByRole('button', { name: 'Onboarding checklist.docx' }).focus();
    await user.keyboard('{Home}');
    expect(item('Brand assets').getByRole('button', { name: 'Brand assets' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await itemButton('Logo pack.zip', 15_000)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Folder path' })).toHaveTextContent('Brand assets');
  });

  it('renames from the item’s menu: the field opens with the focus and stays open', async () => {
    const user = userEvent.setup();
    await openManager();
    await user.click(item('Security policy.pdf').getByRole('button', { name: 'Actions for Security policy.pdf' }));
    // Chosen from the keyboard: the menu's pointer selection needs a layout jsdom does not have.
    const rename = await screen.findByRole('menuitem', { name: 'Rename' });
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(rename).toHaveAttribute('data-highlighted');
    await user.keyboard('{Enter}');
    // The menu gives the focus back to its button as it closes; the field must keep it.
    const field = await screen.findByRole('textbox', { name: 'New name for Security policy.pdf' });
    await waitFor(() => expect(field).toHaveFocus());
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(field).toBeInTheDocument();
    expect(field).toHaveFocus();

    await user.clear(field);
    await user.type(field, 'Security policy 2026.pdf{Enter}');
    expect(await itemButton('Security policy 2026.pdf')).toBeInTheDocument();
  });

  it('creates a folder; a name the folder already uses is refused next to the field', async () => {
    const user = userEvent.setup();
    await openManager();
    await user.click(actions().getByRole('button', { name: 'New folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'New folder' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Folder name' }), 'finance{Enter}');
    expect(await within(dialog).findByText('Something with this name is already in this folder.')).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Folder name' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Folder name' }), 'Archive 2025{Enter}');
    // The dialog closes once the folder is saved and listed (the page behind it is hidden till then).
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), { timeout: 15_000 });
    expect(await itemButton('Archive 2025')).toBeInTheDocument();
  });

  it('deletes a folder after asking, and Undo brings it back with what it held', async () => {
    const user = userEvent.setup();
    await openManager();
    await user.click(item('Finance').getByRole('checkbox', { name: 'Select Finance' }));
    const bulk = screen.getByRole('region', { name: 'Selected items' });
    expect(within(bulk).getByText('1 selected')).toBeInTheDocument();
    expect(screen.getByText('1 selected', { selector: '[role="status"]' })).toBeInTheDocument();
    await user.click(within(bulk).getByRole('button', { name: 'Delete' }));
    const ask = await screen.findByRole('alertdialog');
    await user.click(within(ask).getByRole('button', { name: 'Delete' }));
    // The toast's Undo stays 10 s; the pointer goes to it as soon as it shows, as a hand would, and
    // a toast under the pointer waits (on a loaded machine the checks below took longer than 10 s).
    // Found by its text, then as a button inside its toast: a role query on the whole page is slow.
    const toast = (await screen.findByText('Undo', { selector: 'button' }, { timeout: 15_000 })).closest<HTMLElement>(
      '[data-scope="toast"][data-part="root"]',
    )!;
    const undo = await within(toast).findByRole('button', { name: 'Undo' });
    await user.hover(undo);
    // While a dialog is open the page behind it is hidden from queries: wait until it has gone.
    await waitFor(() => expect(ask).not.toBeInTheDocument(), { timeout: 15_000 });
    await waitFor(() => expect(items().queryByText('Finance')).not.toBeInTheDocument(), { timeout: 15_000 });
    expect((await fetchFiles({ q: 'Budget 2027', pageSize: 10 })).total).toBe(0);

    await user.click(undo);
    await user.click(await itemButton('Finance', 15_000));
    expect(await itemButton('Budget 2027.xlsx', 15_000)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Folder path' })).toHaveTextContent('Finance');
  });

  it('moves into a folder; when the folders cannot be loaded the picker says why and tries again', async () => {
    const user = userEvent.setup();
    let failing = true;
    server.use(
      http.get('*/api/file/list', ({ request }) =>
        failing && new URL(request.url).searchParams.get('kind') === 'folder'
          ? Response.json({ message: 'The file service is restarting.' }, { status: 503 })
          : undefined,
      ),
    );
    await openManager();
    await user.click(item('Security policy.pdf').getByRole('checkbox', { name: 'Select Security policy.pdf' }));
    await user.click(within(screen.getByRole('region', { name: 'Selected items' })).getByRole('button', { name: 'Move' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move “Security policy.pdf”' });
    // The query tries three times before it gives up (src/lib/query-client.ts).
    expect(await within(dialog).findByText('The file service is restarting.', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(within(dialog).queryByText('Finance')).not.toBeInTheDocument();

    failing = false;
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await user.click(await within(dialog).findByText('Finance', {}, { timeout: 15_000 }));
    await user.click(within(dialog).getByRole('button', { name: 'Move here' }));
    await waitFor(() => expect(items().queryByRole('button', { name: 'Security policy.pdf' })).not.toBeInTheDocument(), {
      timeout: 15_000,
    });
    expect((await fetchFiles({ q: 'Security policy', pageSize: 10 })).items[0]?.parentId).toBe(
      (await fetchFiles({ q: 'Finance', kind: 'folder', pageSize: 10 })).items[0]?.id,
    );
  });

  it('offers no change of a colleague’s item it may only read, and every change of its own', async () => {
    // The seed's "Company overview 2026.pptx" is Julien Moreau's, shared with nobody: the demo
    // account reads it and the server answers 403 to a change (docs/security.md#private-data).
    const user = userEvent.setup();
    await openManager();
    const theirs = 'Company overview 2026.pptx';
    const mine = 'Security policy.pdf';

    await user.click(item(theirs).getByRole('button', { name: `Actions for ${theirs}` }));
    expect(await screen.findByRole('menuitem', { name: 'Details' })).toBeInTheDocument();
    for (const action of ['Rename', 'Move', 'Share', 'Star', 'Delete'])
      expect(screen.queryByRole('menuitem', { name: action })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'Details' })).not.toBeInTheDocument());
    // The star says whether it is starred, without letting it change; F2 and Delete do nothing.
    expect(item(theirs).getByRole('button', { name: `Star ${theirs}` })).toBeDisabled();
    item(theirs).getByRole('button', { name: theirs }).focus();
    await user.keyboard('{F2}{Delete}');
    expect(screen.queryByRole('textbox', { name: `New name for ${theirs}` })).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(item(mine).getByRole('button', { name: `Actions for ${mine}` }));
    expect(await screen.findByRole('menuitem', { name: 'Rename' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'Rename' })).not.toBeInTheDocument());
    expect(item(mine).getByRole('button', { name: `Star ${mine}` })).toBeEnabled();

    // A selection holding it cannot be changed as a whole (a bulk call changes all its items or none).
    await user.click(item(mine).getByRole('checkbox', { name: `Select ${mine}` }));
    const bulk = screen.getByRole('region', { name: 'Selected items' });
    expect(within(bulk).getByRole('button', { name: 'Delete' })).toBeEnabled();
    await user.click(item(theirs).getByRole('checkbox', { name: `Select ${theirs}` }));
    for (const action of ['Move', 'Star', 'Delete'])
      expect(within(bulk).getByRole('button', { name: action })).toBeDisabled();
    expect(within(bulk).getByRole('button', { name: 'Delete' })).toHaveAccessibleDescription('Includes 1 view-only item');
    await user.click(within(bulk).getByRole('button', { name: 'Clear selection' }));

    // The details drawer: no Share, no tag editing, and why.
    await user.click(item(theirs).getByRole('button', { name: theirs }));
    const drawer = await screen.findByRole('dialog', { name: theirs });
    expect(within(drawer).getByText('View only: only its owner and people with edit rights can change it.')).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
    expect(within(drawer).queryByRole('textbox', { name: 'Add a tag' })).not.toBeInTheDocument();
  });

  it('shares an item with a suggested person, with view rights, and the item shows their avatar', async () => {
    const user = userEvent.setup();
    await openManager('/dashboard/file-manager');
    // Through the details drawer (the item menu's Share is driven in the e2e spec).
    await user.click(item('Holiday calendar.xlsx').getByRole('button', { name: 'Holiday calendar.xlsx' }));
    const drawer = await screen.findByRole('dialog', { name: 'Holiday calendar.xlsx' });
    await user.click(within(drawer).getByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share “Holiday calendar.xlsx”' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Add people by email' }), 'a');
    const suggestions = await within(dialog).findByRole('list', { name: 'Suggestions' });
    const first = within(suggestions).getAllByRole('button')[0]!;
    const name = first.querySelector('p')!.textContent!;
    await user.click(first);

    const people = await within(dialog).findByRole('list', { name: 'People with access' });
    expect(await within(people).findByRole('combobox', { name: `Permission of ${name}` })).toHaveValue('view');
    expect(await within(drawer).findByText(`${name} · Can view`)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.keyboard('{Escape}');
    // In the grid (the list's "Shared with" column shows from the lg breakpoint).
    const card = item('Holiday calendar.xlsx').getByRole('button', { name: 'Holiday calendar.xlsx' }).closest('li')!;
    expect(await within(card).findByRole('img', { name })).toBeInTheDocument();
  });
});
