// The icon of a file's kind, in the kind's colour (the mapping: ./file-kind-icons.ts).
import { Icon, type IconProps } from '@chakra-ui/react';
import type { FileKind } from '@/lib/api-contract/file';
import { fileKindIcons } from './file-kind-icons';

export function FileKindIcon({ kind, ...props }: { kind: FileKind } & IconProps) {
  const { icon: Glyph, color } = fileKindIcons[kind];
  return (
    <Icon color={color} aria-hidden="true" {...props}>
      <Glyph />
    </Icon>
  );
}
