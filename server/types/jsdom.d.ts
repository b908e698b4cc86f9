// The part of jsdom (a dependency: the compiled server imports it from node_modules) that
// server/http/clean-mail-html.ts uses: a DOM to clean mail HTML with DOMPurify. jsdom ships no types.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
