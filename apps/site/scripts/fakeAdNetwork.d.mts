/** Types for `fakeAdNetwork.mjs`: the fake ad network the local commands point the site at. */
import type { FakeAdNetwork } from '../../../packages/docs-ads/fake-network/server.mjs';

export declare const FAKE_AD_NETWORK_PORT: number;
export declare const FAKE_AD_NETWORK_ORIGIN: string;
export declare const FAKE_AD_CONTAINER_SELECTOR: string;
export declare const FAKE_AD_BACKERS_URL: string;
export declare const FAKE_AD_NETWORK_ENV: Readonly<Record<string, string>>;
export declare function fakeAdNetworkVariables(
  env: Record<string, string | undefined>,
): Record<string, string>;
export declare function withFakeAdNetwork(
  env: Record<string, string | undefined>,
): Record<string, string | undefined>;
export declare function startSiteFakeAdNetwork(port?: number): Promise<FakeAdNetwork>;
export declare function isFakeAdNetwork(origin: string): Promise<boolean>;
export declare function startOrReuseSiteFakeAdNetwork(
  port?: number,
): Promise<FakeAdNetwork | undefined>;
export declare function shellExports(env: Record<string, string | undefined>): string[];
