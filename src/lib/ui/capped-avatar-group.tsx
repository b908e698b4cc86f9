// Avatars side by side, at most `max` (4 by default, docs/product-rules.md#limits) and a "+n" for the rest.
import { Avatar, AvatarGroup } from '@chakra-ui/react';

export const AVATAR_GROUP_MAX = 4;

export interface AvatarPerson {
  id: string;
  name: string;
  src?: string;
}

interface CappedAvatarGroupProps {
  people: readonly AvatarPerson[];
  max?: number;
  size?: 'xs' | 'sm' | 'md' | 'lg';
  /** Accessible text for the "+n" avatar, e.g. (n) => `${n} more`. */
  moreLabel(count: number): string;
}

export function CappedAvatarGroup({
  people,
  max = AVATAR_GROUP_MAX,
  size = 'md',
  moreLabel,
}: CappedAvatarGroupProps) {
  const shown = people.slice(0, max);
  const rest = people.length - shown.length;
  return (
    <AvatarGroup size={size} stacking="first-on-top">
      {shown.map((person) => (
        <Avatar.Root
          key={person.id}
          colorPalette="primary"
          role="img"
          aria-label={person.name}
          title={person.name}
        >
          <Avatar.Fallback name={person.name} aria-hidden="true" />
          {person.src ? <Avatar.Image src={person.src} alt="" /> : null}
        </Avatar.Root>
      ))}
      {rest > 0 ? (
        <Avatar.Root
          variant="solid"
          colorPalette="gray"
          role="img"
          aria-label={moreLabel(rest)}
          title={moreLabel(rest)}
        >
          <Avatar.Fallback aria-hidden="true">+{rest}</Avatar.Fallback>
        </Avatar.Root>
      ) : null}
    </AvatarGroup>
  );
}
