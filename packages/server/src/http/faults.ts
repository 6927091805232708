/**
 * What a fault log line may say about an unexpected error: its kind, never its message. A
 * database error's message carries the failed query and its parameters (names, ID numbers,
 * encrypted card data), so only the error's class, its code (a PostgreSQL SQLSTATE or a Node
 * code) and the same of its causes are logged, beside the request id that finds the request.
 */
export interface FaultKind {
  kind: string;
  code?: string;
  cause?: FaultKind;
}

export function faultKind(error: unknown, depth = 0): FaultKind {
  if (error === null || typeof error !== 'object') return { kind: typeof error };
  const named = error as { name?: unknown; code?: unknown; cause?: unknown; constructor?: { name?: unknown } };
  const kind =
    typeof named.name === 'string'
      ? named.name
      : typeof named.constructor?.name === 'string'
        ? named.constructor.name
        : 'object';
  const code = typeof named.code === 'string' && /^[A-Za-z0-9_]{1,40}$/.test(named.code) ? named.code : undefined;
  const cause = depth < 3 && named.cause !== undefined ? faultKind(named.cause, depth + 1) : undefined;
  return { kind, ...(code ? { code } : {}), ...(cause ? { cause } : {}) };
}
