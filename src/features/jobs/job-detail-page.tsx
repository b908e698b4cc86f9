// /dashboard/job/$id: a job's page on the kit's DetailFrame, the tab in the URL (?tab=candidates):
// the description (facts and the sanitised rich text) and the candidates with their stages.
import { Button } from '@chakra-ui/react';
import { useRecordQuery } from '@/lib/record-route';
import { getRouteApi, Link } from '@tanstack/react-router';
import { SquarePen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useMayCall } from '@/lib/session/may-call';
import { DetailFrame } from '@/lib/ui/detail-frame';
import { jobQueries } from './api/jobs';
import { JobCandidates } from './components/job-candidates';
import { JobDescription } from './components/job-description';
import { jobStatusPalette } from './components/job-table-columns';
import { jobTabs, type JobTab } from './search';

const route = getRouteApi('/dashboard/job/$id/');

export function JobDetailPage() {
  const { t } = useTranslation('jobs');
  const { id } = route.useParams();
  const { tab } = route.useSearch();
  const navigate = route.useNavigate();
  const { data: job } = useRecordQuery(jobQueries.detail(id));
  // Edit only for a role the permission table lets make the change, as on the list.
  const mayEdit = useMayCall('PATCH /api/job/:id');
  return (
    <DetailFrame<JobTab>
      // The dashboard shell shows the breadcrumbs.
      crumbs={[]}
      crumbsLabel={t('detail.crumbsLabel')}
      title={job.title}
      status={{ label: t(`status.${job.status}`), palette: jobStatusPalette[job.status] }}
      presence={`job:${job.id}`}
      actions={
        mayEdit ? (
          <Button asChild variant="outline">
            <Link to="/dashboard/job/$id/edit" params={{ id }}>
              <SquarePen aria-hidden />
              {t('detail.edit')}
            </Link>
          </Button>
        ) : null
      }
      tabs={jobTabs.map((value) => ({
        value,
        label: value === 'candidates' ? t('detail.candidatesTab', { count: job.applicants }) : t(`detail.tab.${value}`),
      }))}
      tab={tab}
      onTab={(next) => void navigate({ search: { tab: next }, resetScroll: false })}
      tabsLabel={t('detail.tabsLabel')}
    >
      {tab === 'candidates' ? <JobCandidates job={job} /> : <JobDescription job={job} />}
    </DetailFrame>
  );
}
