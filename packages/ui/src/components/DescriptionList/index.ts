export { DescriptionList, type DescriptionListProps, type DescriptionListItem } from './DescriptionList.tsx';
