import { describe, expect, it } from 'vitest';
import { positionStatuses } from '../status/statuses.ts';
import * as v from './vocabulary.ts';

describe('trading vocabulary', () => {
  it('maps the forms to directions and the tabs to statuses', () => {
    expect(v.directionOfSide.buy).toBe('long');
    expect(v.directionOfSide.sell).toBe('short');
    expect(v.statusesOfTab('holding')).toEqual(['holding', 'locked', 'closing']);
    expect(v.statusesOfTab('orders')).toEqual(positionStatuses);
    // Every status is on the orders tab and on at most one other.
    for (const status of positionStatuses) {
      const tabs = v.positionTabs.filter((tab) => v.statusesOfTab(tab).includes(status));
      expect(tabs[tabs.length - 1]).toBe('orders');
      expect(tabs.length).toBeLessThanOrEqual(2);
    }
  });

  it('recognises its words', () => {
    expect(v.isDirection('short')).toBe(true);
    expect(v.isDirection('up')).toBe(false);
    expect(v.isPriceType('limit')).toBe(true);
    expect(v.isPriceType(1)).toBe(false);
    expect(v.isPositionTab('pending')).toBe(true);
    expect(v.receiptDays.choices).toContain(v.receiptDays.default);
    expect(v.valueRanges.map((range) => v.valueRangeDays[range])).toEqual([30, 91, 365]);
  });
});
