/** The two Shiki themes every code block is highlighted in, one per colour scheme. */
export const CODE_THEMES = { light: 'github-light-default', dark: 'github-dark-default' } as const;
