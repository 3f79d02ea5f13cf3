// The contractor's brand colour on the pages homeowners see (the customer quote, the contractor's public
// page): header bands and main buttons use it, with white or near-black text, whichever reads better on it
// (WCAG contrast). A missing or malformed colour falls back to Picket's own green.
import type { CSSProperties } from 'react';

/** Picket's brand-700, the same green as the app's theme colour. */
export const defaultAccentColor = '#047857';
const lightText = '#ffffff';
/** Tailwind's slate-900. */
const darkText = '#0f172a';

const hexColor = /^#[0-9a-f]{6}$/i;

const channel = (hex: string, start: number): number => {
  const value = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance of a #rrggbb colour, 0 (black) to 1 (white). */
export const relativeLuminance = (hex: string): number =>
  0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);

const contrast = (a: number, b: number): number => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

export interface AccentColors {
  accent: string;
  onAccent: string;
}

export const accentColorsOf = (primaryColor: string): AccentColors => {
  const accent = hexColor.test(primaryColor) ? primaryColor.toLowerCase() : defaultAccentColor;
  const luminance = relativeLuminance(accent);
  const onAccent =
    contrast(luminance, 1) >= contrast(luminance, relativeLuminance(darkText)) ? lightText : darkText;
  return { accent, onAccent };
};

/** The colours as CSS variables for a page's elements to use: `bg-(--page-accent) text-(--page-on-accent)`. */
export const accentStyle = (primaryColor: string): CSSProperties => {
  const { accent, onAccent } = accentColorsOf(primaryColor);
  return { '--page-accent': accent, '--page-on-accent': onAccent } as CSSProperties;
};
