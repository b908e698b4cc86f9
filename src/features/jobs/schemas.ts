// The job form's schema and values. Messages are keys of jobs.json (`validation.*`), an empty
// required field's the shared one (src/lib/form/field-rules.ts); the server
// checks the same rules (src/demo-api/handlers/job.ts) and its field errors land on these fields.
import { z } from 'zod';
import {
  employmentTypes,
  experienceLevels,
  jobDepartments,
  jobLocations,
  jobStatuses,
  salaryCurrencies,
  salaryPeriods,
  type Job,
  type JobInput,
} from '@/lib/api-contract/job';
import { requiredChoice, requiredText } from '@/lib/form/field-rules';

const words = z.array(z.string().trim().min(1).max(80)).max(20, 'validation.tooMany');

export const jobFormSchema = z.object({
  title: requiredText().min(3, 'validation.title').max(120, 'validation.tooLong'),
  department: requiredChoice(jobDepartments),
  content: requiredText().min(20, 'validation.content').max(20_000, 'validation.tooLong'),
  skills: words.min(1, 'validation.skills'),
  employmentTypes: z.array(z.enum(employmentTypes)).min(1, 'validation.employmentTypes'),
  experience: requiredChoice(experienceLevels),
  salary: z
    .object({
      type: z.enum(['range', 'negotiable']),
      // An emptied number box is NaN: no error while the pay is negotiable (the boxes are hidden).
      min: z.union([z.number().min(0, 'validation.negative'), z.nan()]),
      max: z.union([z.number().min(0, 'validation.negative'), z.nan()]),
      currency: z.enum(salaryCurrencies),
      period: z.enum(salaryPeriods),
    })
    .refine((s) => s.type === 'negotiable' || (s.min > 0 && s.max >= s.min), {
      message: 'validation.salaryRange',
      path: ['max'],
    }),
  locations: z.array(z.enum(jobLocations)).min(1, 'validation.locations'),
  benefits: words,
  expiresAt: requiredText().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.expiresAt'),
  status: z.enum(jobStatuses),
});

export type JobFormValues = z.infer<typeof jobFormSchema>;

export const emptyJobForm: JobFormValues = {
  title: '',
  department: 'consulting',
  content: '',
  skills: [],
  employmentTypes: ['full-time'],
  experience: '1-3',
  salary: { type: 'range', min: 0, max: 0, currency: 'EUR', period: 'year' },
  locations: [],
  benefits: [],
  expiresAt: '',
  status: 'draft',
};

export function toJobFormValues(job: Job): JobFormValues {
  const { id: _i, applicants: _a, createdAt: _c, updatedAt: _u, ...values } = job;
  return values;
}

/** Negotiable pay carries no figures. */
export function toJobInput(values: JobFormValues): JobInput {
  return values.salary.type === 'negotiable' ? { ...values, salary: { ...values.salary, min: 0, max: 0 } } : values;
}
