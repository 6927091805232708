import { useTranslation } from 'react-i18next';
import type { RequestOf } from '@broker/contract';
import { useLocalizedQuery } from '../../api/hooks.ts';
import { useApiPagedList } from '../../api/pagedList.ts';
import { NEWS_PAGE_SIZE } from './newsRules.ts';

/** The news feature's data (docs/data.md): the lists by category and one article in the UI language. */
export const useNewsPages = (category: RequestOf<'news/list'>['category']) =>
  useApiPagedList('news/list', { category }, NEWS_PAGE_SIZE);

export function useNewsDetail(id: string) {
  const { i18n } = useTranslation();
  return useLocalizedQuery('news/detail', id ? { id } : null, i18n.language);
}
