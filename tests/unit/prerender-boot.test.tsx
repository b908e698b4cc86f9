// scripts/prerender-boot.js on a prerendered page before the app has taken over (docs/performance.md,
// "How a marketing page starts", step 5): what it does itself, on the markup the app renders (the
// prerender's snapshot is that markup). The FAQ search shows the questions the app's search shows,
// and "Fill in the demo account" fills the sign-in form. The takeover itself is tested end to end
// (tests/e2e/before-takeover.spec.ts).
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../test-utils';
import boot from '../../scripts/prerender-boot.js?raw';

vi.setConfig({ testTimeout: 30_000 });

const html = document.documentElement;
const ENTRY = '/static/js/entry-test.js';

/** The page as the prerender ships it: the app's markup, no app, and the boot script run over it. */
function prerendered(markup: string) {
  cleanup();
  document.body.innerHTML = `<div id="root" data-prerendered>${markup}</div>`;
  html.setAttribute('data-prerender', 'show');
  new Function(boot.replaceAll('__PRELOADS__', '[]').replaceAll('__ENTRY__', JSON.stringify(ENTRY)))();
}

const appStarted = () => document.head.querySelector(`script[type="module"][src="${ENTRY}"]`) !== null;

afterEach(() => {
  html.removeAttribute('data-prerender');
  html.removeAttribute('data-app');
  document.head.querySelectorAll('script[type="module"], link[rel="modulepreload"]').forEach((el) => el.remove());
  document.body.replaceChildren();
});

// Accents and case aside (as the app's filterFaqs), several words, no match, only spaces.
const queries = ['engagement', 'PARQUET', 'dàta products', 'yearly invoice', 'gdpr', 'zzzz', '   '];

describe('the FAQ search before the app', () => {
  it('shows the questions the app shows for the same text, and hands them back to the app', async () => {
    const user = userEvent.setup();
    renderRoute('/faqs');
    await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' }, { timeout: 10_000 });
    // The field names the list it filters.
    expect(document.getElementById(screen.getByRole('searchbox').getAttribute('data-filter-list') ?? '')).not.toBeNull();
    const markup = document.body.firstElementChild!.innerHTML;
    // The app's answer for each text.
    const byApp = new Map<string, string[]>();
    for (const query of queries) {
      await user.clear(screen.getByRole('searchbox'));
      if (query) await user.type(screen.getByRole('searchbox'), query);
      byApp.set(query, screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent ?? ''));
    }
    expect(byApp.get('PARQUET')).toHaveLength(1);
    expect(byApp.get('zzzz')).toEqual([]);
    expect(byApp.get('   ')).toHaveLength(12);

    prerendered(markup);
    const search = document.querySelector<HTMLInputElement>('input[type="search"]')!;
    const shown = () =>
      [...document.querySelectorAll('h3')].filter((h) => !h.closest('[hidden]')).map((h) => h.textContent ?? '');
    expect(shown()).toHaveLength(12);
    for (const query of queries) {
      search.value = query;
      search.dispatchEvent(new Event('input', { bubbles: true }));
      expect(shown(), query).toEqual(byApp.get(query));
    }
    // Typing needs the app (it must take over with that text): it was started at once.
    expect(appStarted()).toBe(true);

    // Once the app has taken over (and drawn its own list), nothing stays hidden by the boot script.
    search.value = 'parquet';
    search.dispatchEvent(new Event('input', { bubbles: true }));
    expect(shown()).toHaveLength(1);
    vi.useFakeTimers();
    try {
      html.setAttribute('data-prerender', 'done');
      html.setAttribute('data-app', '');
      window.dispatchEvent(new Event('corvane:app'));
      act(() => vi.runAllTimers());
    } finally {
      vi.useRealTimers();
    }
    expect(shown()).toHaveLength(12);
  });
});

describe('“Fill in the demo account” before the app', () => {
  it('fills the sign-in form with the credentials the page shows, and focuses the password', async () => {
    renderRoute('/auth/jwt/login');
    const button = await screen.findByRole('button', { name: 'Fill in the demo account' }, { timeout: 10_000 });
    expect(button).toHaveAttribute('data-fill');
    prerendered(document.body.firstElementChild!.innerHTML);

    const email = document.querySelector<HTMLInputElement>('input[name="email"]')!;
    const password = document.querySelector<HTMLInputElement>('input[name="password"]')!;
    expect(email.value).toBe('');
    document.querySelector<HTMLButtonElement>('button[data-fill]')!.click();
    expect(email.value).toBe('demo@corvane.example');
    expect(password.value).toBe('Corvane-demo-2026');
    expect(document.activeElement).toBe(password);
    expect(appStarted()).toBe(true);
  });
});
