// Regenerates src/routeTree.gen.ts from src/routes as the Vite plugin does, without starting Vite
// (after a merge that touched routes, or in a checkout with no dev server running): npm run routes.
import { Generator, getConfig } from '@tanstack/router-generator';
const root = process.cwd();
const config = getConfig({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }, root);
await new Generator({ config, root }).run();
console.log('routeTree regenerated');
