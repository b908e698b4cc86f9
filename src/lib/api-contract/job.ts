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

export const salaryCurrencies = ['EUR', 'GBP', 'USD', 'AED'] as const;
export type SalaryCurrency = (typeof salaryCurrencies)[number];
export const salaryPeriods = ['year', 'month', 'day', 'hour'] as const;
export type SalaryPeriod = (typeof salaryPeriods)[number];

export interface JobSalary {
  /** `range` shows min-max; `negotiable` shows neither. */
  type: 'range' | 'negotiable';
  /** Gross, in `currency` per `period`. */
  min: number;
  max: number;
  currency: SalaryCurrency;
  period: SalaryPeriod;
}

export interface Job {
  id: string;
  title: string;
  department: JobDepartment;
  /** Rich text (HTML, sanitised when shown): role, responsibilities, profile. */
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
  /** Jobs offering any of these benefits, by `benefitKey` (benefits are free text, commas included). */
  benefit?: string | string[];
}
/** `counts` per status plus `all`; newest first by default. */
export type JobListResponse = ListResponse<Job>;

export interface JobDetailsResponse {
  job: Job;
}

/** GET /api/job/facets: the values the list's filters offer that are not fixed (benefits). */
export interface JobFacetsResponse {
  benefits: { key: string; label: string }[];
}

/** A benefit's filter value: its text in lower case, runs of anything but letters and digits as `-`. */
export function benefitKey(benefit: string): string {
  return benefit
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');
}

// ---- Candidates: the people who applied to a job. ------------------------------------------

export const candidateStatuses = ['new', 'screening', 'interview', 'offer', 'hired', 'rejected'] as const;
export type CandidateStatus = (typeof candidateStatuses)[number];

/** The statuses a candidate can move to from each status (the server answers 409 otherwise). */
export const candidateTransitions: Record<CandidateStatus, readonly CandidateStatus[]> = {
  new: ['screening', 'rejected'],
  screening: ['interview', 'rejected'],
  interview: ['offer', 'rejected'],
  offer: ['hired', 'rejected'],
  hired: [],
  rejected: [],
};

export interface JobCandidate {
  id: string;
  jobId: string;
  name: string;
  email: string;
  /** One line about the person (current role), may be empty. */
  headline: string;
  status: CandidateStatus;
  appliedAt: string;
  updatedAt: string;
}

/** POST /api/job/:id/candidates (an application received by email or at an event). */
export interface CandidateInput {
  name: string;
  email: string;
  headline: string;
}

export interface CandidatesResponse {
  candidates: JobCandidate[];
}

export interface CandidateResponse {
  candidate: JobCandidate;
}

export const jobPaths = {
  list: '/api/job/list',
  details: '/api/job/details',
  create: '/api/job',
  item: (id: string) => `/api/job/${id}`,
  bulkDelete: '/api/job/bulk-delete',
  facets: '/api/job/facets',
  candidates: (id: string) => `/api/job/${id}/candidates`,
  candidate: (id: string, candidateId: string) => `/api/job/${id}/candidates/${candidateId}`,
} as const;
