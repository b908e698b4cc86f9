// The names one section is known by, from its kebab-case group name (`contract-review`): the group
// and API path (`contract-review`), the plural of the feature folder and strings (`contract-reviews`),
// the TypeScript names (`ContractReview`, `contractReview`) and the table (`contract_reviews`).

/** English plural of the last word: `-y` → `-ies`, `-s/-x/-ch/-sh` → `-es`, else `-s`. */
export function plural(word) {
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/.test(word)) return `${word}es`;
  return `${word}s`;
}

const pascal = (kebab) => kebab.split('-').map((w) => w[0].toUpperCase() + w.slice(1)).join('');
const camel = (kebab) => pascal(kebab).replace(/^./, (c) => c.toLowerCase());
/** `unitPrice` → `unit price`. */
export const words = (name) => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/-/g, ' ').toLowerCase();
export const snake = (name) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').replace(/-/g, '_').toLowerCase();
export const sentence = (text) => text[0].toUpperCase() + text.slice(1);

export function sectionNames(group) {
  const many = plural(group);
  return {
    group, // contract-review
    many, // contract-reviews
    Type: pascal(group), // ContractReview
    Many: pascal(many), // ContractReviews
    one: camel(group), // contractReview
    all: camel(many), // contractReviews
    table: snake(many), // contract_reviews
    label: words(group), // contract review
    labels: words(many), // contract reviews
  };
}
