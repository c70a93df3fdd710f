import { ICON_PRESENTATION, ICON_SHAPES, ICON_SIZE, type IconName } from "~/domain/icons/icon-set";

/** Small inline icons (decorative: every use sits next to a text or an sr-only label). Shapes: app/domain/icons/icon-set.ts. */
const common = {
  "aria-hidden": true,
  viewBox: `0 0 ${ICON_SIZE} ${ICON_SIZE}`,
  // React names SVG presentation attributes in camel case (stroke-width → strokeWidth).
  ...Object.fromEntries(ICON_PRESENTATION.map(([name, value]) => [name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()), value])),
} as const;

function Icon({ name, className }: { name: IconName; className: string }) {
  return (
    <svg {...common} className={className}>
      {ICON_SHAPES[name].map(([Tag, attributes], index) => (
        <Tag key={index} {...attributes} />
      ))}
    </svg>
  );
}

export const PhoneIcon = ({ className = "h-4 w-4" }) => <Icon name="phone" className={className} />;
export const MailIcon = ({ className = "h-4 w-4" }) => <Icon name="mail" className={className} />;
export const UserIcon = ({ className = "h-5 w-5" }) => <Icon name="user" className={className} />;
export const CartIcon = ({ className = "h-5 w-5" }) => <Icon name="cart" className={className} />;
export const SearchIcon = ({ className = "h-5 w-5" }) => <Icon name="search" className={className} />;
export const MenuIcon = ({ className = "h-5 w-5" }) => <Icon name="menu" className={className} />;
export const ChevronIcon = ({ className = "h-4 w-4" }) => <Icon name="chevron" className={className} />;
export const GlobeIcon = ({ className = "h-4 w-4" }) => <Icon name="globe" className={className} />;
export const TruckIcon = ({ className = "h-6 w-6" }) => <Icon name="truck" className={className} />;
export const ShieldIcon = ({ className = "h-6 w-6" }) => <Icon name="shield" className={className} />;
export const HeadsetIcon = ({ className = "h-6 w-6" }) => <Icon name="headset" className={className} />;
export const InvoiceIcon = ({ className = "h-6 w-6" }) => <Icon name="invoice" className={className} />;
export const CloseIcon = ({ className = "h-5 w-5" }) => <Icon name="close" className={className} />;
export const HeartIcon = ({ className = "h-5 w-5" }) => <Icon name="heart" className={className} />;
