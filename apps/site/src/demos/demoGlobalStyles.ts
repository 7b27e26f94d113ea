/** CSS variables by selector, set on the whole page (they stay while the demo is edited). */
export type DemoGlobalStyles = Record<string, Record<string, string>>;
