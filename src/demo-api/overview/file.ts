// File overview on the demo's records: the computation is src/lib/overview-pages/file.ts, shared
// with the server.
import { file as widgets } from '@/lib/overview-pages/file';
import { withSource } from '@/lib/overview-pages/widget';
import { files } from '../handlers/file';

export const file = withSource(widgets, { files: () => files.all() });
