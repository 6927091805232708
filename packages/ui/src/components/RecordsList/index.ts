export { RecordsList, type RecordsListProps, type RecordsListTexts } from './RecordsList.tsx';
