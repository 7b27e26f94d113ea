// The part of Pagefind's browser API (pagefind.js, written into dist/pagefind/ by the build)
// that the dialog uses. Pagefind ships no types for it; these follow its 1.x responses.

interface PagefindAnchor {
  element: string;
  id: string;
  text: string;
  location: number;
}

interface PagefindWeightedLocation {
  weight: number;
  balanced_score: number;
  location: number;
}

export interface PagefindSubResult {
  title: string;
  url: string;
  anchor?: PagefindAnchor;
  excerpt: string;
  locations?: number[];
  weighted_locations?: PagefindWeightedLocation[];
}

export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  filters?: Record<string, string[] | undefined>;
  sub_results?: PagefindSubResult[];
}

interface PagefindResult {
  id: string;
  score: number;
  data: () => Promise<PagefindResultData>;
}

export interface PagefindSearchOptions {
  filters?: Record<string, string | string[]>;
}

export interface PagefindResponse {
  results: PagefindResult[];
  unfilteredResultCount: number;
}

export interface PagefindApi {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  preload: (term: string, options?: PagefindSearchOptions) => Promise<void>;
  search: (term: string, options?: PagefindSearchOptions) => Promise<PagefindResponse | null>;
}
