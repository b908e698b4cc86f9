// The rich-text editor behind a lazy import: Tiptap and ProseMirror (~100 KiB gzip) load only when
// a form that writes rich text is on screen. Until then a box of the editor's size holds its place.
import { Skeleton } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './rich-text-editor';

const Editor = lazy(() =>
  import('./rich-text-editor').then((m) => ({ default: m.RichTextEditor })),
);

export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Skeleton height="48" width="full" borderRadius="l2" />}>
      <Editor {...props} />
    </Suspense>
  );
}
