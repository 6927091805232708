import type { NewShareDraw, NewShareRecord } from '@broker/contract';
import { allocateLots, allotmentTable, type AllotmentRow } from '@broker/domain';

/**
 * The browser's own check of a published draw (products.md §2: "every user can recompute their own
 * result from the published data"): the seed's SHA-256 by the platform's WebCrypto against the
 * commitment published before the subscription opened, the allocation recomputed from the seed and
 * the applications with the domain's rule, and the user's line of it. Nothing here trusts the
 * server's answer beyond the published data itself.
 */

/** The part of WebCrypto the check needs (globalThis.crypto.subtle; absent outside secure contexts). */
export type Digest = Pick<SubtleCrypto, 'digest'>;

/** The lowercase hexadecimal SHA-256 of a text's UTF-8 bytes, or null where WebCrypto is not available. */
export async function sha256Hex(
  text: string,
  subtle: Digest | undefined = globalThis.crypto?.subtle,
): Promise<string | null> {
  if (!subtle) return null;
  const bytes = new Uint8Array(await subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The user's application in the draw: the lots asked, the lots the rule gives it and those the record says. */
export interface YourResult {
  ticket: number;
  applied: number;
  recomputed: number;
  recorded: number | null;
  matches: boolean;
}

export interface DrawCheck {
  /** sha256(seed) equals the published commitment; null where the browser cannot hash (no WebCrypto). */
  seedMatches: boolean | null;
  /** The basis-of-allotment table recomputed from the seed and the applications. */
  table: AllotmentRow[];
  /** The recomputed table equals the published one, line for line. */
  tableMatches: boolean;
  /** The user's own line, when the record took part in the draw (an operator's override did not). */
  yours: YourResult | null;
}

/** A drawn draw: its seed, applications and lots are published. */
export type PublishedDraw = NewShareDraw & {
  drawn: true;
  seed: string;
  applications: number[];
  lotsDrawn: number;
};

export function isPublished(draw: NewShareDraw | null): draw is PublishedDraw {
  return draw !== null && draw.drawn && draw.seed !== null && draw.applications !== null && draw.lotsDrawn !== null;
}

const sameRows = (a: readonly AllotmentRow[], b: readonly AllotmentRow[] | null) =>
  b !== null &&
  a.length === b.length &&
  a.every(
    (row, index) =>
      row.lotsApplied === b[index]!.lotsApplied &&
      row.applicants === b[index]!.applicants &&
      row.successful === b[index]!.successful &&
      row.lotsAllotted === b[index]!.lotsAllotted &&
      row.winRatePct === b[index]!.winRatePct,
  );

/** Recomputes the allocation (synchronous: the applications of one draw). */
export function recomputeDraw(
  draw: PublishedDraw,
  record: Pick<NewShareRecord, 'ticket' | 'allottedLots' | 'overridden'> | null,
): Omit<DrawCheck, 'seedMatches'> {
  const allotted = allocateLots(draw.seed, draw.applications, draw.lotsDrawn);
  const table = allotmentTable(draw.applications, allotted);
  const ticket = record && !record.overridden ? record.ticket : null;
  const yours =
    ticket !== null && ticket >= 1 && ticket <= draw.applications.length
      ? {
          ticket,
          applied: draw.applications[ticket - 1]!,
          recomputed: allotted[ticket - 1]!,
          recorded: record!.allottedLots,
          matches: allotted[ticket - 1] === record!.allottedLots,
        }
      : null;
  return { table, tableMatches: sameRows(table, draw.table), yours };
}

/** The whole check: the commitment first (a seed that does not match makes the rest meaningless), then the draw. */
export async function checkDraw(
  draw: PublishedDraw,
  record: Pick<NewShareRecord, 'ticket' | 'allottedLots' | 'overridden'> | null,
  subtle?: Digest,
): Promise<DrawCheck> {
  const hash = await sha256Hex(draw.seed, subtle);
  return { seedMatches: hash === null ? null : hash === draw.seedHash, ...recomputeDraw(draw, record) };
}
