import type { Language } from '@broker/domain';
import type { Db } from '../../../db/open.ts';
import { news } from '../../../db/schema.ts';
import { hotNews } from './hot.ts';
import { stockNews } from './stock.ts';
import type { NewsText, SeedArticle } from './seedArticle.ts';

/** The seeded news's byline: the served brand's newsroom, in the article's language. */
const newsroom: Record<Language, string> = {
  nl: 'redactie',
  en: 'newsroom',
  de: 'Redaktion',
  'zh-Hant': '編輯部',
  'zh-Hans': '编辑部',
  ko: '뉴스룸',
};
export const newsSource = (brandTitle: string, lang: Language) => `${brandTitle} ${newsroom[lang]}`;

/** Every seeded article says what it is: commentary on the sandbox's simulated market. */
export const newsDisclaimer: Record<Language, string> = {
  nl: 'Dit artikel beschrijft de gesimuleerde markt van deze sandbox en is geen beleggingsadvies.',
  en: 'This article describes the simulated market of this sandbox and is not investment advice.',
  de: 'Dieser Artikel beschreibt den simulierten Markt dieser Sandbox und ist keine Anlageberatung.',
  'zh-Hant': '本文描述本沙盒環境的模擬市場，不構成投資建議。',
  'zh-Hans': '本文描述本沙盒环境的模拟市场，不构成投资建议。',
  ko: '이 기사는 이 샌드박스의 모의 시장을 다루며 투자 조언이 아닙니다.',
};

export const seedArticles: readonly SeedArticle[] = [...hotNews, ...stockNews];

/**
 * Inserts the seeded articles that are missing, in every language (operators' edits stay), signed
 * by the served brand's newsroom (`brandTitle`, its config title).
 */
export async function seedNews(db: Db, brandTitle: string): Promise<void> {
  const rows = seedArticles.flatMap((article) =>
    (Object.entries(article.texts) as [Language, NewsText][]).map(([lang, text]) => ({
      id: article.id,
      lang,
      category: article.category,
      title: text.title,
      summary: text.summary,
      content: `${text.content}<p><em>${newsDisclaimer[lang]}</em></p>`,
      cover: null,
      source: newsSource(brandTitle, lang),
      publishedAt: article.publishedAt,
    })),
  );
  await db.insert(news).values(rows).onConflictDoNothing();
}
