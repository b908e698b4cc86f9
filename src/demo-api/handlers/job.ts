// Jobs: the careers positions (list with filters and status counts, details, CRUD).
import { z } from 'zod';
import type { Job } from '@/lib/api-contract/job';
import { employmentTypes, experienceLevels, jobDepartments, jobLocations } from '@/lib/api-contract/job';
import { crudHandlers } from '../crud';
import { defineCollection } from '../db';
import { seedJobs } from '../seed/job';

export const jobs = defineCollection<Job>('jobs', seedJobs);

const list = (max: number) => z.array(z.string().trim().min(1).max(80)).max(max, `At most ${max}.`);

const jobSchema = z.object({
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
    })
    .refine((s) => s.type === 'negotiable' || (s.min > 0 && s.max >= s.min), {
      message: 'The maximum must be at least the minimum, and both above zero.',
      path: ['max'],
    }),
  status: z.enum(['published', 'draft'], 'Choose a status.'),
  expiresAt: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose the closing date.'),
});

export const handlers = crudHandlers({
  group: 'job',
  key: 'job',
  collection: jobs,
  list: {
    search: (j) => [j.title, j.department, ...j.skills, ...j.locations].join(' '),
    filters: {
      status: (j, v) => j.status === v,
      department: (j, v) => j.department === v,
      employmentType: (j, v) => j.employmentTypes.includes(v as Job['employmentTypes'][number]),
      experience: (j, v) => j.experience === v,
      location: (j, v) => j.locations.includes(v as Job['locations'][number]),
    },
    sorters: { createdAt: (j) => j.createdAt, title: (j) => j.title, expiresAt: (j) => j.expiresAt, applicants: (j) => j.applicants },
    defaultSort: { sort: 'createdAt', order: 'desc' },
    facet: { param: 'status', value: (j) => j.status },
  },
  schema: jobSchema,
  create: (input) => {
    const now = new Date().toISOString();
    return { ...input, id: crypto.randomUUID(), applicants: 0, createdAt: now, updatedAt: now };
  },
  update: (existing, input) => ({ ...existing, ...input, updatedAt: new Date().toISOString() }),
});
