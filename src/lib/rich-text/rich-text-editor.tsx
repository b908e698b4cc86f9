// The rich-text editor (Tiptap): a toolbar of the formats the viewer keeps
// (./sanitize-rich-text.ts) over a writing area. Inside a `FormField` it takes the field's label,
// error and required state, like any other input. Load it through ./lazy-rich-text-editor.tsx so
// Tiptap stays out of every chunk but the forms that use it.
import { Box, Flex, IconButton, Separator, useFieldContext } from '@chakra-ui/react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  Bold,
  Heading2,
  Heading3,
  Italic,
  Link2,
  Link2Off,
  List,
  ListOrdered,
  Quote,
  Redo2,
  Strikethrough,
  Undo2,
} from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextLinkPopover } from './rich-text-link-popover';
import { richTextProse } from './rich-text-prose';

export interface RichTextEditorProps {
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** The writing area's minimum height (a Chakra size), default 40. */
  minHeight?: string;
}

/** An empty document is stored as '' rather than Tiptap's `<p></p>`, so "required" can be checked. */
const toValue = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

export function RichTextEditor({ value, onChange, onBlur, minHeight = '40' }: RichTextEditorProps) {
  const { t } = useTranslation('kit');
  const field = useFieldContext();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] },
      }),
    ],
    content: value,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        ...(field ? { id: field.ids.control, 'aria-labelledby': field.ids.label } : {}),
        ...(field?.ariaDescribedby ? { 'aria-describedby': field.ariaDescribedby } : {}),
        ...(field?.invalid ? { 'aria-invalid': 'true' } : {}),
        ...(field?.required ? { 'aria-required': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: e }) => onChange(toValue(e)),
    onBlur: () => onBlur?.(),
  });

  // A value set from outside (a form reset, a draft restored after sign-in) replaces the content.
  // Not on a destroyed editor: when a Suspense boundary above hides the form and shows it again,
  // the effects run again while useEditor's instance is already destroyed (reading its HTML then
  // threw, and the route's error boundary remounted the form without the user's typing).
  useEffect(() => {
    if (editor && !editor.isDestroyed && value !== toValue(editor))
      editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <Box
      borderWidth="1px"
      borderColor={field?.invalid ? 'border.error' : 'border'}
      borderRadius="l2"
      width="full"
      _focusWithin={{
        outline: '2px solid',
        outlineColor: 'colorPalette.focusRing',
        outlineOffset: '0',
      }}
    >
      {editor ? <Toolbar editor={editor} label={t('richText.toolbar')} /> : null}
      <Box
        px="3"
        py="2"
        css={{
          ...richTextProse,
          '& .ProseMirror': { minHeight, outline: 'none' },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
}

function Toolbar({ editor, label }: { editor: Editor; label: string }) {
  const { t } = useTranslation('kit');
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      strike: e.isActive('strike'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const run = (fn: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) =>
    fn(editor.chain().focus()).run();
  return (
    <Flex
      role="toolbar"
      aria-label={label}
      wrap="wrap"
      gap="1"
      p="1"
      borderBottomWidth="1px"
      borderColor="border"
      bg="bg.subtle"
    >
      <Tool
        label={t('richText.bold')}
        active={state.bold}
        onClick={() => run((c) => c.toggleBold())}
      >
        <Bold />
      </Tool>
      <Tool
        label={t('richText.italic')}
        active={state.italic}
        onClick={() => run((c) => c.toggleItalic())}
      >
        <Italic />
      </Tool>
      <Tool
        label={t('richText.strike')}
        active={state.strike}
        onClick={() => run((c) => c.toggleStrike())}
      >
        <Strikethrough />
      </Tool>
      <Separator orientation="vertical" height="6" alignSelf="center" />
      <Tool
        label={t('richText.heading2')}
        active={state.h2}
        onClick={() => run((c) => c.toggleHeading({ level: 2 }))}
      >
        <Heading2 />
      </Tool>
      <Tool
        label={t('richText.heading3')}
        active={state.h3}
        onClick={() => run((c) => c.toggleHeading({ level: 3 }))}
      >
        <Heading3 />
      </Tool>
      <Tool
        label={t('richText.bulletList')}
        active={state.bullet}
        onClick={() => run((c) => c.toggleBulletList())}
      >
        <List />
      </Tool>
      <Tool
        label={t('richText.orderedList')}
        active={state.ordered}
        onClick={() => run((c) => c.toggleOrderedList())}
      >
        <ListOrdered />
      </Tool>
      <Tool
        label={t('richText.quote')}
        active={state.quote}
        onClick={() => run((c) => c.toggleBlockquote())}
      >
        <Quote />
      </Tool>
      {state.link ? (
        <Tool
          label={t('richText.unlink')}
          active
          onClick={() => run((c) => c.extendMarkRange('link').unsetLink())}
        >
          <Link2Off />
        </Tool>
      ) : (
        <RichTextLinkPopover
          onApply={(href) => run((c) => c.extendMarkRange('link').setLink({ href }))}
          trigger={
            <IconButton type="button" size="xs" variant="ghost" aria-label={t('richText.link')}>
              <Link2 />
            </IconButton>
          }
        />
      )}
      <Separator orientation="vertical" height="6" alignSelf="center" />
      <Tool
        label={t('richText.undo')}
        disabled={!state.canUndo}
        onClick={() => run((c) => c.undo())}
      >
        <Undo2 />
      </Tool>
      <Tool
        label={t('richText.redo')}
        disabled={!state.canRedo}
        onClick={() => run((c) => c.redo())}
      >
        <Redo2 />
      </Tool>
    </Flex>
  );
}

interface ToolProps {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}

function Tool({ label, active, disabled, onClick, children }: ToolProps) {
  return (
    <IconButton
      type="button"
      size="xs"
      variant={active ? 'subtle' : 'ghost'}
      aria-label={label}
      aria-pressed={active === undefined ? undefined : active}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </IconButton>
  );
}
