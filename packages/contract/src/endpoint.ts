import type { z } from 'zod';

export interface EndpointDefinition<
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
  Public extends boolean = boolean,
> {
  request: Req;
  response: Res;
  /** Public calls need no session (api.md §1.1). */
  public: Public;
  /** A write answers `success.<path with . for />`; a read `success.ok` (api.md §1.2). */
  write?: boolean;
  /** Requires `requestId` (api.md §1.5): the server replays the stored answer for a repeated id. */
  rid?: boolean;
  summary: string;
}

export const endpoint = <Req extends z.ZodType, Res extends z.ZodType, Public extends boolean>(
  def: EndpointDefinition<Req, Res, Public>,
) => def;
