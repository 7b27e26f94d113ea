import type { ApiPlan } from '../src/api/apiGroups';

// The data of one generated API page (build/componentApi.ts reads it, src/api renders it).

export interface ApiProp {
  name: string;
  type: string;
  defaultValue: string | null;
  description: string;
  required: boolean;
  deprecated: string | null;
}

/** A part of a component that the `slots` prop can replace (and `slotProps` configure). */
export interface ApiSlot {
  name: string;
  /** The element or component rendered when none is given (JSDoc @default). */
  defaultValue: string | null;
  description: string;
}

/** A key of the `classes` prop, with the global class name the component puts on the element. */
export interface ApiClass {
  key: string;
  className: string;
  description: string;
  deprecated: string | null;
}

/** A documented component whose props this one takes too (listed on that one's page). */
export interface ApiInherited {
  component: string;
  pathname: string;
}

/** A page with a demo that imports the component. */
export interface ApiDemoPage {
  title: string;
  pathname: string;
  /** The page's product, when it is not the API page's own (Base UI's demos use Material UI). */
  product?: string;
}

export interface ApiDoc {
  /** The export's name (`Unstable_NumberInput`). */
  component: string;
  /** Other names its package exports it under (a demo may import it by one of them). */
  aliases: string[];
  slug: string;
  pathname: string;
  /** The API group (src/api/apiGroups.ts). */
  group: string;
  /** The package it is documented from: MUI X's lowest-plan one that exports it. */
  packageName: string;
  version: string;
  /** MUI X only: the plan of that package. */
  plan: ApiPlan | null;
  /** The component's own @deprecated note, if any. */
  deprecated: string | null;
  /** How to import it: the deep path's import where the package has one, then the root's. */
  imports: string[];
  props: ApiProp[];
  inherited: ApiInherited[];
  slots: ApiSlot[];
  classes: ApiClass[];
  /** Filled at build time from the demos that exist then (build/apiDemoLinks.ts). */
  demos: ApiDemoPage[];
}

/** What a product's nav and the route loaders know of a page without loading it. */
export interface ApiIndexEntry {
  component: string;
  pathname: string;
  plan: ApiPlan | null;
}
