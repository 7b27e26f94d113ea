import { describe, expect, it } from 'vitest';
import { FAKE_AD_NETWORK_ENV } from '../scripts/fakeAdNetwork.mjs';
import { deployConfigMessage, deployConfigProblems, placeholderHost } from './deployConfig';

/** A configuration a real deployment could ship. */
const READY = {
  VITE_PRODUCTION_ORIGIN: 'https://docs.acme.dev',
  VITE_AD_FEED_URL: 'https://ads.adnetwork.io/feed.json',
  VITE_AD_SCRIPT_URL: 'https://cdn.adnetwork.io/serve.js',
  VITE_AD_CONTAINER_SELECTOR: '#adnetwork-slot',
  VITE_BACKERS_URL: '/backers/',
  VITE_ANALYTICS_ID: 'G-4Q2R7T9Z1K',
  VITE_GTAG_SCRIPT_URL: 'https://www.googletagmanager.com/gtag/js',
  VITE_FEEDBACK_URL: '/api/feedback',
};

describe('deployConfigProblems', () => {
  it('accepts a real configuration, and a minimal one without ads network or analytics', () => {
    expect(deployConfigProblems(READY)).toEqual([]);
    expect(deployConfigProblems({ VITE_PRODUCTION_ORIGIN: 'https://docs.acme.dev/' })).toEqual([]);
  });

  it('names the missing production origin: its default is a placeholder', () => {
    expect(deployConfigProblems({})).toEqual([
      'VITE_PRODUCTION_ORIGIN is not set: the https origin readers reach the site at',
    ]);
  });

  it('refuses the fake ad network and every loopback or example host, naming each variable', () => {
    const problems = deployConfigProblems({
      ...FAKE_AD_NETWORK_ENV,
      VITE_PRODUCTION_ORIGIN: 'https://docs.example.com',
      VITE_FEEDBACK_URL: 'http://localhost:8080/feedback',
      VITE_BLOG_URL: 'https://blog.example.org/',
      VITE_CSP_EXTRA_HOSTS: 'https://img.adnetwork.io, http://[::1]:9000',
    });
    expect(problems).toEqual([
      'VITE_PRODUCTION_ORIGIN is a placeholder host (example.com): "https://docs.example.com"',
      'VITE_AD_FEED_URL is a loopback address: "http://127.0.0.1:4100/feed.json"',
      'VITE_AD_SCRIPT_URL is a loopback address: "http://127.0.0.1:4100/script.js"',
      'VITE_FEEDBACK_URL is a loopback address: "http://localhost:8080/feedback"',
      'VITE_BLOG_URL is a placeholder host (example.org): "https://blog.example.org/"',
      'VITE_CSP_EXTRA_HOSTS is a loopback address: "https://img.adnetwork.io, http://[::1]:9000"',
    ]);
  });

  it('needs the container selector and the backers page with a network, and both analytics values', () => {
    const problems = deployConfigProblems({
      VITE_PRODUCTION_ORIGIN: 'https://docs.acme.dev',
      VITE_AD_SCRIPT_URL: 'https://cdn.adnetwork.io/serve.js',
      VITE_ANALYTICS_ID: 'G-4Q2R7T9Z1K',
    });
    expect(problems.map((p) => p.split(' ')[0])).toEqual([
      'VITE_AD_CONTAINER_SELECTOR',
      'VITE_BACKERS_URL',
      'VITE_GTAG_SCRIPT_URL',
    ]);
  });

  it('refuses placeholder ids and keys, plain http, and an origin with a path', () => {
    const problems = deployConfigProblems({
      ...READY,
      VITE_PRODUCTION_ORIGIN: 'https://docs.acme.dev/docs',
      VITE_ANALYTICS_ID: 'G-EXAMPLE',
      VITE_MUI_X_LICENSE_KEY: 'your-license-key',
      VITE_AD_FEED_URL: 'http://ads.adnetwork.io/feed.json',
      VITE_IN_HOUSE_AD_TIDELIFT_URL: 'tidelift.com',
    });
    expect(problems).toEqual([
      'VITE_PRODUCTION_ORIGIN is not an origin (use https://docs.acme.dev): "https://docs.acme.dev/docs"',
      'VITE_AD_FEED_URL is not https: "http://ads.adnetwork.io/feed.json"',
      'VITE_IN_HOUSE_AD_TIDELIFT_URL is not an https URL or a path starting with /: "tidelift.com"',
      'VITE_ANALYTICS_ID is a placeholder: "G-EXAMPLE"',
      'VITE_MUI_X_LICENSE_KEY is a placeholder: "your-license-key"',
    ]);
  });
});

describe('placeholderHost', () => {
  it('knows loopback addresses and reserved example names', () => {
    for (const host of ['localhost', '127.0.0.1', '127.1.2.3', '[::1]', '0.0.0.0']) {
      expect(placeholderHost(host), host).toBe('a loopback address');
    }
    for (const host of [
      'example.com',
      'docs.example.net',
      'site.test',
      'ads.invalid',
      'a.example',
    ]) {
      expect(placeholderHost(host), host).toMatch(/^a placeholder host/);
    }
    for (const host of ['docs.acme.dev', 'examples.io', 'mui.com', 'tidelift.com']) {
      expect(placeholderHost(host), host).toBeUndefined();
    }
  });
});

describe('deployConfigMessage', () => {
  it('is one message that lists every problem and says where to fix them', () => {
    const message = deployConfigMessage(deployConfigProblems({ ...FAKE_AD_NETWORK_ENV }));
    expect(message).toMatch(
      /^\[site\] build:deploy: the configuration is not ready for production \(3 problems\):\n/,
    );
    expect(message).toContain('  - VITE_PRODUCTION_ORIGIN is not set');
    expect(message).toContain('  - VITE_AD_SCRIPT_URL is a loopback address');
    expect(message).toMatch(/README's "Configuration" table/);
  });
});
