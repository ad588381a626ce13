import { tokens } from '../../theme/tokens';

const WIDTH = 480;
const HEIGHT = 240;

/** A shopping bag with a tick, on the brand's soft blue: no text (the title says it). */
function signInArtSvg(): string {
  const { brand, brandSoft, accent, onBrand, surface, border } = tokens.color;
  return [
    `<svg xmlns='http://www.w3.org/2000/svg' width='${WIDTH}' height='${HEIGHT}' viewBox='0 0 ${WIDTH} ${HEIGHT}'>`,
    `<rect width='${WIDTH}' height='${HEIGHT}' rx='24' fill='${brandSoft}'/>`,
    `<circle cx='240' cy='124' r='100' fill='${surface}'/>`,
    `<circle cx='396' cy='56' r='26' fill='${accent}' opacity='.35'/>`,
    `<circle cx='86' cy='184' r='18' fill='${accent}' opacity='.35'/>`,
    `<circle cx='112' cy='64' r='8' fill='${brand}' opacity='.3'/>`,
    `<path d='M212 96v-12a28 28 0 0 1 56 0v12' fill='none' stroke='${brand}' stroke-width='9' stroke-linecap='round'/>`,
    `<path d='M186 96h108l12 108H174z' fill='${brand}'/>`,
    `<rect x='206' y='128' width='68' height='9' rx='4.5' fill='${border}' opacity='.6'/>`,
    `<circle cx='300' cy='186' r='30' fill='${accent}'/>`,
    `<path d='M286 186l10 10 18-19' fill='none' stroke='${onBrand}' stroke-width='7' stroke-linecap='round' stroke-linejoin='round'/>`,
    '</svg>',
  ].join('');
}

/**
 * The sign-in screen's lead picture, above its title. A first visit's welcome tour opens over the
 * screen, and its text blocks (up to about 19,000 px² on a phone) were larger than anything of the
 * screen's own (the title, about 11,500 px²), so the page's largest paint was the tour's, a second
 * or more after the screen had drawn (issue "Fast on a phone"). The picture is larger than any of
 * them and paints with the screen. A data: URI, as the stars' outlines are: no request, no route.
 */
export const signInArt = {
  src: `data:image/svg+xml,${encodeURIComponent(signInArtSvg())}`,
  width: WIDTH,
  height: HEIGHT,
} as const;
