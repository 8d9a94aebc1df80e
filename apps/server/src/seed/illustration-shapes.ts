import type { Shape } from './seed-schema';

/**
 * Flat drawings centred on (0, 0), about 200 × 200 units, in a 400 × 400 picture.
 * `main` is the product's colour, `dark` a shade of it for details.
 */
export function drawShape(shape: Shape, main: string, dark: string): string {
  const shine = '<ellipse cx="-34" cy="-40" rx="20" ry="12" fill="#fff" opacity="0.35"/>';
  switch (shape) {
    case 'round':
      return `<circle r="86" fill="${main}"/>${shine}<path d="M0 -84 q6 -20 20 -28" stroke="#5b3a1e" stroke-width="7" fill="none" stroke-linecap="round"/><ellipse cx="34" cy="-104" rx="22" ry="9" fill="#4c9a3a" transform="rotate(-25 34 -104)"/>`;
    case 'leafy':
      return `<ellipse cx="-42" cy="12" rx="44" ry="82" fill="${dark}" transform="rotate(-24 -42 12)"/><ellipse cx="42" cy="12" rx="44" ry="82" fill="${dark}" transform="rotate(24 42 12)"/><ellipse rx="50" ry="94" fill="${main}"/><path d="M0 -80 V90" stroke="#fff" stroke-width="5" opacity="0.5"/>`;
    case 'bunch':
      return `<path d="M0 95 L-30 -10 M0 95 L0 -30 M0 95 L30 -10" stroke="${dark}" stroke-width="7" fill="none"/><circle cx="-34" cy="-28" r="34" fill="${main}"/><circle cx="0" cy="-58" r="38" fill="${main}"/><circle cx="34" cy="-28" r="34" fill="${main}"/><rect x="-14" y="55" width="28" height="16" rx="4" fill="#c0392b"/>`;
    case 'carton':
      return `<path d="M-62 -40 L0 -96 L62 -40 Z" fill="${dark}"/><rect x="-62" y="-40" width="124" height="140" fill="${main}"/><rect x="-42" y="-5" width="84" height="56" rx="10" fill="#fff" opacity="0.85"/>`;
    case 'tub':
      return `<path d="M-82 -36 L82 -36 L64 92 L-64 92 Z" fill="${main}"/><rect x="-90" y="-62" width="180" height="30" rx="12" fill="${dark}"/><rect x="-52" y="10" width="104" height="40" rx="10" fill="#fff" opacity="0.8"/>`;
    case 'eggs':
      return `<rect x="-100" y="30" width="200" height="56" rx="14" fill="${dark}"/><ellipse cx="-56" cy="0" rx="34" ry="44" fill="${main}"/><ellipse cx="0" cy="-12" rx="34" ry="44" fill="${main}"/><ellipse cx="56" cy="0" rx="34" ry="44" fill="${main}"/>`;
    case 'cheese':
      return `<path d="M-96 64 L96 64 L96 -16 L-96 24 Z" fill="${main}"/><path d="M-96 24 L96 -16 L60 -60 Z" fill="${dark}"/><circle cx="-40" cy="40" r="12" fill="${dark}"/><circle cx="30" cy="26" r="16" fill="${dark}"/><circle cx="70" cy="48" r="8" fill="${dark}"/>`;
    case 'loaf':
      return `<rect x="-104" y="-54" width="208" height="124" rx="56" fill="${main}"/><path d="M-50 -40 l-22 40 M0 -44 l-22 40 M50 -40 l-22 40" stroke="${dark}" stroke-width="9" stroke-linecap="round"/>`;
    case 'pita':
      return `<ellipse cx="0" cy="10" rx="104" ry="74" fill="${main}"/><ellipse cx="-10" cy="0" rx="80" ry="54" fill="#fff" opacity="0.18"/><circle cx="-40" cy="-10" r="7" fill="${dark}"/><circle cx="30" cy="20" r="6" fill="${dark}"/><circle cx="50" cy="-20" r="5" fill="${dark}"/>`;
    case 'steak':
      return `<path d="M-96 -10 C-96 -80 20 -96 80 -50 C120 -20 96 70 20 76 C-60 84 -96 40 -96 -10 Z" fill="${main}"/><path d="M-60 0 C-30 -40 30 -40 60 -10" stroke="#fff" stroke-width="8" fill="none" opacity="0.6"/><circle cx="40" cy="30" r="16" fill="#f6efe3"/>`;
    case 'drumstick':
      return `<ellipse cx="-24" cy="-20" rx="70" ry="58" fill="${main}" transform="rotate(-30 -24 -20)"/><rect x="20" y="20" width="60" height="20" rx="10" fill="#f6efe3" transform="rotate(40 20 20)"/><circle cx="76" cy="72" r="14" fill="#f6efe3"/><circle cx="60" cy="84" r="14" fill="#f6efe3"/>`;
    case 'fish':
      return `<ellipse cx="-14" cy="0" rx="88" ry="48" fill="${main}"/><path d="M64 0 L112 -44 L112 44 Z" fill="${dark}"/><circle cx="-60" cy="-10" r="9" fill="#fff"/><circle cx="-60" cy="-10" r="4" fill="#222"/><path d="M-20 -30 q14 30 0 60" stroke="${dark}" stroke-width="6" fill="none"/>`;
    case 'bag':
      return `<path d="M-72 -78 L72 -78 L88 94 L-88 94 Z" fill="${main}"/><path d="M-72 -78 l12 -14 l12 14 l12 -14 l12 14 l12 -14 l12 14 l12 -14 l12 14 l12 -14 l12 14 l12 -14 l12 14" fill="${dark}"/><circle cx="0" cy="14" r="40" fill="#fff" opacity="0.8"/>`;
    case 'box':
      return `<path d="M-80 -56 L-40 -90 L100 -90 L60 -56 Z" fill="${dark}"/><path d="M60 -56 L100 -90 L100 64 L60 98 Z" fill="${dark}" opacity="0.8"/><rect x="-80" y="-56" width="140" height="154" fill="${main}"/><rect x="-60" y="-20" width="100" height="60" rx="10" fill="#fff" opacity="0.8"/>`;
    case 'can':
      return `<rect x="-64" y="-80" width="128" height="170" fill="${main}"/><ellipse cx="0" cy="-80" rx="64" ry="18" fill="${dark}"/><ellipse cx="0" cy="90" rx="64" ry="18" fill="${main}"/><rect x="-64" y="-30" width="128" height="64" fill="#fff" opacity="0.8"/>`;
    case 'jar':
      return `<rect x="-58" y="-96" width="116" height="36" rx="8" fill="${dark}"/><rect x="-76" y="-64" width="152" height="160" rx="30" fill="${main}"/><rect x="-52" y="-14" width="104" height="60" rx="10" fill="#fff" opacity="0.8"/>`;
    case 'bottle':
      return `<rect x="-18" y="-110" width="36" height="24" rx="4" fill="${dark}"/><path d="M-18 -86 L18 -86 L18 -56 Q56 -40 56 0 L56 96 L-56 96 L-56 0 Q-56 -40 -18 -56 Z" fill="${main}"/><rect x="-56" y="10" width="112" height="50" fill="#fff" opacity="0.8"/>`;
    case 'bar':
      return `<g transform="rotate(-14)"><rect x="-110" y="-40" width="220" height="80" rx="8" fill="${main}"/><path d="M-110 -40 l-14 10 l14 10 l-14 10 l14 10 l-14 10 l14 10 l-14 10 l14 10" fill="${dark}"/><rect x="-50" y="-22" width="100" height="44" rx="8" fill="#fff" opacity="0.8"/></g>`;
    case 'nut':
      return `<ellipse cx="-40" cy="0" rx="44" ry="62" fill="${main}" transform="rotate(-20 -40 0)"/><ellipse cx="44" cy="10" rx="44" ry="62" fill="${dark}" transform="rotate(24 44 10)"/><path d="M-40 -50 q-14 50 0 100" stroke="${dark}" stroke-width="5" fill="none"/>`;
    case 'snowflake':
      return `<circle r="92" fill="${main}"/><g stroke="#fff" stroke-width="10" stroke-linecap="round"><path d="M0 -70 V70 M-61 -35 L61 35 M-61 35 L61 -35"/><path d="M-16 -54 L0 -38 L16 -54 M-16 54 L0 38 L16 54"/></g>`;
    case 'spray':
      return `<path d="M-30 -96 L40 -96 L56 -76 L10 -76 L10 -56 L-30 -56 Z" fill="${dark}"/><path d="M-50 -56 L30 -56 L50 96 L-70 96 Z" fill="${main}"/><rect x="-52" y="0" width="92" height="54" rx="8" fill="#fff" opacity="0.8"/>`;
    case 'tube':
      return `<g transform="rotate(-20)"><path d="M-50 -100 L50 -100 L40 70 L-40 70 Z" fill="${main}"/><rect x="-28" y="70" width="56" height="30" rx="6" fill="${dark}"/><rect x="-36" y="-60" width="72" height="70" rx="8" fill="#fff" opacity="0.8"/></g>`;
    case 'roll':
      return `<rect x="-84" y="-70" width="168" height="150" fill="${main}"/><ellipse cx="-84" cy="5" rx="26" ry="75" fill="${dark}"/><ellipse cx="-84" cy="5" rx="9" ry="26" fill="#fff"/><path d="M84 -70 L110 80 L84 80 Z" fill="${main}" opacity="0.7"/>`;
    case 'bowl':
      return `<ellipse cx="0" cy="-10" rx="80" ry="50" fill="${main}"/><path d="M-108 -4 L108 -4 Q100 96 0 96 Q-100 96 -108 -4 Z" fill="${dark}"/><circle cx="-20" cy="-30" r="10" fill="#fff" opacity="0.5"/>`;
    case 'leaf':
      return `<path d="M-80 80 C-100 -40 20 -100 96 -96 C100 -10 40 90 -80 80 Z" fill="${main}"/><path d="M-80 80 C-20 20 30 -30 80 -80" stroke="${dark}" stroke-width="7" fill="none"/>`;
    case 'crate':
      return `<rect x="-100" y="-8" width="96" height="96" fill="${main}"/><rect x="4" y="-8" width="96" height="96" fill="${dark}"/><rect x="-48" y="-100" width="96" height="92" fill="${main}"/><path d="M-100 40 H-4 M4 40 H100 M-48 -54 H48" stroke="#fff" stroke-width="6" opacity="0.6"/>`;
  }
}
