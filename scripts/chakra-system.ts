// The entry `npm run typegen` hands to Chakra's CLI: the app's built system, under the name the CLI looks for.
import { getSystem } from '../src/theme/system';

export const system = getSystem();
