/** Types for `server.mjs`, the local fake ad network (development and tests only). */

export declare const FAKE_AD_NETWORK_MODES: readonly [
  'ok',
  'no-inventory',
  'backers',
  'empty-entries',
  'malformed-json',
  'slow',
  'never-ends',
  'huge',
  'hostile',
  'blocked',
];

export type FakeAdNetworkMode = (typeof FAKE_AD_NETWORK_MODES)[number];

export interface FakeAdNetworkOptions {
  /** Loopback by default. */
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  /** The mode for requests without `?mode=`. */
  mode?: FakeAdNetworkMode;
  /** How long `slow` waits before answering (or `?delay=`). */
  slowMs?: number;
  /** The site's backers page, absolute or a path on the site (or `?backers=`). */
  backersUrl?: string;
  /**
   * What the script's container matches: one `#id`, `.class` or `[attribute]` (or `?selector=`).
   * Default: docs-ads' own default, `[data-ad-network-container]`.
   */
  containerSelector?: string;
}

export interface FakeAdNetworkRequest {
  path: string;
  mode: FakeAdNetworkMode;
}

export interface FakeAdNetwork {
  /** Base URL, without a trailing slash. */
  url: string;
  feedUrl: string;
  scriptUrl: string;
  /** Changes the default mode. */
  setMode(mode: FakeAdNetworkMode): void;
  /** Every request so far, oldest first. */
  requests(): FakeAdNetworkRequest[];
  /** Stops the server and drops open connections. */
  close(): Promise<void>;
}

export declare function startFakeAdNetwork(options?: FakeAdNetworkOptions): Promise<FakeAdNetwork>;
