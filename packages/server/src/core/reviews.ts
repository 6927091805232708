import type { AdminResponseOf, ReviewEntity } from '@broker/contract';
import { ApiError } from '../http/envelope.ts';
import type { Page } from '../http/paginate.ts';
import type { AdminRouteBody } from '../http/routes.ts';

export type ReviewListBody = AdminRouteBody<'review/list'>;
export type ReviewDecideBody = AdminRouteBody<'review/decide'>;
/** A record as operators see it; its shape depends on the entity (realName, deposit …). */
export type ReviewRecord = AdminResponseOf<'review/decide'>;

/**
 * What a slice gives the operator API for one review entity (api.md §6 review/list and
 * review/decide). `decide` gets the trimmed remark (null when blank; a rejection without one
 * never reaches it) and must guard its change by the record's current status, so that a
 * repeated or concurrent decision answers `order.notInReview` instead of applying twice.
 */
export interface ReviewSource {
  entity: ReviewEntity;
  list(body: ReviewListBody, now: Date): Promise<Page<ReviewRecord>>;
  decide(body: ReviewDecideBody, remark: string | null, now: Date): Promise<ReviewRecord>;
}

/**
 * The review sources by entity. Slices add theirs when they register their routes
 * (features/index.ts hands every slice the same registry); review/list and review/decide
 * dispatch through it. An entity no slice serves yet lists nothing and decides `order.notFound`.
 */
export class ReviewRegistry {
  readonly #sources = new Map<ReviewEntity, ReviewSource>();

  add(...sources: ReviewSource[]): void {
    for (const source of sources) {
      if (this.#sources.has(source.entity)) throw new Error(`review source '${source.entity}' registered twice`);
      this.#sources.set(source.entity, source);
    }
  }

  /** Puts a source in place of the one registered for its entity (a test's stand-in for a slice's). */
  replace(source: ReviewSource): void {
    this.#sources.set(source.entity, source);
  }

  get entities(): ReviewEntity[] {
    return [...this.#sources.keys()];
  }

  list(body: ReviewListBody, now: Date): Promise<Page<ReviewRecord>> {
    const source = this.#sources.get(body.entity);
    if (!source) return Promise.resolve({ items: [], total: 0, page: body.page, size: body.size });
    return source.list(body, now);
  }

  decide(body: ReviewDecideBody, remark: string | null, now: Date): Promise<ReviewRecord> {
    const source = this.#sources.get(body.entity);
    if (!source) return Promise.reject(new ApiError('error.order.notFound'));
    return source.decide(body, remark, now);
  }
}
