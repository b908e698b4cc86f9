// Rich text: what an author types comes back as HTML through the editor, and what is shown runs
// nothing, whatever was stored (docs/product-rules.md#rich-text).
import { Field } from '@chakra-ui/react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/test-utils';
import { RichTextEditor } from './rich-text-editor';
import { RichTextView } from './rich-text-view';

const hostile =
  '<p>Intro</p><script>window.__ran = true</script><img src="x" onerror="window.__ran = true">' +
  '<a href="javascript:alert(1)">bad link</a> <a href="https://corvane.example/docs">good link</a>' +
  '<p style="position:fixed" onclick="window.__ran = true">styled</p><iframe src="https://evil.example"></iframe>';

describe('RichTextView', () => {
  it('shows stored rich text formatted and inert', async () => {
    (window as unknown as { __ran?: boolean }).__ran = undefined;
    renderWithProviders(<RichTextView html={hostile} data-testid="view" />);
    const view = await screen.findByTestId('view');
    expect(view.querySelector('script, img')).toBeNull();
    expect(screen.getByRole('link', { name: 'good link' })).toHaveAttribute('target', '_blank');
    expect((window as unknown as { __ran?: boolean }).__ran).toBeUndefined();
  });
});

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <Field.Root required>
        <Field.Label>Description</Field.Label>
        <RichTextEditor value={value} onChange={setValue} />
      </Field.Root>
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('RichTextEditor', () => {
  it('is labelled by its field, shows the stored text, and formats with the toolbar', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial="<p>Weekly market signals</p>" />);
    const box = await screen.findByRole('textbox', { name: 'Description' });
    expect(box).toHaveAttribute('aria-required', 'true');
    expect(box).toHaveTextContent('Weekly market signals');

    await user.click(screen.getByRole('button', { name: 'Bulleted list' }));
    await waitFor(() =>
      expect(screen.getByTestId('value').textContent).toContain(
        '<ul><li><p>Weekly market signals</p></li></ul>',
      ),
    );
    expect(screen.getByRole('button', { name: 'Bulleted list' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('refuses a link address that is not http(s) or mailto, next to the field', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial="<p>Docs</p>" />);
    await screen.findByRole('textbox', { name: 'Description' });
    await user.click(screen.getByRole('button', { name: 'Add a link' }));
    const address = await screen.findByRole('textbox', { name: 'Link address' });
    await user.clear(address);
    await user.type(address, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByText('Enter an address that starts with https:// or mailto:'),
    ).toBeVisible();
    expect(screen.getByTestId('value').textContent).not.toContain('href');
  });
});
