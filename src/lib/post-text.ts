// Text helpers of a post's stored HTML, shared by the post rules (src/lib/api-contract/post-input.ts),
// the demo seed (src/demo-api/seed/post.ts) and the API server.

/** Words of stored HTML: tags become spaces, common entities a character. */
export function plainWords(html: string): string[] {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
}
