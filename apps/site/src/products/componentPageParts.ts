// Data for componentPageCoverage.test.ts, keyed `<API group id>/<export name>`.

const MATERIAL_THEMING = '/material-ui/customization/theming';
const JOY_THEMING = '/joy-ui/customization/theme';

/**
 * Exports that are a provider or a building block of another component, documented on the page
 * named rather than on a page of their own.
 */
export const INTERNAL_PARTS: Readonly<Record<string, string>> = {
  // Providers: set up once per app, explained with theming.
  'material/ThemeProvider': MATERIAL_THEMING,
  'material/CssVarsProvider': MATERIAL_THEMING,
  'material/Experimental_CssVarsProvider': MATERIAL_THEMING,
  'material/StyledEngineProvider': MATERIAL_THEMING,
  'material/GlobalStyles': '/material-ui/customization/how-to-customize',
  'joy/CssVarsProvider': JOY_THEMING,
  'joy/ThemeProvider': JOY_THEMING,
  'joy/StyledEngineProvider': JOY_THEMING,
  'joy/GlobalStyles': JOY_THEMING,
  'system/ThemeProvider': '/system/customization/theming',
  // Contexts that pass a component's state to its parts: used only inside those parts.
  'base/SelectProvider': '/base-ui/react-select',
  'base/MenuProvider': '/base-ui/react-menu',
  // A context that turns off the default class names: explained with styling in plain CSS.
  'base/ClassNameConfigurator': '/base-ui/customization/plain-css',
};
