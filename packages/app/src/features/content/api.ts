import { useTranslation } from 'react-i18next';
import type { ArticleKey } from '@broker/contract';
import { useLocalizedQuery } from '../../api/hooks.ts';

/** An article of `common/article` in the UI language (docs/data.md). */
export function useArticle(articleKey: ArticleKey) {
  const { i18n } = useTranslation();
  return useLocalizedQuery('common/article', { key: articleKey }, i18n.language);
}
