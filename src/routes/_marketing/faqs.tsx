import { createFileRoute } from '@tanstack/react-router';
import { FaqsPage } from '@/features/faqs/faqs-page';
import { loadPageText, pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/_marketing/faqs')({
  loader: () => loadPageText(['faqs']),
  head: () => pageHead('faqs', 'faqs:meta.description'),
  component: FaqsPage,
});
