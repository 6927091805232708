// The support slice's texts follow the one rule for every text field (validation/text.ts).
export { hasForbiddenCharacters } from '../validation/text.ts';
