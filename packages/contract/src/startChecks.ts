import type { ConfigItem } from './common/schemas.ts';
import { STATUS_ERROR, STATUS_OK } from './wire.ts';

/** What the app's client asks of a check: zod's `safeParse`, or a function that answers the same. */
export interface Check<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

export interface AnyEnvelope {
  status: typeof STATUS_OK | typeof STATUS_ERROR;
  msg: string;
  data: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const refused = { success: false } as const;

/** `anyEnvelopeSchema` without zod: `{status, msg, data}` (data of any kind, but there), other keys left out. */
export const plainEnvelopeCheck: Check<AnyEnvelope> = {
  safeParse(value) {
    if (!isRecord(value) || !('data' in value)) return refused;
    const { status, msg, data } = value;
    if ((status !== STATUS_OK && status !== STATUS_ERROR) || typeof msg !== 'string') return refused;
    return { success: true, data: { status, msg, data } };
  },
};

/** `configResponseSchema` without zod: a list of `{name, value}` strings, other keys left out. */
export const plainConfigCheck: Check<ConfigItem[]> = {
  safeParse(value) {
    if (!Array.isArray(value)) return refused;
    const items: ConfigItem[] = [];
    for (const item of value) {
      if (!isRecord(item) || typeof item.name !== 'string' || typeof item.value !== 'string') return refused;
      items.push({ name: item.name, value: item.value });
    }
    return { success: true, data: items };
  },
};
