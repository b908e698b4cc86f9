// The file manager against the real demo API (msw): uploads with progress, limits and the bytes
// back; rename refused next to the field. Move, delete with Undo and sharing go through Chakra's
// menus and dialogs, and are covered end to end in tests/e2e/file-manager.spec.ts.
import { screen, within } from '@testing-library/react';
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
    expect(await screen.findByRole('button', { name: 'Visits sample.csv' }, { timeout: 30_000 })).toBeInTheDocument();

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
});
