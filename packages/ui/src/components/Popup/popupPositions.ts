export const popupPositions = ['bottom', 'center'] as const;
export type PopupPosition = (typeof popupPositions)[number];
