import fc from 'fast-check';
import type { z } from 'zod';

/**
 * fast-check arbitraries from zod 4 schemas, for the fuzz test of every endpoint. No maintained
 * bridge supports zod 4 (zod-fast-check 0.10 needs zod 3 and fast-check 3), so this walks the few
 * shapes the contract uses: objects, strings (uuid, datetime, regex, max length), numbers,
 * booleans, enums, literals, unions, arrays, optional, nullable, default and records. What it
 * makes is "plausible": mostly valid, sometimes not (a refinement it cannot see); the fuzz test
 * sorts them by parsing.
 */
interface Def {
  type: string;
  format?: string;
  checks?: {
    _zod: {
      def: {
        check?: string;
        maximum?: number;
        minimum?: number;
        format?: string;
        pattern?: RegExp;
        value?: number;
        inclusive?: boolean;
      };
    };
  }[];
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  entries?: Record<string, string>;
  values?: unknown[];
  options?: z.ZodType[];
  element?: z.ZodType;
  valueType?: z.ZodType;
  in?: z.ZodType;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checkOf = (def: Def, name: string) =>
  def.checks?.map((check) => check._zod.def).find((check) => check.check === name);

/** Plausible strings: ids the server knows, decimals, words, and now and then nothing at all. */
const plainString = (max: number) =>
  fc.oneof(
    fc.constantFrom(
      'USD',
      'EUR',
      'USDT',
      'card',
      'wallet',
      'approve',
      'reject',
      'deposit',
      'withdrawal',
      'kefu',
      'house',
      'wire-usd',
      'sepa-eur',
    ),
    fc.stringMatching(/^\d{1,6}(\.\d{1,2})?$/),
    fc.string({ maxLength: Math.min(max, 24) }),
    fc.constant(''),
  );

export function arbitraryOf(schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const shape = def.shape ?? {};
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, value] of Object.entries(shape)) record[key] = arbitraryOf(value, depth + 1);
      const optional = Object.entries(shape)
        .filter(([, value]) => ['optional', 'default'].includes(defOf(value).type))
        .map(([key]) => key);
      return fc.record(record, { requiredKeys: Object.keys(shape).filter((key) => !optional.includes(key)) });
    }
    case 'string': {
      if (def.format === 'uuid') return fc.uuid({ version: 4 });
      if (def.format === 'datetime')
        return fc
          .date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
          .map((date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z'));
      if (def.format === 'date')
        return fc
          .date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
          .map((date) => date.toISOString().slice(0, 10));
      const pattern = checkOf(def, 'string_format')?.pattern;
      if (pattern) return fc.stringMatching(pattern).filter((value) => value.length <= 40);
      const max = checkOf(def, 'max_length')?.maximum ?? 64;
      return plainString(max);
    }
    case 'number': {
      const min = checkOf(def, 'greater_than')?.value ?? -1000;
      const max = checkOf(def, 'less_than')?.value ?? 1000;
      return fc.integer({ min: Math.max(Math.ceil(min), -1000), max: Math.min(Math.floor(max), 1000) });
    }
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? {}));
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null]));
    case 'optional':
      return fc.option(arbitraryOf(def.innerType!, depth + 1), { nil: undefined });
    case 'default':
      return fc.option(arbitraryOf(def.innerType!, depth + 1), { nil: undefined });
    case 'nullable':
      return fc.option(arbitraryOf(def.innerType!, depth + 1), { nil: null });
    case 'union':
      return fc.oneof(...(def.options ?? []).map((option) => arbitraryOf(option, depth + 1)));
    case 'array': {
      const max = Math.min(checkOf(def, 'max_length')?.maximum ?? 4, 4);
      return depth > 4 ? fc.constant([]) : fc.array(arbitraryOf(def.element!, depth + 1), { maxLength: max });
    }
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 8 }), arbitraryOf(def.valueType!, depth + 1), { maxKeys: 3 });
    case 'pipe':
      return arbitraryOf(def.in!, depth + 1);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Text no field may carry: control characters (NUL first), bidi overrides, lone surrogates, text too long. */
const hostileText = fc.oneof(
  fc.constantFrom(
    'a\u0000b',
    '\u0000',
    '\u202Eevil',
    '\u2066x',
    '\u0007',
    'x\u001b[31m',
    '\u0085',
    '\ud800',
    'x'.repeat(5000),
  ),
  fc
    .tuple(fc.string({ maxLength: 8 }), fc.constantFrom('\u0000', '\u202E', '\u0001', '\u009F'))
    .map(([text, bad]) => `${text}${bad}${text}`),
);
/** Numbers and amounts out of every range: huge, negative, fractional, not numbers at all. */
const hostileNumber = fc.constantFrom<unknown>(
  '9'.repeat(40),
  `-${'9'.repeat(30)}.5`,
  '1e400',
  'NaN',
  1e308,
  -1,
  0,
  2 ** 53,
  1.5,
  -0.000001,
);

/** Values no field should take: bad text most often, then bad numbers, wrong types and deep nesting. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileText, weight: 5 },
  { arbitrary: hostileNumber, weight: 2 },
  { arbitrary: fc.constantFrom<unknown>(' ', true, null, [], {}, { $gt: '' }, '__proto__'), weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
  { arbitrary: fc.constant(JSON.parse(`${'['.repeat(500)}${']'.repeat(500)}`) as unknown), weight: 1 },
);

/**
 * A body of the schema with one field (or the whole body) replaced by something hostile: what a
 * client that does not follow the contract sends.
 */
export function hostileBodyOf(schema: z.ZodType): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const keys = def.type === 'object' ? Object.keys(def.shape ?? {}) : [];
  const whole = fc.oneof(hostileValue, fc.jsonValue({ maxDepth: 2 }));
  if (keys.length === 0) return whole;
  return fc.oneof(
    {
      arbitrary: fc
        .tuple(arbitraryOf(schema), fc.constantFrom(...keys), hostileValue)
        .map(([body, key, value]) => ({ ...(body as object), [key]: value })),
      weight: 5,
    },
    { arbitrary: whole, weight: 1 },
  );
}
