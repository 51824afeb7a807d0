// Stylised dishes drawn on a plate centred at (0, 0), radius about 120. Simple shapes, flat colours.
import { r1, scatter } from './random';

export type Kind =
  | 'rice'
  | 'stew'
  | 'flatbread'
  | 'dumplings'
  | 'halfmoon'
  | 'pie'
  | 'soup'
  | 'skewer'
  | 'ribs'
  | 'salad'
  | 'layered'
  | 'pancakes'
  | 'rolls'
  | 'cutlets'
  | 'bread'
  | 'bites'
  | 'cake'
  | 'tea'
  | 'glass';

export function dish(kind: Kind, accent: string, rand: () => number): string {
  switch (kind) {
    case 'rice':
      return (
        `<ellipse cx="0" cy="10" rx="95" ry="62" fill="#f4c95d"/><ellipse cx="0" cy="0" rx="78" ry="48" fill="#f7d77e"/>` +
        scatter(rand, 40, 80, (x, y) => `<ellipse cx="${x}" cy="${y}" rx="4" ry="1.8" fill="#fff6d8"/>`) +
        scatter(rand, 12, 60, (x, y) => `<rect x="${x}" y="${y}" width="14" height="4" rx="2" fill="#e8731c"/>`) +
        scatter(rand, 6, 40, (x, y) => `<circle cx="${x}" cy="${y - 10}" r="9" fill="${accent}"/>`)
      );
    case 'stew':
      return (
        `<ellipse cx="0" cy="5" rx="92" ry="60" fill="#b45309"/>` +
        scatter(rand, 9, 60, (x, y) => `<rect x="${x - 11}" y="${y - 9}" width="22" height="18" rx="6" fill="${accent}"/>`) +
        scatter(rand, 8, 70, (x, y) => `<circle cx="${x}" cy="${y}" r="5" fill="#65a30d"/>`)
      );
    case 'flatbread':
      return (
        `<circle cx="0" cy="0" r="88" fill="#d99a4e"/><circle cx="0" cy="0" r="62" fill="#e9b872"/>` +
        scatter(rand, 20, 55, (x, y) => `<circle cx="${x}" cy="${y}" r="2.5" fill="#8a5a2b"/>`) +
        `<path d="M-30 -10 Q0 30 30 -10" stroke="${accent}" stroke-width="7" fill="none" stroke-linecap="round"/>`
      );
    case 'dumplings':
    case 'halfmoon': {
      const spots =
        kind === 'dumplings'
          ? [
              [-45, -20],
              [40, -25],
              [0, 25],
              [-50, 40],
              [55, 35],
            ]
          : [
              [-40, -15],
              [35, 5],
              [-5, 45],
            ];
      return spots
        .map(([x, y]) =>
          kind === 'dumplings'
            ? `<g transform="translate(${x} ${y})"><circle r="30" fill="#fbf3e4" stroke="#e6d3b3" stroke-width="3"/><path d="M-18 -8 Q0 -30 18 -8" stroke="#e6d3b3" stroke-width="3" fill="none"/><circle cy="-22" r="5" fill="#fbf3e4" stroke="#e6d3b3" stroke-width="2"/></g>`
            : `<g transform="translate(${x} ${y}) rotate(${Math.round(rand() * 40 - 20)})"><path d="M-42 0 A42 34 0 0 1 42 0 Z" fill="#e9b872" stroke="#c9853e" stroke-width="3"/><path d="M-36 0 L36 0" stroke="${accent}" stroke-width="4"/></g>`,
        )
        .join('');
    }
    case 'pie':
      return (
        `<path d="M-90 10 A90 60 0 0 1 90 10 L80 30 A80 40 0 0 1 -80 30 Z" fill="#c9853e"/><ellipse cx="0" cy="5" rx="88" ry="55" fill="#e9b872"/>` +
        `<path d="M-50 5 L50 5 M-30 -25 L30 35 M30 -25 L-30 35" stroke="#b7702c" stroke-width="4"/><circle r="10" fill="${accent}"/>`
      );
    case 'soup':
      return (
        `<circle r="100" fill="#f3ede2"/><circle r="82" fill="${accent}"/>` +
        scatter(rand, 10, 60, (x, y) => `<circle cx="${x}" cy="${y}" r="${r1(5 + rand() * 6)}" fill="#fde68a" opacity="0.9"/>`) +
        scatter(rand, 8, 60, (x, y) => `<circle cx="${x}" cy="${y}" r="3" fill="#4d7c0f"/>`)
      );
    case 'skewer':
      return [-30, 30]
        .map(
          (y) =>
            `<line x1="-115" y1="${y}" x2="115" y2="${y - 10}" stroke="#78716c" stroke-width="4" stroke-linecap="round"/>` +
            [-75, -35, 5, 45, 85]
              .map(
                (x, i) => `<rect x="${x - 16}" y="${y - 16 - i * 2}" width="32" height="30" rx="8" fill="${i % 2 ? '#f5f0e6' : accent}"/>`,
              )
              .join(''),
        )
        .join('');
    case 'ribs':
      return (
        [-50, -20, 10, 40]
          .map(
            (x) =>
              `<g transform="translate(${x} 0) rotate(12)"><rect x="-13" y="-55" width="26" height="100" rx="12" fill="${accent}"/><rect x="-4" y="-70" width="8" height="22" rx="4" fill="#f5f0e6"/></g>`,
          )
          .join('') + `<circle cx="70" cy="40" r="14" fill="#dc2626"/><circle cx="-75" cy="45" r="10" fill="#f5f0e6"/>`
      );
    case 'salad':
      return scatter(
        rand,
        14,
        75,
        (x, y, i) =>
          [
            `<path d="M${x} ${y} q14 -20 28 0 q-14 16 -28 0z" fill="#65a30d"/>`,
            `<circle cx="${x}" cy="${y}" r="11" fill="#dc2626"/>`,
            `<circle cx="${x}" cy="${y}" r="9" fill="#bef264" stroke="#4d7c0f" stroke-width="2"/>`,
            `<rect x="${x}" y="${y}" width="12" height="12" rx="3" fill="${accent}"/>`,
          ][i % 4],
      );
    case 'layered':
      return (
        ['#7c2d12', '#f5f0e6', '#f59e0b', '#9d174d', '#f5f0e6']
          .map((c, i) => `<rect x="-80" y="${-45 + i * 18}" width="160" height="18" fill="${c}"/>`)
          .join('') +
        `<rect x="-80" y="-55" width="160" height="12" rx="4" fill="${accent}"/>` +
        scatter(rand, 8, 60, (x) => `<circle cx="${x}" cy="-52" r="3" fill="#65a30d"/>`)
      );
    case 'pancakes':
      return (
        [40, 25, 10, -5]
          .map((y) => `<ellipse cx="0" cy="${y}" rx="90" ry="40" fill="#f2c46d" stroke="#d99a4e" stroke-width="3"/>`)
          .join('') + `<ellipse cx="0" cy="-10" rx="28" ry="12" fill="${accent}"/>`
      );
    case 'rolls':
      return (
        [-45, 0, 45]
          .map(
            (x) =>
              `<g transform="translate(${x} 0)"><ellipse rx="28" ry="50" fill="#bbf7d0" stroke="#65a30d" stroke-width="3"/><path d="M-20 -20 Q0 -10 20 -20 M-22 10 Q0 20 22 10" stroke="#65a30d" stroke-width="2" fill="none"/></g>`,
          )
          .join('') + `<path d="M-90 55 Q0 85 90 55" stroke="${accent}" stroke-width="14" fill="none" stroke-linecap="round"/>`
      );
    case 'cutlets':
      return (
        `<ellipse cx="45" cy="10" rx="50" ry="40" fill="#fef3c7"/>` +
        [
          [-45, -15],
          [-35, 35],
        ]
          .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="42" ry="26" fill="${accent}"/>`)
          .join('') +
        `<circle cx="50" cy="0" r="6" fill="#65a30d"/>`
      );
    case 'bread':
      return (
        `<circle r="95" fill="#c9853e"/><circle r="70" fill="#e0a458"/><circle r="28" fill="#c9853e"/>` +
        scatter(rand, 26, 62, (x, y) => `<circle cx="${x}" cy="${y}" r="2.2" fill="#7c4a1e"/>`) +
        `<circle r="88" fill="none" stroke="${accent}" stroke-width="3" stroke-dasharray="6 10"/>`
      );
    case 'bites':
      return (
        scatter(
          rand,
          16,
          70,
          (x, y) => `<rect x="${x - 13}" y="${y - 11}" width="26" height="22" rx="9" fill="#e0a458" stroke="#b7702c" stroke-width="2"/>`,
        ) + scatter(rand, 6, 70, (x, y) => `<circle cx="${x}" cy="${y}" r="5" fill="${accent}"/>`)
      );
    case 'cake':
      return (
        `<path d="M-70 40 L70 40 L40 -45 L-40 -45 Z" fill="#f5d49a"/>` +
        [-25, 0, 25]
          .map((y) => `<rect x="${-60 + (y + 25) / 2}" y="${y}" width="${120 - (y + 25)}" height="6" fill="${accent}"/>`)
          .join('') +
        `<path d="M-40 -45 L40 -45" stroke="#8a5a2b" stroke-width="6" stroke-linecap="round"/>`
      );
    case 'tea':
      return (
        `<path d="M-55 -25 L55 -25 L40 45 Q0 60 -40 45 Z" fill="#fafaf9" stroke="#1e3a8a" stroke-width="4"/><path d="M-48 -15 L48 -15" stroke="#1e3a8a" stroke-width="6"/>` +
        `<ellipse cx="0" cy="-25" rx="55" ry="12" fill="${accent}"/><path d="M-10 -55 q10 -15 0 -30 M12 -55 q10 -15 0 -30" stroke="#a8a29e" stroke-width="4" fill="none" stroke-linecap="round"/>`
      );
    case 'glass':
      return (
        `<path d="M-38 -70 L38 -70 L30 70 L-30 70 Z" fill="#e7f5ff" stroke="#94a3b8" stroke-width="3"/><path d="M-34 -40 L34 -40 L29 66 L-29 66 Z" fill="${accent}"/>` +
        `<ellipse cx="0" cy="-40" rx="34" ry="6" fill="#ffffff" opacity="0.5"/>`
      );
  }
}
