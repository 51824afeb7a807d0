import type { ReactNode, SVGProps } from 'react';

// Inline SVG icons (stroke style, 24×24): a few hundred bytes instead of an icon library.
// They are decorative: the button or link around them carries the accessible name.
type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function icon(paths: ReactNode, fill = false) {
  return function Icon({ size = 24, ...props }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill={fill ? 'currentColor' : 'none'}
        stroke={fill ? 'none' : 'currentColor'}
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {paths}
      </svg>
    );
  };
}

export const SearchIcon = icon(<><circle cx="11" cy="11" r="7" /><path d="m20 20-4-4" /></>);
export const HeartIcon = icon(<path d="M12 20s-7-4.4-9-9a5 5 0 0 1 9-3 5 5 0 0 1 9 3c-2 4.6-9 9-9 9z" />);
export const BasketIcon = icon(<><path d="M3 9h18l-2 11H5z" /><path d="m8 9 4-6 4 6" /><path d="M9 13v4M15 13v4" /></>);
export const UserIcon = icon(<><circle cx="12" cy="8" r="4" /><path d="M4 21a8 8 0 0 1 16 0" /></>);
export const UserCheckIcon = icon(<><circle cx="10" cy="8" r="4" /><path d="M2 21a8 8 0 0 1 14-5.3" /><path d="m16 19 2 2 4-4" /></>);
export const MenuIcon = icon(<path d="M4 6h16M4 12h16M4 18h16" />);
export const CloseIcon = icon(<path d="M6 6l12 12M18 6 6 18" />);
export const GridIcon = icon(<><rect x="4" y="4" width="7" height="7" rx="1" /><rect x="13" y="4" width="7" height="7" rx="1" /><rect x="4" y="13" width="7" height="7" rx="1" /><rect x="13" y="13" width="7" height="7" rx="1" /></>);
export const HomeIcon = icon(<><path d="M3 11 12 4l9 7" /><path d="M5 10v10h14V10" /></>);
export const PhoneIcon = icon(<path d="M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2z" />);
export const MailIcon = icon(<><rect x="3" y="5" width="18" height="14" rx="2" /><path d="m3 7 9 6 9-6" /></>);
export const ChatIcon = icon(<path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />);
export const SendIcon = icon(<path d="M21 3 3 10.5l7 2.5 2.5 7z" />);
export const CameraIcon = icon(<><rect x="3" y="3" width="18" height="18" rx="5" /><circle cx="12" cy="12" r="4" /><circle cx="17.5" cy="6.5" r="0.5" /></>);
export const ArrowUpIcon = icon(<path d="M12 19V5M5 12l7-7 7 7" />);
export const GlobeIcon = icon(<><circle cx="12" cy="12" r="9" /><path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" /></>);
export const ChevronDownIcon = icon(<path d="m6 9 6 6 6-6" />);
export const ClockIcon = icon(<><circle cx="12" cy="12" r="9" /><path d="M12 7v5l3 2" /></>);
export const DownloadIcon = icon(<path d="M12 3v12M7 10l5 5 5-5M5 21h14" />);
