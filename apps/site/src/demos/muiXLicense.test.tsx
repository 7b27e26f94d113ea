import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A configured value for the test, not a licence: the library rejects it, which is what lets the
// test see that the key is never echoed in the messages the library prints about it.
const CONFIGURED = 'docshell-test-configuration-value';

describe('applyMuiXLicense', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.restoreAllMocks());

  it(
    'hands a configured key to MUI X once, before a grid renders, and never prints it',
    { timeout: 30_000 },
    async () => {
      const { LicenseInfo } = await import('@mui/x-license');
      const { applyMuiXLicense } = await import('./muiXLicense');
      const setKey = vi.spyOn(LicenseInfo, 'setLicenseKey');
      const printed: string[] = [];
      for (const method of ['error', 'warn', 'log', 'info'] as const) {
        vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
          printed.push(args.map(String).join(' '));
        });
      }
      applyMuiXLicense(CONFIGURED);
      applyMuiXLicense(CONFIGURED);
      expect(setKey).toHaveBeenCalledTimes(1);
      expect(setKey).toHaveBeenCalledWith(CONFIGURED);
      expect(LicenseInfo.getLicenseKey()).toBe(CONFIGURED);

      const { DataGridPro } = await import('@mui/x-data-grid-pro');
      render(
        <div style={{ height: 300 }}>
          <DataGridPro
            rows={[{ id: 1, customer: 'Ada Lovelace' }]}
            columns={[{ field: 'customer', headerName: 'Customer' }]}
          />
        </div>,
      );
      expect(await screen.findByRole('grid')).toBeInTheDocument();
      // The grid read the key (it says what is wrong with it), but nothing shows or prints it.
      expect(printed.join('\n')).toMatch(/MUI X/);
      expect(printed.join('\n')).not.toContain(CONFIGURED);
      expect(document.body.textContent).not.toContain(CONFIGURED);
    },
  );

  it('does nothing without a key, so the library shows its own watermark', async () => {
    const { LicenseInfo } = await import('@mui/x-license');
    const { applyMuiXLicense } = await import('./muiXLicense');
    const setKey = vi.spyOn(LicenseInfo, 'setLicenseKey');
    applyMuiXLicense(undefined);
    applyMuiXLicense('');
    expect(setKey).not.toHaveBeenCalled();
  });
});
