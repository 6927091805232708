import type { z } from 'zod';
import type { Page } from './paginate.ts';

/**
 * A value that passed its schema, frozen, with its JSON text. Made once and carried by many
 * answers — a quote is the same for every call within its second — so that the check and the
 * serialisation run once per value, not once per answer that carries it (issue #17, the read
 * path). Frozen, because every answer shares it: what was checked is what is sent.
 */
export class Checked<T> {
  readonly schema: z.ZodType;
  readonly value: T;
  readonly json: string;

  private constructor(schema: z.ZodType, value: T) {
    this.schema = schema;
    this.value = value;
    this.json = JSON.stringify(value);
  }

  static of<S extends z.ZodType>(schema: S, value: z.input<S>): Checked<z.output<S>> {
    return new Checked(schema, deepFreeze(schema.parse(value)));
  }
}

/**
 * A handler's answer made of checked items: a list of them, or a page of them. The route sends
 * the items' texts as they are when its response schema is a plain list (or a page) of exactly
 * the schema the items passed — checking the page's frame (total, page, size) on every answer —
 * and otherwise checks the whole value as it does any answer (`answerData`). So a wrong shape
 * never leaks, whichever route returns it.
 */
export class CheckedAnswer<T> {
  readonly kind: 'list' | 'page';
  readonly value: T;
  /** The JSON text of `value`. */
  readonly json: string;
  /** The schema every item passed; null when they passed different ones (or there are none). */
  readonly itemSchema: z.ZodType | null;

  constructor(kind: 'list' | 'page', value: T, json: string, itemSchema: z.ZodType | null) {
    this.kind = kind;
    this.value = value;
    this.json = json;
    this.itemSchema = itemSchema;
  }
}

const sharedSchema = (items: readonly Checked<unknown>[]): z.ZodType | null => {
  const first = items[0]?.schema ?? null;
  return items.every((item) => item.schema === first) ? first : null;
};

const listJson = (items: readonly Checked<unknown>[]): string => `[${items.map((item) => item.json).join(',')}]`;

export function checkedList<T>(items: readonly Checked<T>[]): CheckedAnswer<T[]> {
  return new CheckedAnswer(
    'list',
    items.map((item) => item.value),
    listJson(items),
    sharedSchema(items),
  );
}

export function checkedPage<T>(page: Page<Checked<T>>): CheckedAnswer<Page<T>> {
  const { items, total, page: number, size } = page;
  // The key order of paginate's answer, so the text is what JSON.stringify would have made.
  const json = `{"items":${listJson(items)},"total":${JSON.stringify(total)},"page":${JSON.stringify(number)},"size":${JSON.stringify(size)}}`;
  return new CheckedAnswer(
    'page',
    { items: items.map((item) => item.value), total, page: number, size },
    json,
    sharedSchema(items),
  );
}

/**
 * The data of an answer as the route's response schema lets it out, with its JSON text when it
 * is already known: a checked answer whose items passed exactly the schema's item schema keeps
 * its text (a page's frame is checked now); anything else is parsed by the schema.
 */
export function answerData(schema: z.ZodType, answer: unknown): { value: unknown; json: string | null } {
  if (!(answer instanceof CheckedAnswer) || answer.itemSchema === null) {
    return { value: schema.parse(answer instanceof CheckedAnswer ? answer.value : answer), json: null };
  }
  if (answer.kind === 'list' && plainListOf(schema) === answer.itemSchema) {
    return { value: answer.value, json: answer.json };
  }
  if (answer.kind === 'page' && pageItemSchema(schema) === answer.itemSchema) {
    const { items: _items, ...frame } = answer.value as Page<unknown>;
    schema.parse({ ...frame, items: [] });
    return { value: answer.value, json: answer.json };
  }
  return { value: schema.parse(answer.value), json: null };
}

/** Only what a check needs to recognise a list or a page schema (zod's public `def`). */
interface SchemaDef {
  type: string;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  checks?: readonly unknown[];
}
const defOf = (schema: z.ZodType) => schema.def as unknown as SchemaDef;

/** The item schema of an array schema without length or other rules, else null. */
function plainListOf(schema: z.ZodType): z.ZodType | null {
  const def = defOf(schema);
  return def.type === 'array' && !def.checks?.length ? (def.element ?? null) : null;
}

/** The item schema of a page schema (`pageSchema`: an object without rules whose `items` is a plain list). */
function pageItemSchema(schema: z.ZodType): z.ZodType | null {
  const def = defOf(schema);
  const items = def.type === 'object' && !def.checks?.length ? def.shape?.items : undefined;
  return items ? plainListOf(items) : null;
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}
