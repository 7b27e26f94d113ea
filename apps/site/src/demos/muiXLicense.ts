import { LicenseInfo } from '@mui/x-license';
import { MUI_X_LICENSE_KEY } from '../siteConfig';

let applied = false;

/**
 * Hands the deployment's MUI X licence key (VITE_MUI_X_LICENSE_KEY) to the library, once, before
 * the first Pro or Premium demo renders: build/demoPlugin.ts loads these demos through it. Without
 * a key it does nothing, and the library shows its own watermark. The key is configuration, never
 * committed; nothing here logs it or puts it on the page.
 */
export function applyMuiXLicense(key: string | undefined = MUI_X_LICENSE_KEY): void {
  if (applied || !key) return;
  LicenseInfo.setLicenseKey(key);
  applied = true;
}
