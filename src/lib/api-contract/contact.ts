// The Contact Us form (docs/product-rules.md#contact-form): the message lands in the dashboard's mail inbox.
export interface ContactInput {
  name: string;
  email: string;
  company?: string;
  topic: 'consulting' | 'data-products' | 'partnership' | 'press' | 'careers' | 'other';
  message: string;
}

export interface ContactResponse {
  id: string;
  receivedAt: string;
}

export const contactPaths = { create: '/api/contact' } as const;
