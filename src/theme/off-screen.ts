/** A block's height in pixels at each breakpoint it changes at (Chakra's breakpoint names). */
export type BlockHeights = Partial<Record<'base' | 'sm' | 'md' | 'lg' | 'xl' | '2xl', number>>;

/**
 * The style of a block that is often out of view: the browser skips its style, layout and paint
 * until it nears the view (`content-visibility: auto`), and keeps its place meanwhile with the
 * size it had when last rendered or, before its first render, `heights` (measure them at the
 * breakpoints the block's layout changes at: a good estimate keeps the scrollbar from moving).
 */
export function offScreenBlock(heights: BlockHeights) {
  return {
    contentVisibility: 'auto',
    containIntrinsicSize: Object.fromEntries(
      Object.entries(heights).map(([breakpoint, height]) => [breakpoint, `auto ${height}px`]),
    ),
  } as const;
}
