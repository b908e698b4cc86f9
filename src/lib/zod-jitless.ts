// What `import { z } from 'zod'` resolves to (an alias in vite.config.ts): zod, told first not to
// compile its object parsers with `new Function`. The Content Security Policy allows no eval
// (docs/hosting.md); interpreted parsers cost nothing noticeable at the size of our forms and payloads.
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
