/**
 * Design tokens of the light theme. Colours are chosen for WCAG AA contrast on their
 * intended backgrounds (the a11y addon checks every story).
 */
export const tokens = {
  color: {
    brand: '#1849a9',
    brandHover: '#133a87',
    brandSoft: '#eff4ff',
    onBrand: '#ffffff',
    accent: '#fdb022',
    onAccent: '#101828',
    text: '#101828',
    textMuted: '#475467',
    border: '#d0d5dd',
    surface: '#ffffff',
    surfaceMuted: '#f2f4f7',
    background: '#f5f7fa',
    success: '#067647',
    successSoft: '#ecfdf3',
    danger: '#b42318',
    dangerSoft: '#fef3f2',
    warning: '#93370d',
    warningSoft: '#fffaeb',
    star: '#b54708',
    overlay: 'rgba(16, 24, 40, 0.6)',
    focus: '#1849a9',
  },
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
    xxxl: '48px',
  },
  radius: { sm: '4px', md: '8px', lg: '12px', pill: '999px' },
  font: {
    // System fonts only: the shop loads no web font (no network but its own server).
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSize: { xs: '12px', sm: '14px', md: '16px', lg: '18px', xl: '22px', xxl: '28px', xxxl: '36px' },
  fontWeight: { regular: '400', medium: '500', bold: '700' },
  lineHeight: { tight: '1.25', normal: '1.5' },
  shadow: {
    sm: '0 1px 2px rgba(16, 24, 40, 0.06)',
    md: '0 4px 8px -2px rgba(16, 24, 40, 0.1), 0 2px 4px -2px rgba(16, 24, 40, 0.06)',
    lg: '0 20px 24px -4px rgba(16, 24, 40, 0.08), 0 8px 8px -4px rgba(16, 24, 40, 0.03)',
  },
  zIndex: { header: '10', dropdown: '20', overlay: '100', toast: '200' },
  contentWidth: '1280px',
  /** Narrower centred columns: the sign-in card (520) and the health panel (640). */
  maxWidth: { narrow: '520px', medium: '640px' },
} as const;
