/**
 * A step between the entry and the slice's screens (as intraday's): the entry's route table
 * imports this small module, and this module imports the screens, so that the entry lists one
 * chunk to preload rather than every static dependency of the screens.
 */
export const loadScreens = () => import('./screens.ts');
