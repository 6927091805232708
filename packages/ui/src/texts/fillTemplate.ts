/**
 * Fills `{{name}}` placeholders of a kit text: `fillTemplate('Up {{pct}}', { pct: '0,45%' })`.
 * Unknown placeholders stay as written, so a missing value is visible rather than silent.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : match,
  );
}
