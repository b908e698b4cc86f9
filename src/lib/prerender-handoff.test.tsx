// The app's side of a prerendered page (docs/performance.md, "How a marketing page starts"): when a
// prepared app may take over, when the page counts as taken over, a held submit, and what was typed.
import { act, Suspense, use, type FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  adoptLanguagePrefix,
  idleMoment,
  localizedPath,
  preparedAhead,
  reportHydrationError,
  sendHeldSubmits,
  snapshotToHydrate,
  TakeoverMark,
  typedBeforeStart,
  whenContentHydrated,
  whenToTakeOver,
} from './prerender-handoff';

type BootWindow = Window & { __corvaneHold?: boolean };
const boot = window as BootWindow;

afterEach(() => {
  delete boot.__corvaneHold;
  document.documentElement.removeAttribute('data-app');
  document.documentElement.removeAttribute('data-prerender');
  document.head.querySelectorAll('[data-prerendered-head]').forEach((el) => el.remove());
  window.history.replaceState(null, '', '/');
  localStorage.clear();
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

describe('a submit held until the takeover', () => {
  it('is sent once at the takeover, through the app’s handler, with what the boot script gave the fields meanwhile', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const sent: string[] = [];
    const onSubmit = (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      sent.push(`${event.currentTarget.id}:${new FormData(event.currentTarget).get('email')}`);
    };
    // The boot script's part at the takeover: the value typed while the app hydrated reaches the field.
    const replay = () => {
      (container.querySelector('#held input') as HTMLInputElement).value = 'typed@example.com';
    };
    window.addEventListener('corvane:app', replay, { once: true });
    const root = (await import('react-dom/client')).createRoot(container);
    // The held form was pressed after React had it (the boot script marked it), the other never.
    await act(async () =>
      root.render(
        <>
          <form id="held" data-submit-pending="" onSubmit={onSubmit}>
            <input name="email" defaultValue="" />
          </form>
          <form id="untouched" onSubmit={onSubmit}>
            <input name="email" defaultValue="" />
          </form>
          <TakeoverMark container={container} />
        </>,
      ),
    );
    await vi.waitFor(() => expect(document.documentElement.hasAttribute('data-app')).toBe(true));
    expect(sent).toEqual(['held:typed@example.com']);
    expect(container.querySelector('form[data-submit-pending]')).toBeNull();
    sendHeldSubmits(container);
    expect(sent).toHaveLength(1);
    act(() => root.unmount());
  });
});

describe('typedBeforeStart', () => {
  it('reads what was typed or filled in before the app started, by field name, leaving empty fields out', () => {
    document.body.innerHTML = `<form id="f"><input name="email" /><input name="password" type="password" />
      <select name="topic"><option value=""></option><option value="consulting"></option></select>
      <textarea name="message"></textarea><input name="company" /></form>`;
    const form = document.getElementById('f') as HTMLFormElement;
    (form.elements.namedItem('email') as HTMLInputElement).value = 'demo@corvane.example';
    (form.elements.namedItem('password') as HTMLInputElement).value = 'Corvane-demo-2026';
    (form.elements.namedItem('topic') as HTMLSelectElement).value = 'consulting';
    (form.elements.namedItem('message') as HTMLTextAreaElement).value = 'Hello';
    expect(typedBeforeStart('f', ['email', 'password', 'topic', 'message', 'company', 'missing'])).toEqual({
      email: 'demo@corvane.example',
      password: 'Corvane-demo-2026',
      topic: 'consulting',
      message: 'Hello',
    });
  });

  it('reads nothing where there is no such form (the app rendered the page itself)', () => {
    expect(typedBeforeStart('nowhere', ['email'])).toEqual({});
    document.body.innerHTML = '<div id="f"><input name="email" value="x" /></div>';
    expect(typedBeforeStart('f', ['email'])).toEqual({});
  });
});

describe('adoptLanguagePrefix', () => {
  it('takes the language from /fr/... or /ar/... and leaves the rest of the address to the router', () => {
    window.history.replaceState({ kept: 1 }, '', '/fr/about-us?tab=2#team');
    adoptLanguagePrefix();
    expect(localStorage.getItem('i18nextLng')).toBe('fr');
    expect(`${location.pathname}${location.search}${location.hash}`).toBe('/about-us?tab=2#team');
    expect(window.history.state).toEqual({ kept: 1 });
    window.history.replaceState(null, '', '/ar');
    adoptLanguagePrefix();
    expect(localStorage.getItem('i18nextLng')).toBe('ar');
    expect(location.pathname).toBe('/');
  });

  it('leaves other addresses alone, words that start like a prefix included', () => {
    const language = localStorage.getItem('i18nextLng');
    for (const path of ['/about-us', '/fraud', '/are/you', '/consulting/fr']) {
      window.history.replaceState(null, '', path);
      adoptLanguagePrefix();
      expect(location.pathname).toBe(path);
    }
    expect(localStorage.getItem('i18nextLng')).toBe(language);
  });

  it('still removes the prefix when storage is blocked', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    window.history.replaceState(null, '', '/ar/faqs');
    expect(() => adoptLanguagePrefix()).not.toThrow();
    expect(location.pathname).toBe('/faqs');
    setItem.mockRestore();
  });
});

describe('snapshotToHydrate', () => {
  const page = () => {
    const root = document.createElement('div');
    root.setAttribute('data-prerendered', '');
    root.innerHTML = '<main><h1>About us</h1></main>';
    document.body.append(root);
    const meta = Object.assign(document.createElement('meta'), { name: 'description', content: 'x' });
    meta.setAttribute('data-prerendered-head', '');
    const title = document.createElement('title');
    title.setAttribute('data-prerendered-head', '');
    document.head.append(meta, title);
    return root;
  };

  it("hydrates this page's snapshot, and hands its meta tags to the app", () => {
    const root = page();
    document.documentElement.setAttribute('data-prerender', 'show');
    expect(snapshotToHydrate(root)).toBe(true);
    expect(root.hasAttribute('data-prerendered')).toBe(false);
    expect(root.querySelector('h1')?.textContent).toBe('About us');
    expect(document.head.querySelector('meta[data-prerendered-head]')).toBeNull();
    expect(document.head.querySelector('title[data-prerendered-head]')).not.toBeNull();
  });

  it("replaces a snapshot that is not this address's, head tags and all", () => {
    const root = page();
    expect(snapshotToHydrate(root)).toBe(false);
    expect(root.childElementCount).toBe(0);
    expect(document.head.querySelector('[data-prerendered-head]')).toBeNull();
    expect(document.documentElement.getAttribute('data-prerender')).toBe('done');
  });

  it('renders normally where nothing was prerendered', () => {
    const root = document.createElement('div');
    root.innerHTML = '<p>app</p>';
    document.documentElement.setAttribute('data-prerender', 'show');
    expect(snapshotToHydrate(root)).toBe(false);
    expect(root.innerHTML).toBe('<p>app</p>');
    expect(document.documentElement.getAttribute('data-prerender')).toBe('show');
  });
});

describe('the boot script hand-over', () => {
  it('knows whether the app was prepared ahead of need', () => {
    expect(preparedAhead(boot)).toBe(false);
    boot.__corvaneHold = true;
    expect(preparedAhead(boot)).toBe(true);
  });

  it('waits for an idle moment, at most the time given, or a task where the browser has no idle callback', async () => {
    const requestIdleCallback = vi.fn((callback: () => void) => (setTimeout(callback, 0), 1));
    await idleMoment(300, { requestIdleCallback } as unknown as Window);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 300 });
    const setTimeoutSpy = vi.fn((callback: () => void) => (setTimeout(callback, 0), 1));
    await idleMoment(300, { setTimeout: setTimeoutSpy } as unknown as Window);
    expect(setTimeoutSpy).toHaveBeenCalledWith(expect.any(Function), 0);
  });

  it('gives a page its address in each language, English without a prefix', () => {
    expect(localizedPath('/about-us', 'en')).toBe('/about-us');
    expect(localizedPath('/about-us', 'fr')).toBe('/fr/about-us');
    expect(localizedPath('/', 'ar')).toBe('/ar');
  });

  it('marks the page as the app’s once its content is React’s, and says so', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const heard = vi.fn();
    window.addEventListener('corvane:app', heard, { once: true });
    const root = (await import('react-dom/client')).createRoot(container);
    await act(async () => root.render(<TakeoverMark container={container} />));
    await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(1));
    expect(document.documentElement.hasAttribute('data-app')).toBe(true);
    expect(document.documentElement.getAttribute('data-prerender')).toBe('done');
    expect(performance.getEntriesByName('corvane:app', 'mark').length).toBeGreaterThan(0);
    act(() => root.unmount());
  });
});

describe('the hand-over, the small parts', () => {
  it('stops watching the hydration when asked, and says a hydration mismatch in the console', () => {
    vi.useFakeTimers();
    const container = document.createElement('div');
    container.innerHTML = '<p>never React’s</p>';
    document.body.append(container);
    const done = vi.fn();
    const cancel = whenContentHydrated(container, done, 1_000);
    cancel();
    vi.advanceTimersByTime(2_000);
    expect(done).not.toHaveBeenCalled();
    vi.useRealTimers();

    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    reportHydrationError(new Error('text differs'));
    expect(error).toHaveBeenCalledWith('Hydration mismatch: the app rendered the prerendered page again.', expect.any(Error));
    error.mockRestore();
  });
});
