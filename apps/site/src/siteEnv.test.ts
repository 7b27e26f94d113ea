import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readSiteEnv, SITE_ENV_DEFAULTS, SITE_ENV_NAMES } from './siteEnv';

const README = readFileSync(`${import.meta.dirname}/../../../README.md`, 'utf8');

/** The rows of the README's configuration table: name and default, as written. */
function readmeConfigurationTable(): { name: string; default: string }[] {
  const section = README.split(/^## Configuration$/m)[1]?.split(/^## /m)[0] ?? '';
  return section
    .split('\n')
    .filter((line) => /^\| `VITE_/.test(line))
    .map((line) => {
      const cells = line.split('|').map((cell) => cell.trim());
      return { name: cells[1]!.replace(/`/g, ''), default: cells[3]! };
    });
}

describe('the README configuration table', () => {
  it('lists every variable the code reads, in the same order, with its default', () => {
    expect(readmeConfigurationTable()).toEqual(
      SITE_ENV_NAMES.map((name) => ({
        name,
        default: SITE_ENV_DEFAULTS[name] ? `\`${SITE_ENV_DEFAULTS[name]}\`` : 'none',
      })),
    );
  });
});

describe('readSiteEnv', () => {
  it('configures no ad network, analytics or comment endpoint by default', () => {
    const settings = readSiteEnv({});
    expect(settings.adFeedUrl).toBeUndefined();
    expect(settings.adScriptUrl).toBeUndefined();
    expect(settings.adContainerSelector).toBeUndefined();
    expect(settings.analyticsId).toBeUndefined();
    expect(settings.feedbackUrl).toBeUndefined();
    expect(settings.productionOrigin).toBe('https://docs.example.com');
  });

  it('reads every value from the environment, trimmed, and treats blank as unset', () => {
    const settings = readSiteEnv({
      VITE_PRODUCTION_ORIGIN: 'https://docs.acme.dev/',
      VITE_AD_SCRIPT_URL: ' https://cdn.adnetwork.io/serve.js ',
      VITE_AD_CONTAINER_SELECTOR: '#adnetwork-slot',
      VITE_IN_HOUSE_AD_TIDELIFT_URL: 'https://tidelift.com/subscription',
      VITE_FEEDBACK_URL: '   ',
      VITE_MUI_X_LICENSE_KEY: 'key-123',
    });
    expect(settings).toMatchObject({
      productionOrigin: 'https://docs.acme.dev',
      adScriptUrl: 'https://cdn.adnetwork.io/serve.js',
      adContainerSelector: '#adnetwork-slot',
      feedbackUrl: undefined,
      muiXLicenseKey: 'key-123',
    });
    expect(settings.inHouseAdLinks.tidelift).toBe('https://tidelift.com/subscription');
    expect(settings.inHouseAdLinks.scaffoldhub).toBe(
      SITE_ENV_DEFAULTS.VITE_IN_HOUSE_AD_SCAFFOLDHUB_URL,
    );
  });
});
