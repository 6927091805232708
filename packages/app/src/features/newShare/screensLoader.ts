/**
 * A step between the entry and the slice's screens: the entry's route table imports this small
 * module, and this module imports the screens. Vite lists every static dependency of a lazy chunk
 * in the entry for preloading (about 80 for the screens, ~0.3 KiB of the entry); through this step
 * the entry lists one, and the list moves here. It costs one short round trip on the first visit.
 */
export const loadScreens = () => import('./screens.ts');
