// /dashboard/tour: the study tours table, the list kit's record list page (docs/list-kit.md) with
// the tours' columns, drawer filters (date range, destinations, services, guides) and strings.
import { getRouteApi } from '@tanstack/react-router';
import { tourStatuses } from '@/lib/api-contract/tour';
import { RecordListPage } from '@/lib/data-table/record-list-page';
import { useDeleteTour } from './api/tour-mutations';
import { fetchTours, tourQueries } from './api/tours';
import { TourFilters } from './components/tour-filters';
import { tourStatusPalette } from './components/tour-format';
import { useTourColumns } from './components/tour-table-columns';
import { tourFilterGroups, tourList, toTourQuery } from './search';

const route = getRouteApi('/dashboard/tour/');

export function TourListPage() {
  const navigate = route.useNavigate();
  const deleteTour = useDeleteTour();
  return (
    <RecordListPage
      group="tour"
      ns="tours"
      createKey="list.newTour"
      nameField="name"
      search={route.useSearch()}
      navigate={(search) => void navigate({ search, resetScroll: false })}
      list={tourList}
      toQuery={toTourQuery}
      queries={tourQueries}
      fetchList={fetchTours}
      statuses={tourStatuses}
      palette={tourStatusPalette}
      columns={useTourColumns()}
      Filters={TourFilters}
      filterGroups={tourFilterGroups}
      onDelete={(tour) => deleteTour.mutate(tour)}
    />
  );
}
