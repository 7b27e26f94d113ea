/** One product in the product switcher. */
export interface ProductLink {
  /** The productId `getProductInfo` gives for its pages, for example `x-data-grid`. */
  id: string;
  /** The name in the switcher grid, for example `Data Grid` or `Core`. */
  name: string;
  /** The name on the switcher's button when it is the current product (`Toolpad Core`); defaults to `name`. */
  fullName?: string;
  href: string;
  /** One short line under the name. */
  description?: string;
}

/** A column of the product switcher: a family of products. */
export interface ProductGroup {
  name: string;
  /** A chip after the group name, for example `Beta`. */
  chip?: string;
  products: ProductLink[];
}

/** The product with this id, or null. */
export function findProduct(
  groups: readonly ProductGroup[],
  productId: string | null | undefined,
): ProductLink | null {
  if (!productId) return null;
  for (const group of groups) {
    const product = group.products.find((candidate) => candidate.id === productId);
    if (product) return product;
  }
  return null;
}
