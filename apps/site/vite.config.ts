import mdx from '@mdx-js/rollup';
import rehypeShiki from '@shikijs/rehype';
import react from '@vitejs/plugin-react';
import rehypeSlug from 'rehype-slug';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdxFrontmatter from 'remark-mdx-frontmatter';
import { defineConfig } from 'vite';
import { demoPlugin } from './build/demoPlugin.ts';
import { muiApiPlugin } from './build/muiApiPlugin.ts';
import { securityHeadersPlugin } from './build/securityHeadersPlugin.ts';
import { API_COMPONENTS } from './src/api/apiComponents.ts';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    demoPlugin(`${import.meta.dirname}/src/products`),
    muiApiPlugin(API_COMPONENTS, import.meta.dirname),
    {
      enforce: 'pre',
      ...mdx({
        remarkPlugins: [
          remarkGfm,
          remarkFrontmatter,
          [remarkMdxFrontmatter, { name: 'frontmatter' }],
        ],
        // Highlighting happens here, at build time: no highlighter is shipped to the reader.
        // Both themes are emitted as CSS variables and the stylesheet picks one per colour scheme.
        rehypePlugins: [
          rehypeSlug,
          [
            rehypeShiki,
            { themes: { light: 'github-light', dark: 'github-dark' }, defaultColor: false },
          ],
        ],
      }),
    },
    react({ include: /\.(mdx|tsx?|jsx?)$/ }),
    // dist/_headers (CSP and security headers) at build; the same headers in `vite preview`.
    securityHeadersPlugin(),
  ],
  resolve: {
    // One React and one MUI, whatever the packages' own dev copies are.
    dedupe: [
      'react',
      'react-dom',
      '@mui/material',
      '@emotion/react',
      '@emotion/styled',
      'react-router-dom',
    ],
  },
  // The prerender runs the SSR bundle in plain Node: bundle every dependency into it, so no
  // package's CommonJS/ESM layout matters there.
  ssr: { noExternal: isSsrBuild ? true : undefined },
  preview: { host: '127.0.0.1' },
}));
