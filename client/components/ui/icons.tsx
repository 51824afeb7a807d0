import type { SVGProps } from 'react';

// Stroke icons (24×24) drawn once in a hidden sprite and referenced with <use>: a card's heart and
// basket cost a few dozen bytes each instead of their full paths, 44 times over on the menu.
// They are decorative: the button or link around them carries the accessible name. Square: the width
// alone is written and global CSS gives the height (aspect-ratio), 12 bytes fewer on each of the 56
// icons of the home page.
type IconProps = SVGProps<SVGSVGElement> & { size?: number };

const paths = {
  search: '<circle cx="11" cy="11" r="7"/><path d="m20 20-4-4"/>',
  heart: '<path d="M12 20s-7-4.4-9-9a5 5 0 0 1 9-3 5 5 0 0 1 9 3c-2 4.6-9 9-9 9z"/>',
  basket: '<path d="M3 9h18l-2 11H5z"/><path d="m8 9 4-6 4 6"/><path d="M9 13v4M15 13v4"/>',
  user: '<circle cx="12" cy="8" r="4"/><path d="M4 21a8 8 0 0 1 16 0"/>',
  'user-check': '<circle cx="10" cy="8" r="4"/><path d="M2 21a8 8 0 0 1 14-5.3"/><path d="m16 19 2 2 4-4"/>',
  menu: '<path d="M4 6h16M4 12h16M4 18h16"/>',
  close: '<path d="M6 6l12 12M18 6 6 18"/>',
  grid: '<rect x="4" y="4" width="7" height="7" rx="1"/><rect x="13" y="4" width="7" height="7" rx="1"/><rect x="4" y="13" width="7" height="7" rx="1"/><rect x="13" y="13" width="7" height="7" rx="1"/>',
  home: '<path d="M3 11 12 4l9 7"/><path d="M5 10v10h14V10"/>',
  phone: '<path d="M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2z"/>',
  mail: '<rect x="3" y="5" width="18" height="14" rx="2"/><path d="m3 7 9 6 9-6"/>',
  chat: '<path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z"/>',
  send: '<path d="M21 3 3 10.5l7 2.5 2.5 7z"/>',
  camera: '<rect x="3" y="3" width="18" height="18" rx="5"/><circle cx="12" cy="12" r="4"/><circle cx="17.5" cy="6.5" r="0.5"/>',
  'arrow-up': '<path d="M12 19V5M5 12l7-7 7 7"/>',
  globe: '<circle cx="12" cy="12" r="9"/><path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18"/>',
  'chevron-down': '<path d="m6 9 6 6 6-6"/>',
  clock: '<circle cx="12" cy="12" r="9"/><path d="M12 7v5l3 2"/>',
  download: '<path d="M12 3v12M7 10l5 5 5-5M5 21h14"/>',
};

type IconName = keyof typeof paths;

function icon(name: IconName) {
  return function Icon({ size = 24, className, ...props }: IconProps) {
    return (
      <svg className={className ? `icon ${className}` : 'icon'} width={size} aria-hidden="true" {...props}>
        <use href={`#i-${name}`} />
      </svg>
    );
  };
}

/**
 * The symbols every icon points to, as one piece of fixed markup: the shell renders it once per page,
 * and the server's render was spending a fifth of a small page's elements (55 of a product page's 256)
 * on shapes that never change. React writes the string as it is and adopts it when hydrating. Stroke
 * styles are in global.css (.icon).
 */
const SPRITE = {
  __html: Object.entries(paths)
    .map(([name, shape]) => `<symbol id="i-${name}" viewBox="0 0 24 24">${shape}</symbol>`)
    .join(''),
};

export function IconSprite() {
  return (
    <svg className="icon-sprite" width="0" height="0" aria-hidden="true" focusable="false">
      <defs dangerouslySetInnerHTML={SPRITE} />
    </svg>
  );
}

export const SearchIcon = icon('search');
export const HeartIcon = icon('heart');
export const BasketIcon = icon('basket');
export const UserIcon = icon('user');
export const UserCheckIcon = icon('user-check');
export const MenuIcon = icon('menu');
export const CloseIcon = icon('close');
export const GridIcon = icon('grid');
export const HomeIcon = icon('home');
export const PhoneIcon = icon('phone');
export const MailIcon = icon('mail');
export const ChatIcon = icon('chat');
export const SendIcon = icon('send');
export const CameraIcon = icon('camera');
export const ArrowUpIcon = icon('arrow-up');
export const GlobeIcon = icon('globe');
export const ChevronDownIcon = icon('chevron-down');
export const ClockIcon = icon('clock');
export const DownloadIcon = icon('download');
