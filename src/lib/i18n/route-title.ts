// Document titles: "<screen> · Corvane", the screen's name from the `routes` keys of common.json.
import { i18n } from './i18n';

export function routeTitle(key: string): string {
  const name = i18n.t(`routes.${key}`, { ns: 'common' });
  return `${name} · Corvane`;
}
