// The words of the synthetic site: section and subject names, sentence patterns and code block
// patterns, combined by a seeded generator so that every page reads differently.

export const SECTIONS = [
  'Layout primitives',
  'Form controls',
  'Data display',
  'Feedback',
  'Navigation',
  'Surfaces',
  'Overlays',
  'Typography',
  'Color system',
  'Spacing',
  'Motion',
  'Icons',
  'Theming',
  'Dark mode',
  'Right-to-left',
  'Server rendering',
  'Testing',
  'Routing',
  'State',
  'Data fetching',
  'Tables',
  'Charts',
  'Date handling',
  'File uploads',
  'Internationalization',
  'Accessibility audits',
  'Keyboard support',
  'Focus management',
  'Responsive design',
  'Print styles',
  'Bundle size',
  'Code splitting',
  'Caching',
  'Error boundaries',
  'Logging',
  'Security',
  'Migration',
  'Tooling',
  'Design tokens',
  'Templates',
];

export const SUBJECTS = [
  'Stack',
  'Grid',
  'Container',
  'Divider',
  'Text input',
  'Select',
  'Slider',
  'Toggle',
  'Badge',
  'Avatar',
  'Tooltip',
  'Alert',
  'Progress',
  'Tabs',
  'Breadcrumbs',
  'Pagination',
  'Card',
  'Accordion',
  'Dialog',
  'Drawer',
  'Popover',
  'Menu',
  'Snackbar',
  'List',
  'Skeleton',
];

const PROPS = ['size', 'variant', 'color', 'disabled', 'orientation', 'dense', 'slotProps', 'sx'];
const VALUES = ['small', 'outlined', 'primary', 'vertical', 'compact', 'inherit', 'large'];

const SENTENCES = [
  'The {subject} fits naturally into {section}, where it keeps related content together without extra wrappers.',
  'Start with the defaults: they follow the theme, so the {subject} already matches the rest of the interface.',
  'When the layout gets crowded, the `{prop}` prop is usually the first setting worth changing.',
  'Setting `{prop}` to `{value}` changes how the {subject} sits next to its neighbours, not what it does.',
  'Readers notice consistency more than novelty, so reuse one configuration of the {subject} across a page.',
  'Every option described here can be set once in the theme and overridden on a single instance when needed.',
  'A common mistake is to nest several {subject} instances to fake spacing; the spacing scale does that job better.',
  'Keep the markup semantic: the {subject} renders a sensible element by default, and the `component` prop changes it when the document outline needs something else.',
  'In {section}, the {subject} is often paired with a heading so that screen reader users can jump straight to it.',
  'The examples below are small on purpose, so the part that matters is easy to spot.',
  'If a design asks for a variant that does not exist, a styled wrapper around the {subject} keeps the change in one place.',
  'Theme overrides apply to every instance, which makes them the right tool for brand-wide decisions.',
  'The `sx` prop is convenient for one-off adjustments, but repeated values belong in the theme.',
  'Measure before optimizing: most pages render the {subject} a handful of times, and that is cheap.',
  'Long lists are different; see [{linkTitle}]({linkPath}) for patterns that keep large collections responsive.',
  'Keyboard users move through the {subject} with Tab and the arrow keys, and the focus ring stays visible throughout.',
  'Colour alone never carries meaning here: pair it with text or an icon so the state is clear to everyone.',
  'Server rendering produces the same markup as the browser, so the page paints before any script arrives.',
  'Styles are generated once per unique set of props and reused, which keeps repeated renders inexpensive.',
  'For right-to-left languages, logical properties mirror the {subject} without any extra configuration.',
  'Dark mode swaps palette values, not components, so nothing in your markup has to change.',
  'When something looks wrong, inspect the generated class names first; they name the slot that produced each style.',
  'Upgrading from the previous major version mostly means renaming a few props, listed in [{linkTitle}]({linkPath}).',
  'Tests should query the {subject} by its role and accessible name rather than by class names, which may change.',
  'Most teams settle on two or three sizes and forbid the rest through a lint rule or a wrapper component.',
  'The density setting tightens paddings across {section} in one step, which suits data-heavy screens.',
  'Animations respect the reduced-motion preference, so readers who opt out see instant transitions instead.',
  'Nothing in this section requires a specific router, bundler or state library.',
  'Each slot of the {subject} accepts its own props through `slotProps`, so inner elements can be labelled or styled individually.',
  'Avoid hiding essential content inside the {subject} on small screens; reflow it instead.',
  'The default spacing unit is eight pixels, and every spacing prop multiplies it.',
  'A design token changed in the theme reaches every {subject} on the next render, with no rebuild of your components.',
  'Composition beats configuration here: combine small pieces rather than waiting for one prop that does everything.',
  'When the {subject} receives focus programmatically, move it only in response to an action the reader took.',
  'Print styles hide interactive chrome and keep the content of the {subject} readable on paper.',
  'Error states should explain what happened and what to do next, in plain words.',
  'The component forwards its ref to the root element, so measuring or focusing it works as with a native element.',
  'Bundle size stays small because each component is imported from its own path and unused ones are never shipped.',
  'In tables and forms, align the {subject} with the surrounding grid so the eye can scan down a column.',
  'If you need a behaviour that the {subject} does not offer, the unstyled hooks give you the logic without the look.',
  'Translations only need the visible strings; the component handles direction and number formatting itself.',
  'Review the example at {number} pixels wide as well as on a desktop screen before shipping a change.',
];

const CODE_BLOCKS = [
  (c) =>
    '```bash\n' +
    `npm install @example/${c.sectionSlug}\n` +
    `# or\npnpm add @example/${c.sectionSlug}\n` +
    '```',
  (c) =>
    '```tsx\n' +
    `import ${c.component} from '@example/${c.sectionSlug}/${c.component}';\n\n` +
    `export default function Basic${c.component}() {\n` +
    `  return (\n` +
    `    <${c.component} ${c.prop}="${c.value}" aria-label="${c.subject}">\n` +
    `      The ${c.subject.toLowerCase()} in ${c.section.toLowerCase()}\n` +
    `    </${c.component}>\n` +
    `  );\n}\n` +
    '```',
  (c) =>
    '```ts\n' +
    `import { createTheme } from '@example/styles';\n\n` +
    `export const theme = createTheme({\n` +
    `  components: {\n` +
    `    Example${c.component}: {\n` +
    `      defaultProps: { ${c.prop}: '${c.value}' },\n` +
    `      styleOverrides: { root: { borderRadius: ${c.number % 16} } },\n` +
    `    },\n  },\n});\n` +
    '```',
  (c) =>
    '```css\n' +
    `.${c.sectionSlug}-${c.component.toLowerCase()} {\n` +
    `  padding-inline: ${c.number % 24}px;\n` +
    `  border: 1px solid var(--example-palette-divider);\n` +
    `}\n\n@media (prefers-reduced-motion: reduce) {\n` +
    `  .${c.sectionSlug}-${c.component.toLowerCase()} { transition: none; }\n}\n` +
    '```',
  (c) =>
    '```json\n' +
    JSON.stringify(
      { component: c.component, section: c.section, defaults: { [c.prop]: c.value } },
      null,
      2,
    ) +
    '\n```',
];

function pick(list, random) {
  return list[Math.floor(random() * list.length)];
}

function fill(template, context) {
  const link = context.link;
  return template
    .replaceAll('{subject}', context.subject.toLowerCase())
    .replaceAll('{section}', context.section.toLowerCase())
    .replaceAll('{prop}', context.prop)
    .replaceAll('{value}', context.value)
    .replaceAll('{number}', String(context.number))
    .replaceAll('{linkTitle}', link.title)
    .replaceAll('{linkPath}', link.pathname);
}

function details(context) {
  const { random, allPages } = context;
  return {
    ...context,
    prop: pick(PROPS, random),
    value: pick(VALUES, random),
    number: 320 + Math.floor(random() * 80) * 4,
    link: pick(allPages, random),
  };
}

/** A paragraph of `sentences` sentences about the page's subject. */
export function paragraphFor(context, sentences) {
  // Drawn without repeats, so no paragraph says the same thing twice.
  const pool = [...SENTENCES];
  const parts = [];
  for (let i = 0; i < sentences && pool.length > 0; i += 1) {
    const [template] = pool.splice(Math.floor(context.random() * pool.length), 1);
    parts.push(fill(template, details(context)));
  }
  return parts.join(' ');
}

/** The page's five code blocks: install, usage, theme, CSS and configuration. */
export function codeBlocksFor(context) {
  const d = details(context);
  const component = context.subject.replace(/[^A-Za-z]/g, '');
  const sectionSlug = context.section.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return CODE_BLOCKS.map((block) => block({ ...d, component, sectionSlug }));
}
