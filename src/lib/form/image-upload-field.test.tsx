// The image field takes the files it can and says, per file, why it refused the others; the
// images it holds move and go away from buttons a keyboard reaches.
import { Field } from '@chakra-ui/react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/test-utils';
import { ImageUploadField } from './image-upload-field';
import { moveItem, screenImages } from './image-files';

const png = (name: string, bytes = 16) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });

function Harness({ max = 3 }: { max?: number }) {
  const [images, setImages] = useState<string[]>([]);
  return (
    <>
      <Field.Root>
        <Field.Label>Screenshots</Field.Label>
        <ImageUploadField value={images} onChange={setImages} max={max} maxBytes={1024} />
      </Field.Root>
      <output data-testid="count">{images.length}</output>
    </>
  );
}

describe('screenImages', () => {
  it('takes files in order up to the room left, refusing wrong types, big files and extras', () => {
    const gif = new File(['x'], 'anim.gif', { type: 'image/gif' });
    const result = screenImages(
      [png('a.png'), gif, png('big.png', 5000), png('b.png'), png('c.png')],
      2,
      {
        types: ['image/png'],
        maxBytes: 1024,
        max: 4,
      },
    );
    expect(result.accepted.map((f) => f.name)).toEqual(['a.png', 'b.png']);
    expect(result.rejected).toEqual([
      { name: 'anim.gif', reason: 'type' },
      { name: 'big.png', reason: 'size', maxBytes: 1024 },
      { name: 'c.png', reason: 'count', max: 4 },
    ]);
  });

  it('moves an item and leaves the list alone for a move off its ends', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });
});

describe('ImageUploadField', () => {
  it('adds the good files, names each refused one, and reorders and removes from buttons', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<Harness />);
    const picker = await screen.findByLabelText('Screenshots');
    await user.upload(picker, [
      png('cover.png'),
      png('huge.png', 4096),
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
      png('chart.png'),
    ]);

    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('2'));
    const alert = screen.getByRole('alert');
    expect(
      within(alert).getByText(/huge\.png was not added: it is larger than 1 kB/),
    ).toBeVisible();
    expect(
      within(alert).getByText(
        /notes\.txt was not added: only JPEG, PNG, or WebP images are accepted/,
      ),
    ).toBeVisible();

    const first = screen.getByRole('img', { name: 'Image 1 of 2' });
    const firstSrc = first.getAttribute('src');
    expect(screen.getByRole('button', { name: 'Move Image 1 of 2 earlier' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move Image 1 of 2 later' }));
    expect(screen.getByRole('img', { name: 'Image 2 of 2' })).toHaveAttribute('src', firstSrc);

    await user.click(screen.getByRole('button', { name: 'Remove Image 1 of 2' }));
    expect(screen.getByTestId('count')).toHaveTextContent('1');
  });

  it('takes one dropped image into a one-image field, says why not the next, and then offers no picker', async () => {
    renderWithProviders(<Harness max={1} />);
    const zone = (await screen.findByText('Drop an image here, or choose one')).parentElement!;
    fireEvent.drop(zone, { dataTransfer: { files: [png('one.png'), png('two.png')] } });
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('1'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'two.png was not added: this field holds one image.',
    );
    expect(screen.queryByLabelText('Screenshots')).toBeNull();
  });
});
