// The icon of a file's kind, in the kind's colour.
import { Icon, type IconProps } from '@chakra-ui/react';
import {
  Archive,
  Database,
  FileImage,
  FileSpreadsheet,
  FileText,
  Folder,
  Presentation,
  type LucideIcon,
} from 'lucide-react';
import type { FileKind } from '@/lib/api-contract/file';

const icons: Record<FileKind, [LucideIcon, string]> = {
  folder: [Folder, 'orange.fg'],
  pdf: [FileText, 'red.fg'],
  document: [FileText, 'blue.fg'],
  spreadsheet: [FileSpreadsheet, 'green.fg'],
  presentation: [Presentation, 'orange.fg'],
  image: [FileImage, 'primary.fg'],
  archive: [Archive, 'fg.muted'],
  data: [Database, 'blue.fg'],
};

export function FileKindIcon({ kind, ...props }: { kind: FileKind } & IconProps) {
  const [Glyph, color] = icons[kind];
  return (
    <Icon color={color} aria-hidden="true" {...props}>
      <Glyph />
    </Icon>
  );
}
