// Seed mail: a consulting firm's inbox (client threads, data-product questions, invoices), with
// sent items, a draft, spam and trash, and four website enquiries, two of which became clients
// (docs/api/overview.md: the analytics funnel's engagements).
import type { Mail, MailFolder, MailLabelId } from '@/lib/api-contract/mail';
import { companyName, isoDaysAgo, personEmail, seedList, seededFaker } from './faker';
import { seedInvoices } from './invoice';

const ME = { name: 'Amira Haddad', email: 'demo@corvane.example' };

/** `client`: the number of the invoice this enquiry led to; the sender is that invoice's client and
 *  the enquiry arrives `ENQUIRY_LEAD_DAYS` before it was issued. */
type Template = { subject: string; body: string; folder: MailFolder; labels: MailLabelId[]; html?: string; client?: string };

const ENQUIRY_LEAD_DAYS = 3;

const TEMPLATES: Template[] = [
  { subject: 'Kick-off agenda for the data strategy sprint', body: 'Attached is the agenda for Monday. We would like to spend the first hour on the current reporting landscape and the second on the decisions the board wants to make faster.', folder: 'inbox', labels: ['clients', 'projects'] },
  { subject: 'Question about Footfall Atlas coverage', body: 'Does the daily feed cover secondary cities in France and Spain, or only the capitals? We are sizing a rollout for 140 stores.', folder: 'inbox', labels: ['enquiries'], client: 'INV-2026-0416' },
  { subject: 'Invoice INV-2026-0419 approved', body: 'Finance has approved the invoice for the October embedded-team month. Payment is scheduled for the 28th.', folder: 'inbox', labels: ['finance'] },
  { subject: 'Lakehouse migration: week 6 status', body: 'All 38 pipelines now run on the new platform. Data quality checks pass on 96% of tables; the remaining four are waiting on the supplier feed fix.', folder: 'inbox', labels: ['projects'] },
  { subject: 'Renewal of our Price Lens subscription', body: 'We would like to move from the Team to the Enterprise tier at renewal. Could you send a quote including the cloud warehouse share?', folder: 'inbox', labels: ['clients', 'finance'] },
  { subject: 'Workshop follow-up: demand forecasting', body: 'Thank you for the workshop. The team liked the backtesting approach; can we schedule a second session on promotions and holidays?', folder: 'inbox', labels: ['clients'] },
  { subject: 'Security questionnaire for procurement', body: 'Our procurement team needs the attached questionnaire completed before we can sign. Most questions concern data residency and access logging.', folder: 'inbox', labels: ['clients'] },
  { subject: 'ESG Ledger methodology note', body: 'Could you share the methodology note behind the scope 3 estimates? Our auditors asked how supplier-level gaps are filled.', folder: 'inbox', labels: ['enquiries'] },
  { subject: 'Dashboard adoption numbers for Q3', body: 'Weekly active users of the sales dashboards grew from 210 to 342 this quarter. The regional managers now open them before every Monday call.', folder: 'inbox', labels: ['projects'] },
  { subject: 'Training dates for the analytics academy', body: 'We can offer the two-day SQL and modelling course on 3-4 December or 10-11 December. Twelve seats per session.', folder: 'inbox', labels: [] },
  { subject: 'Supply Signal alert thresholds', body: 'The alerts for port congestion are firing too often for our team. Can we raise the threshold for Rotterdam and Antwerp?', folder: 'inbox', labels: ['clients'] },
  { subject: 'Conference panel invitation', body: 'We would be delighted to have someone from Corvane on our panel about applied AI in logistics, in Dubai on 19 February.', folder: 'inbox', labels: [] },
  { subject: 'Draft statement of work, phase two', body: 'Please find the draft statement of work for phase two. The main change is the managed analytics option for year two.', folder: 'inbox', labels: ['projects', 'finance'] },
  { subject: 'Grid Watch API rate limits', body: 'Our batch job hit the hourly rate limit twice last night. Is there a bulk export we should use instead?', folder: 'inbox', labels: ['enquiries'] },
  { subject: 'Re: Governance council charter', body: 'I have added the data owner responsibilities and the escalation path. Let me know if legal should review before Thursday.', folder: 'sent', labels: ['projects'] },
  { subject: 'Re: Market Pulse trial', body: 'Your trial access is active until the end of the month. The weekly file arrives every Monday at 06:00 UTC.', folder: 'sent', labels: ['clients'] },
  { subject: 'Proposal: churn model refresh', body: 'As discussed, here is our proposal to retrain the churn model with the new contract data, in a three-week advisory sprint.', folder: 'sent', labels: ['clients'] },
  { subject: 'Notes for the quarterly business review', body: 'Outline: results against the agreed KPIs, the backlog for next quarter, and the training plan.', folder: 'drafts', labels: [] },
  { subject: 'You have won a free cruise', body: 'Click the link to claim your prize before midnight.', folder: 'spam', labels: [] },
  { subject: 'Unclaimed domain renewal', body: 'Your domain will expire unless you pay the renewal fee today.', folder: 'spam', labels: [] },
  { subject: 'Old meeting room booking', body: 'Your booking for room 3.14 on Friday has been cancelled.', folder: 'trash', labels: [] },
  { subject: 'Sentiment Stream for retail banking', body: 'We are exploring hourly sentiment for our retail banking brand. Do you cover Arabic-language sources in the Gulf?', folder: 'inbox', labels: ['enquiries'], client: 'INV-2026-0423' },
  { subject: 'Data quality scorecard, October', body: 'The scorecard is attached: completeness 98.2%, timeliness 94.7%, two incidents closed within their SLA.', folder: 'inbox', labels: ['projects'] },
  // An HTML newsletter with a remote banner: the reader blocks it until the user allows images.
  { subject: 'Welcome to the Corvane client portal', body: 'Your team can now see project status, invoices and data product usage in one place.', folder: 'inbox', labels: [], html: '<p><img src="https://newsletter.corvane.example/portal-banner.png" alt="Client portal banner" width="560"></p><h2>Welcome to the client portal</h2><p>Your team can now see <strong>project status</strong>, <strong>invoices</strong> and <strong>data product usage</strong> in one place.</p><ul><li>Project milestones, updated every Friday</li><li>Invoices and payment status</li><li>Usage of your data products</li></ul><p><a href="https://corvane.example/portal">Open the portal</a></p>' },
];

export function seedMail(): Mail[] {
  const faker = seededFaker(7001);
  const invoices = new Map(seedInvoices().map((inv) => [inv.number, inv]));
  return seedList(TEMPLATES.length, (id, i) => {
    const t = TEMPLATES[i]!;
    const drawnFirst = faker.person.firstName();
    const drawnLast = faker.person.lastName();
    const drawnCompany = companyName(faker);
    const domain = `${faker.word.noun().toLowerCase()}.example`;
    faker.internet.email({ firstName: drawnFirst, lastName: drawnLast, provider: domain }); // drawn as it always was
    const drawnEmail = personEmail(`${drawnFirst} ${drawnLast}`, domain);
    const client = t.client ? invoices.get(t.client) : undefined;
    if (t.client && !client) throw new Error(`mail seed: no invoice ${t.client}`);
    const firstName = client ? client.to.name.split(' ')[0]! : drawnFirst;
    const company = client ? client.to.company : drawnCompany;
    const contact = client
      ? { name: client.to.name, email: client.to.email }
      : { name: `${drawnFirst} ${drawnLast}`, email: drawnEmail };
    const outgoing = t.folder === 'sent' || t.folder === 'drafts';
    const attachments =
      i % 4 === 0
        ? [{ name: `${t.subject.split(' ').slice(0, 2).join('-').toLowerCase()}.pdf`, size: faker.number.int({ min: 80_000, max: 2_400_000 }), mimeType: 'application/pdf' }]
        : [];
    const drawnDate = isoDaysAgo(faker, 30);
    return {
      id,
      folder: t.folder,
      labelIds: t.labels,
      from: outgoing ? ME : contact,
      to: outgoing ? [contact] : [ME],
      cc: [],
      subject: t.subject,
      message: `${outgoing ? `Dear ${firstName},` : 'Hello Amira,'}\n\n${t.body}\n\n${outgoing ? 'Best regards,\nAmira Haddad\nCorvane Data & Consulting' : `Kind regards,\n${contact.name}\n${company}`}`,
      isUnread: t.folder === 'inbox' && i % 3 !== 2,
      isStarred: i % 5 === 1,
      isImportant: i % 6 === 0,
      attachments,
      createdAt: enquiryDate(client?.createdAt) ?? drawnDate,
      ...(t.html ? { html: t.html } : {}),
    };
  });
}

function enquiryDate(invoiceCreatedAt: string | undefined): string | undefined {
  if (!invoiceCreatedAt) return undefined;
  return new Date(Date.parse(invoiceCreatedAt) - ENQUIRY_LEAD_DAYS * 86_400_000).toISOString();
}
