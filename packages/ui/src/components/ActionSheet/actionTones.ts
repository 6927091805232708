export const actionTones = ['default', 'destructive'] as const;
export type ActionTone = (typeof actionTones)[number];
