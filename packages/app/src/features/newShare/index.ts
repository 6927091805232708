/**
 * What other features may use of the new-share feature (docs/slices.md): the offerings of a
 * market tab (subscription, auction) and the home screen's IPO tab.
 */
export { NewShareList } from './components/NewShareList.tsx';
export { NewShareHomeSection } from './components/NewShareHomeSection.tsx';
