// The language menu with its code loaded on first use (src/lib/ui/on-first-use.tsx): the button
// shows at once, the menu (Chakra's menu machine) downloads when it is pointed at, focused or used.
import { onFirstUse } from '@/lib/ui/on-first-use';
import { LanguageButton } from './language-button';

const LanguageSwitcher = onFirstUse(() => import('./language-switcher').then((m) => m.LanguageSwitcher));

export function LanguageSwitcherOnDemand() {
  return <LanguageSwitcher standIn={(handlers) => <LanguageButton {...handlers} />} />;
}
