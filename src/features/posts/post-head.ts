// The document head of a post's page: its meta title (else its title) and meta description (else
// its summary), and its keywords, the search-engine fields the editor sets (docs/api/crud-groups.md#post).
import type { Post } from '@/lib/api-contract/post';
import { routeTitle } from '@/lib/i18n/route-title';

export function postHead(post: Post | undefined) {
  if (!post) return { meta: [{ title: routeTitle('dashboard.post.detail') }] };
  return {
    meta: [
      { title: `${post.metaTitle || post.title} · Corvane` },
      { name: 'description', content: post.metaDescription || post.description },
      ...(post.metaKeywords.length
        ? [{ name: 'keywords', content: post.metaKeywords.join(', ') }]
        : []),
    ],
  };
}
