// The Corvane mark (and, with `withName`, the word mark). Decorative unless given a label.
import { chakra, type HTMLChakraProps } from '@chakra-ui/react';

interface LogoMarkProps extends HTMLChakraProps<'svg'> {
  label?: string;
}

export function LogoMark({ label, ...props }: LogoMarkProps) {
  return (
    <chakra.svg
      viewBox="0 0 64 64"
      width="40px"
      height="40px"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      {...props}
    >
      <chakra.rect width="64" height="64" rx="14" fill="primary.solid" />
      <chakra.path
        d="M44 22a15 15 0 1 0 0 20"
        fill="none"
        stroke="primary.contrast"
        strokeWidth="7"
        strokeLinecap="round"
      />
      <chakra.circle cx="45" cy="32" r="4" fill="primary.muted" />
    </chakra.svg>
  );
}
