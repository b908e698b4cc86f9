// A call-to-action band: a section on a tinted panel, named by its heading, with a sentence and a
// row of buttons. `inline` sets the buttons beside the text from md up (a page's closing band),
// `stacked` sets everything in one column (an outcome or a centred closing call). Spacing, width
// and alignment beyond that come from the caller's style props.
import { Button, Heading, Stack, Text, type HeadingProps, type StackProps } from '@chakra-ui/react';
import { useId, type ReactElement, type ReactNode } from 'react';

export interface CtaBandProps extends Omit<StackProps, 'title' | 'children' | 'direction'> {
  title: ReactNode;
  /** The sentence under the heading, in the muted colour. */
  text?: ReactNode;
  /** The main action, a link (router `Link` or `a`) shown as the primary button. */
  primary?: ReactElement;
  /** A second action, a link shown as an outline button. */
  secondary?: ReactElement;
  /** Buttons of the caller's own, after those two. */
  actions?: ReactNode;
  /** Shown above the heading. */
  icon?: ReactNode;
  /** More content after the sentence. */
  children?: ReactNode;
  layout?: 'inline' | 'stacked';
  /** The panel's tint: muted for an inline band, the primary colour for a stacked one by default. */
  tone?: 'muted' | 'primary';
  headingSize?: HeadingProps['size'];
  /** The widest the heading and sentence may be. */
  textMaxW?: StackProps['maxW'];
}

const tones = { muted: 'bg.muted', primary: 'primary.subtle' } as const;

export function CtaBand({
  title,
  text,
  primary,
  secondary,
  actions,
  icon,
  children,
  layout = 'inline',
  tone = layout === 'inline' ? 'muted' : 'primary',
  headingSize = 'xl',
  textMaxW,
  ...rest
}: CtaBandProps) {
  const headingId = useId();
  const heading = (
    <Heading as="h2" id={headingId} size={headingSize}>
      {title}
    </Heading>
  );
  const buttons = (
    <>
      {primary ? (
        <Button asChild colorPalette="primary">
          {primary}
        </Button>
      ) : null}
      {secondary ? (
        <Button asChild variant="outline">
          {secondary}
        </Button>
      ) : null}
      {actions}
    </>
  );

  if (layout === 'stacked') {
    return (
      <Stack
        as="section"
        aria-labelledby={headingId}
        gap={4}
        bg={tones[tone]}
        rounded="2xl"
        {...rest}
      >
        {icon}
        {heading}
        {text ? (
          <Text color="fg.muted" maxW={textMaxW}>
            {text}
          </Text>
        ) : null}
        {children}
        <Stack direction={{ base: 'column', sm: 'row' }} gap={3} pt={2}>
          {buttons}
        </Stack>
      </Stack>
    );
  }

  return (
    <Stack
      as="section"
      aria-labelledby={headingId}
      direction={{ base: 'column', md: 'row' }}
      gap={6}
      justify="space-between"
      align={{ md: 'center' }}
      bg={tones[tone]}
      rounded="2xl"
      p={{ base: 6, md: 10 }}
      {...rest}
    >
      <Stack gap={2} maxW={textMaxW}>
        {icon}
        {heading}
        {text ? <Text color="fg.muted">{text}</Text> : null}
        {children}
      </Stack>
      <Stack direction={{ base: 'column', sm: 'row' }} gap={3} flexShrink={0}>
        {buttons}
      </Stack>
    </Stack>
  );
}
