export { ActionSheet, type ActionSheetProps, type ActionSheetAction } from './ActionSheet.tsx';
export { actionTones, type ActionTone } from './actionTones.ts';
