// The colour palette of each post status (badges and tab counts).
import type { PostStatus } from '@/lib/api-contract/post';
import type { PostTab } from '../search';

export const postStatusPalette: Record<PostStatus, string> = { published: 'green', draft: 'gray' };
export const postTabPalette: Record<PostTab, string> = { all: 'primary', ...postStatusPalette };
