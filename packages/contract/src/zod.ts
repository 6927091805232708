import { z } from 'zod';

/**
 * zod for the contract's schemas, every one of which imports it from here (so this runs before
 * any schema is made): the answers and requests they check are JSON, and JSON is a tree — no value
 * is met twice in one parse. zod's default memoizer gives containers support for reference
 * cycles; here it had nothing to do but cost the first parse of every schema a walk of the whole
 * schema (17 ms of the home screen's start on this machine, four times that on a phone: issue
 * #17) and every parse a bookkeeping entry per object. This one keeps zod's plain recursive
 * descent. zod's JIT is left as it is: the app's content security policy refuses `new Function`,
 * so in the browser zod already parses without it; the server keeps it.
 */
export const treeMemoizer: z.core.$ZodMemoizer = {
  attach: () => undefined,
  guard: () => undefined,
  alloc: (_schema, _payload, empty) => empty,
};

z.config({ memoizer: treeMemoizer });

export { z };
