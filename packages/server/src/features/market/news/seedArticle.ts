import type { Language, NewsCategory } from '@broker/domain';

/** One language's text of a seeded article. */
export interface NewsText {
  title: string;
  summary: string;
  /** HTML paragraphs; the disclaimer is added when seeding. */
  content: string;
}

/**
 * An article the server seeds. A module of its own, so that the article lists (hot.ts, stock.ts)
 * and the seeder that combines them need not import each other.
 */
export interface SeedArticle {
  id: string;
  category: NewsCategory;
  publishedAt: Date;
  texts: Record<Language, NewsText>;
}
