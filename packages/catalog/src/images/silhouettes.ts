import type { CategorySlug } from '../categories';
import type { Palette } from './svg';

/**
 * One flat silhouette per category, drawn for a 400 × 400 canvas with the object between y = 40 and
 * y = 320 (the label sits below). Shapes only, no text, so they stay small and need no fonts.
 */
type Silhouette = (palette: Palette) => string;

const phone: Silhouette = (c) =>
  `<rect x="135" y="40" width="130" height="260" rx="24" fill="${c.detail}"/>` +
  `<rect x="145" y="62" width="110" height="208" rx="8" fill="${c.accent}"/>` +
  `<rect x="158" y="80" width="84" height="56" rx="8" fill="${c.body}"/>` +
  `<rect x="158" y="148" width="38" height="38" rx="8" fill="${c.pop}"/>` +
  `<rect x="204" y="148" width="38" height="38" rx="8" fill="${c.body}" opacity=".6"/>` +
  `<circle cx="200" cy="51" r="4" fill="${c.accent}"/>` +
  `<rect x="178" y="281" width="44" height="6" rx="3" fill="${c.accent}"/>`;

const laptop: Silhouette = (c) =>
  `<rect x="80" y="70" width="240" height="165" rx="12" fill="${c.detail}"/>` +
  `<rect x="93" y="83" width="214" height="139" rx="4" fill="${c.accent}"/>` +
  `<rect x="108" y="100" width="110" height="12" rx="6" fill="${c.body}"/>` +
  `<rect x="108" y="122" width="180" height="60" rx="6" fill="${c.body}" opacity=".45"/>` +
  `<path d="M48 240h304l-20 30H68z" fill="${c.body}"/>` +
  `<rect x="172" y="240" width="56" height="7" rx="3" fill="${c.detail}"/>`;

const television: Silhouette = (c) =>
  `<rect x="45" y="58" width="310" height="192" rx="10" fill="${c.detail}"/>` +
  `<rect x="56" y="69" width="288" height="170" rx="4" fill="${c.accent}"/>` +
  `<path d="M56 239l110-90 60 50 40-30 78 70z" fill="${c.body}" opacity=".7"/>` +
  `<circle cx="290" cy="110" r="18" fill="${c.pop}"/>` +
  `<path d="M178 250h44l10 34h-64z" fill="${c.body}"/>` +
  `<rect x="124" y="282" width="152" height="10" rx="5" fill="${c.detail}"/>`;

const headphones: Silhouette = (c) =>
  `<path d="M108 205v-35a92 92 0 0 1 184 0v35" fill="none" stroke="${c.detail}" stroke-width="18" stroke-linecap="round"/>` +
  `<rect x="84" y="185" width="58" height="105" rx="26" fill="${c.body}"/>` +
  `<rect x="258" y="185" width="58" height="105" rx="26" fill="${c.body}"/>` +
  `<rect x="124" y="200" width="22" height="75" rx="11" fill="${c.accent}"/>` +
  `<rect x="254" y="200" width="22" height="75" rx="11" fill="${c.accent}"/>`;

const shirt: Silhouette = (c) =>
  `<path d="M150 60l-70 35-32 62 46 22 16-26v152h180V153l16 26 46-22-32-62-70-35c-8 22-28 34-50 34s-42-12-50-34z" fill="${c.body}"/>` +
  `<path d="M150 60c8 22 28 34 50 34s42-12 50-34" fill="none" stroke="${c.detail}" stroke-width="8"/>` +
  `<rect x="222" y="140" width="40" height="34" rx="4" fill="${c.accent}"/>` +
  `<path d="M200 94v206" stroke="${c.detail}" stroke-width="3" stroke-dasharray="2 14" opacity=".6"/>`;

const pan: Silhouette = (c) =>
  `<rect x="250" y="168" width="115" height="26" rx="13" fill="${c.detail}"/>` +
  `<circle cx="165" cy="181" r="100" fill="${c.detail}"/>` +
  `<circle cx="165" cy="181" r="84" fill="${c.body}"/>` +
  `<ellipse cx="135" cy="150" rx="34" ry="20" fill="${c.accent}" opacity=".55"/>` +
  `<path d="M140 60c-12-14 12-22 0-38M178 60c-12-14 12-22 0-38" fill="none" stroke="${c.accent}" stroke-width="6" stroke-linecap="round"/>`;

const cosmetics: Silhouette = (c) =>
  `<rect x="150" y="60" width="52" height="12" rx="5" fill="${c.detail}"/>` +
  `<rect x="162" y="60" width="16" height="40" fill="${c.detail}"/>` +
  `<rect x="146" y="98" width="48" height="32" rx="4" fill="${c.detail}"/>` +
  `<rect x="112" y="126" width="116" height="170" rx="24" fill="${c.body}"/>` +
  `<rect x="130" y="180" width="80" height="64" rx="8" fill="${c.accent}"/>` +
  `<rect x="246" y="208" width="54" height="88" rx="6" fill="${c.detail}"/>` +
  `<rect x="253" y="170" width="40" height="40" fill="${c.accent}"/>` +
  `<path d="M256 170v-42l34-18v60z" fill="${c.pop}"/>`;

const book: Silhouette = (c) =>
  `<rect x="104" y="54" width="192" height="246" rx="10" fill="${c.detail}"/>` +
  `<rect x="120" y="54" width="180" height="236" rx="8" fill="${c.body}"/>` +
  `<rect x="120" y="282" width="176" height="12" fill="#ffffff" opacity=".85"/>` +
  `<rect x="146" y="96" width="128" height="16" rx="8" fill="${c.accent}"/>` +
  `<rect x="146" y="124" width="92" height="12" rx="6" fill="${c.accent}" opacity=".7"/>` +
  `<circle cx="210" cy="210" r="34" fill="${c.pop}"/>`;

const dumbbell: Silhouette = (c) =>
  `<rect x="100" y="168" width="200" height="26" rx="10" fill="${c.detail}"/>` +
  `<rect x="62" y="108" width="40" height="146" rx="10" fill="${c.body}"/>` +
  `<rect x="102" y="128" width="26" height="106" rx="8" fill="${c.body}" opacity=".8"/>` +
  `<rect x="298" y="108" width="40" height="146" rx="10" fill="${c.body}"/>` +
  `<rect x="272" y="128" width="26" height="106" rx="8" fill="${c.body}" opacity=".8"/>` +
  `<rect x="170" y="172" width="60" height="18" rx="6" fill="${c.accent}"/>`;

const groceryBag: Silhouette = (c) =>
  `<path d="M196 62c22 8 28 40 6 62-22-16-24-46-6-62z" fill="#3c8d4f"/>` +
  `<circle cx="150" cy="126" r="32" fill="${c.pop}"/>` +
  `<circle cx="250" cy="122" r="28" fill="${c.accent}"/>` +
  `<rect x="186" y="96" width="24" height="50" rx="6" fill="${c.detail}"/>` +
  `<path d="M100 140h200l-16 158H116z" fill="${c.body}"/>` +
  `<path d="M100 140h200l-3 24H103z" fill="${c.detail}" opacity=".5"/>`;

const watch: Silhouette = (c) =>
  `<rect x="165" y="40" width="70" height="80" rx="12" fill="${c.detail}"/>` +
  `<rect x="165" y="240" width="70" height="80" rx="12" fill="${c.detail}"/>` +
  `<rect x="264" y="158" width="14" height="34" rx="5" fill="${c.body}"/>` +
  `<rect x="132" y="104" width="136" height="152" rx="36" fill="${c.body}"/>` +
  `<rect x="146" y="118" width="108" height="124" rx="26" fill="${c.accent}"/>` +
  `<path d="M200 182v-36M200 182l24 14" stroke="${c.detail}" stroke-width="7" stroke-linecap="round"/>` +
  `<circle cx="200" cy="182" r="6" fill="${c.pop}"/>`;

export const SILHOUETTES: Record<CategorySlug, Silhouette> = {
  'mobiles-tablets': phone,
  'laptops-computers': laptop,
  'tvs-appliances': television,
  'audio-headphones': headphones,
  'fashion-lifestyle': shirt,
  'home-kitchen': pan,
  'beauty-personal-care': cosmetics,
  'books-media': book,
  'sports-fitness': dumbbell,
  'grocery-gourmet': groceryBag,
  smartwatches: watch,
};
