// Inlined at the end of every prerendered page by scripts/prerender.mjs (docs/performance.md): the
// few things the page does before the app runs, and when the app starts. __ENTRY__ and
// __PRELOADS__ are replaced with the build's entry script and its imports. Plain ES5, no
// framework; the same text on every page, so the CSP needs one hash for it.
/* global __PRELOADS__, __ENTRY__ */
(function () {
  var d = document;
  var html = d.documentElement;
  var started = false;
  var warmed = false;
  var prepared = false;
  // The app's modules: the entry's imports, then this page's own (its route and translations, listed
  // by scripts/prerender.mjs). Preloading fetches and compiles them without running them.
  function preload(f, priority) {
    var page = d.querySelector('meta[name="prerendered-modules"]');
    var own = page && page.content ? page.content.split(' ') : [];
    return [__ENTRY__].concat(__PRELOADS__, own).map(function (href) {
      var l = d.createElement('link');
      l.rel = 'modulepreload';
      l.crossOrigin = '';
      l.href = href;
      if (priority) l.fetchPriority = priority;
      return f.appendChild(l);
    });
  }
  var whenIdle = function (run, delay) {
    setTimeout(function () {
      if (window.requestIdleCallback) requestIdleCallback(run, { timeout: 2000 });
      else run();
    }, delay);
  };
  // The entry script: the app's code runs once its imports have arrived.
  function entry(f) {
    var s = d.createElement('script');
    s.type = 'module';
    s.crossOrigin = '';
    s.src = __ENTRY__;
    f.appendChild(s);
  }
  // Once the page is idle: the app's code arrives in the background (low priority), then, at the
  // next idle moment, runs up to the point of taking over the page (its translations, the route,
  // Chakra's system: src/main.tsx) and waits there for an intent or the idle start, which then
  // only have to hydrate. Not on a data-saving connection.
  function warm() {
    var c = navigator.connection;
    if (warmed || started || (c && c.saveData)) return;
    warmed = true;
    var f = d.createDocumentFragment();
    var links = preload(f, 'low');
    var left = links.length;
    var arrived = function () {
      if (--left === 0) whenIdle(prepare, 0);
    };
    links.forEach(function (l) {
      l.onload = l.onerror = arrived;
    });
    d.head.appendChild(f);
  }
  function prepare() {
    if (prepared || started) return;
    prepared = true;
    window.__corvaneHold = true;
    var f = d.createDocumentFragment();
    entry(f);
    d.head.appendChild(f);
  }
  // The app takes over: its entry and imports go in with one insertion, or the prepared app is told
  // to go on.
  function start() {
    if (started) return;
    started = true;
    if (prepared) {
      window.__corvaneHold = false;
      dispatchEvent(new Event('corvane:go'));
      return;
    }
    var f = d.createDocumentFragment();
    if (!warmed) preload(f);
    entry(f);
    d.head.appendChild(f);
  }
  window.__corvaneStartApp = start;
  var app = function () { return html.hasAttribute('data-app'); };

  if (html.getAttribute('data-prerender') !== 'show') {
    start();
  } else {
    // Intent: pointer or focus entering something only the app serves (a form, the cart, sign-in).
    var intent = function (e) {
      var t = e.target;
      if (t && t.closest && t.closest('form, [data-app-intent]')) start();
    };
    ['pointerover', 'touchstart', 'focusin'].forEach(function (type) {
      d.addEventListener(type, intent, { capture: true, passive: true });
    });
    // A cart in storage (the header's cart link is the app's) or a session (the header's dashboard
    // link, and the sign-in screens send a signed-in visitor on): the app is needed now.
    try {
      if (/"quantity":[1-9]/.test(localStorage.getItem('corvane-cart') || '') || sessionStorage.getItem('accessToken')) start();
    } catch {
      /* storage blocked: no cart */
    }
    // The app starts once the browser has been idle a few seconds after load: 5 s, or 3 s for a
    // reader whose app has already run ahead (it then only has to hydrate, in short slices; taps
    // and keys meanwhile are the page's, see the shield below).
    var loadedAt = 0;
    var idle = function () {
      loadedAt = Date.now();
      whenIdle(start, 5000);
    };
    addEventListener('corvane:prepared', function () {
      var soon = function () {
        whenIdle(start, Math.max(0, loadedAt + 3000 - Date.now()));
      };
      if (loadedAt) soon();
      else addEventListener('load', soon);
    });
    // A visitor reading (scroll, pointer or key) gets the code fetched in the background at the next
    // idle moment, so a later intent only runs it. Not on a timer: fetched during the load's trace,
    // 140 modules cost Lighthouse's simulated metrics (FCP 5.9 s) although nothing runs.
    ['scroll', 'pointermove', 'touchstart', 'keydown'].forEach(function (type) {
      addEventListener(type, function () {
        if (window.requestIdleCallback) requestIdleCallback(warm, { timeout: 1000 });
        else warm();
      }, { once: true, passive: true, capture: true });
    });
    if (d.readyState === 'complete') idle();
    else addEventListener('load', idle);
  }

  // A form sent before the app runs: held (a plain submit would reload the page and lose what was
  // typed) and sent by the app once it has taken over (sendHeldSubmits in src/lib/prerender-handoff.ts:
  // the contact form and the sign-in screens), also one pressed while the app hydrates the page.
  d.addEventListener('submit', function (e) {
    if (app()) return;
    e.preventDefault();
    e.target.setAttribute('data-submit-pending', '');
    start();
  }, true);

  // The header's compact state past 80 px of scroll (the app keeps it from then on).
  var header = d.querySelector('[data-marketing-header]');
  var compact = function () {
    if (!header || app()) return;
    if (window.scrollY > 80) header.setAttribute('data-compact', '');
    else header.removeAttribute('data-compact');
  };
  addEventListener('scroll', compact, { passive: true });
  compact();

  // The mobile drawer is a popover covering the screen (popovertarget opens it; Escape closes it and
  // the browser gives focus back to its button). Until the app runs, this closes it on a tap on its
  // dimmed part, moves focus into it when it opens and keeps Tab inside; then the app's drawer does
  // (marketing-mobile-drawer.tsx).
  var focusable = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';
  d.addEventListener('toggle', function (e) {
    var t = e.target;
    if (app() || e.newState !== 'open' || !t.hasAttribute || !t.hasAttribute('data-trap-focus')) return;
    var first = t.querySelector(focusable);
    if (first) first.focus();
  }, true);
  var onDimmed = function (e) {
    var t = e.target;
    return !app() && t.hasAttribute && t.hasAttribute('data-trap-focus') && t.hidePopover;
  };
  // (Focus stays inside until the close, so the browser gives it back to the menu button.)
  d.addEventListener('mousedown', function (e) {
    if (onDimmed(e)) e.preventDefault();
  }, true);
  d.addEventListener('click', function (e) {
    if (onDimmed(e)) e.target.hidePopover();
  }, true);
  d.addEventListener('keydown', function (e) {
    if (e.key !== 'Tab' || app() || e.defaultPrevented) return;
    var open;
    try {
      open = d.querySelector('[data-trap-focus]:popover-open');
    } catch {
      return; // a browser without popovers (before 2024): nothing to keep focus in
    }
    if (!open) return;
    var items = open.querySelectorAll(focusable);
    if (!items.length) return;
    var first = items[0];
    var last = items[items.length - 1];
    if (e.shiftKey && d.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && d.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  }, true);

  // While the app hydrates the page, an input on a part React has not hydrated yet makes it hydrate
  // that part at once, inside the event (at 4x CPU a key then waited 0.5 to 1.5 s). Until the
  // takeover, inputs stop at the page's root: the page keeps working as before the app (native
  // behaviour and this script's listeners above, all on the document's capture phase), and a field
  // typed into meanwhile gets its input event again at the takeover, so the app sees the value.
  // A click on a button only the app serves (one that is not a form's submit, held above, nor one
  // this script serves itself, below: a FAQ question, a toggle) is kept too, the app is started at
  // once, and the button is clicked again once the app has taken over, after the fields have been
  // given their values.
  var root = d.getElementById('root');
  var missed = [];
  var pressed = [];
  var changed = function (field) {
    if (missed.indexOf(field) < 0) missed.push(field);
  };

  // What works before the app, so it needs no waiting for the takeover (docs/performance.md, step 5):
  // "Fill in the demo account" (data-fill, src/features/auth/components/demo-credentials.tsx) puts
  // the values shown beside it (data-fill-for, data-fill-name) into its form's fields and focuses the
  // last, as the app does; the form starts from them (typedBeforeStart in src/lib/prerender-handoff.ts).
  var fill = function (b) {
    var id = b.getAttribute('data-fill');
    var form = id && d.getElementById(id);
    if (!form || !form.elements) return false;
    var last = null;
    [].forEach.call(d.querySelectorAll('[data-fill-for]'), function (value) {
      var field = value.getAttribute('data-fill-for') === id && form.elements.namedItem(value.getAttribute('data-fill-name'));
      if (!field || field.value === undefined) return;
      field.value = value.textContent;
      changed(field);
      last = field;
    });
    if (last) last.focus();
    start();
    return true;
  };
  // A search field naming a list (data-filter-list, the FAQs: src/features/faqs/faqs-page.tsx) hides
  // the list's items (data-filter-item) whose texts (data-filter-text) lack a typed word, case and
  // accents aside, and the groups (data-filter-group) left empty: the app's filterFaqs
  // (src/features/faqs/faq-filter.ts). The app takes over with the same text (the field's input
  // event, below), so the same questions; what this hid is shown again once the app has drawn them.
  var marks;
  try {
    marks = new RegExp('\\p{M}', 'gu');
  } catch {
    marks = /[\u0300-\u036f]/g;
  }
  var plain = function (s) {
    return (s.normalize ? s.normalize('NFD') : s).replace(marks, '').toLocaleLowerCase();
  };
  var hidden = [];
  var unfilter = function () {
    hidden.forEach(function (el) {
      el.hidden = false;
    });
    hidden = [];
  };
  var filter = function (field) {
    var list = d.getElementById(field.getAttribute('data-filter-list'));
    if (!list) return;
    unfilter();
    var words = plain(field.value).split(/\s+/).filter(Boolean);
    var hide = function (el) {
      el.hidden = true;
      hidden.push(el);
    };
    [].forEach.call(list.querySelectorAll('[data-filter-group]'), function (group) {
      var shown = 0;
      [].forEach.call(group.querySelectorAll('[data-filter-item]'), function (item) {
        var text = plain([].map.call(item.querySelectorAll('[data-filter-text]'), function (t) {
          return t.textContent;
        }).join(' '));
        if (words.every(function (w) { return text.indexOf(w) >= 0; })) shown++;
        else hide(item);
      });
      if (!shown) hide(group);
    });
  };
  var appButton = function (t) {
    var b = t && t.closest && t.closest('button, [role="button"], [role="switch"], [role="tab"], [role="menuitem"]');
    // Links and popover buttons (the language menu, the mobile drawer) work before the app: not kept.
    if (!b || b.tagName === 'A' || b.hasAttribute('popovertarget') || b.disabled || b.getAttribute('aria-disabled') === 'true') return null;
    return b.tagName === 'BUTTON' && b.type === 'submit' ? null : b;
  };
  var shield = function (e) {
    if (html.getAttribute('data-prerender') !== 'show') return;
    e.stopImmediatePropagation();
    var t = e.target;
    if (e.type === 'input' && t.hasAttribute && t.hasAttribute('data-filter-list')) filter(t);
    // A field changed (the pricing page's Yearly, the FAQ search) needs the app now, not at idle.
    if ((e.type === 'input' || e.type === 'change') && missed.indexOf(t) < 0) {
      changed(t);
      start();
    }
    var b = e.type === 'click' && appButton(t);
    if (b && b.hasAttribute('data-fill') && fill(b)) return;
    if (b && e.isTrusted) {
      pressed.push(b);
      start();
    }
  };
  if (root) {
    ('click auxclick contextmenu dblclick mousedown mouseup pointerdown pointerup pointercancel touchstart touchend ' +
      'touchcancel keydown keyup keypress beforeinput input change compositionstart compositionupdate compositionend ' +
      'focusin focusout copy cut paste drop dragstart dragend reset submit select selectionchange textInput').split(' ').forEach(function (type) {
      root.addEventListener(type, shield, true);
    });
  }
  addEventListener('corvane:app', function () {
    missed.forEach(function (field) {
      if (!field.isConnected) return;
      // React learns of a radio or a checkbox by its click: a checked radio stays checked; a checkbox
      // is set back first, so the click leaves it as the visitor did.
      if (field.type === 'radio') {
        if (field.checked) field.click();
      } else if (field.type === 'checkbox') {
        field.checked = !field.checked;
        field.click();
      } else {
        // React took the field's value as its own when it hydrated it, so an input event with that
        // same value would change nothing for a field it controls (the FAQ search): React's copy is
        // emptied, the typed value put back past it, then the event sent.
        var typed = field.value;
        var own = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value');
        if (own && own.set && typed !== '') {
          field.value = '';
          own.set.call(field, typed);
        }
        field.dispatchEvent(new Event(field.tagName === 'SELECT' ? 'change' : 'input', { bubbles: true }));
      }
    });
    missed = [];
    pressed.forEach(function (b) {
      if (b.isConnected) b.click();
    });
    pressed = [];
    // The app has drawn the filtered list by now (its input event above; React renders a key's
    // update before the next task).
    setTimeout(unfilter, 0);
  });
})();
