// /dashboard/tour/$id: a tour's page on the kit's DetailFrame, the tab in the URL (?tab=bookers):
// the programme (photos, facts, sanitised rich text) and the bookers to approve or reject.
import { Button } from '@chakra-ui/react';
import { useRecordQuery } from '@/lib/record-route';
import { getRouteApi, Link } from '@tanstack/react-router';
import { SquarePen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useMayCall } from '@/lib/session/may-call';
import { DetailFrame } from '@/lib/ui/detail-frame';
import { tourQueries } from './api/tours';
import { TourBookers } from './components/tour-bookers';
import { tourStatusPalette } from './components/tour-format';
import { TourProgramme } from './components/tour-programme';
import { tourTabs, type TourTab } from './search';

const route = getRouteApi('/dashboard/tour/$id/');

export function TourDetailPage() {
  const { t } = useTranslation('tours');
  const { id } = route.useParams();
  const { tab } = route.useSearch();
  const navigate = route.useNavigate();
  const { data: tour } = useRecordQuery(tourQueries.detail(id));
  // Edit only for a role the permission table lets make the change, as on the list.
  const mayEdit = useMayCall('PATCH /api/tour/:id');
  return (
    <DetailFrame<TourTab>
      // The dashboard shell shows the breadcrumbs.
      crumbs={[]}
      crumbsLabel={t('detail.crumbsLabel')}
      title={tour.name}
      status={{ label: t(`status.${tour.status}`), palette: tourStatusPalette[tour.status] }}
      presence={`tour:${tour.id}`}
      actions={
        mayEdit ? (
          <Button asChild variant="outline">
            <Link to="/dashboard/tour/$id/edit" params={{ id }}>
              <SquarePen aria-hidden />
              {t('detail.edit')}
            </Link>
          </Button>
        ) : null
      }
      tabs={tourTabs.map((value) => ({ value, label: t(`detail.tab.${value}`) }))}
      tab={tab}
      onTab={(next) => void navigate({ search: { tab: next }, resetScroll: false })}
      tabsLabel={t('detail.tabsLabel')}
    >
      {tab === 'bookers' ? <TourBookers tour={tour} /> : <TourProgramme tour={tour} />}
    </DetailFrame>
  );
}
