// A white-label brand's settings (brands/<name>/brand.ts): plain data the app and the server share.
export type { BrandSettings, UpDownConvention } from './settings.ts';
export { upDownConventions, brandLimits, brandSettingsProblems } from './settings.ts';
