import type { Browser } from 'playwright-core';

export declare const CHROME_PATH: string;
export declare const CHROME_FLAGS: readonly string[];
export declare const READER_USER_AGENT: string;
export declare function launchChromium(extraArgs?: readonly string[]): Promise<Browser>;
