// The router's not-found component (docs/product-rules.md#records): a record route whose record is
// missing names it and leads back to its list; any other not-found (an unknown path) goes to /404.
import { isRecordSection } from '@/lib/record-route';
import { RecordNotFound } from '@/lib/ui/record-error';
import { NotFoundRedirect } from './not-found-redirect';

// Its props are typed here, not with the router's NotFoundRouteProps: those depend on the registered
// router, whose type depends on this component.
export function AppNotFound({ data }: { data?: unknown }) {
  return isRecordSection(data) ? <RecordNotFound section={data} /> : <NotFoundRedirect />;
}
