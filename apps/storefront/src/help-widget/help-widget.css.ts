/**
 * The widget's own styles, inside its shadow root (the page's styles do not reach in). Plain CSS
 * in a constructed style sheet (help-widget.ts), not a <style> element: the shop's CSP allows
 * no inline styles. Colours follow the theme's tokens.
 */
export const helpWidgetCss = `
:host { display: block; font: inherit; color: #101828; }
:host([hidden]) { display: none; }
.toggle {
  display: inline-flex; align-items: center; gap: 8px; min-height: 44px; padding: 0 16px;
  border: 1px solid #1849a9; border-radius: 8px; background: #ffffff; color: #1849a9;
  font: inherit; font-weight: 500; cursor: pointer;
}
.toggle:hover { background: #eff4ff; }
.toggle:focus-visible, .close:focus-visible, a:focus-visible, .panel:focus-visible {
  outline: 2px solid #1849a9; outline-offset: 2px;
}
.panel {
  margin-top: 8px; padding: 16px; border: 1px solid #d0d5dd; border-radius: 12px;
  background: #ffffff; box-shadow: 0 4px 8px -2px rgba(16, 24, 40, 0.1);
}
.panel[hidden] { display: none; }
.head { display: flex; align-items: center; justify-content: space-between; gap: 8px; }
h2 { margin: 0; font-size: 18px; }
h3 { margin: 12px 0 4px; font-size: 14px; }
p { margin: 0; font-size: 14px; line-height: 1.5; }
.number { margin-top: 4px; color: #475467; }
.contact { display: inline-block; margin-top: 12px; color: #1849a9; font-size: 14px; overflow-wrap: anywhere; }
.close {
  min-height: 44px; padding: 0 12px; border: 1px solid #d0d5dd; border-radius: 8px;
  background: #ffffff; color: #101828; font: inherit; cursor: pointer;
}
`;
