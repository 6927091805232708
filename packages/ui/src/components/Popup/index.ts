export { Popup, type PopupProps } from './Popup.tsx';
export { popupPositions, type PopupPosition } from './popupPositions.ts';
