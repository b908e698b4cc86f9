import { createFileRoute } from '@tanstack/react-router';

// docs/product-rules.md#guest-routes: the demo screens are public; each variant below brings its own layout.
export const Route = createFileRoute('/auth-demo')({});
