// The edit forms of posts, invoices, jobs and tours when someone else saved the record after the
// form was opened (docs/product-rules.md#edit-conflicts): one case per form, against the demo API.
// The product and user forms have their own files (src/features/{products,users}/*-edit-conflict.test.tsx).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { seedInvoices } from '@/lib/seed/invoice';
import { seedJobs } from '@/lib/seed/job';
import { seedPosts } from '@/lib/seed/post';
import { seedTours } from '@/lib/seed/tour';
import { http } from '@/lib/http/client';
import { renderRoute } from '@/../tests/test-utils';

// Whole routes render against the demo API (PBKDF2, IndexedDB): allow for a busy machine.
vi.setConfig({ testTimeout: 90_000 });

const [post, invoice, job, tour] = await Promise.all([
  seedPosts(),
  seedInvoices(),
  seedJobs(),
  seedTours(),
]).then(
  ([posts, invoices, jobs, tours]) => [posts[2]!, invoices[0]!, jobs[0]!, tours[0]!] as const,
);

interface Case {
  group: string;
  id: string;
  /** The edit route, and where a save lands. */
  edit: string;
  page: string;
  /** The text field the test types in, by its label, and the record's field behind it. */
  label: RegExp;
  field: string;
}

const cases: Case[] = [
  {
    group: 'post',
    id: post.id,
    edit: `/dashboard/post/${post.slug}/edit`,
    page: `/dashboard/post/${post.slug}`,
    label: /^Title/,
    field: 'title',
  },
  {
    group: 'invoice',
    id: invoice.id,
    edit: `/dashboard/invoice/${invoice.id}/edit`,
    page: `/dashboard/invoice/${invoice.id}`,
    label: /^Notes/,
    field: 'notes',
  },
  {
    group: 'job',
    id: job.id,
    edit: `/dashboard/job/${job.id}/edit`,
    page: `/dashboard/job/${job.id}`,
    label: /^Title/,
    field: 'title',
  },
  {
    group: 'tour',
    id: tour.id,
    edit: `/dashboard/tour/${tour.id}/edit`,
    page: `/dashboard/tour/${tour.id}`,
    label: /^Name/,
    field: 'name',
  },
];

const stored = async ({ group, id, field }: Case) =>
  (
    await http.get<Record<string, Record<string, unknown>>>(`/api/${group}/details`, {
      query: { id },
    })
  )[group]![field];

/**
 * Opens the form, types, lets "someone else" save the record, then saves: the dialog opens.
 * Queries stay inside the form: after each change of the page a role or label query asks jsdom for
 * the styles of every element it looks at, and the whole dashboard took seconds a query; the wait
 * for the form goes by text for the same reason (a role query re-run on each change while it loads).
 */
async function conflictOn(c: Case) {
  const view = renderRoute(c.edit, { signedIn: true });
  const form = (await screen.findByText('Save changes', {}, { timeout: 40_000 })).closest('form')!;
  const user = userEvent.setup();
  const input = within(form).getByLabelText(c.label);
  await user.clear(input);
  await user.type(input, `Mine, a ${c.group} edit`);
  await http.patch(`/api/${c.group}/${c.id}`, { [c.field]: `Theirs, a ${c.group} edit` });
  await user.click(within(form).getByRole('button', { name: 'Save changes' }));
  const dialog = await screen.findByRole('alertdialog', {
    name: 'This record changed while you were editing it',
  });
  return { ...view, user, dialog, form };
}

describe.each(cases.map((c) => [c.group, c] as const))('%s form, edit conflicts', (_, c) => {
  it('keeps the typing on a 409; "Save mine anyway" then saves it', async () => {
    const { user, router, dialog, form } = await conflictOn(c);
    expect(within(form).getByLabelText(c.label)).toHaveValue(`Mine, a ${c.group} edit`);
    expect(await stored(c)).toBe(`Theirs, a ${c.group} edit`);
    await user.click(within(dialog).getByRole('button', { name: 'Save mine anyway' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(c.page));
    expect(await stored(c)).toBe(`Mine, a ${c.group} edit`);
  });

  it('"Load their version" puts the server’s values in the form', async () => {
    const { user, dialog, form } = await conflictOn(c);
    await user.click(within(dialog).getByRole('button', { name: 'Load their version' }));
    await waitFor(() =>
      expect(within(form).getByLabelText(c.label)).toHaveValue(`Theirs, a ${c.group} edit`),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
