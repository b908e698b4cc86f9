// The app's side of a prerendered page (docs/performance.md, "How a marketing page starts"): when a
// prepared app may take over, when the page counts as taken over, and a held submit.
import { act, Suspense, use } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resumeHeldSubmit, whenContentHydrated, whenToTakeOver } from './prerender-handoff';

type BootWindow = Window & { __corvaneHold?: boolean };
const boot = window as BootWindow;

afterEach(() => {
  delete boot.__corvaneHold;
  document.documentElement.removeAttribute('data-app');
  document.body.replaceChildren();
});

describe('whenToTakeOver', () => {
  it('goes on at once when the boot script did not prepare the app ahead of need', async () => {
    await expect(whenToTakeOver()).resolves.toBeUndefined();
  });

  it('waits, when the app was prepared ahead, for the intent the boot script signals', async () => {
    boot.__corvaneHold = true;
    const go = vi.fn();
    void whenToTakeOver().then(go);
    await Promise.resolve();
    expect(go).not.toHaveBeenCalled();
    boot.__corvaneHold = false;
    window.dispatchEvent(new Event('corvane:go'));
    await vi.waitFor(() => expect(go).toHaveBeenCalledTimes(1));
  });
});

describe('whenContentHydrated', () => {
  // A page whose middle section hydrates after the shell (its own Suspense boundary, as the router's
  // are), with markup set as HTML, which never gets fibers of its own.
  let release = () => {};
  const later = new Promise<void>((resolve) => (release = resolve));
  // A promise React reads as settled (its status set as React's own `use` sets it).
  const settled = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });
  function Section({ wait }: { wait: Promise<void> }) {
    use(wait);
    return (
      <section>
        <p>
          Offices <b>3</b>
        </p>
        <div dangerouslySetInnerHTML={{ __html: '<em>set as HTML</em>' }} />
      </section>
    );
  }
  const Page = ({ wait }: { wait: Promise<void> }) => (
    <main>
      <h1>Contact</h1>
      <Suspense fallback={null}>
        <Section wait={wait} />
      </Suspense>
      <footer>Last in the page, hydrated with the shell</footer>
    </main>
  );

  it('calls back only once every element of the page is React’s', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page wait={settled} />);
    document.body.append(container);
    expect(container.querySelector('em')).not.toBeNull();

    vi.useFakeTimers();
    const done = vi.fn();
    let root: Root | undefined;
    try {
      const stop = whenContentHydrated(container, done);
      vi.advanceTimersByTime(50);
      expect(done).not.toHaveBeenCalled();
      await act(async () => {
        root = hydrateRoot(container, <Page wait={later} />);
      });
      vi.advanceTimersByTime(50);
      // The shell is hydrated, the section (still suspended) is not.
      expect(done).not.toHaveBeenCalled();
      await act(async () => release());
      vi.advanceTimersByTime(50);
      expect(done).toHaveBeenCalledTimes(1);
      stop();
    } finally {
      vi.useRealTimers();
      act(() => root?.unmount());
    }
  });

  it('calls back after its time limit when an element never becomes React’s', () => {
    vi.useFakeTimers();
    try {
      const container = document.createElement('div');
      container.innerHTML = '<p>put there by an extension</p>';
      document.body.append(container);
      const done = vi.fn();
      whenContentHydrated(container, done, 1_000);
      vi.advanceTimersByTime(900);
      expect(done).not.toHaveBeenCalled();
      vi.advanceTimersByTime(200);
      expect(done).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('resumeHeldSubmit', () => {
  function heldForm() {
    const form = document.createElement('form');
    form.setAttribute('data-submit-pending', '');
    const submitted = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submitted);
    document.body.append(form);
    return { form, submitted };
  }

  it('sends a form held before the app started once the app has taken over the page', () => {
    const { form, submitted } = heldForm();
    resumeHeldSubmit(form);
    // The form is hydrated but the page is not the app's yet: the boot script would hold it again.
    expect(submitted).not.toHaveBeenCalled();
    document.documentElement.setAttribute('data-app', '');
    window.dispatchEvent(new Event('corvane:app'));
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(form.hasAttribute('data-submit-pending')).toBe(false);
  });

  it('sends it at once when the app has already taken over, and leaves a form nobody sent alone', () => {
    document.documentElement.setAttribute('data-app', '');
    const { form, submitted } = heldForm();
    resumeHeldSubmit(form);
    expect(submitted).toHaveBeenCalledTimes(1);
    resumeHeldSubmit(form);
    expect(submitted).toHaveBeenCalledTimes(1);
  });
});
