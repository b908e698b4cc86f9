// Who an invoice is from: Corvane's three offices (src/lib/site-config.ts). London's details are the
// ones the demo API's seed invoices carry.
import type { InvoiceParty } from '@/lib/api-contract/invoice';
import { siteConfig, type Office } from '@/lib/site-config';

const addresses: Record<Office['id'], string> = {
  london: '12 Finsbury Square, London EC2A 1AS, United Kingdom',
  paris: '18 rue de la Paix, 75002 Paris, France',
  dubai: 'Gate Village 4, DIFC, Dubai, United Arab Emirates',
};

export const invoiceSellers: { id: Office['id']; party: InvoiceParty }[] = siteConfig.offices.map((office) => ({
  id: office.id,
  party: {
    name: siteConfig.legalName,
    company: office.id === 'london' ? 'Corvane Ltd' : `Corvane ${office.city}`,
    email: 'billing@corvane.example',
    address: addresses[office.id],
    phone: office.phone,
  },
}));
