import { STATUS_ERROR, STATUS_OK, type Envelope } from '@broker/contract';

export const ok = <T>(data: T, msg = 'success.ok'): Envelope<T> => ({ status: STATUS_OK, msg, data });

export const fail = (key: string, data: unknown = null): Envelope<unknown> => ({
  status: STATUS_ERROR,
  msg: key,
  data,
});

/** A business error a handler throws; the route wrapper turns it into the envelope. */
export class ApiError extends Error {
  readonly key: string;
  readonly data: unknown;
  readonly httpStatus: number;
  constructor(key: string, data: unknown = null, httpStatus = 200) {
    super(key);
    this.key = key;
    this.data = data;
    this.httpStatus = httpStatus;
  }
}
