/** The page-tree model every product's side nav and routes come from. */

export type PagePlan = 'pro' | 'premium';

export interface DocsPage {
  /** Absolute path of the page (`/material-ui/react-button`), or an absolute http(s) URL. */
  pathname: string;
  /** Shown in the nav; derived from the pathname when missing. `false` hides the title. */
  title?: string | false;
  /** Makes this entry a non-link heading over its children. */
  subheader?: string;
  children?: DocsPage[];
  plan?: PagePlan;
  newFeature?: boolean;
  planned?: boolean;
  unstable?: boolean;
  beta?: boolean;
  legacy?: boolean;
  deprecated?: boolean;
  /** A key the site maps to an icon. */
  icon?: string;
  /** Extra props spread onto the nav link. */
  linkProps?: Record<string, unknown>;
  /** `false` hides the page (and its children) from the side nav and from prev/next; its route still exists. */
  inSideNav?: boolean;
}
