// The jobs list's filter drawer: department, employment type, experience, locations (remote
// included) and benefits, each written to the URL as it changes (docs/list-kit.md).
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { employmentTypes, experienceLevels, jobDepartments, jobLocations } from '@/lib/api-contract/job';
import { CheckboxFilterGroup, FilterDrawer } from '@/lib/data-table/filter-drawer';
import { jobQueries } from '../api/jobs';
import { jobDrawerFilters, type JobListSearch } from '../search';

type DrawerPatch = Partial<Pick<JobListSearch, (typeof jobDrawerFilters)[number]>>;

export function JobFilters({ search, onChange }: { search: JobListSearch; onChange: (patch: DrawerPatch) => void }) {
  const { t } = useTranslation('jobs');
  const facets = useQuery(jobQueries.facets());
  const benefits = facets.data?.benefits ?? [];
  const labels = new Map(benefits.map((b) => [b.key, b.label]));
  const active = jobDrawerFilters.filter((key) => search[key].length > 0).length;
  return (
    <FilterDrawer
      active={active}
      onClear={() => onChange({ department: [], employmentType: [], experience: [], location: [], benefit: [] })}
    >
      <CheckboxFilterGroup
        legend={t('field.department')}
        options={jobDepartments}
        value={search.department}
        onChange={(department) => onChange({ department })}
        optionLabel={(d) => t(`department.${d}`)}
      />
      <CheckboxFilterGroup
        legend={t('field.employmentTypes')}
        options={employmentTypes}
        value={search.employmentType}
        onChange={(employmentType) => onChange({ employmentType })}
        optionLabel={(e) => t(`employmentType.${e}`)}
      />
      <CheckboxFilterGroup
        legend={t('field.experience')}
        options={experienceLevels}
        value={search.experience}
        onChange={(experience) => onChange({ experience })}
        optionLabel={(e) => t(`experience.${e}`)}
      />
      <CheckboxFilterGroup
        legend={t('field.locations')}
        options={jobLocations}
        value={search.location}
        onChange={(location) => onChange({ location })}
        optionLabel={(l) => t(`location.${l}`)}
      />
      {benefits.length ? (
        <CheckboxFilterGroup
          legend={t('field.benefits')}
          options={benefits.map((b) => b.key)}
          value={search.benefit}
          onChange={(benefit) => onChange({ benefit })}
          optionLabel={(key) => labels.get(key) ?? key}
        />
      ) : null}
    </FilterDrawer>
  );
}
