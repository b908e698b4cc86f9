// A person's avatar: the uploaded image, or their initials. Plain elements rather than Chakra's
// Avatar (a state machine each), because a table page renders dozens of them on every change.
import { Circle, Image } from '@chakra-ui/react';

const sizes = {
  sm: { box: '9', font: 'xs' },
  lg: { box: '11', font: 'sm' },
  xl: { box: '14', font: 'lg' },
  '2xl': { box: '20', font: '2xl' },
} as const;

/** The first and last name's initials ("AL" for Ada Lovelace), "?" for none. */
export function initials(name: string) {
  const parts = name.trim().split(/\s+/);
  return (
    ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase() ||
    '?'
  );
}

export function UserAvatar({
  name,
  src,
  size = 'sm',
}: {
  name: string;
  src: string | null;
  size?: keyof typeof sizes;
}) {
  const { box, font } = sizes[size];
  return (
    <Circle
      size={box}
      flexShrink={0}
      overflow="hidden"
      bg="primary.muted"
      color="primary.fg"
      fontSize={font}
      fontWeight="medium"
      aria-hidden
    >
      {src ? <Image src={src} alt="" boxSize="full" objectFit="cover" /> : initials(name)}
    </Circle>
  );
}
