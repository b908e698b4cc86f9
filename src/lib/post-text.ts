// Text helpers of a post's stored HTML, shared by the post rules (src/lib/api-contract/post-input.ts)
// and the reading time (src/lib/seed/post.ts), which the demo API and the server both use.

/** Words of stored HTML: tags become spaces, common entities a character. */
export function plainWords(html: string): string[] {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
}
