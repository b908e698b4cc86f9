// Which icon and colour stands for each kind of file (lucide, already a dependency): one glyph per
// kind, so a PDF, a Word document, a spreadsheet, a video or an archive is told apart at a glance.
import {
  Database,
  FileArchive,
  FileImage,
  FilePlay,
  FileSpreadsheet,
  FileText,
  FileType,
  Folder,
  Presentation,
  type LucideIcon,
} from 'lucide-react';
import type { FileKind } from '@/lib/api-contract/file';

export const fileKindIcons: Record<FileKind, { icon: LucideIcon; color: string }> = {
  folder: { icon: Folder, color: 'orange.fg' },
  pdf: { icon: FileText, color: 'red.fg' },
  document: { icon: FileType, color: 'blue.fg' },
  spreadsheet: { icon: FileSpreadsheet, color: 'green.fg' },
  presentation: { icon: Presentation, color: 'orange.fg' },
  image: { icon: FileImage, color: 'primary.fg' },
  video: { icon: FilePlay, color: 'purple.fg' },
  archive: { icon: FileArchive, color: 'fg.muted' },
  data: { icon: Database, color: 'blue.fg' },
};
