import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Empty, RecordsList, Tabs } from '@broker/ui';
import { newsCategories, type NewsCategory } from '@broker/domain';
import type { NewsItem } from '@broker/contract';
import { useNewsPages } from './api.ts';
import { useSiteConfig } from '../../config/ConfigGate.tsx';
import { imageUrl } from '../../config/siteConfig.ts';
import { useFormatDateTime } from '../../i18n/formatDate.ts';
import { paths, withQuery } from '../../routes/paths.ts';
import { OfflineNotice, useRetryWhenOnline } from '../../shell/OfflineNotice.tsx';
import { Screen } from '../../shell/Screen.tsx';
import { newsMeta } from './newsRules.ts';
import * as styles from './news.css.ts';

/**
 * /home/newsList (tab 1): the news centre, hot news and stock price information, each a paged
 * list with pull-to-refresh, in the UI language (the server falls back to Dutch).
 */
export function NewsListScreen() {
  const { t, i18n } = useTranslation();
  const [category, setCategory] = useState<NewsCategory>('hot');
  return (
    <Screen title={t('news.title')} back={false}>
      <OfflineNotice />
      <Tabs
        label={t('news.tabsLabel')}
        value={category}
        onChange={setCategory}
        items={newsCategories.map((value) => ({
          value,
          label: t(`news.category.${value}`),
          // Another language is another list: load it afresh.
          panel: <NewsPanel key={`${value}:${i18n.language}`} category={value} />,
        }))}
      />
    </Screen>
  );
}

function NewsPanel({ category }: { category: NewsCategory }) {
  const { t } = useTranslation();
  const list = useNewsPages(category);
  const { retry } = list;
  useRetryWhenOnline(retry);
  return (
    <div className={styles.panel}>
      <RecordsList
        label={t(`news.category.${category}`)}
        list={list}
        renderItem={renderNewsItem}
        itemKey={newsKey}
        estimateSize={112}
        skeletonRows={6}
        onRefresh={list.refresh}
        empty={<Empty title={t('news.empty')} />}
      />
    </div>
  );
}

const newsKey = (item: NewsItem) => item.id;
const renderNewsItem = (item: NewsItem) => <NewsRow item={item} />;

function NewsRow({ item }: { item: NewsItem }) {
  const config = useSiteConfig();
  const format = useFormatDateTime();
  return (
    <Link to={withQuery(paths.home.newsDetail, { id: item.id })} className={styles.item}>
      <span className={styles.itemText}>
        <span className={styles.itemTitle}>{item.title}</span>
        {item.summary ? <span className={styles.itemSummary}>{item.summary}</span> : null}
        <span className={styles.meta}>{newsMeta(item.source, format(item.publishedAt))}</span>
      </span>
      {item.cover ? (
        <img className={styles.thumb} src={imageUrl(config.imageBase, item.cover)} alt="" loading="lazy" />
      ) : null}
    </Link>
  );
}
