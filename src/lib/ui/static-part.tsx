// A part of a prerendered page that stays the prerendered markup when the app takes over
// (docs/performance.md, "Static parts"): React hydrates only its wrapper, so the part costs the
// takeover nothing (no render, no run-time styles, no fibers for its elements). Meant for content
// that holds no state: text, pictures and links.
import { useRouter } from '@tanstack/react-router';
import { useId, useLayoutEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

// The wrapper takes no box of its own: the part lays out exactly as its children would.
const contents = { display: 'contents' } as const;

interface StaticPartProps {
  children: ReactNode;
  /**
   * What, besides the language, the markup depends on: once it differs from the value the page was
   * prerendered with, the part is rendered by the app (a layout's part that shows the current page).
   */
  version?: string;
}

/** The anchor under `target` if it leads to one of the app's routes (the router's to follow). */
function appLink(target: EventTarget, part: Element): HTMLAnchorElement | null {
  const anchor = target instanceof Element ? target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || !part.contains(anchor)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  // A page in another language (/fr/..., hreflang) is a document of its own, not one of the app's routes.
  if (anchor.hasAttribute('hreflang')) return null;
  // mailto:, tel: and other sites are the browser's.
  return anchor.origin === window.location.origin ? anchor : null;
}

/** Where a plain left click on one of the part's links goes, unless the browser should handle it. */
function linkToFollow(event: MouseEvent<HTMLElement>): string | null {
  const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
  if (event.defaultPrevented || event.button !== 0 || modified) return null;
  const anchor = appLink(event.target, event.currentTarget);
  if (!anchor) return null;
  // A jump within the page (#main) is the browser's too: it scrolls and moves the focus.
  const { pathname, search, hash } = anchor;
  if (hash && pathname === window.location.pathname && search === window.location.search)
    return null;
  return pathname + search + hash;
}

export function StaticPart({ children, version = '' }: StaticPartProps) {
  const id = useId();
  const router = useRouter();
  const { i18n } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const current = `${i18n.language}|${version}`;
  // Only a hydration finds the server's element with this id: ids of a client render differ.
  const [keptAt, setKeptAt] = useState<string | null>(() =>
    typeof document !== 'undefined' && document.querySelector(`[data-static-part="${id}"]`)
      ? current
      : null,
  );
  // Once the part depends on something new, the app renders it from then on.
  if (keptAt !== null && keptAt !== current) setKeptAt(null);
  const kept = keptAt === current;
  const preloaded = useRef<Element | null>(null);
  // A hydration React gave up (a mismatch above) renders from scratch: there is no markup to keep.
  useLayoutEffect(() => {
    if (kept && !ref.current?.hasChildNodes()) setKeptAt(null);
  }, [kept]);

  if (!kept) {
    return (
      <div key="app" data-static-part={id} style={contents}>
        {children}
      </div>
    );
  }
  // The links in the kept markup are the router's: a click is a client-side navigation, as a
  // <Link> would make it, and hovering or focusing one preloads its route.
  const follow = (event: MouseEvent<HTMLElement>) => {
    const href = linkToFollow(event);
    if (!href) return;
    event.preventDefault();
    void router.navigate({ href });
  };
  const preload = (event: { target: EventTarget; currentTarget: Element }) => {
    const anchor = appLink(event.target, event.currentTarget);
    if (!anchor || anchor === preloaded.current) return;
    preloaded.current = anchor;
    const target: Parameters<typeof router.navigate>[0] = { href: anchor.pathname + anchor.search };
    void router.preloadRoute(target).catch(() => undefined);
  };
  return (
    <div
      key="kept"
      ref={ref}
      data-static-part={id}
      style={contents}
      onClick={follow}
      onMouseOver={preload}
      onFocus={preload}
      // Hydrating a wrapper whose content React sets as HTML leaves the server's children alone.
      dangerouslySetInnerHTML={{ __html: '' }}
      suppressHydrationWarning
    />
  );
}
