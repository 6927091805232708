/** Calendar and clock fields of an instant in one time zone. */
export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** ISO weekday: 1 = Monday … 7 = Sunday. */
  weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One cached formatter per time zone (creating an Intl formatter is the expensive part). */
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      era: 'short',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The time zone of the runtime (the user's device, or the server's). */
export function runtimeTimeZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** True when Intl knows the IANA time zone name. */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** ISO weekday (1 = Monday … 7 = Sunday) of a proleptic Gregorian date. */
export function isoWeekday(year: number, month: number, day: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return ((date.getUTCDay() + 6) % 7) + 1;
}

/** The wall-clock fields of `instant` in `timeZone`, read from Intl (the slow, exact way; `zonedParts` is the fast one). */
export function intlParts(instant: number, timeZone: string): ZonedParts {
  const fields: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) fields[part.type] = part.value;
  const yearOfEra = Number(fields.year);
  // Intl counts years before 1 AD as eras: 1 BC is astronomical year 0.
  const year = fields.era === 'BC' ? 1 - yearOfEra : yearOfEra;
  const month = Number(fields.month);
  const day = Number(fields.day);
  return {
    year,
    month,
    day,
    hour: Number(fields.hour),
    minute: Number(fields.minute),
    second: Number(fields.second),
    weekday: isoWeekday(year, month, day),
  };
}

/** The offset (ms, whole seconds) of the wall clock `parts` shows at `instant`. */
function offsetOf(parts: ZonedParts, instant: number): number {
  const asUtc = new Date(0);
  asUtc.setUTCFullYear(parts.year, parts.month - 1, parts.day);
  asUtc.setUTCHours(parts.hour, parts.minute, parts.second, 0);
  return asUtc.getTime() - (instant - (((instant % 1000) + 1000) % 1000));
}

const HOUR_MS = 3_600_000;
/** Hours remembered per zone: a direct-mapped table (slot = hour mod size), so it never grows. */
const SLOTS = 4096;
/** Per zone, per slot: the UTC hour and its offset when the same all hour long, else null (a change inside it). */
const hourOffsets = new Map<string, ({ hour: number; offset: number | null } | undefined)[]>();

/**
 * The zone's offset for the UTC hour holding `instant`, when it holds all hour: the same at the
 * hour's first and last millisecond (no zone changes its offset twice within an hour). Intl's
 * formatToParts was a server's hottest function (every quote, order and sweep asks the market's
 * hours several times), so each zone's hour is read from Intl twice and then computed.
 */
function hourOffset(instant: number, timeZone: string): number | null {
  const hour = Math.floor(instant / HOUR_MS);
  let slots = hourOffsets.get(timeZone);
  if (slots === undefined) {
    slots = [];
    hourOffsets.set(timeZone, slots);
  }
  const slot = ((hour % SLOTS) + SLOTS) % SLOTS;
  const known = slots[slot];
  if (known?.hour === hour) return known.offset;
  const start = hour * HOUR_MS;
  const end = start + HOUR_MS - 1;
  const atStart = offsetOf(intlParts(start, timeZone), start);
  const offset = atStart === offsetOf(intlParts(end, timeZone), end) ? atStart : null;
  slots[slot] = { hour, offset };
  return offset;
}

/** The wall-clock fields of `instant` in `timeZone` (throws a RangeError for an unknown zone). */
export function zonedParts(instant: number, timeZone: string): ZonedParts {
  const offset = hourOffset(instant, timeZone);
  if (offset === null) return intlParts(instant, timeZone);
  const wall = new Date(instant + offset);
  const year = wall.getUTCFullYear();
  const month = wall.getUTCMonth() + 1;
  const day = wall.getUTCDate();
  return {
    year,
    month,
    day,
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
    weekday: isoWeekday(year, month, day),
  };
}

/** Offset of `timeZone` from UTC at `instant`, in milliseconds (Amsterdam in summer: +7 200 000). */
export function timeZoneOffset(instant: number, timeZone: string): number {
  return offsetOf(zonedParts(instant, timeZone), instant);
}

/**
 * The instant at which the wall clock in `timeZone` shows the given local time. In a DST gap
 * (a local time that does not exist) the result is the same wall time read with the offset from
 * before the change, i.e. an instant just after the gap; in an overlap the earlier instant wins.
 */
export function zonedTimeToInstant(
  local: { year: number; month: number; day: number; hour: number; minute: number },
  timeZone: string,
): number {
  const guessDate = new Date(0);
  guessDate.setUTCFullYear(local.year, local.month - 1, local.day);
  guessDate.setUTCHours(local.hour, local.minute, 0, 0);
  const guess = guessDate.getTime();
  const before = guess - timeZoneOffset(guess - 86_400_000, timeZone);
  const after = guess - timeZoneOffset(guess + 86_400_000, timeZone);
  const beforeOk = guess - timeZoneOffset(before, timeZone) === before;
  const afterOk = guess - timeZoneOffset(after, timeZone) === after;
  if (beforeOk && afterOk) return Math.min(before, after);
  if (beforeOk) return before;
  if (afterOk) return after;
  return before;
}
