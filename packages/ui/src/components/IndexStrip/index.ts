export { IndexStrip, type IndexStripProps, type IndexStripItem } from './IndexStrip.tsx';
