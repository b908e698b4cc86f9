// jsdom computes no cascade: what the page's style rules declare for an element, read from the
// stylesheets in the document. A selector jsdom cannot parse (`::-moz-selection` and other
// vendor pseudo-elements) matches nothing instead of failing the test.
export function declaredStyles(el: Element, property: string): string[] {
  const matches = (selector: string) => {
    try {
      return el.matches(selector);
    } catch {
      return false;
    }
  };
  return [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules])
    .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule && matches(rule.selectorText))
    .map((rule) => rule.style.getPropertyValue(property))
    .filter(Boolean);
}
