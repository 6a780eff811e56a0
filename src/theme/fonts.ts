/**
 * The system's own fonts, no web font downloaded. The Latin faces first: system-ui (Android's
 * Roboto, Windows' Segoe UI, Apple's San Francisco), then those by name for browsers without
 * system-ui. Devanagari next, for a Hindi page's glyphs the Latin face lacks: Noto Sans Devanagari
 * (Android, Linux with fonts-noto-core), Nirmala UI (Windows 8 and later), Kohinoor Devanagari
 * (macOS and iOS since 2015), Devanagari Sangam MN (older macOS and iOS), Mangal (Windows before
 * 8). Noto Sans and sans-serif last, for anything still missing.
 */
export const FONT_STACK =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans Devanagari", "Nirmala UI", "Kohinoor Devanagari", "Devanagari Sangam MN", Mangal, "Noto Sans", sans-serif';
