/** Layout of the lending card and records: the shared column and texts, nothing of its own. */
export { muted, stack, text as lead } from '../../styles/text.css.ts';
