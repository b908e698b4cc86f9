// The file manager against the real demo API (msw): uploads with progress, limits and the bytes
// back; rename refused next to the field; move; delete and Undo; sharing with view rights.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../tests/test-utils';
import { fetchContent, fetchFiles } from './api/files';

function bytesOf(length: number) {
  const bytes = new Uint8Array(length);
  for (let i = 0; i < length; i += 1) bytes[i] = (i * 31 + 7) % 251;
  return bytes;
}

async function openManager(path = '/dashboard/file-manager') {
  const view = renderRoute(path, { signedIn: true });
  await screen.findByRole('button', { name: 'Brand assets' }, { timeout: 60_000 });
  return view;
}

// The first render loads the whole dashboard's modules, which is slow on a busy machine.
describe('file manager', { timeout: 120_000 }, () => {
  it('uploads several files with progress, refuses one over 50 MB and gives the bytes back', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await openManager('/dashboard/file-manager?view=list');
    const original = bytesOf(700 * 1024);
    const good = new File([original], 'Visits sample.csv', { type: 'text/csv' });
    const big = new File(['x'], 'Huge export.parquet');
    Object.defineProperty(big, 'size', { value: 51 * 1024 * 1024 });
    const refused = new File(['MZ'], 'setup.exe');

    await user.upload(screen.getByLabelText('Upload'), [good, big, refused]);

    const uploads = screen.getByRole('heading', { name: 'Uploads' }).closest('div')!.parentElement!;
    expect(await within(uploads).findByText(/files can be up to 50 MB/)).toBeInTheDocument();
    expect(within(uploads).getByText(/type of file is not accepted/)).toBeInTheDocument();
    expect(within(uploads).getByRole('progressbar', { name: 'Upload of Visits sample.csv' })).toBeInTheDocument();
    expect(await within(uploads).findByText('Uploaded')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Visits sample.csv' })).toBeInTheDocument();

    const list = await fetchFiles({ q: 'Visits sample', pageSize: 10 });
    expect(list.items.map((f) => f.name)).toEqual(['Visits sample.csv']);
    const back = new Uint8Array(await (await fetchContent(list.items[0]!.id)).arrayBuffer());
    expect(back).toEqual(original);
    // Nothing of the refused ones reached the server.
    expect((await fetchFiles({ q: 'Huge export', pageSize: 10 })).total).toBe(0);
  });

  it('refuses a rename to a name the folder already uses, next to the field', async () => {
    const user = userEvent.setup();
    await openManager('/dashboard/file-manager?view=list');
    screen.getByRole('button', { name: 'Security policy.pdf' }).focus();
    await user.keyboard('{F2}');
    const field = screen.getByRole('textbox', { name: 'New name for Security policy.pdf' });
    await user.clear(field);
    await user.type(field, 'holiday calendar.xlsx{Enter}');
    expect(await screen.findByText('Something with this name is already in this folder.')).toBeInTheDocument();
    expect(field).toHaveValue('holiday calendar.xlsx');
  });

  it('moves an item into a folder, and Undo of a delete restores it', async () => {
    const user = userEvent.setup();
    await openManager('/dashboard/file-manager?view=list');
    await user.click(screen.getByRole('button', { name: 'Actions for Security policy.pdf' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Move' }));
    const dialog = await screen.findByRole('dialog', { name: /Move “Security policy.pdf”/ });
    await user.click(within(dialog).getByRole('radio', { name: 'Finance' }));
    await user.click(within(dialog).getByRole('button', { name: 'Move here' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Security policy.pdf' })).not.toBeInTheDocument());
    const finance = await fetchFiles({ q: 'Security policy', pageSize: 10 });
    expect(finance.items[0]?.parentId).toBe((await fetchFiles({ q: 'Finance', kind: 'folder' })).items[0]?.id);

    // Delete a folder (and what it holds) to the trash, then Undo.
    await user.click(screen.getByRole('checkbox', { name: 'Select Training material' }));
    await user.click(within(screen.getByRole('region', { name: 'Selected items' })).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Training material' })).not.toBeInTheDocument());
    expect((await fetchFiles({ q: 'Academy handbook' })).total).toBe(0);
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('button', { name: 'Training material' })).toBeInTheDocument();
    expect((await fetchFiles({ q: 'Academy handbook' })).total).toBe(1);
  });

  it('shares an item with a person with view rights and shows their avatar', async () => {
    const user = userEvent.setup();
    await openManager('/dashboard/file-manager?view=list');
    await user.click(screen.getByRole('button', { name: 'Actions for Holiday calendar.xlsx' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: /Share “Holiday calendar.xlsx”/ });
    await user.type(within(dialog).getByRole('textbox', { name: 'Add people by email' }), 'a');
    const suggestion = (await within(dialog).findAllByRole('button', { name: /@/ }))[0]!;
    const name = suggestion.querySelector('p')!.textContent!;
    await user.click(suggestion);
    const people = await within(dialog).findByRole('list', { name: 'People with access' });
    expect(within(people).getByText(name)).toBeInTheDocument();
    expect(within(people).getByRole('combobox', { name: `Permission of ${name}` })).toHaveValue('view');
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    const row = screen.getByRole('button', { name: 'Holiday calendar.xlsx' }).closest('tr')!;
    expect(await within(row).findByRole('img', { name })).toBeInTheDocument();
  });
});
