/** Matches a field's label with or without the required marker (the `*` is part of the label's text). */
export const fieldLabel = (text: string): RegExp =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);
