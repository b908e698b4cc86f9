// The layout gate's checks (docs/testing.md#the-layout-gate, docs/list-kit.md#column-priority),
// run by the accessibility gate on the page it already loaded: the viewport is resized in place to
// each width and the page measured, with no reload and no fixed wait.
import type { Page } from '@playwright/test';

/** The widths every route is measured at: a phone, a tablet, a laptop and a wide laptop. */
export const layoutWidths = [375, 768, 1280, 1440] as const;
/** The looks the layout is measured in (the dark and bold looks change colours only). */
export const layoutLookNames = new Set(['light ltr', 'light rtl']);
/** The viewport the gate's other looks run at, restored after the widths. */
export const gateViewport = { width: 1280, height: 800 };
/**
 * How far (px) the page may scroll below the bottom of its last visible content: the padding under
 * the content, the footer's own padding and a card's inner padding fit; a screen that scrolls into
 * blank space (a height computed from the viewport plus a header, a min-height stacked twice) does not.
 */
export const blankScrollTolerance = 96;

/**
 * Findings the gate reports without failing, each with its reason. The key is the finding's first
 * words, `<path> <width>px <dir>: <check>` (e.g. `/dashboard/mail 375px rtl: overflow`); keep the
 * list empty unless a screen cannot be fixed yet, and name the issue that will.
 */
export const layoutAllowList: Record<string, string> = {
};

interface Measured {
  width: number;
  dir: string;
  findings: string[];
}

/** Waits for the layout after a resize: two animation frames (a resize observer's render, then paint). */
async function nextLayout(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

/** Measures the page at one width; runs in the browser. */
function measure(blankTolerance: number): Measured {
  const width = window.innerWidth;
  const dir = document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
  const findings: string[] = [];
  const name = (el: Element): string => {
    let s = el.tagName.toLowerCase();
    const attr = (a: string) => el.getAttribute(a);
    if (el.id && !/^[:«]|^\d/.test(el.id)) s += `#${el.id}`;
    else if (attr('data-testid')) s += `[data-testid="${attr('data-testid')}"]`;
    else if (attr('aria-label')) s += `[aria-label="${attr('aria-label')!.slice(0, 30)}"]`;
    else if (attr('data-scope'))
      s += `[data-scope="${attr('data-scope')}"][data-part="${attr('data-part')}"]`;
    else {
      const cls = [...el.classList].filter((c) => !/^css-|^chakra-/.test(c)).slice(0, 2);
      if (cls.length) s += `.${cls.join('.')}`;
    }
    return s;
  };
  const short = (el: Element) => {
    const parts = [name(el)];
    for (
      let p = el.parentElement, i = 0;
      p && p !== document.body && i < 2;
      p = p.parentElement, i++
    )
      parts.unshift(name(p));
    const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 24);
    return `${parts.join(' > ')}${text ? ` ("${text}")` : ''}`;
  };
  const clips = (style: CSSStyleDeclaration) => style.overflowX !== 'visible';
  const shown = (style: CSSStyleDeclaration) =>
    style.display !== 'none' && style.visibility !== 'hidden';

  // Walk the rendered boxes, not entering an element that clips its overflow (its content cannot
  // widen or lengthen the document; the element itself can).
  const overflowing: { el: Element; by: number; w: number }[] = [];
  let contentBottom = 0;
  const walk = (el: Element, parentOverflows: boolean) => {
    const style = getComputedStyle(el);
    if (!shown(style) && style.display === 'none') return;
    const rect = el.getBoundingClientRect();
    const sized = rect.width > 0 && rect.height > 0;
    const fixed = style.position === 'fixed';
    const by = dir === 'rtl' ? -rect.left : rect.right - width;
    const overflows = sized && by > 1;
    if (overflows && !parentOverflows) overflowing.push({ el, by, w: Math.round(rect.width) });
    const children = [...el.children];
    const isClipping = el !== document.body && clips(style);
    // Content: a visible leaf box (text, image, control) or a box that clips what it holds.
    if (
      sized &&
      !fixed &&
      shown(style) &&
      (isClipping ||
        children.length === 0 ||
        el.matches('svg,img,button,input,select,textarea,canvas,video,iframe'))
    )
      contentBottom = Math.max(contentBottom, rect.bottom + window.scrollY);
    if (isClipping || el.matches('svg')) return;
    for (const child of children) walk(child, overflows);
  };
  walk(document.body, false);

  const docWidth = document.documentElement.scrollWidth;
  if (docWidth > width && overflowing.length === 0)
    // A positioned box escaped a clipping ancestor (its containing block is outside it, e.g. a
    // visually hidden label in a scrolled table): look at every positioned box.
    for (const el of document.body.querySelectorAll('*')) {
      const rect = el.getBoundingClientRect();
      const by = dir === 'rtl' ? -rect.left : rect.right - width;
      const position = getComputedStyle(el).position;
      if (rect.width > 0 && by > 1 && (position === 'absolute' || position === 'fixed'))
        overflowing.push({ el, by, w: Math.round(rect.width) });
    }
  if (docWidth > width) {
    overflowing.sort((a, b) => b.by - a.by);
    const worst = overflowing
      .slice(0, 3)
      .map(
        (o) =>
          `${short(o.el)} ${o.w}px wide, ${Math.round(o.by)}px past the ${dir === 'rtl' ? 'left' : 'right'}`,
      );
    findings.push(
      `overflow: the document is ${docWidth}px wide in a ${width}px viewport; ${worst.join('; ') || 'no element found'}`,
    );
  }

  const scrollHeight = document.documentElement.scrollHeight;
  const blank = scrollHeight - Math.max(window.innerHeight, contentBottom);
  if (blank > blankTolerance)
    findings.push(
      `blank scroll: the page scrolls ${Math.round(blank)}px below its content (scroll height ${scrollHeight}px, content ends at ${Math.round(contentBottom)}px)`,
    );

  // Tables: at 1280px and wider the whole row fits (name, status, actions without sideways
  // scrolling); below 768px the first column and the row's last cell (its actions) are in view.
  for (const table of document.querySelectorAll('table')) {
    const box = table.getBoundingClientRect();
    const row = table.querySelector('tbody tr');
    if (!row || box.width === 0 || !row.children.length) continue;
    const label = short(table);
    let scroller: Element | null = table.parentElement;
    while (
      scroller &&
      scroller !== document.body &&
      getComputedStyle(scroller).overflowX === 'visible'
    )
      scroller = scroller.parentElement;
    const view =
      scroller && scroller !== document.body
        ? scroller.getBoundingClientRect()
        : new DOMRect(0, 0, width, window.innerHeight);
    const left = Math.max(0, view.left);
    const right = Math.min(width, view.right);
    const inView = (cell: Element) => {
      const r = cell.getBoundingClientRect();
      return r.width > 0 && r.left >= left - 1 && r.right <= right + 1;
    };
    // The columns shown at this width: a column a table hides on a phone (display: none, its
    // figure folded into another cell) is not its first or last column there.
    const shown = [...row.children].filter((cell) => getComputedStyle(cell).display !== 'none');
    if (!shown.length) continue;
    const first = shown[0]!;
    const last = shown[shown.length - 1]!;
    if (width >= 1280) {
      const sideways =
        scroller && scroller !== document.body ? scroller.scrollWidth - scroller.clientWidth : 0;
      if (sideways > 1) findings.push(`table: ${label} scrolls ${sideways}px sideways`);
      else if (!inView(last))
        findings.push(`table: ${label} has its first row's last cell (actions) out of view`);
    } else if (width < 768) {
      // The last cell must show when it holds the row's actions (a button or a link).
      const actions =
        shown.length > 1 && last.querySelector('button,a[href],[role="button"]');
      const missing = [
        !inView(first) && 'first cell',
        actions && !inView(last) && 'last cell (actions)',
      ].filter(Boolean);
      if (missing.length)
        findings.push(`table: ${label} has its first row's ${missing.join(' and ')} out of view`);
    }
  }
  // Cut text: a box that clips its overflow (hidden or clip, not a scroll container) with a line
  // of text running over its edge and no ellipsis to say so. Only text straddling the edge counts
  // (a slide wholly outside a carousel is not cut); visually hidden text (a 1 px box or a clip) and
  // icons are not looked at. An element's own ellipsis or line clamp marks the cut.
  const cut: string[] = [];
  const tiny = (r: DOMRect) => r.width <= 1 || r.height <= 1;
  const hiddenText = (el: Element, stop: Element) => {
    for (let e: Element | null = el; e && e !== stop.parentElement; e = e.parentElement) {
      const st = getComputedStyle(e);
      if (st.visibility === 'hidden' || st.opacity === '0') return true;
      if (st.clip !== 'auto' && st.clip !== '' && st.position === 'absolute') return true;
      if (st.clipPath !== 'none' && st.clipPath !== '') return true;
      if (tiny(e.getBoundingClientRect())) return true;
    }
    return false;
  };
  for (const box of document.body.querySelectorAll('*')) {
    if (cut.length >= 5) break;
    if (box.matches('svg, svg *, input, textarea, select, option, script, style')) continue;
    const st = getComputedStyle(box);
    if (!['hidden', 'clip'].includes(st.overflowX) || !shown(st)) continue;
    if (box.scrollWidth <= box.clientWidth + 1) continue;
    if (st.textOverflow === 'ellipsis' || (st.webkitLineClamp && st.webkitLineClamp !== 'none')) continue;
    const rect = box.getBoundingClientRect();
    if (tiny(rect) || hiddenText(box, box)) continue;
    const left = rect.left + box.clientLeft;
    const right = left + box.clientWidth;
    const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('svg')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const straddles = [...range.getClientRects()].some(
        (r) =>
          r.width > 0 &&
          ((r.left < right - 1 && r.right > right + 1) || (r.left < left - 1 && r.right > left + 1)),
      );
      if (!straddles) continue;
      // The text's own box may end it with an ellipsis (a cell inside a clipping row).
      const own = getComputedStyle(parent);
      if (own.textOverflow === 'ellipsis' && own.overflowX !== 'visible') continue;
      if (hiddenText(parent, box)) continue;
      cut.push(`${short(box)}: "${text.slice(0, 30)}"`);
      break;
    }
  }
  if (cut.length) findings.push(`cut text: text runs past its box's edge with no ellipsis: ${cut.join('; ')}`);

  // List rows on a phone: each row's status chip and key figure (the cells marked
  // `phone: 'summary'`, docs/list-kit.md#phones) is shown, on the screen and in its table's view,
  // and nothing covers it (the element at its centre is its own).
  if (width < 560) {
    const savedY = window.scrollY;
    const rows = [...document.querySelectorAll('tbody tr')].slice(0, 12);
    for (const row of rows) {
      for (const cell of row.querySelectorAll('td[data-phone="summary"]')) {
        const label = `${short(row.closest('table')!)} row ${[...row.parentElement!.children].indexOf(row) + 1} "${(cell.textContent ?? '').trim().slice(0, 20)}"`;
        const cs = getComputedStyle(cell);
        const r = cell.getBoundingClientRect();
        if (cs.display === 'none' || cs.visibility === 'hidden' || r.width === 0 || r.height === 0) {
          findings.push(`list row: ${label} is hidden`);
          continue;
        }
        let scroller: Element | null = row.closest('table')!.parentElement;
        while (scroller && scroller !== document.body && getComputedStyle(scroller).overflowX === 'visible')
          scroller = scroller.parentElement;
        const view =
          scroller && scroller !== document.body ? scroller.getBoundingClientRect() : new DOMRect(0, 0, width, 0);
        const l = Math.max(0, view.left);
        const rr = Math.min(width, view.right);
        // The chip itself: the cell's text-bearing leaves (a badge, a figure), else the cell.
        const leaves = [...cell.querySelectorAll('*')].filter(
          (e) => e.children.length === 0 && (e.textContent ?? '').trim() && !e.closest('svg'),
        );
        const parts = leaves.length ? leaves : [cell];
        let problem = '';
        for (const part of parts) {
          const pr = part.getBoundingClientRect();
          if (pr.width === 0 || getComputedStyle(part).visibility === 'hidden') continue;
          if (pr.left < l - 1 || pr.right > rr + 1) {
            problem = 'is off the screen';
            break;
          }
          // Bring it into the viewport's height (the window scrolls; the table does not), then
          // ask what is at its centre.
          window.scrollBy(0, pr.top + pr.height / 2 - window.innerHeight / 2);
          const now = part.getBoundingClientRect();
          const x = now.left + now.width / 2;
          const y = now.top + now.height / 2;
          if (y < 0 || y > window.innerHeight) continue;
          const hit = document.elementFromPoint(x, y);
          if (hit && !cell.contains(hit)) {
            problem = `is covered by ${short(hit)}`;
            break;
          }
        }
        if (problem) findings.push(`list row: ${label} ${problem}`);
      }
    }
    window.scrollTo(0, savedY);
  }
  return { width, dir, findings };
}

/**
 * Measures the page at each width of `layoutWidths` and returns its findings as lines
 * `<label> <width>px <dir>: <finding>`, allow-listed ones aside; ends at `gateViewport`.
 */
export async function layoutFindings(page: Page, label: string) {
  const lines: string[] = [];
  try {
    for (const width of layoutWidths) {
      await page.setViewportSize({ width, height: 800 });
      await nextLayout(page);
      const measured = await page.evaluate(measure, blankScrollTolerance);
      for (const finding of measured.findings) {
        const line = `${label} ${width}px ${measured.dir}: ${finding}`;
        const allowed = Object.keys(layoutAllowList).some((key) => line.startsWith(key));
        if (!allowed) lines.push(line);
      }
    }
  } finally {
    await page.setViewportSize(gateViewport);
    await nextLayout(page);
  }
  return lines;
}
