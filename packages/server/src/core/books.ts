import type { Issue } from '@broker/domain';
import type { Db } from '../db/open.ts';
import { ApiError } from '../http/envelope.ts';

/** The books an order may go to besides the user's own account (contract `tradeBooks`). */
export type BookName = 'intraday';

/** What an order in a book changes about the ticket: who holds it, at what leverage, until when. */
export interface BookAccount {
  /** The account that holds the book's money and positions (a sub-account of the user). */
  accountId: string;
  /** The one leverage the book trades at. */
  leverage: number;
  /** Positions of the book carry no sell lock: they are closed the same day. */
  sellLock: false;
  /** The last instant an order may open a position in this market (the flatten), epoch ms. */
  opensUntilMs: (market: string, nowMs: number) => number;
  /** The book's own pre-trade check of an order's certain cost (its opening and closing fees). */
  check: (order: { roundTripFee: string; nowMs: number }) => Promise<Issue | null>;
}

/** A slice's book: the account it trades for the user now, or an ApiError saying why none. */
export interface Book {
  name: BookName;
  /** The account that may trade in the book now; an ApiError when none may (none approved, ended, after the flatten). */
  accountFor: (db: Db, ownerId: string, now: Date) => Promise<BookAccount>;
  /** The book's newest account of the user, traded or not (its positions are listed); null when none. */
  latestAccount: (db: Db, ownerId: string) => Promise<string | null>;
}

/**
 * The books registry (docs/slices.md): a slice that keeps positions apart from the user's own —
 * the intraday account — adds its book; trading's ticket takes `book` and asks the registry
 * which account trades. Trading imports no slice; a book no slice serves is not found.
 */
export class BookRegistry {
  readonly #books = new Map<BookName, Book>();

  add(book: Book): void {
    if (this.#books.has(book.name)) throw new Error(`book '${book.name}' registered twice`);
    this.#books.set(book.name, book);
  }

  accountFor(db: Db, name: BookName, ownerId: string, now: Date): Promise<BookAccount> {
    const book = this.#books.get(name);
    if (!book) return Promise.reject(new ApiError('error.product.unavailable'));
    return book.accountFor(db, ownerId, now);
  }

  async latestAccount(db: Db, name: BookName, ownerId: string): Promise<string | null> {
    return (await this.#books.get(name)?.latestAccount(db, ownerId)) ?? null;
  }
}
