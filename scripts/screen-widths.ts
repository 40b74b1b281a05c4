/** The widths the layout is checked and photographed at: a small and a common phone, a tablet, a laptop. */
export const SCREEN_WIDTHS = [320, 375, 768, 1280] as const;
