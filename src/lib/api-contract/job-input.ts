// The rules of a job, an application and a stage move (POST/PATCH /api/job, POST
// /api/job/:id/candidates, PATCH /api/job/:id/candidates/:candidateId, docs/api/crud-groups.md#job):
// one schema each for the demo API (src/demo-api/handlers/job.ts) and the API server
// (server/routes/jobs.ts), so the two answer the same field errors. Only those two import it: the
// job form has its own rules.
import { z } from 'zod';
import {
  candidateStatuses,
  employmentTypes,
  experienceLevels,
  jobDepartments,
  jobLocations,
  salaryCurrencies,
  salaryPeriods,
  type CandidateInput,
} from './job';

const list = (max: number) => z.array(z.string().trim().min(1).max(80)).max(max, `At most ${max}.`);

export const jobSchema = z.object({
  title: z.string().trim().min(3, 'Enter a title (at least 3 characters).').max(120, 'Use at most 120 characters.'),
  department: z.enum(jobDepartments, 'Choose a department.'),
  content: z.string().trim().min(20, 'Describe the role (at least 20 characters).').max(20_000, 'The description is too long.'),
  employmentTypes: z.array(z.enum(employmentTypes)).min(1, 'Choose at least one employment type.'),
  experience: z.enum(experienceLevels, 'Choose the experience level.'),
  locations: z.array(z.enum(jobLocations)).min(1, 'Choose at least one location.'),
  skills: list(20).min(1, 'Add at least one skill.'),
  benefits: list(20),
  salary: z
    .object({
      type: z.enum(['range', 'negotiable']),
      min: z.number().min(0, 'Cannot be negative.'),
      max: z.number().min(0, 'Cannot be negative.'),
      currency: z.enum(salaryCurrencies, 'Choose a currency.'),
      period: z.enum(salaryPeriods, 'Choose a period.'),
    })
    .refine((s) => s.type === 'negotiable' || (s.min > 0 && s.max >= s.min), {
      message: 'The maximum must be at least the minimum, and both above zero.',
      path: ['max'],
    }),
  status: z.enum(['published', 'draft'], 'Choose a status.'),
  expiresAt: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose the closing date.'),
});

export const candidateSchema = z.object({
  name: z.string().trim().min(2, 'Enter the candidate’s name.').max(120, 'Use at most 120 characters.'),
  email: z.string().trim().pipe(z.email('Enter a valid email address.')),
  headline: z.string().trim().max(160, 'Use at most 160 characters.'),
}) satisfies z.ZodType<CandidateInput, unknown>;

export const candidateStatusSchema = z.object({ status: z.enum(candidateStatuses, 'Choose a status.') });
