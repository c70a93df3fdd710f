/** Small inline icons (decorative: every use sits next to a text or an sr-only label). */
const common = {
  "aria-hidden": true,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 1.8,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

export const PhoneIcon = ({ className = "h-4 w-4" }) => (
  <svg {...common} className={className}>
    <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
  </svg>
);
export const MailIcon = ({ className = "h-4 w-4" }) => (
  <svg {...common} className={className}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </svg>
);
export const UserIcon = ({ className = "h-5 w-5" }) => (
  <svg {...common} className={className}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </svg>
);
export const CartIcon = ({ className = "h-5 w-5" }) => (
  <svg {...common} className={className}>
    <circle cx="9" cy="20" r="1.5" />
    <circle cx="18" cy="20" r="1.5" />
    <path d="M2 3h3l2.7 12.4a2 2 0 0 0 2 1.6h7.8a2 2 0 0 0 2-1.5L21 8H6" />
  </svg>
);
export const SearchIcon = ({ className = "h-5 w-5" }) => (
  <svg {...common} className={className}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </svg>
);
export const MenuIcon = ({ className = "h-5 w-5" }) => (
  <svg {...common} className={className}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </svg>
);
export const ChevronIcon = ({ className = "h-4 w-4" }) => (
  <svg {...common} className={className}>
    <path d="m6 9 6 6 6-6" />
  </svg>
);
export const GlobeIcon = ({ className = "h-4 w-4" }) => (
  <svg {...common} className={className}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </svg>
);
export const TruckIcon = ({ className = "h-6 w-6" }) => (
  <svg {...common} className={className}>
    <path d="M3 6h11v10H3zM14 9h4l3 3v4h-7" />
    <circle cx="7" cy="17.5" r="1.5" />
    <circle cx="17" cy="17.5" r="1.5" />
  </svg>
);
export const ShieldIcon = ({ className = "h-6 w-6" }) => (
  <svg {...common} className={className}>
    <path d="M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6z" />
    <path d="m9 12 2 2 4-4" />
  </svg>
);
export const HeadsetIcon = ({ className = "h-6 w-6" }) => (
  <svg {...common} className={className}>
    <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
    <rect x="3" y="14" width="4" height="6" rx="1" />
    <rect x="17" y="14" width="4" height="6" rx="1" />
  </svg>
);
export const InvoiceIcon = ({ className = "h-6 w-6" }) => (
  <svg {...common} className={className}>
    <path d="M6 3h12v18l-3-2-3 2-3-2-3 2z" />
    <path d="M9 8h6M9 12h6" />
  </svg>
);
export const CloseIcon = ({ className = "h-5 w-5" }) => (
  <svg {...common} className={className}>
    <path d="M6 6l12 12M18 6 6 18" />
  </svg>
);
