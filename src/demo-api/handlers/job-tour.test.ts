// Jobs and tours beyond the shared CRUD: the benefit filter, candidates moving through the hiring
// stages (and no further), and a tour's bookers approved up to its capacity, then refused.
import { beforeEach, describe, expect, it } from 'vitest';
import type { CandidateResponse, CandidatesResponse, Job, JobFacetsResponse, JobListResponse } from '@/lib/api-contract/job';
import type { TourBooking } from '@/lib/api-contract/overview-pages';
import type { Tour, TourDetailsResponse } from '@/lib/api-contract/tour';
import { request } from '@/lib/http/client';
import type { HttpError } from '@/lib/http/http-error';
import { signInAsDemo } from '../../../tests/auth';
import { resetDemoData } from '../db';

beforeEach(async () => {
  await resetDemoData();
  await signInAsDemo();
});

const failure = (promise: Promise<unknown>) => promise.then(() => null, (e: HttpError) => e);

describe('jobs', () => {
  it('filters by a benefit whose text holds a comma', async () => {
    const { benefits } = await request<JobFacetsResponse>('GET', '/api/job/facets');
    const learning = benefits.find((b) => b.label.includes('€2,500'))!;
    const list = await request<JobListResponse>('GET', '/api/job/list', { query: { benefit: learning.key, pageSize: 100 } });
    expect(list.total).toBeGreaterThan(0);
    expect(list.items.every((j) => j.benefits.includes(learning.label))).toBe(true);
  });

  it('lists a job’s candidates, takes a new one and moves it stage by stage', async () => {
    const { items } = await request<JobListResponse>('GET', '/api/job/list', { query: { sort: 'applicants', order: 'desc' } });
    const job = items[0]!;
    const { candidates } = await request<CandidatesResponse>('GET', `/api/job/${job.id}/candidates`);
    expect(candidates).toHaveLength(job.applicants);

    const { candidate } = await request<CandidateResponse>('POST', `/api/job/${job.id}/candidates`, {
      body: { name: 'Nadia Rahman', email: 'nadia@example.com', headline: '' },
    });
    expect(candidate.status).toBe('new');
    const { job: after } = await request<{ job: Job }>('GET', '/api/job/details', { query: { id: job.id } });
    expect(after.applicants).toBe(job.applicants + 1);

    const skip = await failure(request('PATCH', `/api/job/${job.id}/candidates/${candidate.id}`, { body: { status: 'offer' } }));
    expect(skip?.status).toBe(409);
    for (const status of ['screening', 'interview', 'offer', 'hired']) {
      const moved = await request<CandidateResponse>('PATCH', `/api/job/${job.id}/candidates/${candidate.id}`, { body: { status } });
      expect(moved.candidate.status).toBe(status);
    }
  });
});

describe('tour bookings', () => {
  it('approves bookings up to the capacity and refuses the next with the seats left', async () => {
    const { tour } = await request<TourDetailsResponse>('POST', '/api/tour', {
      body: {
        name: 'Port analytics: Rotterdam',
        content: '<p>Two days at the port authority and a terminal operator.</p>',
        highlights: [],
        city: 'Rotterdam',
        country: 'NL',
        services: ['site-visits'],
        tags: [],
        price: 2400,
        priceSale: null,
        startDate: '2027-03-02',
        endDate: '2027-03-03',
        capacity: 3,
        guides: [{ name: 'Ines Laurent', role: 'Principal consultant', email: 'ines@corvane.example' }],
        images: [],
        status: 'published',
      },
    });
    const book = (seats: number) =>
      request<{ booking: TourBooking }>('POST', `/api/tour/${tour.id}/bookings`, { body: { customer: 'Sam Ortiz', company: 'Acme', seats } });
    const first = (await book(2)).booking;
    const second = (await book(1)).booking;
    const third = (await book(1)).booking;
    for (const b of [first, second]) await request('PATCH', `/api/tour/${tour.id}/bookings/${b.id}`, { body: { status: 'approved' } });

    const refused = await failure(request('PATCH', `/api/tour/${tour.id}/bookings/${third.id}`, { body: { status: 'approved' } }));
    expect(refused?.status).toBe(409);
    expect(refused?.message).toMatch(/full/);
    const { tour: after } = await request<{ tour: Tour }>('GET', '/api/tour/details', { query: { id: tour.id } });
    expect(after.booked).toBe(3);
    const { bookings } = await request<{ bookings: TourBooking[] }>('GET', `/api/tour/${tour.id}/bookings`);
    expect(bookings.map((b) => b.status)).toEqual(['pending', 'approved', 'approved']);
  });
});
