import { createFileRoute } from '@tanstack/react-router';

// D5: the demo screens are public; each variant below brings its own layout.
export const Route = createFileRoute('/auth-demo')({});
