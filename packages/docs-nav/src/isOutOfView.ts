/** Room kept free at the bottom of the nav when checking whether the active link is visible. */
export const ACTIVE_LINK_BOTTOM_MARGIN_PX = 120;

interface VerticalBox {
  top: number;
  bottom: number;
}

/**
 * True when `item` is not fully visible inside `container` (with `bottomMargin` px at the bottom
 * counted as hidden), so the nav should scroll it into view.
 */
export function isOutOfView(
  item: VerticalBox,
  container: VerticalBox,
  bottomMargin: number = ACTIVE_LINK_BOTTOM_MARGIN_PX,
): boolean {
  return item.top < container.top || item.bottom > container.bottom - bottomMargin;
}
