// A place as the reader reads it: the seed's cities (users, orders, tours) in French and Arabic
// beside the country Intl names in the reader's language, so an Arabic page never sets a Latin city
// beside an Arabic country. A city a person typed is shown as typed.
import { countryName } from './countries';

// English name → [French, Arabic]; the cities of src/lib/seed/user.ts `places` and the tours'.
const CITIES: Record<string, readonly [fr: string, ar: string]> = {
  London: ['Londres', 'لندن'],
  Manchester: ['Manchester', 'مانشستر'],
  Edinburgh: ['Édimbourg', 'إدنبرة'],
  Paris: ['Paris', 'باريس'],
  Lyon: ['Lyon', 'ليون'],
  Toulouse: ['Toulouse', 'تولوز'],
  Dubai: ['Dubaï', 'دبي'],
  'Abu Dhabi': ['Abou Dabi', 'أبوظبي'],
  'New York': ['New York', 'نيويورك'],
  Chicago: ['Chicago', 'شيكاغو'],
  'San Francisco': ['San Francisco', 'سان فرانسيسكو'],
  Berlin: ['Berlin', 'برلين'],
  Munich: ['Munich', 'ميونخ'],
  Frankfurt: ['Francfort', 'فرانكفورت'],
  Amsterdam: ['Amsterdam', 'أمستردام'],
  Rotterdam: ['Rotterdam', 'روتردام'],
  Madrid: ['Madrid', 'مدريد'],
  Barcelona: ['Barcelone', 'برشلونة'],
  Riyadh: ['Riyad', 'الرياض'],
  Jeddah: ['Djeddah', 'جدة'],
  Toronto: ['Toronto', 'تورونتو'],
  Montreal: ['Montréal', 'مونتريال'],
  Sydney: ['Sydney', 'سيدني'],
  Melbourne: ['Melbourne', 'ملبورن'],
  Tokyo: ['Tokyo', 'طوكيو'],
  Osaka: ['Osaka', 'أوساكا'],
  Singapore: ['Singapour', 'سنغافورة'],
  Dublin: ['Dublin', 'دبلن'],
  Casablanca: ['Casablanca', 'الدار البيضاء'],
  Doha: ['Doha', 'الدوحة'],
  Copenhagen: ['Copenhague', 'كوبنهاغن'],
  Tallinn: ['Tallinn', 'تالين'],
  Stockholm: ['Stockholm', 'ستوكهولم'],
};

/** `city` in `language` when the seed's cities include it, as written otherwise. */
export function cityName(city: string, language: string): string {
  const names = CITIES[city.trim()];
  if (!names) return city;
  if (language.startsWith('fr')) return names[0];
  if (language.startsWith('ar')) return names[1];
  return city;
}

/**
 * "City, Country" in the reader's language (a city a person typed stays as typed), with the
 * language's own comma: Arabic writes "دبي، الإمارات العربية المتحدة".
 */
export function placeName(city: string, country: string, language: string): string {
  const countryLabel = countryName(country, language);
  const comma = language.startsWith('ar') ? '،' : ',';
  return city ? `${cityName(city, language)}${comma} ${countryLabel}` : countryLabel;
}
