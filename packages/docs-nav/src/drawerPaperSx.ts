/** The drawer paper's size, shared by the docked and the swipeable drawer. */
export function drawerPaperSx(width: number) {
  return {
    width,
    boxSizing: 'border-box' as const,
    '--DocsNav-drawer-width': `${width}px`,
  };
}
