// Each kind of file has an icon of its own, and an upload's extension leads to the right one.
import { describe, expect, it } from 'vitest';
import { FileArchive, FileImage, FilePlay, FileSpreadsheet, FileText, FileType, Folder } from 'lucide-react';
import { fileKinds, uploadKindOf } from '@/lib/api-contract/file';
import { fileKindIcons } from './file-kind-icons';

describe('file kind icons', () => {
  it('gives every kind a distinct icon and a colour', () => {
    expect(Object.keys(fileKindIcons).sort()).toEqual([...fileKinds].sort());
    expect(new Set(fileKinds.map((k) => fileKindIcons[k].icon)).size).toBe(fileKinds.length);
    expect(fileKinds.every((k) => fileKindIcons[k].color.length > 0)).toBe(true);
  });

  it.each([
    ['Report.pdf', FileText],
    ['Minutes.docx', FileType],
    ['Budget.xlsx', FileSpreadsheet],
    ['Office.JPG', FileImage],
    ['Brand film.mp4', FilePlay],
    ['Recording.mov', FilePlay],
    ['Photos.zip', FileArchive],
  ])('%s shows its type', (name, icon) => {
    const kind = uploadKindOf(name);
    expect(kind).not.toBeNull();
    expect(fileKindIcons[kind!].icon).toBe(icon);
  });

  it('shows a folder as a folder', () => {
    expect(fileKindIcons.folder.icon).toBe(Folder);
  });
});
