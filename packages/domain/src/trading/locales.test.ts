import { describe, expect, it } from 'vitest';
import nl from '../../../../locales/nl.json' with { type: 'json' };
import en from '../../../../locales/en.json' with { type: 'json' };
import de from '../../../../locales/de.json' with { type: 'json' };
import zhHant from '../../../../locales/zh-Hant.json' with { type: 'json' };
import zhHans from '../../../../locales/zh-Hans.json' with { type: 'json' };
import ko from '../../../../locales/ko.json' with { type: 'json' };
import { orderWarningReasons } from './guards.ts';
import { questionnaireTextKeys } from './questionnaire.ts';
import { marginAlerts } from './risk.ts';
import { milestoneKeys, timelineKinds } from './timeline.ts';
import { directions, positionRemarks, positionTabs, priceTypes } from './vocabulary.ts';

const locales: Record<string, unknown> = { nl, en, de, 'zh-Hant': zhHant, 'zh-Hans': zhHans, ko };

function leaves(node: unknown, prefix: string): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([key, value]) => leaves(value, `${prefix}.${key}`));
}

function lookup(tree: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined),
      tree,
    );
}

/** Every locale key the trading rules hand to the screens. */
const domainKeys = [
  ...orderWarningReasons.map((reason) => `trading.warning.${reason}`),
  ...questionnaireTextKeys,
  ...timelineKinds.map((kind) => `trading.timeline.${kind}`),
  ...milestoneKeys.map((key) => `trading.milestone.${key}`),
  ...marginAlerts.map((alert) => `trading.marginAlert.${alert}`),
  ...directions.map((direction) => `trading.direction.${direction}`),
  ...priceTypes.map((type) => `trading.priceType.${type}`),
  ...positionTabs.map((tab) => `trading.tab.${tab}`),
  ...positionRemarks.map((remark) => `trading.remark.${remark}`),
];

describe('trading texts', () => {
  it.each(Object.keys(locales))('has a text for every key the rules produce in %s', (language) => {
    const missing = domainKeys.filter((key) => {
      const text = lookup(locales[language], key);
      return typeof text !== 'string' || text.trim() === '';
    });
    expect(missing).toEqual([]);
  });

  it('has the same non-empty keys in all six languages', () => {
    const reference = leaves((nl as Record<string, unknown>).trading, 'trading').sort();
    for (const [language, tree] of Object.entries(locales)) {
      const trading = (tree as Record<string, unknown>).trading;
      expect(leaves(trading, 'trading').sort(), language).toEqual(reference);
      for (const key of reference) expect(String(lookup(tree, key)).trim(), `${language} ${key}`).not.toBe('');
    }
  });
});
