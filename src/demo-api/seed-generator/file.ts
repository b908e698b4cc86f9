// Seed files: a project share with 6 folders and 34 documents (all 40 sample ids).
import type { FileItem, FileKind } from '@/lib/api-contract/file';
import { isoDaysAgo, sampleId, seededFaker } from './faker';

const FOLDERS = ['Client proposals', 'Data product specs', 'Finance', 'Training material', 'Brand assets', 'Engagement reports'];

const FILES: [name: string, kind: Exclude<FileKind, 'folder'>, folder: number | null][] = [
  ['Northwind retail – proposal.pdf', 'pdf', 0],
  ['Harbour logistics – statement of work.docx', 'document', 0],
  ['Public sector framework bid.pdf', 'pdf', 0],
  ['Proposal pricing model.xlsx', 'spreadsheet', 0],
  ['Market Pulse – data dictionary.pdf', 'pdf', 1],
  ['Footfall Atlas – methodology.pdf', 'pdf', 1],
  ['Price Lens sample extract.parquet', 'data', 1],
  ['Supply Signal schema.json', 'data', 1],
  ['Grid Watch sample.csv', 'data', 1],
  ['Budget 2027.xlsx', 'spreadsheet', 2],
  ['Q3 board pack.pptx', 'presentation', 2],
  ['Supplier invoices Q3.zip', 'archive', 2],
  ['Cash-flow forecast.xlsx', 'spreadsheet', 2],
  ['SQL foundations – slides.pptx', 'presentation', 3],
  ['Modelling exercises.zip', 'archive', 3],
  ['Academy handbook.pdf', 'pdf', 3],
  ['Course feedback 2026.xlsx', 'spreadsheet', 3],
  ['Logo pack.zip', 'archive', 4],
  ['Office London – reception.jpg', 'image', 4],
  ['Brand film – 60 seconds.mp4', 'video', 4],
  ['Brand guidelines.pdf', 'pdf', 4],
  ['Lakehouse migration – final report.pdf', 'pdf', 5],
  ['Churn model review.docx', 'document', 5],
  ['Data quality scorecard – October.pdf', 'pdf', 5],
  ['Governance council charter.docx', 'document', 5],
  ['Forecast backtest results.xlsx', 'spreadsheet', 5],
  ['Workshop photos.zip', 'archive', 5],
  ['Company overview 2026.pptx', 'presentation', null],
  ['Holiday calendar.xlsx', 'spreadsheet', null],
  ['Security policy.pdf', 'pdf', null],
  ['Onboarding checklist.docx', 'document', null],
  ['Architecture diagram.png', 'image', null],
  ['Client list export.csv', 'data', null],
  ['Meeting notes – kickoff.docx', 'document', null],
];

const SIZES: Record<Exclude<FileKind, 'folder'>, [number, number]> = {
  pdf: [120_000, 8_000_000],
  document: [40_000, 900_000],
  spreadsheet: [30_000, 4_000_000],
  presentation: [900_000, 25_000_000],
  image: [300_000, 6_000_000],
  video: [20_000_000, 48_000_000],
  archive: [2_000_000, 80_000_000],
  data: [50_000, 60_000_000],
};

const PEOPLE = [
  { name: 'Julien Moreau', email: 'julien.moreau@corvane.example' },
  { name: 'Sara Lindqvist', email: 'sara.lindqvist@corvane.example' },
  { name: 'Omar Farouk', email: 'omar.farouk@corvane.example' },
];

/** The demo account, who set the share up. */
const OWNER = { name: 'Amira Haddad', email: 'demo@corvane.example' };

export function seedFiles(): FileItem[] {
  const faker = seededFaker(9001);
  const folders: FileItem[] = FOLDERS.map((name, i) => {
    const created = isoDaysAgo(faker, 400, 200);
    return {
      id: sampleId(i),
      name,
      kind: 'folder',
      size: 0,
      parentId: null,
      isFavorite: i === 1 || i === 5,
      tags: [],
      sharedWith: i % 2 === 0 ? [{ ...PEOPLE[i % PEOPLE.length]!, permission: 'edit' }] : [],
      createdAt: created,
      modifiedAt: isoDaysAgo(faker, 30),
      owner: OWNER,
    };
  });
  const files: FileItem[] = FILES.map(([name, kind, folder], i) => {
    const created = isoDaysAgo(faker, 300, 10);
    const [min, max] = SIZES[kind];
    return {
      id: sampleId(FOLDERS.length + i),
      name,
      kind,
      size: faker.number.int({ min, max }),
      parentId: folder === null ? null : sampleId(folder),
      isFavorite: i % 7 === 2,
      tags: folder === 5 ? ['client'] : folder === 1 ? ['data-products'] : [],
      sharedWith: i % 5 === 0 ? [{ ...PEOPLE[i % PEOPLE.length]!, permission: i % 2 ? 'view' : 'edit' }] : [],
      createdAt: created,
      modifiedAt: isoDaysAgo(faker, 10 + (i % 5) * 20),
      owner: i % 4 === 3 ? PEOPLE[i % PEOPLE.length]! : OWNER,
    };
  });
  return [...folders, ...files];
}
