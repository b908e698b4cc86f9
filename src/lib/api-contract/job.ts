// Jobs: the firm's open positions (careers).
import type { ListQuery, ListResponse } from './list';

export const jobStatuses = ['published', 'draft'] as const;
export type JobStatus = (typeof jobStatuses)[number];
export const employmentTypes = ['full-time', 'part-time', 'contract', 'internship'] as const;
export type EmploymentType = (typeof employmentTypes)[number];
export const experienceLevels = ['entry', '1-3', '3-5', '5-plus'] as const;
export type ExperienceLevel = (typeof experienceLevels)[number];
export const jobLocations = ['london', 'paris', 'dubai', 'remote'] as const;
export type JobLocation = (typeof jobLocations)[number];
export const jobDepartments = ['consulting', 'engineering', 'data-science', 'products', 'operations'] as const;
export type JobDepartment = (typeof jobDepartments)[number];

export interface JobSalary {
  /** `range` shows min-max; `negotiable` shows neither. */
  type: 'range' | 'negotiable';
  /** Yearly gross, euros. */
  min: number;
  max: number;
}

export interface Job {
  id: string;
  title: string;
  department: JobDepartment;
  /** Markdown description: role, responsibilities, profile. */
  content: string;
  employmentTypes: EmploymentType[];
  experience: ExperienceLevel;
  locations: JobLocation[];
  skills: string[];
  benefits: string[];
  salary: JobSalary;
  status: JobStatus;
  /** ISO date after which the post closes. */
  expiresAt: string;
  applicants: number;
  createdAt: string;
  updatedAt: string;
}

/** POST /api/job; PATCH /api/job/:id takes any subset. */
export type JobInput = Omit<Job, 'id' | 'applicants' | 'createdAt' | 'updatedAt'>;

export interface JobListQuery extends ListQuery {
  sort?: 'createdAt' | 'title' | 'expiresAt' | 'applicants';
  status?: JobStatus;
  department?: JobDepartment | JobDepartment[];
  employmentType?: EmploymentType | EmploymentType[];
  experience?: ExperienceLevel | ExperienceLevel[];
  location?: JobLocation | JobLocation[];
}
/** `counts` per status plus `all`; newest first by default. */
export type JobListResponse = ListResponse<Job>;

export interface JobDetailsResponse {
  job: Job;
}

export const jobPaths = {
  list: '/api/job/list',
  details: '/api/job/details',
  create: '/api/job',
  item: (id: string) => `/api/job/${id}`,
  bulkDelete: '/api/job/bulk-delete',
} as const;
