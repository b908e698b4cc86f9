// Text the user or the data wrote, isolated with its own direction (docs/look-and-feel.md#text-in-both-directions).
//
// An English subject inside the Arabic page (or an Arabic name inside the English one) is laid out
// in its own direction and does not mix with what is around it: "#C-1024" keeps its "#" in front,
// an address keeps its number at its start, a note keeps its full stop at its end. The element
// carries the direction itself (the `dir` attribute, not only `unicode-bidi`), so a truncated
// line loses its end ("Workshop fol…"), never its start ("…hop follow-up"). The line still sits on
// its parent's start side (on the right in Arabic) while its letters run in their own direction:
// what `text-align: match-parent` says, which Chromium does not support, so it is spelled with
// `:dir()` on the parent.
import { Text, type SystemStyleObject, type TextProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Aligns an element with its parent's start side, whatever its own direction. */
export const alignWithParent: SystemStyleObject = {
  '&:is(:dir(ltr) > *)': { textAlign: 'left' },
  '&:is(:dir(rtl) > *)': { textAlign: 'right' },
};

/** Free text (names, subjects, notes, addresses, file names): its direction from its first letter. */
export const ownDirection = { dir: 'auto', unicodeBidi: 'isolate', css: alignWithParent } as const;

/** Identifiers, phone numbers, e-mail addresses ("#C-1024", "INV-1024", "+44 20 7946 0958"): always a left-to-right run. */
export const ltrRun = { dir: 'ltr', unicodeBidi: 'isolate', css: alignWithParent } as const;

/** A `Text` holding what the user or the data wrote. Takes every `Text` prop (`truncate`, `as="span"`…); a `textAlign` of its own replaces the parent's side. */
export function UserText({ css, ...props }: TextProps) {
  return <Text dir="auto" unicodeBidi="isolate" css={props.textAlign === undefined ? [alignWithParent, css] : css} {...props} />;
}

/** A `Text` holding an identifier, a phone number or an e-mail address, kept left to right. */
export function IdText({ css, ...props }: TextProps) {
  return <Text dir="ltr" unicodeBidi="isolate" css={props.textAlign === undefined ? [alignWithParent, css] : css} {...props} />;
}

const SLOT = '\u0000';

/**
 * A translated sentence with one value shown as its own element, e.g. the order page's title:
 * `inSentence((n) => t('detail.title', { number: n }), <IdText as="span">{order.number}</IdText>)`.
 * Its text (and so its accessible name) is the sentence's, with no marks added.
 */
export function inSentence(sentence: (slot: string) => string, value: ReactNode): ReactNode {
  const [before = '', ...rest] = sentence(SLOT).split(SLOT);
  return (
    <>
      {before}
      {value}
      {rest.join('')}
    </>
  );
}

/**
 * The same isolation for a plain string put inside a translated sentence ("To: {{people}}"), where
 * no element can hold it: U+2068 FIRST STRONG ISOLATE … U+2069 POP DIRECTIONAL ISOLATE, the
 * characters' equivalent of `dir="auto"`. Not for `aria-label`s or values sent to the API.
 */
export const isolateText = (text: string) => `\u2068${text}\u2069`;

/** `isolateText` for an identifier, a phone number or an e-mail address: U+2066 LEFT-TO-RIGHT ISOLATE … U+2069. */
export const isolateLtr = (text: string) => `\u2066${text}\u2069`;
